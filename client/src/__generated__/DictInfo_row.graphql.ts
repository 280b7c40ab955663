/**
 * @generated SignedSource<<a19681e36915d230b9a42d1a3734f30d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DictInfo_row$data = {
  readonly createTime: string;
  readonly i18n: ReadonlyArray<{
    readonly field: string;
    readonly language: Language;
    readonly text: string;
  }> | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly orderNum: number;
  readonly parentId: number | null | undefined;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly typeId: number;
  readonly updateTime: string;
  readonly value: string | null | undefined;
  readonly " $fragmentType": "DictInfo_row";
};
export type DictInfo_row$key = {
  readonly " $data"?: DictInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DictInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DictInfo_row",
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
      "concreteType": "Translation",
      "kind": "LinkedField",
      "name": "i18n",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
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
      "name": "orderNum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeId",
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
      "name": "value",
      "storageKey": null
    }
  ],
  "type": "DictInfo",
  "abstractKey": null
};

(node as any).hash = "903a5f5050f23badd5ccf30dbefead32";

export default node;
