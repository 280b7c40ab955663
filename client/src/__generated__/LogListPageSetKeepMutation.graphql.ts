/**
 * @generated SignedSource<<a7fb2c658e371de3d62f2b3a9e6a2054>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LogListPageSetKeepMutation$variables = {
  value: number;
};
export type LogListPageSetKeepMutation$data = {
  readonly sysLogSetKeep: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysLogSetKeepSuccess";
    readonly data: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LogListPageSetKeepMutation = {
  response: LogListPageSetKeepMutation$data;
  variables: LogListPageSetKeepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sysLogSetKeep",
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
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationSysLogSetKeepSuccess",
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
    "name": "LogListPageSetKeepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogListPageSetKeepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "69ad120c5300c3fe55ddafe9cdb60f9a",
    "id": null,
    "metadata": {},
    "name": "LogListPageSetKeepMutation",
    "operationKind": "mutation",
    "text": "mutation LogListPageSetKeepMutation(\n  $value: Int!\n) {\n  sysLogSetKeep(value: $value) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysLogSetKeepSuccess {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "82f92f49518967f10042f9e110c339c9";

export default node;
