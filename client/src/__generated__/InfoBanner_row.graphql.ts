/**
 * @generated SignedSource<<125cf1f62103bdb43659691aa1c7b09a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InfoBannerStatus = "DISABLED" | "ENABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InfoBanner_row$data = {
  readonly areaId: number | null | undefined;
  readonly areaName: string | null | undefined;
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly image: string;
  readonly jump: string | null | undefined;
  readonly rowId: number;
  readonly sort: number;
  readonly status: number;
  readonly statusEnum: InfoBannerStatus | null | undefined;
  readonly title: string;
  readonly updateTime: string;
  readonly " $fragmentType": "InfoBanner_row";
};
export type InfoBanner_row$key = {
  readonly " $data"?: InfoBanner_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"InfoBanner_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InfoBanner_row",
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
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jump",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sort",
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
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "InfoBanner",
  "abstractKey": null
};

(node as any).hash = "0a8d0973b9de206d133cfa7ab6d317a6";

export default node;
