/**
 * @generated SignedSource<<20c2d189b13e19c293129ecda8fea835>>
 * @relayHash f7021af3d42e82b3032c20e6df9344bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 899aab0492f73a987d8ba1f664504cb7973fcaca5ae5edfe1c3ae58f1c89989e

import { ConcreteRequest } from 'relay-runtime';
export type MeetingNoticesFillQuery$variables = {
  meetingId: number;
  templateId: number;
};
export type MeetingNoticesFillQuery$data = {
  readonly meetingNoticeFill: unknown;
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
    "kind": "ScalarField",
    "name": "meetingNoticeFill",
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
    "id": "899aab0492f73a987d8ba1f664504cb7973fcaca5ae5edfe1c3ae58f1c89989e",
    "metadata": {},
    "name": "MeetingNoticesFillQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8f86e7e9dc7aec94bf55ce71ba8d304";

export default node;
