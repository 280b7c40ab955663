/**
 * @generated SignedSource<<24efedbbde53785498b39bc41ef3f7cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "780ca09b6a124156eabbb511468462c9",
    "id": null,
    "metadata": {},
    "name": "MeetingNoticeListQuery",
    "operationKind": "query",
    "text": "query MeetingNoticeListQuery(\n  $filter: MeetingNoticeFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  meetingNoticeList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    content\n    createTime\n    files\n    images\n    isPublish\n    meetingId\n    noticeId\n    publishTime\n    templates\n    title\n    type\n    updateTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a44aba0cb31a2df07eab24a55bbf135";

export default node;
