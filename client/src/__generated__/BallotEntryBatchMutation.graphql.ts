/**
 * @generated SignedSource<<849f17a1cf49a932411dd9c6cfb7fc6b>>
 * @relayHash 052739e57b3152d8b73c0bd1fc6393d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b24c525318aaec15ee7e8feafdc8a85486d395aca1018460762c08a85995565b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteCastInput = {
  houseId: number;
  images?: unknown | null | undefined;
  itemId: number;
  proxyDocument?: string | null | undefined;
  proxyIdCard?: string | null | undefined;
  proxyName?: string | null | undefined;
  result: 0 | 1 | 2;
};
export type BallotEntryBatchMutation$variables = {
  meetingId: number;
  votes: ReadonlyArray<VoteCastInput>;
};
export type BallotEntryBatchMutation$data = {
  readonly voteRecordBatch: {
    readonly __typename: string;
    readonly data?: ReadonlyArray<number>;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type BallotEntryBatchMutation = {
  response: BallotEntryBatchMutation$data;
  variables: BallotEntryBatchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "votes"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "meetingId",
    "variableName": "meetingId"
  },
  {
    "kind": "Variable",
    "name": "votes",
    "variableName": "votes"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "data",
      "storageKey": null
    }
  ],
  "type": "MutationVoteRecordBatchSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotEntryBatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "voteRecordBatch",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "EntityError_error",
                  "selections": (v3/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "AppError",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotEntryBatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "voteRecordBatch",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "AppError",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b24c525318aaec15ee7e8feafdc8a85486d395aca1018460762c08a85995565b",
    "metadata": {},
    "name": "BallotEntryBatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d0d2e5c3c71474fa4b1a4bb8bbae0662";

export default node;
