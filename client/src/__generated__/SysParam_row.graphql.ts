/**
 * @generated SignedSource<<a714b2a5feac6c3d2c74d0d79ccd808c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysParam_row$data = {
  readonly createTime: string;
  readonly data: string | null | undefined;
  readonly dataType: number;
  readonly i18n: unknown | null | undefined;
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
      "name": "i18n",
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

(node as any).hash = "06b67c3601d7de08247f31b1e92fc547";

export default node;
