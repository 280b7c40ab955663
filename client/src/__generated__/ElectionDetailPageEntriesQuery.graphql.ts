/**
 * @generated SignedSource<<2614b22045bfc66d3d7e9e100b43c64b>>
 * @relayHash 70a46fabfe6f5858cf647755ad70f165
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c76062a30c3d8d250711e6387d5f94b7d738761d5d12411029b6d3f6dbcf5619

import { ConcreteRequest } from 'relay-runtime';
export type ElectionCandidateStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
export type ElectionGroupStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
export type ElectionDetailPageEntriesQuery$variables = {
  candidates: boolean;
  groups: boolean;
  meetingId: number;
};
export type ElectionDetailPageEntriesQuery$data = {
  readonly candidates?: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly gender: number | null | undefined;
    readonly job: string | null | undefined;
    readonly name: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly recommendCount: number;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly source: number | null | undefined;
    readonly status: number;
    readonly statusEnum: ElectionCandidateStatus | null | undefined;
    readonly unitNo: string | null | undefined;
  }>;
  readonly groups?: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly gender: number | null | undefined;
    readonly name: string | null | undefined;
    readonly occupation: string | null | undefined;
    readonly recommendCount: number;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly source: number | null | undefined;
    readonly status: number;
    readonly statusEnum: ElectionGroupStatus | null | undefined;
    readonly unitNo: string | null | undefined;
  }>;
};
export type ElectionDetailPageEntriesQuery = {
  response: ElectionDetailPageEntriesQuery$data;
  variables: ElectionDetailPageEntriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "candidates"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groups"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetingId"
},
v3 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gender",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "age",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buildingNo",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitNo",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "job",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusEnum",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remark",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recommendCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occupation",
  "storageKey": null
},
v18 = {
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElectionDetailPageEntriesQuery",
    "selections": [
      {
        "condition": "candidates",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "candidates",
            "args": (v3/*:: as any*/),
            "concreteType": "ElectionCandidate",
            "kind": "LinkedField",
            "name": "electionCandidateList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "groups",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "groups",
            "args": (v3/*:: as any*/),
            "concreteType": "ElectionGroup",
            "kind": "LinkedField",
            "name": "electionGroupList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElectionDetailPageEntriesQuery",
    "selections": [
      {
        "condition": "candidates",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "candidates",
            "args": (v3/*:: as any*/),
            "concreteType": "ElectionCandidate",
            "kind": "LinkedField",
            "name": "electionCandidateList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "groups",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "groups",
            "args": (v3/*:: as any*/),
            "concreteType": "ElectionGroup",
            "kind": "LinkedField",
            "name": "electionGroupList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "c76062a30c3d8d250711e6387d5f94b7d738761d5d12411029b6d3f6dbcf5619",
    "metadata": {},
    "name": "ElectionDetailPageEntriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8953f78e7a4b31c471b2f405eb1d5c68";

export default node;
