/**
 * @generated SignedSource<<5d854497f45c797998a49663e1bf1bba>>
 * @relayHash 9a6064ef7047268d0729f7b921dc347c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92de63d2d6403c3fa79af8a1c329e374689cb6069dd627cc958aee781bb8ab31

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
    readonly i18n: unknown | null | undefined;
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
        "name": "i18n",
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
    "id": "92de63d2d6403c3fa79af8a1c329e374689cb6069dd627cc958aee781bb8ab31",
    "metadata": {},
    "name": "DictTypeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22ec9804a0516577dd3ddf699b958c60";

export default node;
