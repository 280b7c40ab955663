/**
 * @generated SignedSource<<69078a2374e722b82e135af51ac8bc2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SysRoleAddInput = {
  departmentIdList?: ReadonlyArray<number> | null | undefined;
  label?: string | null | undefined;
  menuIdList?: ReadonlyArray<number> | null | undefined;
  name?: string | null | undefined;
  relevance?: boolean | null | undefined;
  remark?: string | null | undefined;
};
export type RoleListPageAddMutation$variables = {
  input: SysRoleAddInput;
};
export type RoleListPageAddMutation$data = {
  readonly sysRoleAdd: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysRoleAddSuccess";
    readonly data: {
      readonly record: {
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
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RoleListPageAddMutation = {
  response: RoleListPageAddMutation$data;
  variables: RoleListPageAddMutation$variables;
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
    "name": "sysRoleAdd",
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
            "concreteType": "SysRolePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SysRole",
                "kind": "LinkedField",
                "name": "record",
                "plural": false,
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
                    "name": "relevance",
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
                    "name": "departmentIdList",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
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
                    "name": "updateTime",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSysRoleAddSuccess",
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
    "name": "RoleListPageAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleListPageAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a741eaf2fbc698083ac63a09a660ce90",
    "id": null,
    "metadata": {},
    "name": "RoleListPageAddMutation",
    "operationKind": "mutation",
    "text": "mutation RoleListPageAddMutation(\n  $input: SysRoleAddInput!\n) {\n  sysRoleAdd(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysRoleAddSuccess {\n      data {\n        record {\n          id\n          rowId\n          name\n          label\n          remark\n          relevance\n          menuIdList\n          departmentIdList\n          userId\n          createTime\n          updateTime\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dad0db5c5a25e0c0b290e166082a09bf";

export default node;
