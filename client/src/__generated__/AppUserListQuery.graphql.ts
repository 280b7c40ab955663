/**
 * @generated SignedSource<<25824aa874935b137fb2b17c34f46d17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type AppUserFilter = {
  gender?: number | null | undefined;
  loginType?: number | null | undefined;
  status?: number | null | undefined;
};
export type AppUserListQuery$variables = {
  filter?: AppUserFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AppUserListQuery$data = {
  readonly appUserList: ReadonlyArray<{
    readonly areaIds: unknown | null | undefined;
    readonly avatarUrl: string | null | undefined;
    readonly createTime: string;
    readonly description: string | null | undefined;
    readonly gender: number;
    readonly id: string;
    readonly loginType: number;
    readonly nickName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly rowId: number;
    readonly signUrl: string | null | undefined;
    readonly status: number;
    readonly unionid: string | null | undefined;
    readonly updateTime: string;
  }>;
};
export type AppUserListQuery = {
  response: AppUserListQuery$data;
  variables: AppUserListQuery$variables;
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
    "concreteType": "AppUser",
    "kind": "LinkedField",
    "name": "appUserList",
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
        "name": "areaIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gender",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "loginType",
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
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signUrl",
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
        "name": "unionid",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AppUserListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AppUserListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8b2a5da5a76497a4fd54409761570dc",
    "id": null,
    "metadata": {},
    "name": "AppUserListQuery",
    "operationKind": "query",
    "text": "query AppUserListQuery(\n  $filter: AppUserFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  appUserList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    areaIds\n    avatarUrl\n    createTime\n    description\n    gender\n    loginType\n    nickName\n    phone\n    signUrl\n    status\n    unionid\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "dacd6a41f03e669965db0a3b3198f5e8";

export default node;
