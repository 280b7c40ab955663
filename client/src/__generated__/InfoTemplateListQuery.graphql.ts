/**
 * @generated SignedSource<<5f586447cc02b5ee59cb0421536c0680>>
 * @relayHash 3419491d6e591ad708e56e0679a94843
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64d3fbfdc70f8b3c81bef04be38a8a4e36f796a8c711a6691f9cd8eccfca35c5

import { ConcreteRequest } from 'relay-runtime';
export type InfoTemplateStatus = "DISABLED" | "ENABLED" | "%future added value";
export type InfoTemplateType = "ELECTION" | "GENERAL_AFFAIRS" | "REPAIR" | "%future added value";
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
export type MeetingStage = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type InfoTemplateFilter = {
  stage?: number | null | undefined;
};
export type InfoTemplateListQuery$variables = {
  filter?: InfoTemplateFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type InfoTemplateListQuery$data = {
  readonly infoTemplateList: ReadonlyArray<{
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
  }>;
};
export type InfoTemplateListQuery = {
  response: InfoTemplateListQuery$data;
  variables: InfoTemplateListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyWord"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "keyWord",
        "variableName": "keyWord"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "InfoTemplate",
    "kind": "LinkedField",
    "name": "infoTemplateList",
    "plural": true,
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
          (v1/*:: as any*/)
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
      (v1/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InfoTemplateListQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoTemplateListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "64d3fbfdc70f8b3c81bef04be38a8a4e36f796a8c711a6691f9cd8eccfca35c5",
    "metadata": {},
    "name": "InfoTemplateListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93ec507b6dfaa7dcade60854eb1dbe48";

export default node;
