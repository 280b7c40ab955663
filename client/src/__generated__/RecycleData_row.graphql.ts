/**
 * @generated SignedSource<<446e6e587cea854cecfe6af9eec3d6f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecycleData_row$data = {
  readonly areaId: number | null | undefined;
  readonly count: number;
  readonly createTime: string;
  readonly data: unknown;
  readonly departmentId: number | null | undefined;
  readonly entityInfo: {
    readonly model: string | null | undefined;
    readonly prefix: string | null | undefined;
    readonly related: ReadonlyArray<{
      readonly column: string | null | undefined;
      readonly how: string | null | undefined;
      readonly model: string | null | undefined;
      readonly rows: unknown | null | undefined;
    }> | null | undefined;
    readonly type: string | null | undefined;
  } | null | undefined;
  readonly entityType: string | null | undefined;
  readonly id: string;
  readonly params: unknown | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly url: string | null | undefined;
  readonly userId: number | null | undefined;
  readonly userName: string | null | undefined;
  readonly " $fragmentType": "RecycleData_row";
};
export type RecycleData_row$key = {
  readonly " $data"?: RecycleData_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecycleData_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecycleData_row",
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
      "name": "count",
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
      "name": "data",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departmentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecycleEntityInfo",
      "kind": "LinkedField",
      "name": "entityInfo",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prefix",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecycledRelated",
          "kind": "LinkedField",
          "name": "related",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "column",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "how",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rows",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "params",
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
      "name": "url",
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
      "name": "userName",
      "storageKey": null
    }
  ],
  "type": "RecycleData",
  "abstractKey": null
};
})();

(node as any).hash = "b10130b01baaf64fee51905842571e20";

export default node;
