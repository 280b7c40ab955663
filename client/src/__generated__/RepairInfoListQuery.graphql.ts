/**
 * @generated SignedSource<<ce33505a4e5079aea0966e7cab6e2ae4>>
 * @relayHash 480c97e1835249f810e687ab93b3788f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ae7fb659a05128f28783b9162f8e23dfa95cdcb25208bc50980b915077ef0b6

import { ConcreteRequest } from 'relay-runtime';
export type RepairInfoStatus = "HANDLED" | "PENDING" | "%future added value";
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
    readonly files: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly handleRemark: string | null | undefined;
    readonly handledBy: number | null | undefined;
    readonly handledByName: string | null | undefined;
    readonly handledTime: string | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly rowId: number;
    readonly status: number;
    readonly statusEnum: RepairInfoStatus | null | undefined;
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
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v2 = [
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
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "files",
        "plural": true,
        "selections": (v1/*:: as any*/),
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
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "images",
        "plural": true,
        "selections": (v1/*:: as any*/),
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
        "name": "statusEnum",
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
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RepairInfoListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7ae7fb659a05128f28783b9162f8e23dfa95cdcb25208bc50980b915077ef0b6",
    "metadata": {},
    "name": "RepairInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b4ff22633caf285f78fa639d8b26581";

export default node;
