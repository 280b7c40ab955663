/**
 * @generated SignedSource<<4998825e9272e248f7932796429d746b>>
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
    "cacheID": "743006181c4e5ca856fe8e9be29d5706",
    "id": null,
    "metadata": {},
    "name": "UserListPageRolesQuery",
    "operationKind": "query",
    "text": "query UserListPageRolesQuery {\n  sysRoleList(orderBy: \"createTime\", sort: asc) {\n    id\n    rowId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "a6a4d1ae61a842b0e5022a6770cf7d87";

export default node;
