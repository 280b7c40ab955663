/**
 * @generated SignedSource<<3459f457437c5b9dcba77a5eb41a21a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InfoNoticeSource = "CREATED_MANUALLY" | "MEETING" | "%future added value";
export type InfoNoticeStatus = "OFF" | "ON" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InfoNotice_row$data = {
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly content: string | null | undefined;
  readonly cover: string | null | undefined;
  readonly createTime: string;
  readonly files: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly jump: string | null | undefined;
  readonly meetingId: number | null | undefined;
  readonly publishTime: string | null | undefined;
  readonly rowId: number;
  readonly source: number;
  readonly sourceEnum: InfoNoticeSource | null | undefined;
  readonly status: number;
  readonly statusEnum: InfoNoticeStatus | null | undefined;
  readonly title: string;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly userName: string | null | undefined;
  readonly viewCount: number;
  readonly " $fragmentType": "InfoNotice_row";
};
export type InfoNotice_row$key = {
  readonly " $data"?: InfoNotice_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"InfoNotice_row">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InfoNotice_row",
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
      "name": "cover",
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
      "name": "files",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FileRef",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": (v0/*:: as any*/),
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
      "name": "meetingId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishTime",
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
      "name": "title",
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
      "name": "viewCount",
      "storageKey": null
    }
  ],
  "type": "InfoNotice",
  "abstractKey": null
};
})();

(node as any).hash = "8e34f23398ff9f657b8d5d60ebacab37";

export default node;
