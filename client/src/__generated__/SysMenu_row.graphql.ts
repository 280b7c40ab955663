/**
 * @generated SignedSource<<06ee2a3d255f48231bf3c98ee8d24b37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SysMenuType = "DIRECTORY" | "MENU" | "PERMISSION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SysMenu_row$data = {
  readonly createTime: string;
  readonly i18n: unknown | null | undefined;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly isShow: boolean;
  readonly keepAlive: boolean;
  readonly name: string;
  readonly orderNum: number;
  readonly parentId: number | null | undefined;
  readonly parentName: string | null | undefined;
  readonly perms: string | null | undefined;
  readonly router: string | null | undefined;
  readonly rowId: number;
  readonly type: number;
  readonly typeEnum: SysMenuType | null | undefined;
  readonly updateTime: string;
  readonly viewPath: string | null | undefined;
  readonly " $fragmentType": "SysMenu_row";
};
export type SysMenu_row$key = {
  readonly " $data"?: SysMenu_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysMenu_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysMenu_row",
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
      "name": "createTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "i18n",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isShow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keepAlive",
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
      "name": "orderNum",
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
      "name": "parentName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "router",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeEnum",
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
      "name": "viewPath",
      "storageKey": null
    }
  ],
  "type": "SysMenu",
  "abstractKey": null
};

(node as any).hash = "4806388602111825a258c9fa016424f3";

export default node;
