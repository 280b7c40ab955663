/**
 * @generated SignedSource<<c71a1af6efb630f6a9d2db146fdf5691>>
 * @relayHash 5595451d6177ff3e7db00b38981ffdc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bba57b201b4f40e84f85f366397a29afa9f532cc9390d4f55652f8f8e0f85544

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
    "id": "bba57b201b4f40e84f85f366397a29afa9f532cc9390d4f55652f8f8e0f85544",
    "metadata": {},
    "name": "LogListPageKeepQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e5c0f2558593e77676582e42e4875550";

export default node;
