/**
 * @generated SignedSource<<caf4d6af7964a3431ba4c8d5e5f4742c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysRole_row$data = {
  readonly createTime: string;
  readonly departmentIdList: ReadonlyArray<number>;
  readonly i18n: unknown | null | undefined;
  readonly id: string;
  readonly label: string;
  readonly menuIdList: ReadonlyArray<number>;
  readonly name: string;
  readonly relevance: boolean;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "SysRole_row";
};
export type SysRole_row$key = {
  readonly " $data"?: SysRole_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysRole_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysRole_row",
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
      "name": "departmentIdList",
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
      "name": "label",
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
      "name": "name",
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
      "name": "remark",
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
    }
  ],
  "type": "SysRole",
  "abstractKey": null
};

(node as any).hash = "25ced9183e2e64684c8a781c3596e8de";

export default node;
