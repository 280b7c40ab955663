/**
 * @generated SignedSource<<e13f869562c14b1409ba71a9a3d981be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "5e593dc55113d5a611d4b209d52bd837",
    "id": null,
    "metadata": {},
    "name": "LivePanelSubscription",
    "operationKind": "subscription",
    "text": "subscription LivePanelSubscription(\n  $meetingId: Int!\n) {\n  meetingVoting(meetingId: $meetingId)\n}\n"
  }
};
})();

(node as any).hash = "57c897ea4363bff8a31110c157e376de";

export default node;
