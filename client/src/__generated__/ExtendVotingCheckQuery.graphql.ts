/**
 * @generated SignedSource<<c6a342a863c3738baaf13da88d6e241d>>
 * @relayHash a499e408f2c7eb86f7085b7f776939fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f45977a9620714637c4c14bc96115345c9cfa0c31f6b150c1b2d1ec923f6696f

import { ConcreteRequest } from 'relay-runtime';
export type ExtendVotingCheckQuery$variables = {
  id: number;
};
export type ExtendVotingCheckQuery$data = {
  readonly meeting: {
    readonly assemblyRules: {
      readonly latestExtensionEnd: string | null | undefined;
      readonly maxExtensionDays: number | null | undefined;
    } | null | undefined;
    readonly voteEndTime: string | null | undefined;
  } | null | undefined;
  readonly reasons: ReadonlyArray<string>;
};
export type ExtendVotingCheckQuery = {
  response: ExtendVotingCheckQuery$data;
  variables: ExtendVotingCheckQuery$variables;
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
  "alias": "reasons",
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "meetingInfoExtendCheck",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voteEndTime",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "FrozenAssemblyRules",
  "kind": "LinkedField",
  "name": "assemblyRules",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestExtensionEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxExtensionDays",
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
    "name": "ExtendVotingCheckQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": "meeting",
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "ExtendVotingCheckQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": "meeting",
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "id": "f45977a9620714637c4c14bc96115345c9cfa0c31f6b150c1b2d1ec923f6696f",
    "metadata": {},
    "name": "ExtendVotingCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b6276bea91ad840ee952c8af07bdb004";

export default node;
