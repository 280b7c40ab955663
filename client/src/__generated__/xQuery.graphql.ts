/**
 * @generated SignedSource<<b9101eb4c38254bc1f07b4892bc998f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type xQuery$variables = Record<PropertyKey, never>;
export type xQuery$data = {
  readonly myAreas: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type xQuery = {
  response: xQuery$data;
  variables: xQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AreaBrief",
    "kind": "LinkedField",
    "name": "myAreas",
    "plural": true,
    "selections": [
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
        "name": "name",
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
    "name": "xQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "xQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0a34ebc30d528756747091fb026704cc",
    "id": null,
    "metadata": {},
    "name": "xQuery",
    "operationKind": "query",
    "text": "query xQuery {\n  myAreas {\n    rowId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "632aee0e0e1d5c2fc6042a0b8249f5d0";

export default node;
