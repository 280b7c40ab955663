/**
 * @generated SignedSource<<59c8f846b250071766088665031068d0>>
 * @relayHash 121396317912f93a410136fb3b1f409b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1aa1ab808addfb900162b5f44114f1bc815a7da957a5b37c9076f98be7283f21

import { ConcreteRequest } from 'relay-runtime';
export type TodoFeedSubscription$variables = Record<PropertyKey, never>;
export type TodoFeedSubscription$data = {
  readonly todoCounts: {
    readonly adviceProcessing: number | null | undefined;
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
        "name": "adviceProcessing",
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
    "id": "1aa1ab808addfb900162b5f44114f1bc815a7da957a5b37c9076f98be7283f21",
    "metadata": {},
    "name": "TodoFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "aea5af2253dd8d53fb4bf8d8f97b4031";

export default node;
