/**
 * @generated SignedSource<<02971d58220eac70f120d81f32e728a0>>
 * @relayHash 114404886fcbfd84be9750a09ea8fd04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ec98ef8708c040857547a5731668ad3109db72ab814615b3a8af6d44073f88f

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysDepartmentFilter = {
  parentId?: number | null | undefined;
};
export type SysDepartmentListQuery$variables = {
  filter?: SysDepartmentFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SysDepartmentListQuery$data = {
  readonly sysDepartmentList: ReadonlyArray<{
    readonly createTime: string;
    readonly id: string;
    readonly name: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type SysDepartmentListQuery = {
  response: SysDepartmentListQuery$data;
  variables: SysDepartmentListQuery$variables;
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
    "concreteType": "SysDepartment",
    "kind": "LinkedField",
    "name": "sysDepartmentList",
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
    "name": "SysDepartmentListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SysDepartmentListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ec98ef8708c040857547a5731668ad3109db72ab814615b3a8af6d44073f88f",
    "metadata": {},
    "name": "SysDepartmentListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7133f29860550b1349cf069f95fa94fc";

export default node;
