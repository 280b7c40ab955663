/**
 * @generated SignedSource<<aae2fab2b0ea9a46a3690b9e00fe022d>>
 * @relayHash becb7360d18b0174f4f279922049ddb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 042e54cbaa651a77ffbae6dfb1f0dbc680b6d777a24730211be7cae7439235eb

import { ConcreteRequest } from 'relay-runtime';
export type MeetingNoticesFillQuery$variables = {
  meetingId: number;
  templateId: number;
};
export type MeetingNoticesFillQuery$data = {
  readonly meetingNoticeFill: {
    readonly content: string;
    readonly title: string;
  };
};
export type MeetingNoticesFillQuery = {
  response: MeetingNoticesFillQuery$data;
  variables: MeetingNoticesFillQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "templateId"
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
      },
      {
        "kind": "Variable",
        "name": "templateId",
        "variableName": "templateId"
      }
    ],
    "concreteType": "FilledNotice",
    "kind": "LinkedField",
    "name": "meetingNoticeFill",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "content",
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
    "name": "MeetingNoticesFillQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MeetingNoticesFillQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "042e54cbaa651a77ffbae6dfb1f0dbc680b6d777a24730211be7cae7439235eb",
    "metadata": {},
    "name": "MeetingNoticesFillQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5a551d336aa0f5a1ff1faab2b9c82e31";

export default node;
