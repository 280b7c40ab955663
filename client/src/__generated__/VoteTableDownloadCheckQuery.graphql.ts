/**
 * @generated SignedSource<<dd3cb6550b8d0a0be4a3bd5fce3ef557>>
 * @relayHash 8e2e536a9957aeefe79e1bf063ed9c32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9305bb063e092ddbb4ea2f6fb55b92eb389661e1c08a5ace67e6d1d48c8ad4d8

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
    "id": "9305bb063e092ddbb4ea2f6fb55b92eb389661e1c08a5ace67e6d1d48c8ad4d8",
    "metadata": {},
    "name": "VoteTableDownloadCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a85036e97e9bedd8a08358c4bced576";

export default node;
