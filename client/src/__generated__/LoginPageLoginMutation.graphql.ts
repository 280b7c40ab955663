/**
 * @generated SignedSource<<94e47d431c553bdbb5db27d0b08236a6>>
 * @relayHash 29090416c29e6b13164de30c79a6b138
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa78da24da579895032f1849ba3a925e47bd54e20263a2b358b5afa1e75c5467

import { ConcreteRequest } from 'relay-runtime';
export type LoginInput = {
  captchaId?: string | null | undefined;
  password?: string | null | undefined;
  username?: string | null | undefined;
  verifyCode?: string | null | undefined;
};
export type LoginPageLoginMutation$variables = {
  input: LoginInput;
};
export type LoginPageLoginMutation$data = {
  readonly login: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationLoginSuccess";
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
export type LoginPageLoginMutation = {
  response: LoginPageLoginMutation$data;
  variables: LoginPageLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "login",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
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
        "type": "MutationLoginSuccess",
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
    "name": "LoginPageLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa78da24da579895032f1849ba3a925e47bd54e20263a2b358b5afa1e75c5467",
    "metadata": {},
    "name": "LoginPageLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad35ed1addda08bc2205fcd5646c5a42";

export default node;
