/**
 * @generated SignedSource<<42c193f8d41eedd8e2e0dd245042481e>>
 * @relayHash 12e70cd74e53f987b9b21e5d76a0379a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f43352f7b506f6bd97e4964145febcf4acb33f5073ecca6b5bf326e4c09c83a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdviceDetailQuery$variables = {
  id: number;
};
export type AdviceDetailQuery$data = {
  readonly adviceInfoInfo: {
    readonly areaName: string | null | undefined;
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly objectType: number;
    readonly rowId: number;
    readonly status: number;
    readonly title: string;
    readonly type: number;
    readonly userId: number | null | undefined;
    readonly userNickName: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AdviceInfo_row">;
  } | null | undefined;
  readonly adviceReplyList: ReadonlyArray<{
    readonly content: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly rowId: number;
    readonly type: number;
    readonly userName: string | null | undefined;
    readonly userNickName: string | null | undefined;
  }>;
};
export type AdviceDetailQuery = {
  response: AdviceDetailQuery$data;
  variables: AdviceDetailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userNickName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "areaName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createTime",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": [
    {
      "fields": [
        {
          "kind": "Variable",
          "name": "adviceId",
          "variableName": "id"
        }
      ],
      "kind": "ObjectValue",
      "name": "filter"
    },
    {
      "kind": "Literal",
      "name": "orderBy",
      "value": "createTime"
    },
    {
      "kind": "Literal",
      "name": "sort",
      "value": "asc"
    }
  ],
  "concreteType": "AdviceReply",
  "kind": "LinkedField",
  "name": "adviceReplyList",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v8/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    (v11/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdviceDetailQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdviceInfo",
        "kind": "LinkedField",
        "name": "adviceInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdviceInfo_row"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdviceDetailQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdviceInfo",
        "kind": "LinkedField",
        "name": "adviceInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "areaId",
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v5/*:: as any*/),
          (v13/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latestReply",
            "storageKey": null
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "objectTypeEnum",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusEnum",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v8/*:: as any*/),
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
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      (v14/*:: as any*/)
    ]
  },
  "params": {
    "id": "f43352f7b506f6bd97e4964145febcf4acb33f5073ecca6b5bf326e4c09c83a5",
    "metadata": {},
    "name": "AdviceDetailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d945977a92753726b1bb9538560c6bbd";

export default node;
