/**
 * @generated SignedSource<<a46927b8411ddc672bbc0818845492f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleListPage_fields$data = {
  readonly createTime: string;
  readonly departmentIdList: ReadonlyArray<number>;
  readonly id: string;
  readonly label: string;
  readonly menuIdList: ReadonlyArray<number>;
  readonly name: string;
  readonly relevance: boolean;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "RoleListPage_fields";
};
export type RoleListPage_fields$key = {
  readonly " $data"?: RoleListPage_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleListPage_fields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleListPage_fields",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
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
      "name": "relevance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "menuIdList",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departmentIdList",
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
      "name": "createTime",
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
  "type": "SysRole",
  "abstractKey": null
};

(node as any).hash = "deca685124457e9300eb1397a67a38ed";

export default node;
