/**
 * @generated SignedSource<<ad8ce5bca454ae3c68f4e71a05dc3060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteCredentialStatus = "LOCKED" | "REVOKED" | "VALID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoteCredential_row$data = {
  readonly createTime: string;
  readonly failedAttempts: number;
  readonly houseId: number;
  readonly id: string;
  readonly meetingId: number;
  readonly ownerKey: string | null | undefined;
  readonly rowId: number;
  readonly status: number;
  readonly statusEnum: VoteCredentialStatus | null | undefined;
  readonly updateTime: string;
  readonly usedAt: string | null | undefined;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "VoteCredential_row";
};
export type VoteCredential_row$key = {
  readonly " $data"?: VoteCredential_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteCredential_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteCredential_row",
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
      "kind": "ScalarField",
      "name": "failedAttempts",
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
      "name": "ownerKey",
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
      "name": "usedAt",
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
  "type": "VoteCredential",
  "abstractKey": null
};

(node as any).hash = "0b293c197f54e6b14e7f7269cecd6ed5";

export default node;
