/**
 * @generated SignedSource<<12dc2edaec033b0b09c92314d07f5fd7>>
 * @relayHash d4e2e75b369eb4361c42c497ee8b85e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dce8884250f031fe79e57990cba54e5e3baf092559998628eec85a55d2322c7f

import { ConcreteRequest } from 'relay-runtime';
export type TreeDataMenusQuery$variables = Record<PropertyKey, never>;
export type TreeDataMenusQuery$data = {
  readonly sysMenuList: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly type: number;
  }>;
};
export type TreeDataMenusQuery = {
  response: TreeDataMenusQuery$data;
  variables: TreeDataMenusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "orderNum"
      },
      {
        "kind": "Literal",
        "name": "sort",
        "value": "asc"
      }
    ],
    "concreteType": "SysMenu",
    "kind": "LinkedField",
    "name": "sysMenuList",
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
        "name": "parentId",
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
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNum",
        "storageKey": null
      }
    ],
    "storageKey": "sysMenuList(orderBy:\"orderNum\",sort:\"asc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TreeDataMenusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TreeDataMenusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dce8884250f031fe79e57990cba54e5e3baf092559998628eec85a55d2322c7f",
    "metadata": {},
    "name": "TreeDataMenusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2e642d305cfa239c2153144dc25b8d18";

export default node;
