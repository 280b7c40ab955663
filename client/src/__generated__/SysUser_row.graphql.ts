/**
 * @generated SignedSource<<46b308a2b6e62960d34d0fb317225fd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SysUserStatus = "DISABLED" | "ENABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SysUser_row$data = {
  readonly areaIds: ReadonlyArray<number> | null | undefined;
  readonly createTime: string;
  readonly departmentId: number | null | undefined;
  readonly departmentName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly headImg: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly nickName: string | null | undefined;
  readonly passwordV: number;
  readonly phone: string | null | undefined;
  readonly propertyCompany: string | null | undefined;
  readonly remark: string | null | undefined;
  readonly roleIdList: ReadonlyArray<number>;
  readonly roleName: string | null | undefined;
  readonly rowId: number;
  readonly socketId: string | null | undefined;
  readonly status: number;
  readonly statusEnum: SysUserStatus | null | undefined;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "SysUser_row";
};
export type SysUser_row$key = {
  readonly " $data"?: SysUser_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysUser_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysUser_row",
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
      "name": "createTime",
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
      "name": "email",
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
      "name": "passwordV",
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
      "name": "propertyCompany",
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
      "name": "socketId",
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
      "name": "updateTime",
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
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "SysUser",
  "abstractKey": null
};

(node as any).hash = "02f7e37a552aeaa4515090052d635fa5";

export default node;
