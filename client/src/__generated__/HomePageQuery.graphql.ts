/**
 * @generated SignedSource<<f132de4146dffbff512b5f38291271d8>>
 * @relayHash 3094e1c66bafac235ac1b4c60cbbbf09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55c3a8a40cf39549c4348453bcb53edfd2c973896afecc2d57956e51d29eefc7

import { ConcreteRequest } from 'relay-runtime';
export type HomePageQuery$variables = {
  summary: boolean;
  voting: boolean;
};
export type HomePageQuery$data = {
  readonly commCountSummary?: unknown;
  readonly commCountVoting?: ReadonlyArray<{
    readonly meetingId: number;
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
    "id": "55c3a8a40cf39549c4348453bcb53edfd2c973896afecc2d57956e51d29eefc7",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed059b19c6cc344224e1ced5ec54b741";

export default node;
