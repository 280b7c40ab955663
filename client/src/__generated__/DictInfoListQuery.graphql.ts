/**
 * @generated SignedSource<<b5d3efcac9527b0f9230a4d2d52a3128>>
 * @relayHash b4e9918cc18e52b0af99b6c7daede8a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bb861e9db59f1c0416600118221b88744932add0225897ebffec6bf82bba0c4

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type DictInfoFilter = {
  parentId?: number | null | undefined;
  typeId?: number | null | undefined;
};
export type DictInfoListQuery$variables = {
  filter?: DictInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type DictInfoListQuery$data = {
  readonly dictInfoList: ReadonlyArray<{
    readonly createTime: string;
    readonly i18n: unknown | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly typeId: number;
    readonly updateTime: string;
    readonly value: string | null | undefined;
  }>;
};
export type DictInfoListQuery = {
  response: DictInfoListQuery$data;
  variables: DictInfoListQuery$variables;
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
    "concreteType": "DictInfo",
    "kind": "LinkedField",
    "name": "dictInfoList",
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
        "kind": "ScalarField",
        "name": "i18n",
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
        "name": "orderNum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
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
    "name": "DictInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DictInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8bb861e9db59f1c0416600118221b88744932add0225897ebffec6bf82bba0c4",
    "metadata": {},
    "name": "DictInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe18d4cb9139740575c2116e565fb905";

export default node;
