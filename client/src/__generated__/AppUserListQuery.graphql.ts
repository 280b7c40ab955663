/**
 * @generated SignedSource<<09fec339a0cc700987927c525bd06b4f>>
 * @relayHash 39aa3d17209741358397fd3d59a5b968
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e01e504470aac28b8b0350c96a6346584bae560369a80f4dafdeb7fe2124b515

import { ConcreteRequest } from 'relay-runtime';
export type AppUserGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type AppUserLoginType = "H5" | "MINI_PROGRAM" | "OFFICIAL_ACCOUNT" | "%future added value";
export type AppUserStatus = "ACTIVE" | "DEREGISTERED" | "DISABLED" | "%future added value";
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
    readonly areaIds: ReadonlyArray<number> | null | undefined;
    readonly avatarUrl: string | null | undefined;
    readonly createTime: string;
    readonly description: string | null | undefined;
    readonly gender: number;
    readonly genderEnum: AppUserGender | null | undefined;
    readonly id: string;
    readonly loginType: number;
    readonly loginTypeEnum: AppUserLoginType | null | undefined;
    readonly nickName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly rowId: number;
    readonly signUrl: string | null | undefined;
    readonly status: number;
    readonly statusEnum: AppUserStatus | null | undefined;
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
        "name": "genderEnum",
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
        "name": "loginTypeEnum",
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
        "name": "statusEnum",
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
    "id": "e01e504470aac28b8b0350c96a6346584bae560369a80f4dafdeb7fe2124b515",
    "metadata": {},
    "name": "AppUserListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dacd6a41f03e669965db0a3b3198f5e8";

export default node;
