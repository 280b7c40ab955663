/**
 * @generated SignedSource<<46f6556dd70b3d0d5895b29ad2bb94b9>>
 * @relayHash 4d862a895381202766ce9bdbf0f99dcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a877dac25c5fd78ccf81031308a9b713d340698c285bc2659ded4d6e54e293d

import { ConcreteRequest } from 'relay-runtime';
export type ElectionCandidateGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ElectionCandidateSource = "RECOMMENDED" | "SELF_NOMINATED" | "%future added value";
export type ElectionCandidateStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type ElectionCandidateFilter = {
  meetingId?: number | null | undefined;
  source?: number | null | undefined;
  status?: number | null | undefined;
};
export type ElectionCandidateListQuery$variables = {
  filter?: ElectionCandidateFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ElectionCandidateListQuery$data = {
  readonly electionCandidateList: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly gender: number | null | undefined;
    readonly genderEnum: ElectionCandidateGender | null | undefined;
    readonly id: string;
    readonly idCard: string | null | undefined;
    readonly introduction: string | null | undefined;
    readonly job: string | null | undefined;
    readonly meetingId: number;
    readonly name: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly photo: string | null | undefined;
    readonly politicalStatus: string | null | undefined;
    readonly recommendCount: number;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly signFileUrl: string | null | undefined;
    readonly signUrl: string | null | undefined;
    readonly source: number | null | undefined;
    readonly sourceEnum: ElectionCandidateSource | null | undefined;
    readonly status: number;
    readonly statusEnum: ElectionCandidateStatus | null | undefined;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type ElectionCandidateListQuery = {
  response: ElectionCandidateListQuery$data;
  variables: ElectionCandidateListQuery$variables;
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
    "concreteType": "ElectionCandidate",
    "kind": "LinkedField",
    "name": "electionCandidateList",
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
        "name": "idCard",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "introduction",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "job",
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
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "photo",
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
        "name": "signFileUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signUrl",
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
    "name": "ElectionCandidateListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElectionCandidateListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4a877dac25c5fd78ccf81031308a9b713d340698c285bc2659ded4d6e54e293d",
    "metadata": {},
    "name": "ElectionCandidateListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c9a27f28070ab4dad1f288193e4ea4c";

export default node;
