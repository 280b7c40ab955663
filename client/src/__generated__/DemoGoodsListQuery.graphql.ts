/**
 * @generated SignedSource<<d545e7ebf0576f3a6a5e2f194ac69574>>
 * @relayHash 09daa20e27c54681061ebd2e7034e340
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51ece43954d44d7b3f95274c9eeb7e7eacd1b555ed79f652ed9701756acbb99b

import { ConcreteRequest } from 'relay-runtime';
export type DemoGoodsStatus = "DISABLED" | "ENABLED" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type DemoGoodsFilter = {
  status?: number | null | undefined;
  title?: string | null | undefined;
};
export type DemoGoodsListQuery$variables = {
  filter?: DemoGoodsFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type DemoGoodsListQuery$data = {
  readonly demoGoodsList: ReadonlyArray<{
    readonly createTime: string;
    readonly description: string | null | undefined;
    readonly exampleImages: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly id: string;
    readonly mainImage: string | null | undefined;
    readonly price: string;
    readonly rowId: number;
    readonly status: number;
    readonly statusEnum: DemoGoodsStatus | null | undefined;
    readonly stock: number;
    readonly title: string;
    readonly type: number | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userName: string | null | undefined;
  }>;
};
export type DemoGoodsListQuery = {
  response: DemoGoodsListQuery$data;
  variables: DemoGoodsListQuery$variables;
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
    "concreteType": "DemoGoods",
    "kind": "LinkedField",
    "name": "demoGoodsList",
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "exampleImages",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mainImage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
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
        "name": "stock",
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
    "name": "DemoGoodsListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DemoGoodsListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "51ece43954d44d7b3f95274c9eeb7e7eacd1b555ed79f652ed9701756acbb99b",
    "metadata": {},
    "name": "DemoGoodsListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8db9ac3f5ef677ee74cc26a00498cf43";

export default node;
