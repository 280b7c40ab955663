/**
 * @generated SignedSource<<be98a04c004c4b07ad0327944e943a9a>>
 * @relayHash 0b56bdaac9eb6ba84f9ea4165a5a7f21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b118a941da40e906e66dd296941923c219bbec61ac554b00b6049064492ec5ed

import { ConcreteRequest } from 'relay-runtime';
export type bootSessionQuery$variables = Record<PropertyKey, never>;
export type bootSessionQuery$data = {
  readonly clientPlugins: ReadonlyArray<{
    readonly enabled: boolean;
    readonly key: string;
    readonly settings: ReadonlyArray<{
      readonly key: string;
      readonly value: unknown;
    }>;
  }>;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v4 = [
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientPlugin",
    "kind": "LinkedField",
    "name": "clientPlugins",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientPluginSetting",
        "kind": "LinkedField",
        "name": "settings",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          }
        ],
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
    "name": "bootSessionQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "bootSessionQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "b118a941da40e906e66dd296941923c219bbec61ac554b00b6049064492ec5ed",
    "metadata": {},
    "name": "bootSessionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b432cb35e93d5d2a62c41d9caccdadb";

export default node;
