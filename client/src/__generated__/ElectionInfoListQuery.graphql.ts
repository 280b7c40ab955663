/**
 * @generated SignedSource<<a35d1766669e726da165215f44905c6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type ElectionInfoFilter = {
  meetingId?: number | null | undefined;
  status?: number | null | undefined;
  type?: number | null | undefined;
};
export type ElectionInfoListQuery$variables = {
  filter?: ElectionInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ElectionInfoListQuery$data = {
  readonly electionInfoList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly createTime: string;
    readonly endTime: string | null | undefined;
    readonly id: string;
    readonly limitCount: unknown | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly meetingInfo: unknown | null | undefined;
    readonly memberCount: number;
    readonly outcome: unknown | null | undefined;
    readonly rowId: number;
    readonly session: string | null | undefined;
    readonly startTime: string | null | undefined;
    readonly status: number;
    readonly title: string;
    readonly type: number;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userName: string | null | undefined;
  }>;
};
export type ElectionInfoListQuery = {
  response: ElectionInfoListQuery$data;
  variables: ElectionInfoListQuery$variables;
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
    "concreteType": "ElectionInfo",
    "kind": "LinkedField",
    "name": "electionInfoList",
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
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "limitCount",
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
        "name": "meetingInfo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "memberCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outcome",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "session",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startTime",
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
        "name": "type",
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
    "name": "ElectionInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElectionInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43834d4005ac2c1f1aef7ee96db6dfd5",
    "id": null,
    "metadata": {},
    "name": "ElectionInfoListQuery",
    "operationKind": "query",
    "text": "query ElectionInfoListQuery(\n  $filter: ElectionInfoFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  electionInfoList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    areaId\n    areaName\n    createTime\n    endTime\n    limitCount\n    meetingId\n    meetingInfo\n    memberCount\n    outcome\n    session\n    startTime\n    status\n    title\n    type\n    updateTime\n    userId\n    userName\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec3bac39cd0349d7daf00a7f40381295";

export default node;
