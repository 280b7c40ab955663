/**
 * @generated SignedSource<<b63e4c9bdc64db28ba5d3173d0104423>>
 * @relayHash 743006181c4e5ca856fe8e9be29d5706
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c6af4685a053d0221608371d7dbfa82d31364806cfab28c2f6268ddc59d5ba6

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
    "id": "0c6af4685a053d0221608371d7dbfa82d31364806cfab28c2f6268ddc59d5ba6",
    "metadata": {},
    "name": "UserListPageRolesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6a4d1ae61a842b0e5022a6770cf7d87";

export default node;
