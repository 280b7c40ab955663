/**
 * @generated SignedSource<<769234a855f5b7ed6bc57913a3940103>>
 * @relayHash cad4ac7ba5177f999cee2de8282d1ef8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 486e5fca85bc17115b44a73e3817c41e067551d4b8777dbb01e14bbbca45cfb5

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type AreaInfoFilter = {
  city?: string | null | undefined;
  district?: string | null | undefined;
  province?: string | null | undefined;
};
export type AreaInfoListQuery$variables = {
  filter?: AreaInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AreaInfoListQuery$data = {
  readonly areaInfoList: ReadonlyArray<{
    readonly city: string | null | undefined;
    readonly createTime: string;
    readonly district: string | null | undefined;
    readonly functions: ReadonlyArray<string> | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly postalCode: string | null | undefined;
    readonly province: string | null | undefined;
    readonly rowId: number;
    readonly scale: number | null | undefined;
    readonly street: string | null | undefined;
    readonly streetNo: string | null | undefined;
    readonly town: string | null | undefined;
    readonly updateTime: string;
  }>;
};
export type AreaInfoListQuery = {
  response: AreaInfoListQuery$data;
  variables: AreaInfoListQuery$variables;
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
    "concreteType": "AreaInfo",
    "kind": "LinkedField",
    "name": "areaInfoList",
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
        "name": "city",
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
        "name": "district",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "functions",
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
        "name": "postalCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "province",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scale",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "street",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "streetNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "town",
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
    "name": "AreaInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AreaInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "486e5fca85bc17115b44a73e3817c41e067551d4b8777dbb01e14bbbca45cfb5",
    "metadata": {},
    "name": "AreaInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e52f946b9640906297c9bb6a2acce265";

export default node;
