/**
 * @generated SignedSource<<2a1ce09a6baf353480547f7426b4371a>>
 * @relayHash d6c4804edf31cc6f29c3a5c933900e68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 489ae1b6f051ad17b4b070d1a7a44f7405743be7240f8be860c2fe874f40708a

import { ConcreteRequest } from 'relay-runtime';
export type UnregisteredQuery$variables = {
  meetingId: number;
};
export type UnregisteredQuery$data = {
  readonly meetingTemplateUnregisteredJoins: ReadonlyArray<{
    readonly buildingNo: string | null | undefined;
    readonly houseId: number;
    readonly houseNo: string | null | undefined;
    readonly items: number;
    readonly ownerName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly privateArea: string | null | undefined;
    readonly unitNo: string | null | undefined;
    readonly votedItems: number;
  }>;
};
export type UnregisteredQuery = {
  response: UnregisteredQuery$data;
  variables: UnregisteredQuery$variables;
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
    "concreteType": "UnregisteredParticipant",
    "kind": "LinkedField",
    "name": "meetingTemplateUnregisteredJoins",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "houseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ownerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buildingNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "houseNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "privateArea",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "votedItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "items",
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
    "name": "UnregisteredQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnregisteredQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "489ae1b6f051ad17b4b070d1a7a44f7405743be7240f8be860c2fe874f40708a",
    "metadata": {},
    "name": "UnregisteredQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd5ba210d97367d07607b7ac5b1eaa8c";

export default node;
