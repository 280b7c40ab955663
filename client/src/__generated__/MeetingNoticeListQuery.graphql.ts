/**
 * @generated SignedSource<<be4c43bbb7235f809953919dd1f404a0>>
 * @relayHash 7c2818cee66e4e3c4d0e90a817f30f7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d698c4b3fe3f7aaa034ee8338c9a2b36329069ae77446a107505d3f5dccefe9

import { ConcreteRequest } from 'relay-runtime';
export type MeetingNoticeIsPublish = "NO" | "YES" | "%future added value";
export type MeetingNoticeType = "CANDIDATES" | "CLOSED" | "COUNTING" | "PROJECT_SETUP" | "PUBLIC_NOTICE_1" | "PUBLIC_NOTICE_2" | "PUBLIC_NOTICE_3" | "PUBLIC_NOTICE_4" | "PUBLIC_NOTICE_5" | "VOTING" | "WORKING_GROUP" | "%future added value";
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
    readonly files: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly isPublish: number;
    readonly isPublishEnum: MeetingNoticeIsPublish | null | undefined;
    readonly meetingId: number;
    readonly noticeId: number | null | undefined;
    readonly publishTime: string | null | undefined;
    readonly rowId: number;
    readonly templates: ReadonlyArray<number> | null | undefined;
    readonly title: string | null | undefined;
    readonly type: number | null | undefined;
    readonly typeEnum: MeetingNoticeType | null | undefined;
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
        "name": "isPublish",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPublishEnum",
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
        "name": "typeEnum",
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
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MeetingNoticeListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6d698c4b3fe3f7aaa034ee8338c9a2b36329069ae77446a107505d3f5dccefe9",
    "metadata": {},
    "name": "MeetingNoticeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6a44aba0cb31a2df07eab24a55bbf135";

export default node;
