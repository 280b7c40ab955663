/**
 * @generated SignedSource<<55b2b8582da190217d72b7797f3711a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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
  readonly perms: string | null | undefined;
  readonly router: string | null | undefined;
  readonly rowId: number;
  readonly type: number;
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

(node as any).hash = "9828eb5ef5a5c4c88ea877e0ff7432f3";

export default node;
