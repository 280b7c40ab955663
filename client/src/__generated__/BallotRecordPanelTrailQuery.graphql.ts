/**
 * @generated SignedSource<<7e8601fac7989a1927d7b20d570e1314>>
 * @relayHash 4f3f7d4fcb8062a96af0a087472bbf26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e3b4de96ba01933d54d9ab4469d08c77a14f8354d616f8365522f2f9528221a

import { ConcreteRequest } from 'relay-runtime';
export type BallotRecordPanelTrailQuery$variables = {
  houseId: number;
  meetingId: number;
};
export type BallotRecordPanelTrailQuery$data = {
  readonly ballotCorrectionBallots: {
    readonly head: string;
    readonly records: ReadonlyArray<{
      readonly current: boolean;
      readonly events: ReadonlyArray<{
        readonly hash: string;
        readonly kind: string;
        readonly seq: number;
      }>;
      readonly itemName: string;
      readonly recordId: number;
      readonly result: number;
    }>;
  };
};
export type BallotRecordPanelTrailQuery = {
  response: BallotRecordPanelTrailQuery$data;
  variables: BallotRecordPanelTrailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "houseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetingId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "houseId",
        "variableName": "houseId"
      },
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      }
    ],
    "concreteType": "BallotTrail",
    "kind": "LinkedField",
    "name": "ballotCorrectionBallots",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "head",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BallotTrailRecord",
        "kind": "LinkedField",
        "name": "records",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recordId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "result",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BallotTrailEvent",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seq",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hash",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotRecordPanelTrailQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BallotRecordPanelTrailQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9e3b4de96ba01933d54d9ab4469d08c77a14f8354d616f8365522f2f9528221a",
    "metadata": {},
    "name": "BallotRecordPanelTrailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72b10df1cc02a6f4bac0969b03c91a4f";

export default node;
