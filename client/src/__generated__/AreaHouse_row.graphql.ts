/**
 * @generated SignedSource<<e2ad8301a40a8e846280f9036b07f4db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AreaHouse_row$data = {
  readonly areaCode: string | null | undefined;
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly buildingNo: string | null | undefined;
  readonly createTime: string;
  readonly houseNo: string | null | undefined;
  readonly id: string;
  readonly ownerName: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly privateArea: string | null | undefined;
  readonly propertyCertNo: string | null | undefined;
  readonly rowId: number;
  readonly unitNo: string | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "AreaHouse_row";
};
export type AreaHouse_row$key = {
  readonly " $data"?: AreaHouse_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AreaHouse_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AreaHouse_row",
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
      "name": "areaCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areaId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areaName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingNo",
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
      "name": "houseNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privateArea",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertyCertNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitNo",
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
  "type": "AreaHouse",
  "abstractKey": null
};

(node as any).hash = "4a49e6bd0d08015a70c7a1c3e8ab14f7";

export default node;
