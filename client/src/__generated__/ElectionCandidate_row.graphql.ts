/**
 * @generated SignedSource<<a2ec8c07862221e6f5da58c10e36d4c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ElectionCandidateGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ElectionCandidateSource = "RECOMMENDED" | "SELF_NOMINATED" | "%future added value";
export type ElectionCandidateStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ElectionCandidate_row$data = {
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
  readonly " $fragmentType": "ElectionCandidate_row";
};
export type ElectionCandidate_row$key = {
  readonly " $data"?: ElectionCandidate_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElectionCandidate_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElectionCandidate_row",
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
  "type": "ElectionCandidate",
  "abstractKey": null
};

(node as any).hash = "fd6893aeda666f1f5f6aecd09be45a10";

export default node;
