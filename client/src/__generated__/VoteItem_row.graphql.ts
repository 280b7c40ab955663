/**
 * @generated SignedSource<<7449cd23af002baa140add1db2e4cfb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteItem_row$data = {
  readonly candidateId: number | null | undefined;
  readonly count: unknown | null | undefined;
  readonly createTime: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly meetingId: number;
  readonly name: string;
  readonly passRule: string | null | undefined;
  readonly result: number | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "VoteItem_row";
};
export type VoteItem_row$key = {
  readonly " $data"?: VoteItem_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteItem_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteItem_row",
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
      "name": "candidateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
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
      "name": "passRule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "VoteItem",
  "abstractKey": null
};

(node as any).hash = "dc55c28f35ff8b2765ece128acdedb6b";

export default node;
