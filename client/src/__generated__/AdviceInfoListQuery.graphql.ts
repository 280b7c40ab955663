/**
 * @generated SignedSource<<8d49de39c5f26f880862a639e5e49523>>
 * @relayHash 747527be72a2ca761afde1ae8f83e669
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbb7f401c3cf4cefbc09f8f2ec4475e6a475fc1d1c4f19be1ad407f5f0da73e3

import { ConcreteRequest } from 'relay-runtime';
export type AdviceInfoObjectType = "OWNERS_COMMITTEE" | "PROPERTY_MANAGEMENT" | "RESIDENTS_COMMITTEE" | "%future added value";
export type AdviceInfoStatus = "HANDLED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type AdviceInfoType = "COMPLAINT" | "REPAIR_REQUEST" | "SUGGESTION" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type AdviceInfoFilter = {
  status?: number | null | undefined;
  type?: number | null | undefined;
};
export type AdviceInfoListQuery$variables = {
  filter?: AdviceInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AdviceInfoListQuery$data = {
  readonly adviceInfoList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly latestReply: string | null | undefined;
    readonly objectType: number;
    readonly objectTypeEnum: AdviceInfoObjectType | null | undefined;
    readonly rowId: number;
    readonly status: number;
    readonly statusEnum: AdviceInfoStatus | null | undefined;
    readonly title: string;
    readonly type: number;
    readonly typeEnum: AdviceInfoType | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
    readonly userNickName: string | null | undefined;
  }>;
};
export type AdviceInfoListQuery = {
  response: AdviceInfoListQuery$data;
  variables: AdviceInfoListQuery$variables;
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
    "concreteType": "AdviceInfo",
    "kind": "LinkedField",
    "name": "adviceInfoList",
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
        "name": "latestReply",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "objectType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "objectTypeEnum",
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
    "name": "AdviceInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdviceInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cbb7f401c3cf4cefbc09f8f2ec4475e6a475fc1d1c4f19be1ad407f5f0da73e3",
    "metadata": {},
    "name": "AdviceInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "42660ed1b69b873a5b1394917b17bc3e";

export default node;
