/**
 * @generated SignedSource<<18f60df894e1794d7a1b253584e5f91e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DemoGoodsStatus = "DISABLED" | "ENABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DemoGoods_row$data = {
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
  readonly " $fragmentType": "DemoGoods_row";
};
export type DemoGoods_row$key = {
  readonly " $data"?: DemoGoods_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemoGoods_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DemoGoods_row",
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
  "type": "DemoGoods",
  "abstractKey": null
};

(node as any).hash = "d5baf553446d30ee8904c232adb638d7";

export default node;
