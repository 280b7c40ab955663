/**
 * @generated SignedSource<<637a24b8ede3ab1979ba83ebdbbad6cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type AdviceReplyFilter = {
  adviceId?: number | null | undefined;
  type?: number | null | undefined;
};
export type AdviceReplyListQuery$variables = {
  filter?: AdviceReplyFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AdviceReplyListQuery$data = {
  readonly adviceReplyList: ReadonlyArray<{
    readonly adviceId: number;
    readonly areaId: number;
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly images: unknown | null | undefined;
    readonly rowId: number;
    readonly type: number;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userName: string | null | undefined;
    readonly userNickName: string | null | undefined;
  }>;
};
export type AdviceReplyListQuery = {
  response: AdviceReplyListQuery$data;
  variables: AdviceReplyListQuery$variables;
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
    "concreteType": "AdviceReply",
    "kind": "LinkedField",
    "name": "adviceReplyList",
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
        "name": "adviceId",
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
        "name": "images",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userNickName",
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
    "name": "AdviceReplyListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdviceReplyListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b54ccc31dcd3063a3f2ce6764a81cc39",
    "id": null,
    "metadata": {},
    "name": "AdviceReplyListQuery",
    "operationKind": "query",
    "text": "query AdviceReplyListQuery(\n  $filter: AdviceReplyFilter\n  $keyWord: String\n  $orderBy: String\n  $sort: SortOrder\n) {\n  adviceReplyList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {\n    id\n    rowId\n    adviceId\n    areaId\n    content\n    createTime\n    images\n    type\n    updateTime\n    userId\n    userName\n    userNickName\n  }\n}\n"
  }
};
})();

(node as any).hash = "720bb2c604af888f3bca476693c6bfa9";

export default node;
