/**
 * @generated SignedSource<<6dcc2141ec5e38a739c005a4aeaf37bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingNotices_notices$data = ReadonlyArray<{
  readonly content: string | null | undefined;
  readonly isPublish: number;
  readonly publishTime: string | null | undefined;
  readonly rowId: number;
  readonly title: string | null | undefined;
  readonly type: number | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "MeetingNotices_notices";
}>;
export type MeetingNotices_notices$key = ReadonlyArray<{
  readonly " $data"?: MeetingNotices_notices$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetingNotices_notices">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MeetingNotices_notices",
  "selections": [
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
      "name": "type",
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
      "name": "content",
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
      "name": "publishTime",
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

(node as any).hash = "995885848c19779b6adac45090a0d6e4";

export default node;
