/**
 * @generated SignedSource<<5e4316c7d7782d683607904b86a47d06>>
 * @relayHash 8bfac824023ddd8d8cfc2185cd13252c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8ab21331033e344995f3d5058c081e51241a2838575acc6d3be94093d2eaf36

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
    "id": "c8ab21331033e344995f3d5058c081e51241a2838575acc6d3be94093d2eaf36",
    "metadata": {},
    "name": "InfoTemplateListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93ec507b6dfaa7dcade60854eb1dbe48";

export default node;
