/**
 * @generated SignedSource<<dea1886bfa87ec07c3e45e40dc7290f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LogListPageKeepQuery$variables = Record<PropertyKey, never>;
export type LogListPageKeepQuery$data = {
  readonly sysLogGetKeep: number;
};
export type LogListPageKeepQuery = {
  response: LogListPageKeepQuery$data;
  variables: LogListPageKeepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sysLogGetKeep",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogListPageKeepQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogListPageKeepQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5595451d6177ff3e7db00b38981ffdc6",
    "id": null,
    "metadata": {},
    "name": "LogListPageKeepQuery",
    "operationKind": "query",
    "text": "query LogListPageKeepQuery {\n  sysLogGetKeep\n}\n"
  }
};
})();

(node as any).hash = "e5c0f2558593e77676582e42e4875550";

export default node;
