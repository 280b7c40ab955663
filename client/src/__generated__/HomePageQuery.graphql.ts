/**
 * @generated SignedSource<<766da01f47c13ccbceef2df8555f8b8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6f9d391566ebf91b4fa74ccf100c644f",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery(\n  $summary: Boolean!\n  $voting: Boolean!\n) {\n  commCountSummary @include(if: $summary)\n  commCountVoting @include(if: $voting)\n}\n"
  }
};
})();

(node as any).hash = "dd1d220ca036a3178204ca13cf87db44";

export default node;
