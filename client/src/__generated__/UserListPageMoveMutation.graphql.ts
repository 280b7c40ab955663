/**
 * @generated SignedSource<<8402952082cd55ce5be7999dfdfda448>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserListPageMoveMutation$variables = {
  departmentId: number;
  userIds: ReadonlyArray<number>;
};
export type UserListPageMoveMutation$data = {
  readonly sysUserMove: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysUserMoveSuccess";
    readonly data: ReadonlyArray<number>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UserListPageMoveMutation = {
  response: UserListPageMoveMutation$data;
  variables: UserListPageMoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "departmentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userIds"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "departmentId",
        "variableName": "departmentId"
      },
      {
        "kind": "Variable",
        "name": "userIds",
        "variableName": "userIds"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sysUserMove",
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
        "type": "MutationSysUserMoveSuccess",
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
    "name": "UserListPageMoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserListPageMoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "65a46dd9f123d0a7d502da398844fa67",
    "id": null,
    "metadata": {},
    "name": "UserListPageMoveMutation",
    "operationKind": "mutation",
    "text": "mutation UserListPageMoveMutation(\n  $departmentId: Int!\n  $userIds: [Int!]!\n) {\n  sysUserMove(departmentId: $departmentId, userIds: $userIds) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysUserMoveSuccess {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "93448da3fbef014347612d8304a3ea99";

export default node;
