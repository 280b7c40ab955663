/**
 * @generated SignedSource<<1994044006a5e351092f254c2916174b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ParamListPage_fields$data = {
  readonly createTime: string;
  readonly data: string | null | undefined;
  readonly dataType: number;
  readonly id: string;
  readonly keyName: string;
  readonly name: string;
  readonly remark: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "ParamListPage_fields";
};
export type ParamListPage_fields$key = {
  readonly " $data"?: ParamListPage_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParamListPage_fields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParamListPage_fields",
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
      "name": "keyName",
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
      "name": "data",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataType",
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
  "type": "SysParam",
  "abstractKey": null
};

(node as any).hash = "5eab30e067912f207aa20785095bcfa6";

export default node;
