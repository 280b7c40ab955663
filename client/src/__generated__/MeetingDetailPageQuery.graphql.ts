/**
 * @generated SignedSource<<b566868f2177131f05a4f59bb41faaba>>
 * @relayHash b2c7ef6b17f0443c1b3e56886f53494d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a62ddcc3bcf63bc33332436a4f5a8ca6b020d36575bda79e169c24a19b5e561

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingDetailPageQuery$variables = {
  canCheck: boolean;
  canItems: boolean;
  canNotices: boolean;
  id: number;
};
export type MeetingDetailPageQuery$data = {
  readonly items?: ReadonlyArray<{
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"BallotEntry_items" | "ResultPanel_items" | "VoteItems_items">;
  }>;
  readonly meeting: {
    readonly participantCount: number;
    readonly relationType: number;
    readonly rowId: number;
    readonly seats: number | null | undefined;
    readonly stageLogs: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly createTime: string;
          readonly fromStage: number;
          readonly kind: number;
          readonly rowId: number;
          readonly toStage: number;
          readonly userId: number | null | undefined;
          readonly userName: string | null | undefined;
        };
      }>;
    };
    readonly status: number;
    readonly vote: {
      readonly closedAt: string | null | undefined;
      readonly openedAt: string | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"MeetingHeader_meeting" | "MeetingStepper_meeting">;
  } | null | undefined;
  readonly notices?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MeetingNotices_notices">;
  }>;
  readonly reasons?: ReadonlyArray<string>;
};
export type MeetingDetailPageQuery = {
  response: MeetingDetailPageQuery$data;
  variables: MeetingDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canCheck"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canItems"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canNotices"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "participantCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seats",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "relationType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "BallotBox",
  "kind": "LinkedField",
  "name": "vote",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 50
    }
  ],
  "concreteType": "MeetingInfoStageLogsConnection",
  "kind": "LinkedField",
  "name": "stageLogs",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MeetingInfoStageLogsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MeetingStageLog",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromStage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "toStage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userName",
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
              "name": "kind",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "stageLogs(first:50)"
},
v12 = {
  "condition": "canCheck",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "reasons",
      "args": (v4/*:: as any*/),
      "kind": "ScalarField",
      "name": "meetingInfoNextCheck",
      "storageKey": null
    }
  ]
},
v13 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "meetingId",
      "variableName": "id"
    }
  ],
  "kind": "ObjectValue",
  "name": "filter"
},
v14 = [
  (v13/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "id"
  },
  {
    "kind": "Literal",
    "name": "sort",
    "value": "asc"
  }
],
v15 = [
  (v13/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MeetingDetailPageQuery",
    "selections": [
      {
        "alias": "meeting",
        "args": (v4/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MeetingHeader_meeting"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MeetingStepper_meeting"
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/),
      {
        "condition": "canItems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "items",
            "args": (v14/*:: as any*/),
            "concreteType": "VoteItem",
            "kind": "LinkedField",
            "name": "voteItemList",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VoteItems_items"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ResultPanel_items"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BallotEntry_items"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "canNotices",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "notices",
            "args": (v15/*:: as any*/),
            "concreteType": "MeetingNotice",
            "kind": "LinkedField",
            "name": "meetingNoticeList",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MeetingNotices_notices"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MeetingDetailPageQuery",
    "selections": [
      {
        "alias": "meeting",
        "args": (v4/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "relationId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "areaName",
            "storageKey": null
          },
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endTime",
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
          (v19/*:: as any*/)
        ],
        "storageKey": null
      },
      (v12/*:: as any*/),
      {
        "condition": "canItems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "items",
            "args": (v14/*:: as any*/),
            "concreteType": "VoteItem",
            "kind": "LinkedField",
            "name": "voteItemList",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/),
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
                    "name": "proxyArea",
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
                    "name": "nonVoters",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "canNotices",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "notices",
            "args": (v15/*:: as any*/),
            "concreteType": "MeetingNotice",
            "kind": "LinkedField",
            "name": "meetingNoticeList",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPublish",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updateTime",
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "5a62ddcc3bcf63bc33332436a4f5a8ca6b020d36575bda79e169c24a19b5e561",
    "metadata": {},
    "name": "MeetingDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95c0c190b0d0b9d8a92c12220bd3e62e";

export default node;
