/**
 * @generated SignedSource<<4848ca7b6f0fc1d17f4693b05fe2c1e2>>
 * @relayHash 2942a04fa8914784a9ad02a65a0f7116
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1527bdb28c5b12550e8ec7b20c4ba8628cdb1f1bcf3caf8c5bd7c27b55e0f5a

import { ConcreteRequest } from 'relay-runtime';
export type InfoTemplateStatus = "DISABLED" | "ENABLED" | "%future added value";
export type InfoTemplateType = "ELECTION" | "GENERAL_AFFAIRS" | "REPAIR" | "%future added value";
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
v1 = [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InfoTemplateListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoTemplateListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c1527bdb28c5b12550e8ec7b20c4ba8628cdb1f1bcf3caf8c5bd7c27b55e0f5a",
    "metadata": {},
    "name": "InfoTemplateListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93ec507b6dfaa7dcade60854eb1dbe48";

export default node;
