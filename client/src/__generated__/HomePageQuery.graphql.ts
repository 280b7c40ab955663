/**
 * @generated SignedSource<<6784d135e58eed3c6b4fd58bbdbb1015>>
 * @relayHash 6f9d391566ebf91b4fa74ccf100c644f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28ea09c23e963a8e9f6ffaec03b6a27b70f53aad8da358ab76dfe4abb5c71c75

import { ConcreteRequest } from 'relay-runtime';
export type HomePageQuery$variables = {
  summary: boolean;
  voting: boolean;
};
export type HomePageQuery$data = {
  readonly commCountSummary?: unknown;
  readonly commCountVoting?: unknown;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "summary"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "voting"
  }
],
v1 = [
  {
    "condition": "summary",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commCountSummary",
        "storageKey": null
      }
    ]
  },
  {
    "condition": "voting",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commCountVoting",
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "28ea09c23e963a8e9f6ffaec03b6a27b70f53aad8da358ab76dfe4abb5c71c75",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd1d220ca036a3178204ca13cf87db44";

export default node;
