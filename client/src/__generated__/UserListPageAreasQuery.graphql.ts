/**
 * @generated SignedSource<<39d5201114e65969328555914f105eca>>
 * @relayHash 5102f9f2cb510330a9378994c882cecd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 335991023a3c1a2f4d9772ce498e006fb9804c5471ccbcceecd47da0264ae6ed

import { ConcreteRequest } from 'relay-runtime';
export type UserListPageAreasQuery$variables = Record<PropertyKey, never>;
export type UserListPageAreasQuery$data = {
  readonly areaInfoList: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type UserListPageAreasQuery = {
  response: UserListPageAreasQuery$data;
  variables: UserListPageAreasQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "createTime"
      },
      {
        "kind": "Literal",
        "name": "sort",
        "value": "asc"
      }
    ],
    "concreteType": "AreaInfo",
    "kind": "LinkedField",
    "name": "areaInfoList",
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": "areaInfoList(orderBy:\"createTime\",sort:\"asc\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserListPageAreasQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserListPageAreasQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "335991023a3c1a2f4d9772ce498e006fb9804c5471ccbcceecd47da0264ae6ed",
    "metadata": {},
    "name": "UserListPageAreasQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c339a64e0ebda26f64e8c788a2e0c64";

export default node;
