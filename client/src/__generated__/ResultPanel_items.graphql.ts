/**
 * @generated SignedSource<<6c623d24c7335a77bff441bc061c362e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PassRule = "MAJORITY" | "THREE_QUARTERS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultPanel_items$data = ReadonlyArray<{
  readonly count: {
    readonly abstainArea: string | null | undefined;
    readonly abstainOwners: number | null | undefined;
    readonly agreeArea: string | null | undefined;
    readonly agreeOwners: number | null | undefined;
    readonly disagreeArea: string | null | undefined;
    readonly disagreeOwners: number | null | undefined;
    readonly nonVoters: unknown | null | undefined;
    readonly passed: boolean | null | undefined;
    readonly proxyArea: string | null | undefined;
    readonly proxyOwners: number | null | undefined;
    readonly quorumMet: boolean | null | undefined;
    readonly rule: PassRule | null | undefined;
    readonly terminated: boolean | null | undefined;
    readonly totalArea: string | null | undefined;
    readonly totalOwners: number | null | undefined;
    readonly votingArea: string | null | undefined;
    readonly votingOwners: number | null | undefined;
  } | null | undefined;
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
      "concreteType": "VoteCount",
      "kind": "LinkedField",
      "name": "count",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rule",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalOwners",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "votingArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "votingOwners",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disagreeArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disagreeOwners",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "abstainArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "abstainOwners",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quorumMet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proxyOwners",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proxyArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "terminated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonVoters",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "4f66431727a256a6b11f08384ff28a44";

export default node;
