/**
 * @generated SignedSource<<3a5295e28a8a166140f38efe3d521cb1>>
 * @relayHash 5e593dc55113d5a611d4b209d52bd837
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c63cd48456b1cf69b542e1bc656385617bd9e6640e24ddc0a58a82a6970bf53

import { ConcreteRequest } from 'relay-runtime';
export type LivePanelSubscription$variables = {
  meetingId: number;
};
export type LivePanelSubscription$data = {
  readonly meetingVoting: unknown;
};
export type LivePanelSubscription = {
  response: LivePanelSubscription$data;
  variables: LivePanelSubscription$variables;
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
    "name": "LivePanelSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LivePanelSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c63cd48456b1cf69b542e1bc656385617bd9e6640e24ddc0a58a82a6970bf53",
    "metadata": {},
    "name": "LivePanelSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "57c897ea4363bff8a31110c157e376de";

export default node;
