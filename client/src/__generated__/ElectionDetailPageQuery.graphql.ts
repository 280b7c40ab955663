/**
 * @generated SignedSource<<cff63d3e14df92c5a5f3ea82ede495c2>>
 * @relayHash bee5b03926b74240d0d59a65c7295b5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a99532f49e7ce5a7149e99239135c01de69ee30d29dcfa526ee17e506e194e83

import { ConcreteRequest } from 'relay-runtime';
export type ElectionDetailPageQuery$variables = {
  id: number;
};
export type ElectionDetailPageQuery$data = {
  readonly election: {
    readonly areaName: string | null | undefined;
    readonly endTime: string | null | undefined;
    readonly limitCount: {
      readonly candidate: number | null | undefined;
      readonly group: number | null | undefined;
    } | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly memberCount: number;
    readonly outcome: {
      readonly countedAt: string | null | undefined;
      readonly draws: ReadonlyArray<{
        readonly among: ReadonlyArray<number> | null | undefined;
        readonly chosen: ReadonlyArray<number> | null | undefined;
        readonly seed: string | null | undefined;
      }>;
      readonly elected: ReadonlyArray<number> | null | undefined;
      readonly emptySeats: number | null | undefined;
      readonly ranking: ReadonlyArray<{
        readonly agreeArea: string | null | undefined;
        readonly agreeOwners: number | null | undefined;
        readonly candidateId: number | null | undefined;
        readonly qualified: boolean | null | undefined;
        readonly rank: number | null | undefined;
      }>;
      readonly seats: number | null | undefined;
    } | null | undefined;
    readonly rowId: number;
    readonly session: string | null | undefined;
    readonly startTime: string | null | undefined;
    readonly status: number;
    readonly title: string;
    readonly type: number;
  } | null | undefined;
};
export type ElectionDetailPageQuery = {
  response: ElectionDetailPageQuery$data;
  variables: ElectionDetailPageQuery$variables;
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
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "session",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meetingId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "RecommendationLimits",
  "kind": "LinkedField",
  "name": "limitCount",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "candidate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "group",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "areaName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startTime",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endTime",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ElectionOutcome",
  "kind": "LinkedField",
  "name": "outcome",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElectionRanking",
      "kind": "LinkedField",
      "name": "ranking",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "candidateId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qualified",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agreeArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agreeOwners",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emptySeats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElectionDraw",
      "kind": "LinkedField",
      "name": "draws",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "among",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chosen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElectionDetailPageQuery",
    "selections": [
      {
        "alias": "election",
        "args": (v1/*:: as any*/),
        "concreteType": "ElectionInfo",
        "kind": "LinkedField",
        "name": "electionInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElectionDetailPageQuery",
    "selections": [
      {
        "alias": "election",
        "args": (v1/*:: as any*/),
        "concreteType": "ElectionInfo",
        "kind": "LinkedField",
        "name": "electionInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a99532f49e7ce5a7149e99239135c01de69ee30d29dcfa526ee17e506e194e83",
    "metadata": {},
    "name": "ElectionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "655d4ef221ebea9154b7f8c7b0d57b86";

export default node;
