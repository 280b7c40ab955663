/**
 * @generated SignedSource<<c47eca19fdb6e214968f3436b5033128>>
 * @relayHash 8ef77dbe3350974870b07332ad307693
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d5688551fbacb32b46b1d093538f5a6f5f920ef15e00aace54224221d56b28e

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ZH_CN" | "ZH_TW" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type DictTypeListQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type DictTypeListQuery$data = {
  readonly dictTypeList: ReadonlyArray<{
    readonly createTime: string;
    readonly i18n: ReadonlyArray<{
      readonly field: string;
      readonly language: Language;
      readonly text: string;
    }> | null | undefined;
    readonly id: string;
    readonly key: string;
    readonly name: string;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type DictTypeListQuery = {
  response: DictTypeListQuery$data;
  variables: DictTypeListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "concreteType": "DictType",
    "kind": "LinkedField",
    "name": "dictTypeList",
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
        "name": "createTime",
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
        "name": "key",
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
    "name": "DictTypeListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DictTypeListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0d5688551fbacb32b46b1d093538f5a6f5f920ef15e00aace54224221d56b28e",
    "metadata": {},
    "name": "DictTypeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22ec9804a0516577dd3ddf699b958c60";

export default node;
