/**
 * @generated SignedSource<<534ba4330e1df5e1355cdd36fb2a5a25>>
 * @relayHash 486a609fdf2123da845c832ea55e5328
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7c0625306d2c2670f95b36575e18bdf42d6ab54e9293a190c3d89eff8374a55

import { ConcreteRequest } from 'relay-runtime';
export type PersonUpdateInput = {
  email?: string | null | undefined;
  headImg?: string | null | undefined;
  name?: string | null | undefined;
  nickName?: string | null | undefined;
  oldPassword?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
};
export type InfoPageUpdateMutation$variables = {
  input: PersonUpdateInput;
};
export type InfoPageUpdateMutation$data = {
  readonly personUpdate: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationPersonUpdateSuccess";
    readonly data: {
      readonly headImg: string | null | undefined;
      readonly name: string;
      readonly nickName: string | null | undefined;
      readonly rowId: number;
      readonly username: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type InfoPageUpdateMutation = {
  response: InfoPageUpdateMutation$data;
  variables: InfoPageUpdateMutation$variables;
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
    "name": "personUpdate",
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
            "concreteType": "Person",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nickName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headImg",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationPersonUpdateSuccess",
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
    "name": "InfoPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7c0625306d2c2670f95b36575e18bdf42d6ab54e9293a190c3d89eff8374a55",
    "metadata": {},
    "name": "InfoPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8d2c62544873824dd73c547b2030dcb3";

export default node;
