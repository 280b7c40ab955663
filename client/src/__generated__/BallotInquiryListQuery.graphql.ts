/**
 * @generated SignedSource<<1324e42b597d79dca13b1cb12a80ed1c>>
 * @relayHash 1ecb0f9c4459bedce04384ee16b24f7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca5cc7bf84d41e96a2130e57b202a04e9ee467135084fedaa58db352f84b5fcd

import { ConcreteRequest } from 'relay-runtime';
export type BallotInquiryStatus = "ANSWERED" | "AWAITING_ANSWER" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type BallotInquiryFilter = {
  houseId?: number | null | undefined;
  meetingId?: number | null | undefined;
  status?: number | null | undefined;
};
export type BallotInquiryListQuery$variables = {
  filter?: BallotInquiryFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type BallotInquiryListQuery$data = {
  readonly ballotInquiryList: ReadonlyArray<{
    readonly answer: string | null | undefined;
    readonly answerTime: string | null | undefined;
    readonly createTime: string;
    readonly houseId: number;
    readonly id: string;
    readonly meetingId: number;
    readonly question: string;
    readonly rowId: number;
    readonly status: number;
    readonly statusEnum: BallotInquiryStatus | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type BallotInquiryListQuery = {
  response: BallotInquiryListQuery$data;
  variables: BallotInquiryListQuery$variables;
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
    "concreteType": "BallotInquiry",
    "kind": "LinkedField",
    "name": "ballotInquiryList",
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
        "name": "answer",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "answerTime",
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
        "name": "houseId",
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
        "name": "question",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusEnum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
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
    "name": "BallotInquiryListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotInquiryListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ca5cc7bf84d41e96a2130e57b202a04e9ee467135084fedaa58db352f84b5fcd",
    "metadata": {},
    "name": "BallotInquiryListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "65c63fd7c5ff16c090dfe156def27421";

export default node;
