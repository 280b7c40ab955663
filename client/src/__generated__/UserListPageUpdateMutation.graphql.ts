/**
 * @generated SignedSource<<e58d4131973f68d7138147ce46acc944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SysUserUpdateInput = {
  areaIds?: unknown | null | undefined;
  departmentId?: number | null | undefined;
  email?: string | null | undefined;
  headImg?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
  nickName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  propertyCompany?: string | null | undefined;
  remark?: string | null | undefined;
  roleIdList?: ReadonlyArray<number> | null | undefined;
  status?: number | null | undefined;
  username?: string | null | undefined;
};
export type UserListPageUpdateMutation$variables = {
  input: SysUserUpdateInput;
};
export type UserListPageUpdateMutation$data = {
  readonly sysUserUpdate: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysUserUpdateSuccess";
    readonly data: {
      readonly record: {
        readonly areaIds: unknown | null | undefined;
        readonly createTime: string;
        readonly departmentId: number | null | undefined;
        readonly departmentName: string | null | undefined;
        readonly email: string | null | undefined;
        readonly headImg: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly nickName: string | null | undefined;
        readonly phone: string | null | undefined;
        readonly propertyCompany: string | null | undefined;
        readonly remark: string | null | undefined;
        readonly roleIdList: ReadonlyArray<number>;
        readonly roleName: string | null | undefined;
        readonly rowId: number;
        readonly status: number;
        readonly updateTime: string;
        readonly username: string;
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UserListPageUpdateMutation = {
  response: UserListPageUpdateMutation$data;
  variables: UserListPageUpdateMutation$variables;
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
    "name": "sysUserUpdate",
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
            "concreteType": "SysUserPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SysUser",
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
                    "name": "username",
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
                    "name": "nickName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "headImg",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "departmentId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "departmentName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleIdList",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "areaIds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "propertyCompany",
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
        "type": "MutationSysUserUpdateSuccess",
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
    "name": "UserListPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserListPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d1df645662354952b3a642dd405a7116",
    "id": null,
    "metadata": {},
    "name": "UserListPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation UserListPageUpdateMutation(\n  $input: SysUserUpdateInput!\n) {\n  sysUserUpdate(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysUserUpdateSuccess {\n      data {\n        record {\n          id\n          rowId\n          username\n          name\n          nickName\n          headImg\n          phone\n          email\n          remark\n          status\n          departmentId\n          departmentName\n          roleIdList\n          roleName\n          areaIds\n          propertyCompany\n          createTime\n          updateTime\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b86970c9c74b8b86db76855fde3822c";

export default node;
