/**
 * @generated SignedSource<<945b590be5f616cf35599815d7787173>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysParamFilter = {
  dataType?: number | null | undefined;
};
export type ParamListPageExportQuery$variables = {
  filter?: SysParamFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ParamListPageExportQuery$data = {
  readonly sysParamList: ReadonlyArray<{
    readonly createTime: string;
    readonly data: string | null | undefined;
    readonly dataType: number;
    readonly id: string;
    readonly keyName: string;
    readonly name: string;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type ParamListPageExportQuery = {
  response: ParamListPageExportQuery$data;
  variables: ParamListPageExportQuery$variables;
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
    "concreteType": "SysParam",
    "kind": "LinkedField",
    "name": "sysParamList",
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
        "name": "keyName",
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
        "name": "data",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataType",
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
    "name": "ParamListPageExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ParamListPageExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5fddc50af6175770d8ec8e6ac01fc25f",
    "id": null,
    "metadata": {},
    "name": "ParamListPageExportQuery",
    "operationKind": "query",
    "text": "query ParamListPageExportQuery(\n  $filter: SysParamFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  sysParamList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    keyName\n    name\n    data\n    dataType\n    remark\n    createTime\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "8614c0184e85f2f339d8b3e5408e9f06";

export default node;
