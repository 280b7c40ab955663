/**
 * @generated SignedSource<<8e343073d89746442a5495fd1edf2942>>
 * @relayHash 410c92d94a891be1a3ff5f9cf7f3274e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1babe0e4a6e9dfbbe3222418f3386f1e4c56aa1be9aeeffcd70c2984d020ae95

import { ConcreteRequest } from 'relay-runtime';
export type bootMyAreasQuery$variables = Record<PropertyKey, never>;
export type bootMyAreasQuery$data = {
  readonly myAreas: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type bootMyAreasQuery = {
  response: bootMyAreasQuery$data;
  variables: bootMyAreasQuery$variables;
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
    "name": "bootMyAreasQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "bootMyAreasQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1babe0e4a6e9dfbbe3222418f3386f1e4c56aa1be9aeeffcd70c2984d020ae95",
    "metadata": {},
    "name": "bootMyAreasQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd5ed3b6f30c683464a79803602912f2";

export default node;
