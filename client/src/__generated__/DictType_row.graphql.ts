/**
 * @generated SignedSource<<34009d9d99d55afb461121c6404df7c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DictType_row$data = {
  readonly createTime: string;
  readonly i18n: ReadonlyArray<{
    readonly field: string;
    readonly language: Language;
    readonly text: string;
  }> | null | undefined;
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "DictType_row";
};
export type DictType_row$key = {
  readonly " $data"?: DictType_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DictType_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DictType_row",
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
      "name": "key",
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
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "DictType",
  "abstractKey": null
};

(node as any).hash = "2dd8b97b55154e5ddf6c29ebfadef25a";

export default node;
