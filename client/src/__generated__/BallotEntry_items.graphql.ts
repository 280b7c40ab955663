/**
 * @generated SignedSource<<ee14894eb232535a6847f3b66a05069c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BallotEntry_items$data = ReadonlyArray<{
  readonly candidateId: number | null | undefined;
  readonly name: string;
  readonly rowId: number;
  readonly " $fragmentType": "BallotEntry_items";
}>;
export type BallotEntry_items$key = ReadonlyArray<{
  readonly " $data"?: BallotEntry_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"BallotEntry_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BallotEntry_items",
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
      "name": "candidateId",
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "1a45f127ae727811819dbdcdcb45db5f";

export default node;
