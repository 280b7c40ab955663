/**
 * @generated SignedSource<<b511021948ff39327bb0a3509b813931>>
 * @relayHash c532c4b75334ef88d694c0e4eb2f1c47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f75907d57d03f42e5622cb1e7e40f7275652222f3af5b3275cc2fd05e3a19366

import { ConcreteRequest } from 'relay-runtime';
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
    readonly status: number;
    readonly systemFields: unknown | null | undefined;
    readonly type: number;
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
        "name": "status",
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
    "id": "f75907d57d03f42e5622cb1e7e40f7275652222f3af5b3275cc2fd05e3a19366",
    "metadata": {},
    "name": "InfoTemplateListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93ec507b6dfaa7dcade60854eb1dbe48";

export default node;
