/**
 * @generated SignedSource<<b6a5c909d99ba155d4bc635675f9fe15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppUserGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type AppUserLoginType = "H5" | "MINI_PROGRAM" | "OFFICIAL_ACCOUNT" | "%future added value";
export type AppUserStatus = "ACTIVE" | "DEREGISTERED" | "DISABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppUser_row$data = {
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
  readonly " $fragmentType": "AppUser_row";
};
export type AppUser_row$key = {
  readonly " $data"?: AppUser_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppUser_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppUser_row",
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
  "type": "AppUser",
  "abstractKey": null
};

(node as any).hash = "ece334edff0f60b4a424586611fe7eff";

export default node;
