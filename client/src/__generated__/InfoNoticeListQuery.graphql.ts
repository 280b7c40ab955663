/**
 * @generated SignedSource<<54bbe8c73c9c7d4e40b9857df08d6d97>>
 * @relayHash 2b1b5fd83a77cee449c6a7d4c3bb0224
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 436181c49d5f7a614a9ef8f7a651666b5f7627cb7a8474f30cbf1ad57eb20bbf

import { ConcreteRequest } from 'relay-runtime';
export type InfoNoticeSource = "CREATED_MANUALLY" | "MEETING" | "%future added value";
export type InfoNoticeStatus = "OFF" | "ON" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type InfoNoticeFilter = {
  areaId?: number | null | undefined;
  source?: number | null | undefined;
  status?: number | null | undefined;
};
export type InfoNoticeListQuery$variables = {
  filter?: InfoNoticeFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type InfoNoticeListQuery$data = {
  readonly infoNoticeList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly content: string | null | undefined;
    readonly cover: string | null | undefined;
    readonly createTime: string;
    readonly files: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly jump: string | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly publishTime: string | null | undefined;
    readonly rowId: number;
    readonly source: number;
    readonly sourceEnum: InfoNoticeSource | null | undefined;
    readonly status: number;
    readonly statusEnum: InfoNoticeStatus | null | undefined;
    readonly title: string;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userName: string | null | undefined;
    readonly viewCount: number;
  }>;
};
export type InfoNoticeListQuery = {
  response: InfoNoticeListQuery$data;
  variables: InfoNoticeListQuery$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v2 = [
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
    "concreteType": "InfoNotice",
    "kind": "LinkedField",
    "name": "infoNoticeList",
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
        "name": "cover",
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
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "files",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "images",
        "plural": true,
        "selections": (v1/*:: as any*/),
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
        "name": "meetingId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sourceEnum",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewCount",
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
    "name": "InfoNoticeListQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoNoticeListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "436181c49d5f7a614a9ef8f7a651666b5f7627cb7a8474f30cbf1ad57eb20bbf",
    "metadata": {},
    "name": "InfoNoticeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f8207e7cf2aeb5623038146521a546f4";

export default node;
