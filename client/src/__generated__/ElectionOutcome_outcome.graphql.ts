/**
 * @generated SignedSource<<f5e8a528af94ade2e93a83f09fe769d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElectionOutcome_outcome$data = {
  readonly countedAt: string | null | undefined;
  readonly draws: ReadonlyArray<{
    readonly among: ReadonlyArray<number> | null | undefined;
    readonly chosen: ReadonlyArray<number> | null | undefined;
    readonly seed: string | null | undefined;
  }>;
  readonly elected: ReadonlyArray<number> | null | undefined;
  readonly emptySeats: number | null | undefined;
  readonly ranking: ReadonlyArray<{
    readonly agreeArea: string | null | undefined;
    readonly agreeOwners: number | null | undefined;
    readonly candidateId: number | null | undefined;
    readonly qualified: boolean | null | undefined;
    readonly rank: number | null | undefined;
  }>;
  readonly seats: number | null | undefined;
  readonly " $fragmentType": "ElectionOutcome_outcome";
};
export type ElectionOutcome_outcome$key = {
  readonly " $data"?: ElectionOutcome_outcome$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElectionOutcome_outcome">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElectionOutcome_outcome",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElectionRanking",
      "kind": "LinkedField",
      "name": "ranking",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "candidateId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qualified",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agreeArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agreeOwners",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emptySeats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElectionDraw",
      "kind": "LinkedField",
      "name": "draws",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "among",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chosen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countedAt",
      "storageKey": null
    }
  ],
  "type": "ElectionOutcome",
  "abstractKey": null
};

(node as any).hash = "d176b77d8e100634e7398441597842a9";

export default node;
