/**
 * @generated SignedSource<<189c23fb9754a3d168a5e22a96a60ae5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BallotInquiryStatus = "ANSWERED" | "AWAITING_ANSWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BallotInquiry_row$data = {
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
  readonly " $fragmentType": "BallotInquiry_row";
};
export type BallotInquiry_row$key = {
  readonly " $data"?: BallotInquiry_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"BallotInquiry_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BallotInquiry_row",
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
  "type": "BallotInquiry",
  "abstractKey": null
};

(node as any).hash = "0a3b2848d0590baf9c8667453c12da9a";

export default node;
