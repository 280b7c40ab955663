/**
 * @generated SignedSource<<6b4c220e92e988ae15257c23b07c6367>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElectionDetailPageGroupReviewMutation$variables = {
  id: number;
  remark?: string | null | undefined;
  status: number;
};
export type ElectionDetailPageGroupReviewMutation$data = {
  readonly electionGroupReview: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type ElectionDetailPageGroupReviewMutation = {
  response: ElectionDetailPageGroupReviewMutation$data;
  variables: ElectionDetailPageGroupReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "remark"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "remark",
    "variableName": "remark"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElectionDetailPageGroupReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "electionGroupReview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "EntityError_error",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "AppError",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElectionDetailPageGroupReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "electionGroupReview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "AppError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cef2c39f53678dfb9eb3b861b9d92b21",
    "id": null,
    "metadata": {},
    "name": "ElectionDetailPageGroupReviewMutation",
    "operationKind": "mutation",
    "text": "mutation ElectionDetailPageGroupReviewMutation(\n  $id: Int!\n  $status: Int!\n  $remark: String\n) {\n  electionGroupReview(id: $id, status: $status, remark: $remark) {\n    __typename\n    ...EntityError_error\n  }\n}\n\nfragment EntityError_error on AppError {\n  code\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "1cbca43f6d6fb297ecc6c7b401bd1c0d";

export default node;
