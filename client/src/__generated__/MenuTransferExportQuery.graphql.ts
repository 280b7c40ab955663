/**
 * @generated SignedSource<<0151833fd04c51362132a6fe01697664>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MenuTransferExportQuery$variables = {
  ids: ReadonlyArray<number>;
};
export type MenuTransferExportQuery$data = {
  readonly sysMenuExport: unknown;
};
export type MenuTransferExportQuery = {
  response: MenuTransferExportQuery$data;
  variables: MenuTransferExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ScalarField",
    "name": "sysMenuExport",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuTransferExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenuTransferExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64367ff5dfe91f233095811862d71349",
    "id": null,
    "metadata": {},
    "name": "MenuTransferExportQuery",
    "operationKind": "query",
    "text": "query MenuTransferExportQuery(\n  $ids: [Int!]!\n) {\n  sysMenuExport(ids: $ids)\n}\n"
  }
};
})();

(node as any).hash = "d2b56af91fd9fe3500121c79f8c4556a";

export default node;
