/**
 * @generated SignedSource<<3a52a724a2562bf911a0cf9846149723>>
 * @relayHash 0b17771c1ba3b3fd51a08486f37f1ee9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04db2164731f2470367387ed2f43f613e3b786e99aeeddfb2a7ba6d10f10cd29

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type VoteItemFilter = {
  meetingId?: number | null | undefined;
  result?: number | null | undefined;
};
export type VoteItemListQuery$variables = {
  filter?: VoteItemFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type VoteItemListQuery$data = {
  readonly voteItemList: ReadonlyArray<{
    readonly candidateId: number | null | undefined;
    readonly count: unknown | null | undefined;
    readonly createTime: string;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly meetingId: number;
    readonly name: string;
    readonly passRule: string | null | undefined;
    readonly result: number | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type VoteItemListQuery = {
  response: VoteItemListQuery$data;
  variables: VoteItemListQuery$variables;
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
    "concreteType": "VoteItem",
    "kind": "LinkedField",
    "name": "voteItemList",
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
        "name": "candidateId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
        "name": "description",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "passRule",
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
    "name": "VoteItemListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteItemListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04db2164731f2470367387ed2f43f613e3b786e99aeeddfb2a7ba6d10f10cd29",
    "metadata": {},
    "name": "VoteItemListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2c04938934d4da99ce636cb8745013b";

export default node;
