/**
 * @generated SignedSource<<910c8a5021d010f4cd887b8f0012248e>>
 * @relayHash f15f02132ff663fffef58fedd0029419
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b56e53d645a0387c947cbb70e5d27ed0cd401ecf96cb1c0c5e9a53be8dee3245

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type InfoBannerFilter = {
  areaId?: number | null | undefined;
};
export type InfoBannerListQuery$variables = {
  filter?: InfoBannerFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type InfoBannerListQuery$data = {
  readonly infoBannerList: ReadonlyArray<{
    readonly areaId: number | null | undefined;
    readonly areaName: string | null | undefined;
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly image: string;
    readonly jump: string | null | undefined;
    readonly rowId: number;
    readonly sort: number;
    readonly status: number;
    readonly title: string;
    readonly updateTime: string;
  }>;
};
export type InfoBannerListQuery = {
  response: InfoBannerListQuery$data;
  variables: InfoBannerListQuery$variables;
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
    "concreteType": "InfoBanner",
    "kind": "LinkedField",
    "name": "infoBannerList",
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
        "name": "content",
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
        "name": "image",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jump",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sort",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
    "name": "InfoBannerListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoBannerListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b56e53d645a0387c947cbb70e5d27ed0cd401ecf96cb1c0c5e9a53be8dee3245",
    "metadata": {},
    "name": "InfoBannerListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12c4a8029bdee79897dde2328e500b88";

export default node;
