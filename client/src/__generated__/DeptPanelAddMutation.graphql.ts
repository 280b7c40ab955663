/**
 * @generated SignedSource<<58a2d2e42c5aec88f0e6ec77953e3f6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SysDepartmentAddInput = {
  name?: string | null | undefined;
  orderNum?: number | null | undefined;
  parentId?: number | null | undefined;
};
export type DeptPanelAddMutation$variables = {
  input: SysDepartmentAddInput;
};
export type DeptPanelAddMutation$data = {
  readonly sysDepartmentAdd: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysDepartmentAddSuccess";
    readonly data: {
      readonly id: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DeptPanelAddMutation = {
  response: DeptPanelAddMutation$data;
  variables: DeptPanelAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "sysDepartmentAdd",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSysDepartmentAddSuccess",
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
    "name": "DeptPanelAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeptPanelAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "57c5eaad085ff0da44d53a477ef3ceac",
    "id": null,
    "metadata": {},
    "name": "DeptPanelAddMutation",
    "operationKind": "mutation",
    "text": "mutation DeptPanelAddMutation(\n  $input: SysDepartmentAddInput!\n) {\n  sysDepartmentAdd(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysDepartmentAddSuccess {\n      data {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "642b2938d46f1381799dbc041dfdfd44";

export default node;
