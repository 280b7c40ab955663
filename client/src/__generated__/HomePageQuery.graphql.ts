/**
 * @generated SignedSource<<61c47c5c6c650c2544ae2afdc75076dd>>
 * @relayHash cfee7c37a4e71d4ac7b5c26027a70966
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be25f47c2446e606f08c8396baf61a3c4b29549b075eec782146878d5e8f7d0a

import { ConcreteRequest } from 'relay-runtime';
export type HomePageQuery$variables = {
  summary: boolean;
  voting: boolean;
};
export type HomePageQuery$data = {
  readonly commCountSummary?: unknown;
  readonly commCountVoting?: ReadonlyArray<{
    readonly id: number | null | undefined;
    readonly name: string | null | undefined;
    readonly participation: {
      readonly totalArea: string | null | undefined;
      readonly totalOwners: number | null | undefined;
      readonly votedAllArea: string | null | undefined;
      readonly votedAllOwners: number | null | undefined;
      readonly votedAnyArea: string | null | undefined;
      readonly votedAnyOwners: number | null | undefined;
    } | null | undefined;
    readonly voteEndTime: string | null | undefined;
    readonly voteStartTime: string | null | undefined;
  }>;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "summary"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "voting"
  }
],
v1 = [
  {
    "condition": "summary",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commCountSummary",
        "storageKey": null
      }
    ]
  },
  {
    "condition": "voting",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VotingState",
        "kind": "LinkedField",
        "name": "commCountVoting",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "voteStartTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "voteEndTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Participation",
            "kind": "LinkedField",
            "name": "participation",
            "plural": false,
            "selections": [
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
                "name": "votedAnyArea",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "votedAnyOwners",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "votedAllArea",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "votedAllOwners",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be25f47c2446e606f08c8396baf61a3c4b29549b075eec782146878d5e8f7d0a",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f7929931c6b1b578b1e7d5d47f43c6b";

export default node;
