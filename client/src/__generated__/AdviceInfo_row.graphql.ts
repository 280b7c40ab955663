/**
 * @generated SignedSource<<91af0cd37bb02f0acea9a0bb671b0bdd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdviceInfo_row$data = {
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly images: unknown | null | undefined;
  readonly latestReply: string | null | undefined;
  readonly objectType: number;
  readonly rowId: number;
  readonly status: number;
  readonly title: string;
  readonly type: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly userNickName: string | null | undefined;
  readonly " $fragmentType": "AdviceInfo_row";
};
export type AdviceInfo_row$key = {
  readonly " $data"?: AdviceInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdviceInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdviceInfo_row",
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
      "name": "content",
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
      "name": "images",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestReply",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectType",
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
      "name": "userNickName",
      "storageKey": null
    }
  ],
  "type": "AdviceInfo",
  "abstractKey": null
};

(node as any).hash = "404e98c44128161050af2c69b0d33681";

export default node;
