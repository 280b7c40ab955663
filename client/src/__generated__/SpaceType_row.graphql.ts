/**
 * @generated SignedSource<<e6a7a3ddcfa7dc4139aaaf28b16d5041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpaceType_row$data = {
  readonly areaId: number;
  readonly areaName: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly name: string;
  readonly parentId: number | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "SpaceType_row";
};
export type SpaceType_row$key = {
  readonly " $data"?: SpaceType_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpaceType_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpaceType_row",
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
      "name": "createTime",
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
      "name": "parentId",
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
  "type": "SpaceType",
  "abstractKey": null
};

(node as any).hash = "37974f3dc45b1a10315ad43e6b71b54a";

export default node;
