/**
 * @generated SignedSource<<6bdc25a4bee0f0e41f4597f67eb2ca3d>>
 * @relayHash df4e1bbdf53ff720fbe19b842140a9d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af86c8da30ded2c19ecf787cf985a54aa3fca63a873170855a8aa588059edec9

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
    "id": "af86c8da30ded2c19ecf787cf985a54aa3fca63a873170855a8aa588059edec9",
    "metadata": {},
    "name": "UnregisteredQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "49e8d2035d9cb1a02afcf3b2a477df74";

export default node;
