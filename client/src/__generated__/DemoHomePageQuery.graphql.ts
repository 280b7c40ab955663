/**
 * @generated SignedSource<<e04917d2f9b0dccc5bc430964eb07b94>>
 * @relayHash bee2c0903f8f4d5a096c933ff7084cf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 177e26343865c29fc2c2dd4473a79583c20ab30cc315bf4aa7c72497b6b597d9

import { ConcreteRequest } from 'relay-runtime';
export type DemoHomePageQuery$variables = Record<PropertyKey, never>;
export type DemoHomePageQuery$data = {
  readonly all: {
    readonly totalCount: number;
  };
  readonly enabled: {
    readonly totalCount: number;
  };
  readonly latest: ReadonlyArray<{
    readonly id: string;
    readonly price: string;
    readonly rowId: number;
    readonly stock: number;
    readonly title: string;
  }>;
};
export type DemoHomePageQuery = {
  response: DemoHomePageQuery$data;
  variables: DemoHomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": "all",
    "args": [
      (v0/*:: as any*/)
    ],
    "concreteType": "DemoGoodsConnection",
    "kind": "LinkedField",
    "name": "demoGoodsPage",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": "demoGoodsPage(first:1)"
  },
  {
    "alias": "enabled",
    "args": [
      {
        "kind": "Literal",
        "name": "filter",
        "value": {
          "status": 1
        }
      },
      (v0/*:: as any*/)
    ],
    "concreteType": "DemoGoodsConnection",
    "kind": "LinkedField",
    "name": "demoGoodsPage",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": "demoGoodsPage(filter:{\"status\":1},first:1)"
  },
  {
    "alias": "latest",
    "args": [
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "createTime"
      },
      {
        "kind": "Literal",
        "name": "sort",
        "value": "desc"
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
        "name": "title",
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
        "name": "stock",
        "storageKey": null
      }
    ],
    "storageKey": "demoGoodsList(orderBy:\"createTime\",sort:\"desc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DemoHomePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DemoHomePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "177e26343865c29fc2c2dd4473a79583c20ab30cc315bf4aa7c72497b6b597d9",
    "metadata": {},
    "name": "DemoHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "245a7af251a1066a68a333b74c9d7edc";

export default node;
