/**
 * @generated SignedSource<<bacf03d5e1f2ddb8e3b68830d637af5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type DictTypeListQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type DictTypeListQuery$data = {
  readonly dictTypeList: ReadonlyArray<{
    readonly createTime: string;
    readonly id: string;
    readonly key: string;
    readonly name: string;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type DictTypeListQuery = {
  response: DictTypeListQuery$data;
  variables: DictTypeListQuery$variables;
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
    "concreteType": "DictType",
    "kind": "LinkedField",
    "name": "dictTypeList",
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
        "name": "key",
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
    "name": "DictTypeListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DictTypeListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1ea8b2287a92238d77cdcf2e4f167320",
    "id": null,
    "metadata": {},
    "name": "DictTypeListQuery",
    "operationKind": "query",
    "text": "query DictTypeListQuery(\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  dictTypeList(keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    createTime\n    key\n    name\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "22ec9804a0516577dd3ddf699b958c60";

export default node;
