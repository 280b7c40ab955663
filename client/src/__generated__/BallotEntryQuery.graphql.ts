/**
 * @generated SignedSource<<541d2078d1611897cb931c34834bac92>>
 * @relayHash c6b565e491bb7b4a6de138f50b08da3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ab399d360c97b0baf410a85b2c3298a2659581352b1e87b32b704c27b975893

import { ConcreteRequest } from 'relay-runtime';
export type BallotEntryQuery$variables = {
  id: number;
};
export type BallotEntryQuery$data = {
  readonly meetingInfoInfo: {
    readonly joins: unknown | null | undefined;
    readonly rowId: number;
  } | null | undefined;
};
export type BallotEntryQuery = {
  response: BallotEntryQuery$data;
  variables: BallotEntryQuery$variables;
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
  "name": "joins",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "BallotEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "8ab399d360c97b0baf410a85b2c3298a2659581352b1e87b32b704c27b975893",
    "metadata": {},
    "name": "BallotEntryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2752f0c32e3fe2ba5d848b395bdc5e0";

export default node;
