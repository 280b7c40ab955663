/**
 * @generated SignedSource<<e8a69d7d2c5cd5ae32a0ea7e51197997>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PassRule = "MAJORITY" | "THREE_QUARTERS" | "%future added value";
export type VoteItemResult = "NOT_PASSED" | "PASSED" | "TERMINATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoteItem_row$data = {
  readonly candidateId: number | null | undefined;
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
  readonly createTime: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly liveCount: {
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
  readonly meetingId: number;
  readonly name: string;
  readonly passRule: string | null | undefined;
  readonly result: number | null | undefined;
  readonly resultEnum: VoteItemResult | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "VoteItem_row";
};
export type VoteItem_row$key = {
  readonly " $data"?: VoteItem_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteItem_row">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "nonVoters",
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
    "name": "proxyArea",
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
    "name": "quorumMet",
    "storageKey": null
  },
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
    "name": "terminated",
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteItem_row",
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
      "name": "candidateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteCount",
      "kind": "LinkedField",
      "name": "count",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteCount",
      "kind": "LinkedField",
      "name": "liveCount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meetingId",
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
      "name": "resultEnum",
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
  "type": "VoteItem",
  "abstractKey": null
};
})();

(node as any).hash = "9bff2dc77808b151a2d07cdb42d7f340";

export default node;
