/**
 * @generated SignedSource<<ebb46200faabb194dedf613dcf31f383>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingHeader_meeting$data = {
  readonly areaName: string | null | undefined;
  readonly description: string | null | undefined;
  readonly endTime: string | null | undefined;
  readonly name: string;
  readonly relationId: number | null | undefined;
  readonly relationType: number;
  readonly rowId: number;
  readonly startTime: string | null | undefined;
  readonly status: number;
  readonly type: number | null | undefined;
  readonly voteEndTime: string | null | undefined;
  readonly voteStartTime: string | null | undefined;
  readonly " $fragmentType": "MeetingHeader_meeting";
};
export type MeetingHeader_meeting$key = {
  readonly " $data"?: MeetingHeader_meeting$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetingHeader_meeting">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MeetingHeader_meeting",
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
      "name": "name",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relationId",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voteStartTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voteEndTime",
      "storageKey": null
    }
  ],
  "type": "MeetingInfo",
  "abstractKey": null
};

(node as any).hash = "961ce394ff451f788ae934100fe35c80";

export default node;
