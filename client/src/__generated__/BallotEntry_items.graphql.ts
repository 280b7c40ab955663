/**
 * @generated SignedSource<<96b115d8b317134b40c86596bac35825>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BallotEntry_items$data = ReadonlyArray<{
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
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "766f34b0aa5643450961e5714e34ee42";

export default node;
