/**
 * @generated SignedSource<<6671f8531968321bb3f180604cf17568>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserListPageAreasQuery$variables = Record<PropertyKey, never>;
export type UserListPageAreasQuery$data = {
  readonly areaInfoList: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type UserListPageAreasQuery = {
  response: UserListPageAreasQuery$data;
  variables: UserListPageAreasQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "createTime"
      },
      {
        "kind": "Literal",
        "name": "sort",
        "value": "asc"
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": "areaInfoList(orderBy:\"createTime\",sort:\"asc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserListPageAreasQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserListPageAreasQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5102f9f2cb510330a9378994c882cecd",
    "id": null,
    "metadata": {},
    "name": "UserListPageAreasQuery",
    "operationKind": "query",
    "text": "query UserListPageAreasQuery {\n  areaInfoList(orderBy: \"createTime\", sort: asc) {\n    id\n    rowId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c339a64e0ebda26f64e8c788a2e0c64";

export default node;
