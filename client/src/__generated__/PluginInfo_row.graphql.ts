/**
 * @generated SignedSource<<e44324ad622fe3d95ae1d23e49843479>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PluginInfoStatus = "DISABLED" | "ENABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PluginInfo_row$data = {
  readonly author: string | null | undefined;
  readonly config: unknown | null | undefined;
  readonly content: unknown | null | undefined;
  readonly createTime: string;
  readonly description: string | null | undefined;
  readonly hook: string | null | undefined;
  readonly id: string;
  readonly keyName: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly pluginJson: unknown | null | undefined;
  readonly readme: string | null | undefined;
  readonly rowId: number;
  readonly status: number;
  readonly statusEnum: PluginInfoStatus | null | undefined;
  readonly tsContent: unknown | null | undefined;
  readonly updateTime: string;
  readonly version: string | null | undefined;
  readonly " $fragmentType": "PluginInfo_row";
};
export type PluginInfo_row$key = {
  readonly " $data"?: PluginInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PluginInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PluginInfo_row",
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
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "config",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hook",
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
      "name": "logo",
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
      "name": "pluginJson",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readme",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusEnum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tsContent",
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
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "PluginInfo",
  "abstractKey": null
};

(node as any).hash = "5a48837681ed54d54d4ab5eaea248ef0";

export default node;
