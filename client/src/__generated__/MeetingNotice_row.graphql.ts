/**
 * @generated SignedSource<<00105c4393e22fe492ec8c02eb8034a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MeetingNoticeIsPublish = "NO" | "YES" | "%future added value";
export type MeetingNoticeType = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MeetingNotice_row$data = {
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly files: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly url: string;
  }> | null | undefined;
  readonly isPublish: number;
  readonly isPublishEnum: MeetingNoticeIsPublish | null | undefined;
  readonly meetingId: number;
  readonly noticeId: number | null | undefined;
  readonly publishTime: string | null | undefined;
  readonly rowId: number;
  readonly templates: ReadonlyArray<number> | null | undefined;
  readonly title: string | null | undefined;
  readonly type: number | null | undefined;
  readonly typeEnum: MeetingNoticeType | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "MeetingNotice_row";
};
export type MeetingNotice_row$key = {
  readonly " $data"?: MeetingNotice_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetingNotice_row">;
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
  "name": "MeetingNotice_row",
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
      "name": "isPublish",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublishEnum",
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
      "name": "noticeId",
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
      "name": "templates",
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
    }
  ],
  "type": "MeetingNotice",
  "abstractKey": null
};
})();

(node as any).hash = "8981d3270f41af72f1c9770c4a3908be";

export default node;
