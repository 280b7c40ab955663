/**
 * @generated SignedSource<<d3d654b0f9ebd915bdbaed4b20af1f93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    readonly action: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly name: string | null | undefined;
    readonly params: unknown | null | undefined;
    readonly rowId: number;
    readonly userId: number | null | undefined;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LogListPageExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogListPageExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2d2b6db2925aa1d173a2841448eac458",
    "id": null,
    "metadata": {},
    "name": "LogListPageExportQuery",
    "operationKind": "query",
    "text": "query LogListPageExportQuery(\n  $filter: SysLogFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  sysLogList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    userId\n    name\n    action\n    ip\n    params\n    createTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e25b4f9c3afe675c8126b5fa1b5de97";

export default node;
