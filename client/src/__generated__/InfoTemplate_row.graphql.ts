/**
 * @generated SignedSource<<ea66fa6d80c44eee72ad1468d87ef154>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InfoTemplateStatus = "DISABLED" | "ENABLED" | "%future added value";
export type InfoTemplateType = "ELECTION" | "GENERAL_AFFAIRS" | "REPAIR" | "%future added value";
export type MeetingStage = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InfoTemplate_row$data = {
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly fields: unknown | null | undefined;
  readonly fileUrl: string | null | undefined;
  readonly i18n: unknown | null | undefined;
  readonly id: string;
  readonly label: string | null | undefined;
  readonly name: string;
  readonly rowId: number;
  readonly stage: number;
  readonly stageEnum: MeetingStage | null | undefined;
  readonly status: number;
  readonly statusEnum: InfoTemplateStatus | null | undefined;
  readonly systemFields: unknown | null | undefined;
  readonly type: number;
  readonly typeEnum: InfoTemplateType | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "InfoTemplate_row";
};
export type InfoTemplate_row$key = {
  readonly " $data"?: InfoTemplate_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"InfoTemplate_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InfoTemplate_row",
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
      "name": "fields",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "i18n",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
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
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stageEnum",
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
      "name": "systemFields",
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
  "type": "InfoTemplate",
  "abstractKey": null
};

(node as any).hash = "d194f09d68ef95e6450bc695f8ec2237";

export default node;
