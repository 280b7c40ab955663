/**
 * @generated SignedSource<<154c60f3b6050b8bc2d475ee55bba11c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogListPage_fields$data = {
  readonly action: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly ip: string | null | undefined;
  readonly name: string | null | undefined;
  readonly params: unknown | null | undefined;
  readonly rowId: number;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "LogListPage_fields";
};
export type LogListPage_fields$key = {
  readonly " $data"?: LogListPage_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"LogListPage_fields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LogListPage_fields",
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
      "name": "userId",
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
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
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
      "name": "createTime",
      "storageKey": null
    }
  ],
  "type": "SysLog",
  "abstractKey": null
};

(node as any).hash = "bc2ad1621350cf877463380f32584007";

export default node;
