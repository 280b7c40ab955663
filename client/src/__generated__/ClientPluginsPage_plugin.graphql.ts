/**
 * @generated SignedSource<<587445e742d43ec475c6f320f6dbaf24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientPluginsPage_plugin$data = {
  readonly canDisable: boolean;
  readonly description: string;
  readonly enabled: boolean;
  readonly key: string;
  readonly library: string | null | undefined;
  readonly name: string;
  readonly settings: ReadonlyArray<{
    readonly default: unknown;
    readonly key: string;
    readonly label: string;
    readonly max: number | null | undefined;
    readonly min: number | null | undefined;
    readonly options: unknown | null | undefined;
    readonly type: string;
    readonly value: unknown;
  }>;
  readonly updateTime: string | null | undefined;
  readonly version: string;
  readonly " $fragmentType": "ClientPluginsPage_plugin";
};
export type ClientPluginsPage_plugin$key = {
  readonly " $data"?: ClientPluginsPage_plugin$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientPluginsPage_plugin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientPluginsPage_plugin",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "library",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDisable",
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
      "concreteType": "ClientPluginSetting",
      "kind": "LinkedField",
      "name": "settings",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
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
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "default",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientPlugin",
  "abstractKey": null
};
})();

(node as any).hash = "7ac3d840dedd844af85bb6fbf9da2f78";

export default node;
