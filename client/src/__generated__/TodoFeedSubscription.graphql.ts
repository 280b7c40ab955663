/**
 * @generated SignedSource<<547cc9ff3a9e629d0561b070668f6962>>
 * @relayHash 95d85a488109ce1d110dfcfaf6d65108
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70f4874f5b6637c2aa6c6be672af300ffcae9f64e73d891d97e5e664665012b4

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
    "id": "70f4874f5b6637c2aa6c6be672af300ffcae9f64e73d891d97e5e664665012b4",
    "metadata": {},
    "name": "TodoFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6f312265a2e7a42fa5ad40eb5652b215";

export default node;
