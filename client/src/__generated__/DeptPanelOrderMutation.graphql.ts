/**
 * @generated SignedSource<<a78ae8ca78263c2659b54b36014f3847>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SysDepartmentOrderInput = {
  id: number;
  orderNum: number;
  parentId?: number | null | undefined;
};
export type DeptPanelOrderMutation$variables = {
  items: ReadonlyArray<SysDepartmentOrderInput>;
};
export type DeptPanelOrderMutation$data = {
  readonly sysDepartmentOrder: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysDepartmentOrderSuccess";
    readonly data: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DeptPanelOrderMutation = {
  response: DeptPanelOrderMutation$data;
  variables: DeptPanelOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "items"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "items",
        "variableName": "items"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sysDepartmentOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "AppError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationSysDepartmentOrderSuccess",
        "abstractKey": null
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
    "name": "DeptPanelOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeptPanelOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c267c0d363e5c3aa1dd5220d3e5ea9b",
    "id": null,
    "metadata": {},
    "name": "DeptPanelOrderMutation",
    "operationKind": "mutation",
    "text": "mutation DeptPanelOrderMutation(\n  $items: [SysDepartmentOrderInput!]!\n) {\n  sysDepartmentOrder(items: $items) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysDepartmentOrderSuccess {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "759bd315cb690ff4719029751dac83b7";

export default node;
