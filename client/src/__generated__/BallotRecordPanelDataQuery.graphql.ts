/**
 * @generated SignedSource<<afb2eaf914105ceabe21b0152faac0b9>>
 * @relayHash d6402f04d5caf6275c515d33eb1820e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 256900ec7e3efd91c791499a112eb2abbdb46f81c0d8728e6dd83ebef82866ba

import { ConcreteRequest } from 'relay-runtime';
export type BallotRecordPanelDataQuery$variables = {
  id: number;
};
export type BallotRecordPanelDataQuery$data = {
  readonly ballotInquiryList: ReadonlyArray<{
    readonly answer: string | null | undefined;
    readonly houseId: number;
    readonly question: string;
    readonly rowId: number;
    readonly status: number;
  }>;
  readonly meetingInfoInfo: {
    readonly joins: ReadonlyArray<{
      readonly buildingNo: string | null | undefined;
      readonly houseId: number | null | undefined;
      readonly houseNo: string | null | undefined;
      readonly ownerName: string | null | undefined;
      readonly unitNo: string | null | undefined;
    }> | null | undefined;
  } | null | undefined;
  readonly voteItemList: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type BallotRecordPanelDataQuery = {
  response: BallotRecordPanelDataQuery$data;
  variables: BallotRecordPanelDataQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "houseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Participant",
  "kind": "LinkedField",
  "name": "joins",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "houseNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
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
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "question",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answer",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotRecordPanelDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "VoteItem",
        "kind": "LinkedField",
        "name": "voteItemList",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "BallotInquiry",
        "kind": "LinkedField",
        "name": "ballotInquiryList",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v2/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotRecordPanelDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "VoteItem",
        "kind": "LinkedField",
        "name": "voteItemList",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "BallotInquiry",
        "kind": "LinkedField",
        "name": "ballotInquiryList",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v2/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "256900ec7e3efd91c791499a112eb2abbdb46f81c0d8728e6dd83ebef82866ba",
    "metadata": {},
    "name": "BallotRecordPanelDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "279337b6fc513aa60caa49d6266beac4";

export default node;
