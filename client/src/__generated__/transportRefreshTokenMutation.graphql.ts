/**
 * @generated SignedSource<<13a27a19b9443610b5f0a6a37ace60fa>>
 * @relayHash 253b14b47bbb3776b749ee13cafc5018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1316d65e61c7864a29ba772dc8c8ddaf99eeaefd3fb70de07e55f49a00ae4039

import { ConcreteRequest } from 'relay-runtime';
export type transportRefreshTokenMutation$variables = {
  refreshToken: string;
};
export type transportRefreshTokenMutation$data = {
  readonly refreshToken: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly message: string;
  } | {
    readonly __typename: "MutationRefreshTokenSuccess";
    readonly data: {
      readonly expire: number;
      readonly refreshExpire: number;
      readonly refreshToken: string;
      readonly token: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type transportRefreshTokenMutation = {
  response: transportRefreshTokenMutation$data;
  variables: transportRefreshTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "refreshToken"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "refreshToken",
        "variableName": "refreshToken"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refreshToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "AppError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TokenPair",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expire",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refreshToken",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refreshExpire",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRefreshTokenSuccess",
        "abstractKey": null
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
    "name": "transportRefreshTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "transportRefreshTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1316d65e61c7864a29ba772dc8c8ddaf99eeaefd3fb70de07e55f49a00ae4039",
    "metadata": {},
    "name": "transportRefreshTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "748b87570441f64bca8ca292aa118c41";

export default node;
