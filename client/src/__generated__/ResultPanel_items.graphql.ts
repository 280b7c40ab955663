/**
 * @generated SignedSource<<d8e9e508c23f7141b3f395119dfa8fec>>
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
    readonly abstainArea: string;
    readonly abstainOwners: number;
    readonly agreeArea: string;
    readonly agreeOwners: number;
    readonly disagreeArea: string;
    readonly disagreeOwners: number;
    readonly passed: boolean;
    readonly quorumMet: boolean;
    readonly rule: PassRule;
    readonly totalArea: string;
    readonly totalOwners: number;
    readonly votingArea: string;
    readonly votingOwners: number;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "2a53618a9c1b31ffc633cc6b64123a0a";

export default node;
