/**
 * @generated SignedSource<<a24bbff4b724f5dfca77f91b72231012>>
 * @relayHash 1432ab6c5fa0d4b5ebbee11e524b79dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 741b5d410d9ca6a903a49d31c19d02519e51e0da05e065c74b7b8c32fed5e755

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysRoleListQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SysRoleListQuery$data = {
  readonly sysRoleList: ReadonlyArray<{
    readonly createTime: string;
    readonly departmentIdList: ReadonlyArray<number>;
    readonly i18n: unknown | null | undefined;
    readonly id: string;
    readonly label: string;
    readonly menuIdList: ReadonlyArray<number>;
    readonly name: string;
    readonly relevance: boolean;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type SysRoleListQuery = {
  response: SysRoleListQuery$data;
  variables: SysRoleListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "concreteType": "SysRole",
    "kind": "LinkedField",
    "name": "sysRoleList",
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
        "name": "departmentIdList",
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
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "menuIdList",
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
        "name": "relevance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remark",
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
        "name": "userId",
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
    "name": "SysRoleListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SysRoleListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "741b5d410d9ca6a903a49d31c19d02519e51e0da05e065c74b7b8c32fed5e755",
    "metadata": {},
    "name": "SysRoleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c2e1f8fe4eb7911350430b863cc288d6";

export default node;
