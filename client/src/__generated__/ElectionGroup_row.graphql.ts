/**
 * @generated SignedSource<<cb82da6a923335d3aa6c61d9b91d8cfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ElectionGroupGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ElectionGroupSource = "RECOMMENDED" | "SELF_NOMINATED" | "%future added value";
export type ElectionGroupStatus = "APPROVED" | "PENDING_REVIEW" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ElectionGroup_row$data = {
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
  readonly " $fragmentType": "ElectionGroup_row";
};
export type ElectionGroup_row$key = {
  readonly " $data"?: ElectionGroup_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElectionGroup_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElectionGroup_row",
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
  "type": "ElectionGroup",
  "abstractKey": null
};

(node as any).hash = "5e70d5a28f82d37af579aa960a068431";

export default node;
