/**
 * @generated SignedSource<<3319b0fe328081897edab1064b1d2e86>>
 * @relayHash f20a8b3d481e41e0ca2ce89b92f479b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cce535f73913de34a2c64e88c3508a490615c67a6ee8fe0e046751cf27b4136

import { ConcreteRequest } from 'relay-runtime';
export type PluginInfoStatus = "DISABLED" | "ENABLED" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type PluginInfoFilter = {
  hook?: string | null | undefined;
  status?: number | null | undefined;
};
export type PluginInfoListQuery$variables = {
  filter?: PluginInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type PluginInfoListQuery$data = {
  readonly pluginInfoList: ReadonlyArray<{
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
  }>;
};
export type PluginInfoListQuery = {
  response: PluginInfoListQuery$data;
  variables: PluginInfoListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyWord"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "config",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hook",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "keyName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "keyWord",
        "variableName": "keyWord"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "PluginInfo",
    "kind": "LinkedField",
    "name": "pluginInfoList",
    "plural": true,
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PluginCode",
        "kind": "LinkedField",
        "name": "content",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createTime",
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "logo",
        "storageKey": null
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PluginManifest",
        "kind": "LinkedField",
        "name": "pluginJson",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
        "storageKey": null
      },
      (v8/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PluginInfoListQuery",
    "selections": (v9/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PluginInfoListQuery",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "id": "9cce535f73913de34a2c64e88c3508a490615c67a6ee8fe0e046751cf27b4136",
    "metadata": {},
    "name": "PluginInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "034f5ef22033d22803d6f9defc3058b1";

export default node;
