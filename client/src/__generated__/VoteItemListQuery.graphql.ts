/**
 * @generated SignedSource<<2f28310030a1ca70085aade00fa4321d>>
 * @relayHash 1796f8c2ffb380c9381bd47cf4cc93cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94ae540ef8c53efc713e2fac9664f490a18060c39c3f48b143db5417758573c8

import { ConcreteRequest } from 'relay-runtime';
export type PassRule = "MAJORITY" | "THREE_QUARTERS" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type VoteItemResult = "NOT_PASSED" | "PASSED" | "TERMINATED" | "%future added value";
export type VoteItemFilter = {
  meetingId?: number | null | undefined;
  result?: number | null | undefined;
};
export type VoteItemListQuery$variables = {
  filter?: VoteItemFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type VoteItemListQuery$data = {
  readonly voteItemList: ReadonlyArray<{
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
  }>;
};
export type VoteItemListQuery = {
  response: VoteItemListQuery$data;
  variables: VoteItemListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyWord"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "abstainArea",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "abstainOwners",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreeArea",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agreeOwners",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disagreeArea",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disagreeOwners",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passed",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "votingArea",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "votingOwners",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rule",
  "storageKey": null
},
v11 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  (v7/*:: as any*/),
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
  (v10/*:: as any*/),
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
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v12 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "keyWord",
        "variableName": "keyWord"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "VoteItem",
    "kind": "LinkedField",
    "name": "voteItemList",
    "plural": true,
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
        "selections": (v11/*:: as any*/),
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
        "selections": (v11/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VoteItemListQuery",
    "selections": (v12/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteItemListQuery",
    "selections": (v12/*:: as any*/)
  },
  "params": {
    "id": "94ae540ef8c53efc713e2fac9664f490a18060c39c3f48b143db5417758573c8",
    "metadata": {},
    "name": "VoteItemListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2c04938934d4da99ce636cb8745013b";

export default node;
