/**
 * @generated SignedSource<<5554bd055718b4a18e8a29b51d998e69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpaceType_tree$data = {
  readonly spaceTypeList: ReadonlyArray<{
    readonly id: string;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"SpaceType_row">;
  }>;
  readonly " $fragmentType": "SpaceType_tree";
};
export type SpaceType_tree$key = {
  readonly " $data"?: SpaceType_tree$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpaceType_tree">;
};

import SpaceTypeTreeRefetchQuery_graphql from './SpaceTypeTreeRefetchQuery.graphql';

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
      "operation": SpaceTypeTreeRefetchQuery_graphql
    }
  },
  "name": "SpaceType_tree",
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
      "concreteType": "SpaceType",
      "kind": "LinkedField",
      "name": "spaceTypeList",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "SpaceType_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "eaada34bbdb07782ed1e5be842abaaad";

export default node;
