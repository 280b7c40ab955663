/**
 * @generated SignedSource<<294df86d7c80da44d0baa07ad204192b>>
 * @relayHash c755f1d8efebe3ef51396d12c28c4a8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1dcef295afd0fc485425ba22d094d9fb8143067aa118e36cd5bae3799cf01f2a

import { ConcreteRequest } from 'relay-runtime';
export type MeetingInfoReadyCommitment = "NO" | "YES" | "%future added value";
export type MeetingInfoRelationType = "ELECTION" | "GENERAL_AFFAIRS" | "REPAIR" | "%future added value";
export type MeetingInfoType = "OWNERS_COMMITTEE_MEETING" | "OWNERS_GROUP_MEETING" | "OWNERS_MEETING" | "%future added value";
export type MeetingStage = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type MeetingInfoFilter = {
  relationType?: number | null | undefined;
  status?: number | null | undefined;
  type?: number | null | undefined;
};
export type MeetingInfoListQuery$variables = {
  filter?: MeetingInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type MeetingInfoListQuery$data = {
  readonly meetingInfoList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly assemblyRules: {
      readonly countNonVotersWithMajority: boolean | null | undefined;
      readonly extensionAllowed: boolean | null | undefined;
      readonly extensions: number | null | undefined;
      readonly frozenAt: string | null | undefined;
      readonly latestExtensionEnd: string | null | undefined;
      readonly maxExtensionDays: number | null | undefined;
      readonly maxOwnersPerProxy: number | null | undefined;
      readonly originalVoteEndTime: string | null | undefined;
      readonly proxiesAllowed: boolean | null | undefined;
      readonly source: string | null | undefined;
    } | null | undefined;
    readonly createTime: string;
    readonly description: string | null | undefined;
    readonly election: {
      readonly countedAt: string | null | undefined;
      readonly draws: ReadonlyArray<{
        readonly among: ReadonlyArray<number> | null | undefined;
        readonly chosen: ReadonlyArray<number> | null | undefined;
        readonly seed: string | null | undefined;
      }>;
      readonly elected: ReadonlyArray<number> | null | undefined;
      readonly emptySeats: number | null | undefined;
      readonly ranking: ReadonlyArray<{
        readonly agreeArea: string | null | undefined;
        readonly agreeOwners: number | null | undefined;
        readonly candidateId: number | null | undefined;
        readonly qualified: boolean | null | undefined;
        readonly rank: number | null | undefined;
      }>;
      readonly seats: number | null | undefined;
    } | null | undefined;
    readonly endTime: string | null | undefined;
    readonly files: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly name: string;
    readonly participantCount: number;
    readonly participation: {
      readonly totalArea: string | null | undefined;
      readonly totalOwners: number | null | undefined;
      readonly votedAllArea: string | null | undefined;
      readonly votedAllOwners: number | null | undefined;
      readonly votedAnyArea: string | null | undefined;
      readonly votedAnyOwners: number | null | undefined;
    };
    readonly readyCommitment: number;
    readonly readyCommitmentEnum: MeetingInfoReadyCommitment | null | undefined;
    readonly relationId: number | null | undefined;
    readonly relationType: number;
    readonly relationTypeEnum: MeetingInfoRelationType | null | undefined;
    readonly rowId: number;
    readonly seats: number | null | undefined;
    readonly stageName: string | null | undefined;
    readonly startTime: string | null | undefined;
    readonly status: number;
    readonly statusEnum: MeetingStage | null | undefined;
    readonly type: number | null | undefined;
    readonly typeEnum: MeetingInfoType | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly vote: {
      readonly closedAt: string | null | undefined;
      readonly openedAt: string | null | undefined;
    } | null | undefined;
    readonly voteEndTime: string | null | undefined;
    readonly voteSend: unknown | null | undefined;
    readonly voteStartTime: string | null | undefined;
    readonly voteTableMaskedUrl: string | null | undefined;
    readonly voteTableTime: string | null | undefined;
    readonly voteTableUrl: string | null | undefined;
  }>;
};
export type MeetingInfoListQuery = {
  response: MeetingInfoListQuery$data;
  variables: MeetingInfoListQuery$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seats",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v3 = [
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
    "concreteType": "MeetingInfo",
    "kind": "LinkedField",
    "name": "meetingInfoList",
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
        "name": "areaId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FrozenAssemblyRules",
        "kind": "LinkedField",
        "name": "assemblyRules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countNonVotersWithMajority",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extensionAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extensions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "frozenAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latestExtensionEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxExtensionDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxOwnersPerProxy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "originalVoteEndTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "proxiesAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          }
        ],
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ElectionOutcome",
        "kind": "LinkedField",
        "name": "election",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ElectionDraw",
            "kind": "LinkedField",
            "name": "draws",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "among",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chosen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seed",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emptySeats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ElectionRanking",
            "kind": "LinkedField",
            "name": "ranking",
            "plural": true,
            "selections": [
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
                "name": "candidateId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qualified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rank",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
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
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "files",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "images",
        "plural": true,
        "selections": (v2/*:: as any*/),
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
        "name": "participantCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Participation",
        "kind": "LinkedField",
        "name": "participation",
        "plural": false,
        "selections": [
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
            "name": "votedAllArea",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "votedAllOwners",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "votedAnyArea",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "votedAnyOwners",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "readyCommitment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "readyCommitmentEnum",
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
        "name": "relationType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "relationTypeEnum",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stageName",
        "storageKey": null
      },
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
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typeEnum",
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
      },
      {
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
            "name": "closedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "voteEndTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "voteSend",
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
        "name": "voteTableMaskedUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "voteTableTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "voteTableUrl",
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
    "name": "MeetingInfoListQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MeetingInfoListQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "1dcef295afd0fc485425ba22d094d9fb8143067aa118e36cd5bae3799cf01f2a",
    "metadata": {},
    "name": "MeetingInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab85f754f485defa4df67cdfe3835d77";

export default node;
