/**
 * @generated SignedSource<<3a47d0bc2e3038ff4d374a943914c98a>>
 * @relayHash 3a75e15ab4ff7ed9dc5025436d4cc723
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c3f02f221927cabfffc76a35642faf19ed6b95663bf3940c80179c615a2608c

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type AreaHouseFilter = {
  areaId?: number | null | undefined;
  buildingNo?: string | null | undefined;
  unitNo?: string | null | undefined;
};
export type AreaHouseListQuery$variables = {
  filter?: AreaHouseFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AreaHouseListQuery$data = {
  readonly areaHouseList: ReadonlyArray<{
    readonly areaCode: string | null | undefined;
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly houseNo: string | null | undefined;
    readonly id: string;
    readonly ownerName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly privateArea: string | null | undefined;
    readonly propertyCertNo: string | null | undefined;
    readonly rowId: number;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
  }>;
};
export type AreaHouseListQuery = {
  response: AreaHouseListQuery$data;
  variables: AreaHouseListQuery$variables;
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
    "concreteType": "AreaHouse",
    "kind": "LinkedField",
    "name": "areaHouseList",
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
        "name": "areaCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buildingNo",
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
        "name": "houseNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ownerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "privateArea",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "propertyCertNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
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
    "name": "AreaHouseListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AreaHouseListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c3f02f221927cabfffc76a35642faf19ed6b95663bf3940c80179c615a2608c",
    "metadata": {},
    "name": "AreaHouseListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92c786cf319662c942bc0b9b97a72ebe";

export default node;
