/**
 * @generated SignedSource<<8c4c6121a93bcfd5a02a175b31373346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DictInfo_tree$data = {
  readonly dictInfoList: ReadonlyArray<{
    readonly id: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"DictInfo_row">;
  }>;
  readonly " $fragmentType": "DictInfo_tree";
};
export type DictInfo_tree$key = {
  readonly " $data"?: DictInfo_tree$data;
  readonly " $fragmentSpreads": FragmentRefs<"DictInfo_tree">;
};

import DictInfoTreeRefetchQuery_graphql from './DictInfoTreeRefetchQuery.graphql';

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
      "operation": DictInfoTreeRefetchQuery_graphql
    }
  },
  "name": "DictInfo_tree",
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
      "concreteType": "DictInfo",
      "kind": "LinkedField",
      "name": "dictInfoList",
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
          "name": "DictInfo_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a1d8208bbce1afc9739a5e391c931c06";

export default node;
