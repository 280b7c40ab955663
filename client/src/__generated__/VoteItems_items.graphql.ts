/**
 * @generated SignedSource<<d9d55cdcfcd1ca2f15a50dcf08e6f4ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteItems_items$data = ReadonlyArray<{
  readonly candidateId: number | null | undefined;
  readonly description: string | null | undefined;
  readonly name: string;
  readonly passRule: string | null | undefined;
  readonly result: number | null | undefined;
  readonly rowId: number;
  readonly " $fragmentType": "VoteItems_items";
}>;
export type VoteItems_items$key = ReadonlyArray<{
  readonly " $data"?: VoteItems_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteItems_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "VoteItems_items",
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
      "name": "description",
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
      "name": "candidateId",
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "5c9ab121623803abd5b5bdb9072bea56";

export default node;
