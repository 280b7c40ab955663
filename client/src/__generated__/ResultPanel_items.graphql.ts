/**
 * @generated SignedSource<<67e6144af1535d2a7da3c2d2e01bdb51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultPanel_items$data = ReadonlyArray<{
  readonly count: unknown | null | undefined;
  readonly name: string;
  readonly passRule: string | null | undefined;
  readonly result: number | null | undefined;
  readonly rowId: number;
  readonly " $fragmentType": "ResultPanel_items";
}>;
export type ResultPanel_items$key = ReadonlyArray<{
  readonly " $data"?: ResultPanel_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultPanel_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ResultPanel_items",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passRule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "4843a8e4d53757f1a6c8258f5d959094";

export default node;
