/**
 * @generated SignedSource<<06ab902cefe9e44c2e75fdfacb06a966>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DictType_row$data = {
  readonly createTime: string;
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly rowId: number;
  readonly updateTime: string;
  readonly " $fragmentType": "DictType_row";
};
export type DictType_row$key = {
  readonly " $data"?: DictType_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DictType_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DictType_row",
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
      "name": "key",
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
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "DictType",
  "abstractKey": null
};

(node as any).hash = "ecd0b2c59bd6a7a79dfb550f6d5824e3";

export default node;
