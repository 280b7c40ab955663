/**
 * @generated SignedSource<<1f833d66aaf27fbcd77cf78fb3122078>>
 * @relayHash 1ea8b2287a92238d77cdcf2e4f167320
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 008281f5eaf8c249ce60a9412962971bda70d2315b5c16f8d73274817e0b90db

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type DictTypeListQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type DictTypeListQuery$data = {
  readonly dictTypeList: ReadonlyArray<{
    readonly createTime: string;
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
    "id": "008281f5eaf8c249ce60a9412962971bda70d2315b5c16f8d73274817e0b90db",
    "metadata": {},
    "name": "DictTypeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22ec9804a0516577dd3ddf699b958c60";

export default node;
