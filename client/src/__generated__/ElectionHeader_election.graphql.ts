/**
 * @generated SignedSource<<ede93075120c7eb7a4b9bfef78dbe817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElectionHeader_election$data = {
  readonly areaName: string | null | undefined;
  readonly endTime: string | null | undefined;
  readonly limitCount: {
    readonly candidate: number | null | undefined;
    readonly group: number | null | undefined;
  } | null | undefined;
  readonly meeting?: {
    readonly name: string;
  } | null | undefined;
  readonly meetingId: number | null | undefined;
  readonly memberCount: number;
  readonly session: string | null | undefined;
  readonly startTime: string | null | undefined;
  readonly status: number;
  readonly title: string;
  readonly type: number;
  readonly " $fragmentType": "ElectionHeader_election";
};
export type ElectionHeader_election$key = {
  readonly " $data"?: ElectionHeader_election$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElectionHeader_election">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "canMeeting"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElectionHeader_election",
  "selections": [
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
      "name": "session",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
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
      "condition": "canMeeting",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MeetingInfo",
          "kind": "LinkedField",
          "name": "meeting",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationLimits",
      "kind": "LinkedField",
      "name": "limitCount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "candidate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        }
      ],
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
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
      "storageKey": null
    }
  ],
  "type": "ElectionInfo",
  "abstractKey": null
};

(node as any).hash = "9b12726f4a670ee1e8623e7b1adfe123";

export default node;
