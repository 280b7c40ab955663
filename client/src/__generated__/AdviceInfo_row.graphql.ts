/**
 * @generated SignedSource<<8601182aa45ca08bb7fe9888639892f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdviceInfoObjectType = "OWNERS_COMMITTEE" | "PROPERTY_MANAGEMENT" | "RESIDENTS_COMMITTEE" | "%future added value";
export type AdviceInfoStatus = "HANDLED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type AdviceInfoType = "COMPLAINT" | "REPAIR_REQUEST" | "SUGGESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdviceInfo_row$data = {
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly latestReply: string | null | undefined;
  readonly objectType: number;
  readonly objectTypeEnum: AdviceInfoObjectType | null | undefined;
  readonly rowId: number;
  readonly status: number;
  readonly statusEnum: AdviceInfoStatus | null | undefined;
  readonly title: string;
  readonly type: number;
  readonly typeEnum: AdviceInfoType | null | undefined;
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
      "concreteType": "FileRef",
      "kind": "LinkedField",
      "name": "images",
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
      "name": "objectTypeEnum",
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
      "name": "userNickName",
      "storageKey": null
    }
  ],
  "type": "AdviceInfo",
  "abstractKey": null
};

(node as any).hash = "270a408dff7e50f5bcbf2d9539af315b";

export default node;
