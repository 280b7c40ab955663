/**
 * @generated SignedSource<<13bb6330816ad53748ed0d07e6af7dd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DictType_row$data = {
  readonly createTime: string;
  readonly i18n: unknown | null | undefined;
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
      "kind": "ScalarField",
      "name": "i18n",
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

(node as any).hash = "aa3b103e0833b26942c0f1a29264a674";

export default node;
