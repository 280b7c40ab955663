/**
 * @generated SignedSource<<e417bdee4362e82bbb747750b0e54994>>
 * @relayHash b54ccc31dcd3063a3f2ce6764a81cc39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c816486742abfcf09c452751ac4ee5bd6b8e5a261bf88c87f9f3d35efd05299

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
    "id": "0c816486742abfcf09c452751ac4ee5bd6b8e5a261bf88c87f9f3d35efd05299",
    "metadata": {},
    "name": "AdviceReplyListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "720bb2c604af888f3bca476693c6bfa9";

export default node;
