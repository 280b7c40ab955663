/**
 * @generated SignedSource<<6ff4d0881910d86c5f074b099bdc4957>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnregisteredQuery$variables = {
  meetingId: number;
};
export type UnregisteredQuery$data = {
  readonly meetingTemplateUnregisteredJoins: unknown;
};
export type UnregisteredQuery = {
  response: UnregisteredQuery$data;
  variables: UnregisteredQuery$variables;
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
    "kind": "ScalarField",
    "name": "meetingTemplateUnregisteredJoins",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UnregisteredQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnregisteredQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "df4e1bbdf53ff720fbe19b842140a9d6",
    "id": null,
    "metadata": {},
    "name": "UnregisteredQuery",
    "operationKind": "query",
    "text": "query UnregisteredQuery(\n  $meetingId: Int!\n) {\n  meetingTemplateUnregisteredJoins(meetingId: $meetingId)\n}\n"
  }
};
})();

(node as any).hash = "49e8d2035d9cb1a02afcf3b2a477df74";

export default node;
