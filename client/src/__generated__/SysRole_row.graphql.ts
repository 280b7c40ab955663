/**
 * @generated SignedSource<<8bced00863497beffcacd1d5322ab920>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SysRole_row$data = {
  readonly createTime: string;
  readonly departmentIdList: ReadonlyArray<number>;
  readonly i18n: ReadonlyArray<{
    readonly field: string;
    readonly language: Language;
    readonly text: string;
  }> | null | undefined;
  readonly id: string;
  readonly label: string;
  readonly menuIdList: ReadonlyArray<number>;
  readonly name: string;
  readonly relevance: boolean;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "SysRole_row";
};
export type SysRole_row$key = {
  readonly " $data"?: SysRole_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysRole_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysRole_row",
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
      "name": "departmentIdList",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "menuIdList",
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
      "name": "relevance",
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
  "type": "SysRole",
  "abstractKey": null
};

(node as any).hash = "e4b257bea9fa1e3a36b58a4bee67ab35";

export default node;
