/**
 * @generated SignedSource<<41ba7a9b8ef55aba078f2a69ad04daad>>
 * @relayHash dccf28bff1da886a53d8d65f85dc7361
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15e28e43f3788fdb36474c329efca1292354083b0251b472194574e503e09627

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
v1 = [
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
],
v2 = [
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
        "selections": (v1/*:: as any*/),
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
        "selections": (v1/*:: as any*/),
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
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteItemListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "15e28e43f3788fdb36474c329efca1292354083b0251b472194574e503e09627",
    "metadata": {},
    "name": "VoteItemListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2c04938934d4da99ce636cb8745013b";

export default node;
