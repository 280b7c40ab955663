/**
 * @generated SignedSource<<d384d60831aefa353d2e410687c677c8>>
 * @relayHash db98e53a25701c4d9019b06e88d3c126
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f2201c1d4e931a3442aa0e2774501d1df277c83235a955f4a47ece40562cd45

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysMenuType = "DIRECTORY" | "MENU" | "PERMISSION" | "%future added value";
export type SysMenuFilter = {
  parentId?: number | null | undefined;
  type?: number | null | undefined;
};
export type SysMenuListQuery$variables = {
  filter?: SysMenuFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SysMenuListQuery$data = {
  readonly sysMenuList: ReadonlyArray<{
    readonly createTime: string;
    readonly i18n: unknown | null | undefined;
    readonly icon: string | null | undefined;
    readonly id: string;
    readonly isShow: boolean;
    readonly keepAlive: boolean;
    readonly name: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly perms: string | null | undefined;
    readonly router: string | null | undefined;
    readonly rowId: number;
    readonly type: number;
    readonly typeEnum: SysMenuType | null | undefined;
    readonly updateTime: string;
    readonly viewPath: string | null | undefined;
  }>;
};
export type SysMenuListQuery = {
  response: SysMenuListQuery$data;
  variables: SysMenuListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyWord"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "keyWord",
        "variableName": "keyWord"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "SysMenu",
    "kind": "LinkedField",
    "name": "sysMenuList",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "i18n",
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
        "name": "isShow",
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
        "name": "name",
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
        "name": "parentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "perms",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "router",
        "storageKey": null
      },
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
        "name": "typeEnum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewPath",
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
    "name": "SysMenuListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SysMenuListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f2201c1d4e931a3442aa0e2774501d1df277c83235a955f4a47ece40562cd45",
    "metadata": {},
    "name": "SysMenuListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "14c64d1e1042be097ad7dce7a54e21c4";

export default node;
