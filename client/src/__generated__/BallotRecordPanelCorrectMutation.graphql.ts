/**
 * @generated SignedSource<<8f8901bd5c567782b3bba4680af34382>>
 * @relayHash 1d44a6aac6610fec945265db52e07b7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2607cf82c59986ccf125eacf85818b55b6939f306f3eec7339252a92a312a3e7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BallotRecordPanelCorrectMutation$variables = {
  evidence: unknown;
  houseId: number;
  inquiryId?: number | null | undefined;
  itemId: number;
  meetingId: number;
  reason: string;
  result: number;
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
    "id": "2607cf82c59986ccf125eacf85818b55b6939f306f3eec7339252a92a312a3e7",
    "metadata": {},
    "name": "BallotRecordPanelCorrectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7692a4ee5b48f32c74a2db116ac683d";

export default node;
