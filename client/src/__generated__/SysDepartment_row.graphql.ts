/**
 * @generated SignedSource<<2d6bf2d607087e63c8b2298f8c37506d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysDepartment_row$data = {
  readonly createTime: string;
  readonly i18n: unknown | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly orderNum: number;
  readonly parentId: number | null | undefined;
  readonly parentName: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "SysDepartment_row";
};
export type SysDepartment_row$key = {
  readonly " $data"?: SysDepartment_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysDepartment_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysDepartment_row",
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
      "name": "parentName",
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
  "type": "SysDepartment",
  "abstractKey": null
};

(node as any).hash = "c47da8d3431311753239882ccc75e519";

export default node;
