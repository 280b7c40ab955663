/**
 * @generated SignedSource<<1ba275b5d4f722c0d47163bdbf03e17e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserListPageRolesQuery$variables = Record<PropertyKey, never>;
export type UserListPageRolesQuery$data = {
  readonly sysRoleList: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type UserListPageRolesQuery = {
  response: UserListPageRolesQuery$data;
  variables: UserListPageRolesQuery$variables;
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
    "concreteType": "SysRole",
    "kind": "LinkedField",
    "name": "sysRoleList",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      }
    ],
    "storageKey": "sysRoleList(orderBy:\"createTime\",sort:\"asc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserListPageRolesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserListPageRolesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7ec0d58de0df49ba83a68cf716c5d3f9",
    "id": null,
    "metadata": {},
    "name": "UserListPageRolesQuery",
    "operationKind": "query",
    "text": "query UserListPageRolesQuery {\n  sysRoleList(orderBy: \"createTime\", sort: asc) {\n    id\n    rowId\n    name\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "b76ad4a1dce8b6e95e8891550cdd6110";

export default node;
