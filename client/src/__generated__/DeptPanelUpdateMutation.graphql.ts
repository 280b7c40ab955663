/**
 * @generated SignedSource<<138f35cdf59f016088ee87de478ffac0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SysDepartmentUpdateInput = {
  id: number;
  name?: string | null | undefined;
  orderNum?: number | null | undefined;
  parentId?: number | null | undefined;
};
export type DeptPanelUpdateMutation$variables = {
  input: SysDepartmentUpdateInput;
};
export type DeptPanelUpdateMutation$data = {
  readonly sysDepartmentUpdate: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysDepartmentUpdateSuccess";
    readonly data: {
      readonly id: number;
      readonly record: {
        readonly id: string;
        readonly name: string;
        readonly orderNum: number;
        readonly parentId: number | null | undefined;
        readonly rowId: number;
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DeptPanelUpdateMutation = {
  response: DeptPanelUpdateMutation$data;
  variables: DeptPanelUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sysDepartmentUpdate",
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
            "concreteType": "SysDepartmentPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SysDepartment",
                "kind": "LinkedField",
                "name": "record",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "parentId",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSysDepartmentUpdateSuccess",
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
    "name": "DeptPanelUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeptPanelUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "99e0b812e5994a518c4ded4acfc5031e",
    "id": null,
    "metadata": {},
    "name": "DeptPanelUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation DeptPanelUpdateMutation(\n  $input: SysDepartmentUpdateInput!\n) {\n  sysDepartmentUpdate(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysDepartmentUpdateSuccess {\n      data {\n        id\n        record {\n          id\n          rowId\n          name\n          parentId\n          orderNum\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f1fde3deac57ada1d1f0474bfd92d9a";

export default node;
