/**
 * @generated SignedSource<<dbc95ae3e66446210b6ecf4824b740ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type RoleListPageExportQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type RoleListPageExportQuery$data = {
  readonly sysRoleList: ReadonlyArray<{
    readonly createTime: string;
    readonly departmentIdList: ReadonlyArray<number>;
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
export type RoleListPageExportQuery = {
  response: RoleListPageExportQuery$data;
  variables: RoleListPageExportQuery$variables;
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
        "name": "name",
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
        "name": "remark",
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
        "name": "menuIdList",
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
        "name": "userId",
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
        "name": "updateTime",
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
    "name": "RoleListPageExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleListPageExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "643d5c48ed1cc1e1b7bcd6464e4c1d9a",
    "id": null,
    "metadata": {},
    "name": "RoleListPageExportQuery",
    "operationKind": "query",
    "text": "query RoleListPageExportQuery(\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  sysRoleList(keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    name\n    label\n    remark\n    relevance\n    menuIdList\n    departmentIdList\n    userId\n    createTime\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "c95da840dc05c75cc5aaf7c06b71fe7b";

export default node;
