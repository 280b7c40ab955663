/**
 * @generated SignedSource<<9765455452609d38bf6bb6c09f4ac3e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f7021af3d42e82b3032c20e6df9344bd",
    "id": null,
    "metadata": {},
    "name": "MeetingNoticesFillQuery",
    "operationKind": "query",
    "text": "query MeetingNoticesFillQuery(\n  $meetingId: Int!\n  $templateId: Int!\n) {\n  meetingNoticeFill(meetingId: $meetingId, templateId: $templateId)\n}\n"
  }
};
})();

(node as any).hash = "e8f86e7e9dc7aec94bf55ce71ba8d304";

export default node;
