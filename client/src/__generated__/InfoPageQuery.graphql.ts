/**
 * @generated SignedSource<<8e9fcb01a28154ec025d911ad5e8ed3d>>
 * @relayHash 8917600b142f5ed5d8a0e84a3832db75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a45c985fdbc1c651396f4dec04fd440b9295884bc9fb46175b4b3f92b28cd86b

import { ConcreteRequest } from 'relay-runtime';
export type InfoPageQuery$variables = Record<PropertyKey, never>;
export type InfoPageQuery$data = {
  readonly person: {
    readonly headImg: string | null | undefined;
    readonly name: string;
    readonly nickName: string | null | undefined;
    readonly rowId: number;
    readonly username: string;
  };
};
export type InfoPageQuery = {
  response: InfoPageQuery$data;
  variables: InfoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Person",
    "kind": "LinkedField",
    "name": "person",
    "plural": false,
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
        "name": "username",
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
        "name": "nickName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headImg",
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
    "name": "InfoPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InfoPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a45c985fdbc1c651396f4dec04fd440b9295884bc9fb46175b4b3f92b28cd86b",
    "metadata": {},
    "name": "InfoPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "355485879a7c0ddb42a296330f26675b";

export default node;
