/**
 * @generated SignedSource<<24691e34314ac2ed7522a743e44070aa>>
 * @relayHash def56dd923d5344da7a4b5f2d6d7dca4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b385b39f5feee027c8cb0cf9760d3cca833270fce8f35c063c9a09ff7277614b

import { ConcreteRequest } from 'relay-runtime';
export type ClientPluginsPageQuery$variables = Record<PropertyKey, never>;
export type ClientPluginsPageQuery$data = {
  readonly clientPlugins: ReadonlyArray<{
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
  }>;
};
export type ClientPluginsPageQuery = {
  response: ClientPluginsPageQuery$data;
  variables: ClientPluginsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientPlugin",
    "kind": "LinkedField",
    "name": "clientPlugins",
    "plural": true,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientPluginsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClientPluginsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b385b39f5feee027c8cb0cf9760d3cca833270fce8f35c063c9a09ff7277614b",
    "metadata": {},
    "name": "ClientPluginsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcc1f66a2360705b5b3facde12a7fed2";

export default node;
