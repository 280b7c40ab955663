/**
 * @generated SignedSource<<fa3bffb539aeb917da172ebf12ccfbd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingNotice_row$data = {
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly files: unknown | null | undefined;
  readonly id: string;
  readonly images: unknown | null | undefined;
  readonly isPublish: number;
  readonly meetingId: number;
  readonly noticeId: number | null | undefined;
  readonly publishTime: string | null | undefined;
  readonly rowId: number;
  readonly templates: unknown | null | undefined;
  readonly title: string | null | undefined;
  readonly type: number | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "MeetingNotice_row";
};
export type MeetingNotice_row$key = {
  readonly " $data"?: MeetingNotice_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetingNotice_row">;
};

const node: ReaderFragment = {
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
      "kind": "ScalarField",
      "name": "files",
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
      "name": "isPublish",
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
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "MeetingNotice",
  "abstractKey": null
};

(node as any).hash = "1ef1ba12ff730fa98b220343bb10f023";

export default node;
