/**
 * @generated SignedSource<<0c9eb19ca83a7b2af524d62408e7a77a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LogListPageClearMutation$variables = Record<PropertyKey, never>;
export type LogListPageClearMutation$data = {
  readonly sysLogClear: {
    readonly __typename: "AppError";
    readonly code: number;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSysLogClearSuccess";
    readonly data: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LogListPageClearMutation = {
  response: LogListPageClearMutation$data;
  variables: LogListPageClearMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sysLogClear",
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
        "type": "MutationSysLogClearSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogListPageClearMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogListPageClearMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "70c118f5ae79ce278c8994b82ba114c1",
    "id": null,
    "metadata": {},
    "name": "LogListPageClearMutation",
    "operationKind": "mutation",
    "text": "mutation LogListPageClearMutation {\n  sysLogClear {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSysLogClearSuccess {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61a9e0e002d57f25f81cb1a7a78764b6";

export default node;
