/**
 * @generated SignedSource<<968d3b182d14f3d39abb53e427403661>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InfoTemplateStatus = "DISABLED" | "ENABLED" | "%future added value";
export type InfoTemplateType = "ELECTION" | "GENERAL_AFFAIRS" | "REPAIR" | "%future added value";
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
export type MeetingStage = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InfoTemplate_row$data = {
  readonly content: string | null | undefined;
  readonly createTime: string;
  readonly fields: ReadonlyArray<{
    readonly alias: string | null | undefined;
    readonly name: string | null | undefined;
  }> | null | undefined;
  readonly fileUrl: string | null | undefined;
  readonly i18n: ReadonlyArray<{
    readonly field: string;
    readonly language: Language;
    readonly text: string;
  }> | null | undefined;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
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
      "concreteType": "TemplateField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
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
      "concreteType": "Translation",
      "kind": "LinkedField",
      "name": "i18n",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
})();

(node as any).hash = "66c6a1a6ec04a3a2dbee671526e93fde";

export default node;
