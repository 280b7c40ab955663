/**
 * @generated SignedSource<<f38d9bb44324eccc391b7d01fdbfa227>>
 * @relayHash e6c2a11ea63cc23b1a635b24b3bc5bfd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 368bd084bc3b93768148e99e5fdfd54d6176c41e280211fd973226558df58dc9

import { ConcreteRequest } from 'relay-runtime';
export type HomePageVotingSubscription$variables = {
  meetingId: number;
};
export type HomePageVotingSubscription$data = {
  readonly meetingVoting: unknown;
};
export type HomePageVotingSubscription = {
  response: HomePageVotingSubscription$data;
  variables: HomePageVotingSubscription$variables;
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
    "name": "meetingVoting",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageVotingSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageVotingSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "368bd084bc3b93768148e99e5fdfd54d6176c41e280211fd973226558df58dc9",
    "metadata": {},
    "name": "HomePageVotingSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "98471023d85ed06657a6a7523c79a3c1";

export default node;
