/**
 * @generated SignedSource<<d303f1092f2052489cefd02732afcd57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ElectionInfoStatus = "ENDED" | "IN_PROGRESS" | "%future added value";
export type ElectionInfoType = "COMPETITIVE" | "NON_COMPETITIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ElectionInfo_row$data = {
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly createTime: string;
  readonly endTime: string | null | undefined;
  readonly id: string;
  readonly limitCount: {
    readonly candidate: number | null | undefined;
    readonly group: number | null | undefined;
  } | null | undefined;
  readonly meetingId: number | null | undefined;
  readonly meetingInfo: unknown | null | undefined;
  readonly memberCount: number;
  readonly outcome: {
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
  readonly rowId: number;
  readonly session: string | null | undefined;
  readonly startTime: string | null | undefined;
  readonly status: number;
  readonly statusEnum: ElectionInfoStatus | null | undefined;
  readonly title: string;
  readonly type: number;
  readonly typeEnum: ElectionInfoType | null | undefined;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly userName: string | null | undefined;
  readonly " $fragmentType": "ElectionInfo_row";
};
export type ElectionInfo_row$key = {
  readonly " $data"?: ElectionInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElectionInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElectionInfo_row",
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
      "kind": "ScalarField",
      "name": "createTime",
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
      "concreteType": "RecommendationLimits",
      "kind": "LinkedField",
      "name": "limitCount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "candidate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        }
      ],
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
      "name": "meetingInfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElectionOutcome",
      "kind": "LinkedField",
      "name": "outcome",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seats",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "session",
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
      "name": "title",
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
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    }
  ],
  "type": "ElectionInfo",
  "abstractKey": null
};

(node as any).hash = "a3d7a71fa8e62f86749a648624fc0955";

export default node;
