/**
 * @generated SignedSource<<9a9c41337356707716dfb009dcc5658c>>
 * @relayHash 9b9702e8d223069cbb8ffcbf0c2c63f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75fd807c4ec061cba8f313e949924def97bda5daa3d0a9765b5c2ed760e5b942

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysRoleListQuery$variables = {
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SysRoleListQuery$data = {
  readonly sysRoleList: ReadonlyArray<{
    readonly createTime: string;
    readonly departmentIdList: ReadonlyArray<number>;
    readonly id: string;
    readonly label: string;
    readonly menuIdList: ReadonlyArray<number>;
    readonly name: string;
    readonly relevance: boolean;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type SysRoleListQuery = {
  response: SysRoleListQuery$data;
  variables: SysRoleListQuery$variables;
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
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "departmentIdList",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "menuIdList",
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
        "name": "relevance",
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
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
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
    "name": "SysRoleListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SysRoleListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75fd807c4ec061cba8f313e949924def97bda5daa3d0a9765b5c2ed760e5b942",
    "metadata": {},
    "name": "SysRoleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c2e1f8fe4eb7911350430b863cc288d6";

export default node;
