/**
 * @generated SignedSource<<c420363f5d6b329498cae37d4b7bb597>>
 * @relayHash fce1877452f67d1f69d4311b7ebdbca3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89b8b83e4f0b7da748965fad9cf5e22dc5c4eef3c1390869a15d614634254acc

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type UserAddressFilter = {
  isDefault?: boolean | null | undefined;
  userId?: number | null | undefined;
};
export type UserAddressListQuery$variables = {
  filter?: UserAddressFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type UserAddressListQuery$data = {
  readonly userAddressList: ReadonlyArray<{
    readonly address: string | null | undefined;
    readonly city: string | null | undefined;
    readonly contact: string;
    readonly createTime: string;
    readonly district: string | null | undefined;
    readonly id: string;
    readonly isDefault: boolean;
    readonly phone: string;
    readonly province: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
    readonly userId: number;
  }>;
};
export type UserAddressListQuery = {
  response: UserAddressListQuery$data;
  variables: UserAddressListQuery$variables;
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
    "concreteType": "UserAddress",
    "kind": "LinkedField",
    "name": "userAddressList",
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
        "name": "address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contact",
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
        "name": "district",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDefault",
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
        "name": "province",
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
        "kind": "ScalarField",
        "name": "userId",
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
    "name": "UserAddressListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAddressListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "89b8b83e4f0b7da748965fad9cf5e22dc5c4eef3c1390869a15d614634254acc",
    "metadata": {},
    "name": "UserAddressListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6b3bb7a8b1ba43e71c43f4ab993c1211";

export default node;
