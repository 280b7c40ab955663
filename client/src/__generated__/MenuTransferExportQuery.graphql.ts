/**
 * @generated SignedSource<<f53135c95ca5621f1a036eefb876f774>>
 * @relayHash 64367ff5dfe91f233095811862d71349
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6591281e9ba8ee75e0d02ff663c88d2109ac591bceb415dbebc9598bde7c1bf

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
    "id": "b6591281e9ba8ee75e0d02ff663c88d2109ac591bceb415dbebc9598bde7c1bf",
    "metadata": {},
    "name": "MenuTransferExportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2b56af91fd9fe3500121c79f8c4556a";

export default node;
