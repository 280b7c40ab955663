/**
 * @generated SignedSource<<2e8fdc875444d969d42b5de9c596fc2d>>
 * @relayHash 605fbd0904e3e3dd1c2bb7c4ee0bece3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d2ab5c2581693cb397636de9dcb388463ef17be42b73d50b7f04c4bfa382faf

import { ConcreteRequest } from 'relay-runtime';
export type ElectionDetailPageQuery$variables = {
  id: number;
};
export type ElectionDetailPageQuery$data = {
  readonly election: {
    readonly areaName: string | null | undefined;
    readonly endTime: string | null | undefined;
    readonly limitCount: unknown | null | undefined;
    readonly meetingId: number | null | undefined;
    readonly memberCount: number;
    readonly outcome: unknown | null | undefined;
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
  "kind": "ScalarField",
  "name": "limitCount",
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
  "kind": "ScalarField",
  "name": "outcome",
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
    "id": "8d2ab5c2581693cb397636de9dcb388463ef17be42b73d50b7f04c4bfa382faf",
    "metadata": {},
    "name": "ElectionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bb442ca8e75fe17f596bc4ab968649b7";

export default node;
