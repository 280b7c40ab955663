/**
 * @generated SignedSource<<0652e3d7a96d23f60e66dd533c96a17a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuListPage_query$data = {
  readonly sysMenuList: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MenuListPage_fields">;
  }>;
  readonly " $fragmentType": "MenuListPage_query";
};
export type MenuListPage_query$key = {
  readonly " $data"?: MenuListPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuListPage_query">;
};

import MenuListPageRefetchQuery_graphql from './MenuListPageRefetchQuery.graphql';

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
      "operation": MenuListPageRefetchQuery_graphql
    }
  },
  "name": "MenuListPage_query",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MenuListPage_fields"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "defb54b274f082f5c5551d498c2bf164";

export default node;
