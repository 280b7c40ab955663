/**
 * @generated SignedSource<<f2e5ac1c3d193ccbdb30e40ba36ae31d>>
 * @relayHash f004cab239b2444fa937f10d3fa2aa75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf6a7b17c1f0b377fc358c4b0d0403525a761daa31f1c0e2684c8276d46f11da

import { ConcreteRequest } from 'relay-runtime';
export type AdviceReplyType = "MESSAGE" | "REPLY" | "%future added value";
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
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly rowId: number;
    readonly type: number;
    readonly typeEnum: AdviceReplyType | null | undefined;
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
        "concreteType": "FileRef",
        "kind": "LinkedField",
        "name": "images",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
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
    "id": "cf6a7b17c1f0b377fc358c4b0d0403525a761daa31f1c0e2684c8276d46f11da",
    "metadata": {},
    "name": "AdviceReplyListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "720bb2c604af888f3bca476693c6bfa9";

export default node;
