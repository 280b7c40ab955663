/**
 * @generated SignedSource<<b20a336a54f8c7892f040252d5d34130>>
 * @relayHash a3c24a9567a8ad84eb03d04443069ff9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c27d1fbe212e739aacc18a21c032a90e6916967dd5c4d38affcb64fc90eb894

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
v1 = [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PluginInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PluginInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c27d1fbe212e739aacc18a21c032a90e6916967dd5c4d38affcb64fc90eb894",
    "metadata": {},
    "name": "PluginInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "034f5ef22033d22803d6f9defc3058b1";

export default node;
