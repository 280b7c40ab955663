/**
 * @generated SignedSource<<977cd2f3596fa72b19655f6d3a5683db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysDepartment_tree$data = {
  readonly sysDepartmentList: ReadonlyArray<{
    readonly id: string;
    readonly orderNum: number;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"SysDepartment_row">;
  }>;
  readonly " $fragmentType": "SysDepartment_tree";
};
export type SysDepartment_tree$key = {
  readonly " $data"?: SysDepartment_tree$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysDepartment_tree">;
};

import SysDepartmentTreeRefetchQuery_graphql from './SysDepartmentTreeRefetchQuery.graphql';

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
      "operation": SysDepartmentTreeRefetchQuery_graphql
    }
  },
  "name": "SysDepartment_tree",
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
      "concreteType": "SysDepartment",
      "kind": "LinkedField",
      "name": "sysDepartmentList",
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
          "name": "SysDepartment_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cddc5bc58ac4eb71e98d65e6a413bc6b";

export default node;
