/**
 * @generated SignedSource<<10e7f0fde864c96e4dd71cdcf71c48e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysLogFilter = {
  userId?: number | null | undefined;
};
export type LogListPageExportQuery$variables = {
  filter?: SysLogFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type LogListPageExportQuery$data = {
  readonly sysLogList: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LogListPage_fields">;
  }>;
};
export type LogListPageExportQuery = {
  response: LogListPageExportQuery$data;
  variables: LogListPageExportQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LogListPageExportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SysLog",
        "kind": "LinkedField",
        "name": "sysLogList",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LogListPage_fields"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogListPageExportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SysLog",
        "kind": "LinkedField",
        "name": "sysLogList",
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
            "name": "userId",
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
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "params",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createTime",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f676945e5ed801f9ff691e253eb0b5cf",
    "id": null,
    "metadata": {},
    "name": "LogListPageExportQuery",
    "operationKind": "query",
    "text": "query LogListPageExportQuery(\n  $filter: SysLogFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  sysLogList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    ...LogListPage_fields\n    id\n  }\n}\n\nfragment LogListPage_fields on SysLog {\n  id\n  rowId\n  userId\n  name\n  action\n  ip\n  params\n  createTime\n}\n"
  }
};
})();

(node as any).hash = "623ead9465dd3a87d41969d47295d37f";

export default node;
