/**
 * @generated SignedSource<<9ec6075482dfc6060a5129f55065ee25>>
 * @relayHash 780ca09b6a124156eabbb511468462c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17ebd2e9d860683a40ce59b7330d2076f8972875b939a55a164b52651970e3bf

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type MeetingNoticeFilter = {
  isPublish?: number | null | undefined;
  meetingId?: number | null | undefined;
  type?: number | null | undefined;
};
export type MeetingNoticeListQuery$variables = {
  filter?: MeetingNoticeFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type MeetingNoticeListQuery$data = {
  readonly meetingNoticeList: ReadonlyArray<{
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly files: unknown | null | undefined;
    readonly id: string;
    readonly images: unknown | null | undefined;
    readonly isPublish: number;
    readonly meetingId: number;
    readonly noticeId: number | null | undefined;
    readonly publishTime: string | null | undefined;
    readonly rowId: number;
    readonly templates: unknown | null | undefined;
    readonly title: string | null | undefined;
    readonly type: number | null | undefined;
    readonly updateTime: string;
  }>;
};
export type MeetingNoticeListQuery = {
  response: MeetingNoticeListQuery$data;
  variables: MeetingNoticeListQuery$variables;
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
    "concreteType": "MeetingNotice",
    "kind": "LinkedField",
    "name": "meetingNoticeList",
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
        "name": "files",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "images",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPublish",
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
        "name": "noticeId",
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
        "name": "templates",
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
        "name": "type",
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
    "name": "MeetingNoticeListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MeetingNoticeListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "17ebd2e9d860683a40ce59b7330d2076f8972875b939a55a164b52651970e3bf",
    "metadata": {},
    "name": "MeetingNoticeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6a44aba0cb31a2df07eab24a55bbf135";

export default node;
