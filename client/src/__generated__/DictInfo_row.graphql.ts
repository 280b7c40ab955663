/**
 * @generated SignedSource<<7e8942a04526014b74b64a9a847a92ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DictInfo_row$data = {
  readonly createTime: string;
  readonly i18n: unknown | null | undefined;
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
      "kind": "ScalarField",
      "name": "i18n",
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

(node as any).hash = "bd5db8a34a8769a799c1a5d3c8cbc7aa";

export default node;
