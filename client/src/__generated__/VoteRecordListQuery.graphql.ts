/**
 * @generated SignedSource<<4f8e2718fe14eb962f0bed85db703bef>>
 * @relayHash d6a5298bb221c22786280155c10ffdf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43bde85416cca7ed108e8ff2f1578395d1752a1f8760df180f9bfaaafe13794d

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type VoteRecordFilter = {
  buildingNo?: string | null | undefined;
  houseId?: number | null | undefined;
  itemId?: number | null | undefined;
  meetingId?: number | null | undefined;
  result?: number | null | undefined;
  unitNo?: string | null | undefined;
};
export type VoteRecordListQuery$variables = {
  filter?: VoteRecordFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type VoteRecordListQuery$data = {
  readonly voteRecordList: ReadonlyArray<{
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly houseId: number | null | undefined;
    readonly id: string;
    readonly images: unknown | null | undefined;
    readonly itemId: number;
    readonly meetingId: number;
    readonly operatorId: number | null | undefined;
    readonly ownerKey: string | null | undefined;
    readonly replacedAt: string | null | undefined;
    readonly result: number;
    readonly rowId: number;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type VoteRecordListQuery = {
  response: VoteRecordListQuery$data;
  variables: VoteRecordListQuery$variables;
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
    "concreteType": "VoteRecord",
    "kind": "LinkedField",
    "name": "voteRecordList",
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
        "name": "buildingNo",
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
        "name": "houseId",
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
        "name": "itemId",
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
        "name": "operatorId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ownerKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "replacedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "result",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitNo",
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
    "name": "VoteRecordListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteRecordListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "43bde85416cca7ed108e8ff2f1578395d1752a1f8760df180f9bfaaafe13794d",
    "metadata": {},
    "name": "VoteRecordListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae80061566402693bda4fc02603506af";

export default node;
