/**
 * @generated SignedSource<<8a204deae691e0be8b56dbf55e41ea21>>
 * @relayHash 4bf9a232596a15a60bf3f8cb62e5e0bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9931c4c888b5f26f7fa5abf8cf7ab20870075055a7e15b6c7c30dad9c590f6e3

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type RepairInfoFilter = {
  status?: number | null | undefined;
  type?: number | null | undefined;
};
export type RepairInfoListQuery$variables = {
  filter?: RepairInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type RepairInfoListQuery$data = {
  readonly repairInfoList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly createTime: string;
    readonly docUrl: string | null | undefined;
    readonly files: unknown | null | undefined;
    readonly handleRemark: string | null | undefined;
    readonly handledBy: number | null | undefined;
    readonly handledByName: string | null | undefined;
    readonly handledTime: string | null | undefined;
    readonly id: string;
    readonly images: unknown | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly rowId: number;
    readonly status: number;
    readonly template: unknown | null | undefined;
    readonly title: string;
    readonly type: number | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userName: string | null | undefined;
  }>;
};
export type RepairInfoListQuery = {
  response: RepairInfoListQuery$data;
  variables: RepairInfoListQuery$variables;
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
    "concreteType": "RepairInfo",
    "kind": "LinkedField",
    "name": "repairInfoList",
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
        "name": "areaId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaName",
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
        "name": "docUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "files",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "handleRemark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "handledBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "handledByName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "handledTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "images",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meetingId",
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
        "name": "template",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
        "name": "updateTime",
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
        "name": "userName",
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
    "name": "RepairInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RepairInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9931c4c888b5f26f7fa5abf8cf7ab20870075055a7e15b6c7c30dad9c590f6e3",
    "metadata": {},
    "name": "RepairInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b4ff22633caf285f78fa639d8b26581";

export default node;
