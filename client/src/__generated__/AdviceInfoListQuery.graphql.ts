/**
 * @generated SignedSource<<1ab5918637bc8c6d346bc97becde63b5>>
 * @relayHash c5bc7edbc6b7bacd55484cd5050cf59c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ea9373078179ace10d6be8d2955acf3107ed72b47bd3e58834084590d410a0f

import { ConcreteRequest } from 'relay-runtime';
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
    readonly images: unknown | null | undefined;
    readonly latestReply: string | null | undefined;
    readonly objectType: number;
    readonly rowId: number;
    readonly status: number;
    readonly title: string;
    readonly type: number;
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
        "kind": "ScalarField",
        "name": "images",
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
    "id": "4ea9373078179ace10d6be8d2955acf3107ed72b47bd3e58834084590d410a0f",
    "metadata": {},
    "name": "AdviceInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "42660ed1b69b873a5b1394917b17bc3e";

export default node;
