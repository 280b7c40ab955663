/**
 * @generated SignedSource<<b992113c832782d39f50f8daad108823>>
 * @relayHash c06c104f96a83961ae2d2f2a5a2ab46c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fab581f1d3944bcef0b7959229693a59d76c9a00d44a629a36f41b577ea1ab1d

import { ConcreteRequest } from 'relay-runtime';
export type TreeDataDepartmentsQuery$variables = Record<PropertyKey, never>;
export type TreeDataDepartmentsQuery$data = {
  readonly sysDepartmentList: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
  }>;
};
export type TreeDataDepartmentsQuery = {
  response: TreeDataDepartmentsQuery$data;
  variables: TreeDataDepartmentsQuery$variables;
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
        "name": "orderNum",
        "storageKey": null
      }
    ],
    "storageKey": "sysDepartmentList(orderBy:\"orderNum\",sort:\"asc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TreeDataDepartmentsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TreeDataDepartmentsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fab581f1d3944bcef0b7959229693a59d76c9a00d44a629a36f41b577ea1ab1d",
    "metadata": {},
    "name": "TreeDataDepartmentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18baebe0343ea00c3b3e5ef6b2d54b6b";

export default node;
