/**
 * @generated SignedSource<<77be5a1e8325b6fa9fa46b3dea10d0ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AreaInfo_row$data = {
  readonly city: string | null | undefined;
  readonly createTime: string;
  readonly district: string | null | undefined;
  readonly functions: ReadonlyArray<string> | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly postalCode: string | null | undefined;
  readonly province: string | null | undefined;
  readonly rowId: number;
  readonly scale: number | null | undefined;
  readonly street: string | null | undefined;
  readonly streetNo: string | null | undefined;
  readonly town: string | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "AreaInfo_row";
};
export type AreaInfo_row$key = {
  readonly " $data"?: AreaInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AreaInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AreaInfo_row",
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
      "name": "city",
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
      "name": "district",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "functions",
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
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streetNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "town",
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
  "type": "AreaInfo",
  "abstractKey": null
};

(node as any).hash = "712a87276994fd1e8d5d666b8346dae1";

export default node;
