/**
 * @generated SignedSource<<f76906df35ccd064ce6140f66e552649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteTableDownloadCheckQuery$variables = {
  meetingId: number;
};
export type VoteTableDownloadCheckQuery$data = {
  readonly meetingTemplateCheckVoteTableDocUrl: {
    readonly fileName: string | null | undefined;
    readonly generatedAt: string | null | undefined;
    readonly message: string | null | undefined;
    readonly url: string | null | undefined;
  };
};
export type VoteTableDownloadCheckQuery = {
  response: VoteTableDownloadCheckQuery$data;
  variables: VoteTableDownloadCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      }
    ],
    "concreteType": "MeetingVoteTableDoc",
    "kind": "LinkedField",
    "name": "meetingTemplateCheckVoteTableDocUrl",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "generatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VoteTableDownloadCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteTableDownloadCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8e2e536a9957aeefe79e1bf063ed9c32",
    "id": null,
    "metadata": {},
    "name": "VoteTableDownloadCheckQuery",
    "operationKind": "query",
    "text": "query VoteTableDownloadCheckQuery(\n  $meetingId: Int!\n) {\n  meetingTemplateCheckVoteTableDocUrl(meetingId: $meetingId) {\n    url\n    fileName\n    generatedAt\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a85036e97e9bedd8a08358c4bced576";

export default node;
