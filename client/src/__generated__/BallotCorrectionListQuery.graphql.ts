/**
 * @generated SignedSource<<64e916f358db90fc42cbfcce04ea25bf>>
 * @relayHash 5f83d8b7b25e9984b84709935b3720d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e19ce1c54207d2311138ed9dfa3006f4637ae9513e403447fa795f01f3a36975

import { ConcreteRequest } from 'relay-runtime';
export type BallotCorrectionFromResult = "ABSTAIN" | "AGREE" | "DISAGREE" | "%future added value";
export type BallotCorrectionToResult = "ABSTAIN" | "AGREE" | "DISAGREE" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type BallotCorrectionFilter = {
  houseId?: number | null | undefined;
  inquiryId?: number | null | undefined;
  itemId?: number | null | undefined;
  meetingId?: number | null | undefined;
};
export type BallotCorrectionListQuery$variables = {
  filter?: BallotCorrectionFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type BallotCorrectionListQuery$data = {
  readonly ballotCorrectionList: ReadonlyArray<{
    readonly createTime: string;
    readonly evidence: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly fromResult: number | null | undefined;
    readonly fromResultEnum: BallotCorrectionFromResult | null | undefined;
    readonly houseId: number;
    readonly id: string;
    readonly inquiryId: number | null | undefined;
    readonly itemId: number;
    readonly meetingId: number;
    readonly reason: string;
    readonly recordId: number | null | undefined;
    readonly replacedId: number | null | undefined;
    readonly rowId: number;
    readonly toResult: number;
    readonly toResultEnum: BallotCorrectionToResult | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type BallotCorrectionListQuery = {
  response: BallotCorrectionListQuery$data;
  variables: BallotCorrectionListQuery$variables;
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
    "concreteType": "BallotCorrection",
    "kind": "LinkedField",
    "name": "ballotCorrectionList",
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
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "evidence",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fromResult",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fromResultEnum",
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
        "name": "inquiryId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "itemId",
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
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recordId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "replacedId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "toResult",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "toResultEnum",
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
    "name": "BallotCorrectionListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotCorrectionListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e19ce1c54207d2311138ed9dfa3006f4637ae9513e403447fa795f01f3a36975",
    "metadata": {},
    "name": "BallotCorrectionListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1e5bca144c1d1aeae7038da2f535dc82";

export default node;
