/**
 * @generated SignedSource<<11c2f36c5fa5c0c5ab0cad98e794514c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TodoFeedSubscription$variables = Record<PropertyKey, never>;
export type TodoFeedSubscription$data = {
  readonly todoCounts: {
    readonly adviceTodo: number | null | undefined;
    readonly repairTodo: number | null | undefined;
  };
};
export type TodoFeedSubscription = {
  response: TodoFeedSubscription$data;
  variables: TodoFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TodoCounts",
    "kind": "LinkedField",
    "name": "todoCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "adviceTodo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "repairTodo",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TodoFeedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TodoFeedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "95d85a488109ce1d110dfcfaf6d65108",
    "id": null,
    "metadata": {},
    "name": "TodoFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription TodoFeedSubscription {\n  todoCounts {\n    adviceTodo\n    repairTodo\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f312265a2e7a42fa5ad40eb5652b215";

export default node;
