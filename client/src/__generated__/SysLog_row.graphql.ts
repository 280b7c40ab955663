/**
 * @generated SignedSource<<4fab5c0a5073776493fe39693f81371a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysLog_row$data = {
  readonly action: string | null | undefined;
  readonly createTime: string;
  readonly id: string;
  readonly ip: string | null | undefined;
  readonly name: string | null | undefined;
  readonly params: unknown | null | undefined;
  readonly requestId: string | null | undefined;
  readonly rowId: number;
  readonly updateTime: string;
  readonly userId: number | null | undefined;
  readonly " $fragmentType": "SysLog_row";
};
export type SysLog_row$key = {
  readonly " $data"?: SysLog_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SysLog_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SysLog_row",
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
      "name": "action",
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
      "name": "ip",
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
      "name": "params",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestId",
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
  "type": "SysLog",
  "abstractKey": null
};

(node as any).hash = "25f29bc8e1971939990d2f50dbdf63cb";

export default node;
