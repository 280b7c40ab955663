/**
 * @generated SignedSource<<d01c89348af50881c8b8985c46a5e251>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
export type SysParamDataType = "FILE" | "RICH_TEXT" | "STRING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SysParam_row$data = {
  readonly createTime: string;
  readonly data: string | null | undefined;
  readonly dataType: number;
  readonly dataTypeEnum: SysParamDataType | null | undefined;
  readonly i18n: ReadonlyArray<{
    readonly field: string;
    readonly language: Language;
    readonly text: string;
  }> | null | undefined;
  readonly id: string;
  readonly keyName: string;
  readonly name: string;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "SysParam_row";
};
export type SysParam_row$key = {
  readonly " $data"?: SysParam_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysParam_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysParam_row",
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
      "name": "data",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataTypeEnum",
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
      "name": "keyName",
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
      "name": "remark",
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
  "type": "SysParam",
  "abstractKey": null
};

(node as any).hash = "47511dd6a5d51b8dded1445e693f564c";

export default node;
