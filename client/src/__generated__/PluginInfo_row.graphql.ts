/**
 * @generated SignedSource<<60218289a75c6b95dd1dc3cb81695213>>
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
  readonly content: {
    readonly data: string | null | undefined;
    readonly type: string | null | undefined;
  } | null | undefined;
  readonly createTime: string;
  readonly description: string | null | undefined;
  readonly hook: string | null | undefined;
  readonly id: string;
  readonly keyName: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly pluginJson: {
    readonly author: string | null | undefined;
    readonly config: unknown | null | undefined;
    readonly description: string | null | undefined;
    readonly hook: string | null | undefined;
    readonly keyName: string | null | undefined;
    readonly name: string | null | undefined;
    readonly version: string | null | undefined;
  } | null | undefined;
  readonly readme: string | null | undefined;
  readonly rowId: number;
  readonly status: number;
  readonly statusEnum: PluginInfoStatus | null | undefined;
  readonly tsContent: {
    readonly data: string | null | undefined;
    readonly type: string | null | undefined;
  } | null | undefined;
  readonly updateTime: string;
  readonly version: string | null | undefined;
  readonly " $fragmentType": "PluginInfo_row";
};
export type PluginInfo_row$key = {
  readonly " $data"?: PluginInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PluginInfo_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "config",
  "storageKey": null
},
v2 = [
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
    "name": "type",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hook",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "keyName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PluginCode",
      "kind": "LinkedField",
      "name": "content",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createTime",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logo",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PluginManifest",
      "kind": "LinkedField",
      "name": "pluginJson",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
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
      "concreteType": "PluginCode",
      "kind": "LinkedField",
      "name": "tsContent",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updateTime",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "type": "PluginInfo",
  "abstractKey": null
};
})();

(node as any).hash = "1b5b58469dc33af28a5e5e1ca2e2b7c0";

export default node;
