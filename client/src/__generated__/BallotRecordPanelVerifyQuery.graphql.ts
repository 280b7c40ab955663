/**
 * @generated SignedSource<<459e3fd5f45d8bc02ec2e7f1ee77410b>>
 * @relayHash e7078f771bbb235b58295d91b5261e58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b22f7b86b60ba2b8ccc2991b03398039331f17eb05c2d2a3ca66922c0b8b634c

import { ConcreteRequest } from 'relay-runtime';
export type BallotRecordPanelVerifyQuery$variables = {
  id: number;
};
export type BallotRecordPanelVerifyQuery$data = {
  readonly meetingInfoVerifyBallots: {
    readonly broken: ReadonlyArray<{
      readonly code: string;
      readonly id: number | null | undefined;
      readonly reason: string;
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
            "name": "id",
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
    "id": "b22f7b86b60ba2b8ccc2991b03398039331f17eb05c2d2a3ca66922c0b8b634c",
    "metadata": {},
    "name": "BallotRecordPanelVerifyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee580c211ca01753ac93a470a21d362e";

export default node;
