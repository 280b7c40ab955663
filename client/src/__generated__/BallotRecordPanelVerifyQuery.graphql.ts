/**
 * @generated SignedSource<<3a254a51bd5565f6fda2cd2aff8874e3>>
 * @relayHash f69a79e54effafb2aa0d2f6a85fd6cb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d94ee2f14168860e9bcab7ab2f612bce3cde7033347b5dd8f41ec67ad252974a

import { ConcreteRequest } from 'relay-runtime';
export type BallotRecordPanelVerifyQuery$variables = {
  id: number;
};
export type BallotRecordPanelVerifyQuery$data = {
  readonly meetingInfoVerifyBallots: {
    readonly broken: ReadonlyArray<{
      readonly code: string;
      readonly reason: string;
      readonly recordId: number | null | undefined;
      readonly seq: number | null | undefined;
    }>;
    readonly events: number;
    readonly frozenHead: string | null | undefined;
    readonly head: string;
    readonly ok: boolean;
    readonly records: number;
  };
};
export type BallotRecordPanelVerifyQuery = {
  response: BallotRecordPanelVerifyQuery$data;
  variables: BallotRecordPanelVerifyQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "BallotVerification",
    "kind": "LinkedField",
    "name": "meetingInfoVerifyBallots",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "records",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "frozenHead",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BallotBreak",
        "kind": "LinkedField",
        "name": "broken",
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
            "name": "seq",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotRecordPanelVerifyQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotRecordPanelVerifyQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d94ee2f14168860e9bcab7ab2f612bce3cde7033347b5dd8f41ec67ad252974a",
    "metadata": {},
    "name": "BallotRecordPanelVerifyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5afacc19934fc0a59acca005f3d38b90";

export default node;
