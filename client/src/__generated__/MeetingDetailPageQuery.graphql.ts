/**
 * @generated SignedSource<<2ffbd6d61269f4013f69ff9a81ce6dc8>>
 * @relayHash 9349b2b8ed81e3ac75d95cd9e95e66fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68259981ebe409649ec791536aa3a43d0b6c43672ea2d5541133cee61a245ca5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingDetailPageQuery$variables = {
  canCheck: boolean;
  canItems: boolean;
  canNotices: boolean;
  id: number;
};
export type MeetingDetailPageQuery$data = {
  readonly detail: unknown;
  readonly items?: ReadonlyArray<{
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"BallotEntry_items" | "ResultPanel_items" | "VoteItems_items">;
  }>;
  readonly meeting: {
    readonly rowId: number;
    readonly status: number;
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
  "alias": "detail",
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "meetingInfoDetail",
  "storageKey": null
},
v8 = {
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
v9 = {
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
v10 = [
  (v9/*:: as any*/),
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
v11 = [
  (v9/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v15 = {
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
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      {
        "condition": "canItems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "items",
            "args": (v10/*:: as any*/),
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
            "args": (v11/*:: as any*/),
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
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "relationType",
            "storageKey": null
          },
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
          (v14/*:: as any*/),
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
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      {
        "condition": "canItems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "items",
            "args": (v10/*:: as any*/),
            "concreteType": "VoteItem",
            "kind": "LinkedField",
            "name": "voteItemList",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v12/*:: as any*/),
              (v14/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              (v15/*:: as any*/)
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
            "args": (v11/*:: as any*/),
            "concreteType": "MeetingNotice",
            "kind": "LinkedField",
            "name": "meetingNoticeList",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v13/*:: as any*/),
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
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "68259981ebe409649ec791536aa3a43d0b6c43672ea2d5541133cee61a245ca5",
    "metadata": {},
    "name": "MeetingDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d08b0fe756cabe1db657dc8ca4bf0955";

export default node;
