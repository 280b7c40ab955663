/**
 * @generated SignedSource<<2f23400a38a5ce1bf2d9169ab94f3188>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BallotCorrectionFromResult = "ABSTAIN" | "AGREE" | "DISAGREE" | "%future added value";
export type BallotCorrectionToResult = "ABSTAIN" | "AGREE" | "DISAGREE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BallotCorrection_row$data = {
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
  readonly " $fragmentType": "BallotCorrection_row";
};
export type BallotCorrection_row$key = {
  readonly " $data"?: BallotCorrection_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"BallotCorrection_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BallotCorrection_row",
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
  "type": "BallotCorrection",
  "abstractKey": null
};

(node as any).hash = "1fb098b5e7dfb81faf12d5eee4a1da1d";

export default node;
