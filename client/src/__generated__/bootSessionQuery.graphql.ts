/**
 * @generated SignedSource<<d790950ef6c62cb820d03dd479bcb655>>
 * @relayHash ee9d9eadba9f43280712811b329cc37a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a77b594ed1c683df1171c6a252b262fca72a900ed139ade3b43bec7d6f0d16a1

import { ConcreteRequest } from 'relay-runtime';
export type bootSessionQuery$variables = Record<PropertyKey, never>;
export type bootSessionQuery$data = {
  readonly dictData: unknown;
  readonly permmenu: {
    readonly menus: ReadonlyArray<{
      readonly icon: string | null | undefined;
      readonly isShow: boolean;
      readonly keepAlive: boolean;
      readonly name: string;
      readonly orderNum: number;
      readonly parentId: number | null | undefined;
      readonly perms: string | null | undefined;
      readonly router: string | null | undefined;
      readonly rowId: number;
      readonly type: number;
      readonly viewPath: string | null | undefined;
    }>;
    readonly perms: ReadonlyArray<string>;
  };
  readonly person: {
    readonly headImg: string | null | undefined;
    readonly name: string;
    readonly nickName: string | null | undefined;
    readonly rowId: number;
    readonly username: string;
  };
};
export type bootSessionQuery = {
  response: bootSessionQuery$data;
  variables: bootSessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "perms",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Person",
    "kind": "LinkedField",
    "name": "person",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headImg",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PermMenu",
    "kind": "LinkedField",
    "name": "permmenu",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PermMenuItem",
        "kind": "LinkedField",
        "name": "menus",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "parentId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "router",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "icon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderNum",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keepAlive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isShow",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dictData",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "bootSessionQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "bootSessionQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a77b594ed1c683df1171c6a252b262fca72a900ed139ade3b43bec7d6f0d16a1",
    "metadata": {},
    "name": "bootSessionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9981eebf27177cb269bb66b67c9697e6";

export default node;
