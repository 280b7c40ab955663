/**
 * @generated SignedSource<<714c6654c198b1b553e9f1793f5d8dec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdviceReplyType = "MESSAGE" | "REPLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdviceReply_row$data = {
  readonly adviceId: number;
  readonly areaId: number;
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly rowId: number;
  readonly type: number;
  readonly typeEnum: AdviceReplyType | null | undefined;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly userName: string | null | undefined;
  readonly userNickName: string | null | undefined;
  readonly " $fragmentType": "AdviceReply_row";
};
export type AdviceReply_row$key = {
  readonly " $data"?: AdviceReply_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdviceReply_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdviceReply_row",
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
      "name": "adviceId",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userNickName",
      "storageKey": null
    }
  ],
  "type": "AdviceReply",
  "abstractKey": null
};

(node as any).hash = "63bb479718a76ea40c2bc744aa78c785";

export default node;
