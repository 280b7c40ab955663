/**
 * @generated SignedSource<<0aafbe7e736802f370fcd515353971d3>>
 * @relayHash 775a814f17d97f52f3654e5221fff4eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68994fe033cbe7c211edc84a36bae194edb7a27cce60803416a5a8917e3b7d74

import { ConcreteRequest } from 'relay-runtime';
export type MenuTransferParseQuery$variables = {
  menus: unknown;
};
export type MenuTransferParseQuery$data = {
  readonly sysMenuParse: {
    readonly create: ReadonlyArray<{
      readonly path: string;
      readonly perms: string | null | undefined;
      readonly router: string | null | undefined;
      readonly type: number;
    }>;
    readonly errors: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly exists: ReadonlyArray<{
      readonly path: string;
      readonly perms: string | null | undefined;
      readonly router: string | null | undefined;
      readonly type: number;
    }>;
  };
};
export type MenuTransferParseQuery = {
  response: MenuTransferParseQuery$data;
  variables: MenuTransferParseQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "menus"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
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
    "name": "router",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "perms",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "menus",
        "variableName": "menus"
      }
    ],
    "concreteType": "SysMenuImportPlan",
    "kind": "LinkedField",
    "name": "sysMenuParse",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SysMenuImportItem",
        "kind": "LinkedField",
        "name": "create",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SysMenuImportItem",
        "kind": "LinkedField",
        "name": "exists",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SysMenuImportError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuTransferParseQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenuTransferParseQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "68994fe033cbe7c211edc84a36bae194edb7a27cce60803416a5a8917e3b7d74",
    "metadata": {},
    "name": "MenuTransferParseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab702ca8ec770bb44be68f7f65b2e658";

export default node;
