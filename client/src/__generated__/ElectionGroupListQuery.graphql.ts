/**
 * @generated SignedSource<<ec47878cc0980c2c362ca5b0184192d7>>
 * @relayHash 273c7af6801b805b48694f52f809c0c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9d5d0a4b2fe6ad13bb2f747a3081121e37878366ab1e22941338b615a8a7fd1

import { ConcreteRequest } from 'relay-runtime';
export type ElectionGroupGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ElectionGroupSource = "RECOMMENDED" | "SELF_NOMINATED" | "%future added value";
export type ElectionGroupStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type ElectionGroupFilter = {
  meetingId?: number | null | undefined;
  source?: number | null | undefined;
  status?: number | null | undefined;
};
export type ElectionGroupListQuery$variables = {
  filter?: ElectionGroupFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ElectionGroupListQuery$data = {
  readonly electionGroupList: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly gender: number | null | undefined;
    readonly genderEnum: ElectionGroupGender | null | undefined;
    readonly id: string;
    readonly meetingId: number;
    readonly name: string | null | undefined;
    readonly occupation: string | null | undefined;
    readonly politicalStatus: string | null | undefined;
    readonly recommendCount: number;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly source: number | null | undefined;
    readonly sourceEnum: ElectionGroupSource | null | undefined;
    readonly status: number;
    readonly statusEnum: ElectionGroupStatus | null | undefined;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type ElectionGroupListQuery = {
  response: ElectionGroupListQuery$data;
  variables: ElectionGroupListQuery$variables;
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
    "concreteType": "ElectionGroup",
    "kind": "LinkedField",
    "name": "electionGroupList",
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
        "name": "age",
        "storageKey": null
      },
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
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gender",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "genderEnum",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occupation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "politicalStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recommendCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sourceEnum",
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
        "name": "unitNo",
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
    "name": "ElectionGroupListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElectionGroupListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f9d5d0a4b2fe6ad13bb2f747a3081121e37878366ab1e22941338b615a8a7fd1",
    "metadata": {},
    "name": "ElectionGroupListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d53a8640bc23eaef377cac001e73a2d";

export default node;
