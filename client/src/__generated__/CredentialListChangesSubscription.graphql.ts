/**
 * @generated SignedSource<<98f29c49a1574466892d3a933c301d28>>
 * @relayHash c43f39c32d45523677078f36deead193
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 189c8477f3eeb97e4015aea48f21d6b3f5d1ced31f0e386e87699ee9b9e7446b

import { ConcreteRequest } from 'relay-runtime';
export type CredentialListChangesSubscription$variables = {
  meetingId: number;
};
export type CredentialListChangesSubscription$data = {
  readonly voteCredentialChanges: {
    readonly at: string;
    readonly reason: string;
  };
};
export type CredentialListChangesSubscription = {
  response: CredentialListChangesSubscription$data;
  variables: CredentialListChangesSubscription$variables;
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
    "concreteType": "VoteCredentialChange",
    "kind": "LinkedField",
    "name": "voteCredentialChanges",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "at",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CredentialListChangesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CredentialListChangesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "189c8477f3eeb97e4015aea48f21d6b3f5d1ced31f0e386e87699ee9b9e7446b",
    "metadata": {},
    "name": "CredentialListChangesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5294a02e201dee79e6a9d25b7bb6fd4b";

export default node;
