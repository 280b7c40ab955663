/**
 * @generated SignedSource<<86bd54e3f89186e06422f9876adfe2e5>>
 * @relayHash fbf9314f40a6c6454a92f058ddee6dd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c80cd67d76f8228829a43f7aa7ff8895c9f7c1450fc70283df665128a1ce0a60

import { ConcreteRequest } from 'relay-runtime';
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
    readonly exampleImages: unknown | null | undefined;
    readonly id: string;
    readonly mainImage: string | null | undefined;
    readonly price: string;
    readonly rowId: number;
    readonly status: number;
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
        "kind": "ScalarField",
        "name": "exampleImages",
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
    "id": "c80cd67d76f8228829a43f7aa7ff8895c9f7c1450fc70283df665128a1ce0a60",
    "metadata": {},
    "name": "DemoGoodsListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8db9ac3f5ef677ee74cc26a00498cf43";

export default node;
