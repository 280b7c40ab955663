/**
 * @generated SignedSource<<69ff0f960df0f1b8d891a706444458d3>>
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
    readonly nonVoters: {
      readonly adjusted: {
        readonly abstainArea: string | null | undefined;
        readonly abstainOwners: number | null | undefined;
        readonly agreeArea: string | null | undefined;
        readonly agreeOwners: number | null | undefined;
        readonly disagreeArea: string | null | undefined;
        readonly disagreeOwners: number | null | undefined;
        readonly passed: boolean | null | undefined;
        readonly votingArea: string | null | undefined;
        readonly votingOwners: number | null | undefined;
      } | null | undefined;
      readonly applied: boolean | null | undefined;
      readonly follows: string | null | undefined;
      readonly nonVotingArea: string | null | undefined;
      readonly nonVotingOwners: number | null | undefined;
      readonly rawPassed: boolean | null | undefined;
      readonly reason: string | null | undefined;
      readonly rule: string | null | undefined;
    } | null | undefined;
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
    readonly nonVoters: {
      readonly adjusted: {
        readonly abstainArea: string | null | undefined;
        readonly abstainOwners: number | null | undefined;
        readonly agreeArea: string | null | undefined;
        readonly agreeOwners: number | null | undefined;
        readonly disagreeArea: string | null | undefined;
        readonly disagreeOwners: number | null | undefined;
        readonly passed: boolean | null | undefined;
        readonly votingArea: string | null | undefined;
        readonly votingOwners: number | null | undefined;
      } | null | undefined;
      readonly applied: boolean | null | undefined;
      readonly follows: string | null | undefined;
      readonly nonVotingArea: string | null | undefined;
      readonly nonVotingOwners: number | null | undefined;
      readonly rawPassed: boolean | null | undefined;
      readonly reason: string | null | undefined;
      readonly rule: string | null | undefined;
    } | null | undefined;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "abstainArea",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "abstainOwners",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreeArea",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreeOwners",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disagreeArea",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disagreeOwners",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passed",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "votingArea",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "votingOwners",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rule",
  "storageKey": null
},
v10 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "NonVoterAdjustment",
    "kind": "LinkedField",
    "name": "nonVoters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjustedVoteCount",
        "kind": "LinkedField",
        "name": "adjusted",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "follows",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nonVotingArea",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nonVotingOwners",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rawPassed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      (v9/*:: as any*/)
    ],
    "storageKey": null
  },
  (v6/*:: as any*/),
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
  (v9/*:: as any*/),
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
  (v7/*:: as any*/),
  (v8/*:: as any*/)
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
      "selections": (v10/*:: as any*/),
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
      "selections": (v10/*:: as any*/),
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

(node as any).hash = "0192029a318f55400bd843f6c2e2a7a2";

export default node;
