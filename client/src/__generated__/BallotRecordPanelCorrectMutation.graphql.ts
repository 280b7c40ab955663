/**
 * @generated SignedSource<<0240c83b740af20ceaa376e6bfbdbb5b>>
 * @relayHash 4da5fe160ead91e3e554e4c52875117e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 066a802c47e1d8b76b82197bef82220490e09db2d83ca515f3e08e6c9d10a511

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BallotRecordPanelCorrectMutation$variables = {
  evidence: unknown;
  houseId: number;
  inquiryId?: number | null | undefined;
  itemId: number;
  meetingId: number;
  reason: string;
  result: 0 | 1 | 2;
};
export type BallotRecordPanelCorrectMutation$data = {
  readonly ballotCorrectionCorrect: {
    readonly __typename: string;
    readonly data?: number;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type BallotRecordPanelCorrectMutation = {
  response: BallotRecordPanelCorrectMutation$data;
  variables: BallotRecordPanelCorrectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "evidence"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "houseId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inquiryId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetingId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "result"
},
v7 = [
  {
    "kind": "Variable",
    "name": "evidence",
    "variableName": "evidence"
  },
  {
    "kind": "Variable",
    "name": "houseId",
    "variableName": "houseId"
  },
  {
    "kind": "Variable",
    "name": "inquiryId",
    "variableName": "inquiryId"
  },
  {
    "kind": "Variable",
    "name": "itemId",
    "variableName": "itemId"
  },
  {
    "kind": "Variable",
    "name": "meetingId",
    "variableName": "meetingId"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
  },
  {
    "kind": "Variable",
    "name": "result",
    "variableName": "result"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = [
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
v10 = {
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
  "type": "MutationBallotCorrectionCorrectSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotRecordPanelCorrectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "ballotCorrectionCorrect",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "EntityError_error",
                  "selections": (v9/*:: as any*/),
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
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BallotRecordPanelCorrectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "ballotCorrectionCorrect",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v9/*:: as any*/),
            "type": "AppError",
            "abstractKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "066a802c47e1d8b76b82197bef82220490e09db2d83ca515f3e08e6c9d10a511",
    "metadata": {},
    "name": "BallotRecordPanelCorrectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10d217245fd6aa558354fb78663f3b6c";

export default node;
