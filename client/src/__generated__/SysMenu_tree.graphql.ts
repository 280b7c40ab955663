/**
 * @generated SignedSource<<5abf2783d6f6ecb9bb43bff865471a45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysMenu_tree$data = {
  readonly sysMenuList: ReadonlyArray<{
    readonly id: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"SysMenu_row">;
  }>;
  readonly " $fragmentType": "SysMenu_tree";
};
export type SysMenu_tree$key = {
  readonly " $data"?: SysMenu_tree$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysMenu_tree">;
};

import SysMenuTreeRefetchQuery_graphql from './SysMenuTreeRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SysMenuTreeRefetchQuery_graphql
    }
  },
  "name": "SysMenu_tree",
  "selections": [
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
      "concreteType": "SysMenu",
      "kind": "LinkedField",
      "name": "sysMenuList",
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
          "name": "parentId",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "SysMenu_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c01d6c5eed4e70afecdc5c14854c6101";

export default node;
