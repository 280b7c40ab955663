/**
 * @generated SignedSource<<559e7efe854cc4e3f5aef163ebe4b6f5>>
 * @relayHash f5d602f89add8956dca5fc9efe2f35fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c74baebd3eea3b46f2d62201fe459165e7e3fa49c11b68cd0f7a3ac83f82daf1

import { ConcreteRequest } from 'relay-runtime';
export type InfoBannerStatus = "DISABLED" | "ENABLED" | "%future added value";
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
    readonly statusEnum: InfoBannerStatus | null | undefined;
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
        "name": "statusEnum",
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
    "id": "c74baebd3eea3b46f2d62201fe459165e7e3fa49c11b68cd0f7a3ac83f82daf1",
    "metadata": {},
    "name": "InfoBannerListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12c4a8029bdee79897dde2328e500b88";

export default node;
