/**
 * @generated SignedSource<<5f0bfc8fd55227ad87147b3d06924f12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysUserFilter = {
  departmentIds?: ReadonlyArray<number> | null | undefined;
  status?: number | null | undefined;
};
export type UserListPageExportQuery$variables = {
  filter?: SysUserFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type UserListPageExportQuery$data = {
  readonly sysUserList: ReadonlyArray<{
    readonly areaIds: unknown | null | undefined;
    readonly createTime: string;
    readonly departmentId: number | null | undefined;
    readonly departmentName: string | null | undefined;
    readonly email: string | null | undefined;
    readonly headImg: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly nickName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly propertyCompany: string | null | undefined;
    readonly remark: string | null | undefined;
    readonly roleIdList: ReadonlyArray<number>;
    readonly roleName: string | null | undefined;
    readonly rowId: number;
    readonly status: number;
    readonly updateTime: string;
    readonly username: string;
  }>;
};
export type UserListPageExportQuery = {
  response: UserListPageExportQuery$data;
  variables: UserListPageExportQuery$variables;
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
    "concreteType": "SysUser",
    "kind": "LinkedField",
    "name": "sysUserList",
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
        "name": "username",
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
        "name": "nickName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headImg",
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
        "name": "email",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "departmentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "departmentName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleIdList",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "propertyCompany",
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
    "name": "UserListPageExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserListPageExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "60eecf3f6afefa5af2feada6379c2d10",
    "id": null,
    "metadata": {},
    "name": "UserListPageExportQuery",
    "operationKind": "query",
    "text": "query UserListPageExportQuery(\n  $filter: SysUserFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  sysUserList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    username\n    name\n    nickName\n    headImg\n    phone\n    email\n    remark\n    status\n    departmentId\n    departmentName\n    roleIdList\n    roleName\n    areaIds\n    propertyCompany\n    createTime\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "79345d6827604ed536d70815a9b0868e";

export default node;
