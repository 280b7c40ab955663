/**
 * @generated SignedSource<<df75db634126e2ff2bd107121dd508b7>>
 * @relayHash 726446d37f20fe86fc48f70c3aaf471b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25187054cad809e11bc55d3c06d325bbf4871904830f9d9e70e7daa885fe0a67

import { ConcreteRequest } from 'relay-runtime';
export type MenuTransferParseQuery$variables = {
  menus: unknown;
  parentId?: number | null | undefined;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parentId"
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
      },
      {
        "kind": "Variable",
        "name": "parentId",
        "variableName": "parentId"
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
    "id": "25187054cad809e11bc55d3c06d325bbf4871904830f9d9e70e7daa885fe0a67",
    "metadata": {},
    "name": "MenuTransferParseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc7e64dcb3dda419db76d35650942c06";

export default node;
