/**
 * @generated SignedSource<<f94979f3501db7f7065e02aba8f94b52>>
 * @relayHash b1cf75d7542ada58c89e0a835242a738
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38ec493636a84e177764d18987e4d5c590e9388c9cc245c474668f20cb46ee72

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SysMenuCreateInput = {
  actions?: ReadonlyArray<string> | null | undefined;
  icon?: string | null | undefined;
  isShow?: boolean | null | undefined;
  keepAlive?: boolean | null | undefined;
  name?: string | null | undefined;
  orderNum?: number | null | undefined;
  parentId?: number | null | undefined;
  prefix?: string | null | undefined;
  router?: string | null | undefined;
  viewPath?: string | null | undefined;
};
export type MenuTransferCreateMutation$variables = {
  input: SysMenuCreateInput;
};
export type MenuTransferCreateMutation$data = {
  readonly sysMenuCreate: {
    readonly __typename: string;
    readonly data?: {
      readonly buttons: ReadonlyArray<{
        readonly rowId: number;
      }>;
      readonly rowId: number;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type MenuTransferCreateMutation = {
  response: MenuTransferCreateMutation$data;
  variables: MenuTransferCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SysMenuCreateResult",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SysMenuCreatedButton",
          "kind": "LinkedField",
          "name": "buttons",
          "plural": true,
          "selections": [
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationSysMenuCreateSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuTransferCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sysMenuCreate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "EntityError_error",
                  "selections": (v3/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "AppError",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenuTransferCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sysMenuCreate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "AppError",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "38ec493636a84e177764d18987e4d5c590e9388c9cc245c474668f20cb46ee72",
    "metadata": {},
    "name": "MenuTransferCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de212c156e285c112a178c0593f21c31";

export default node;
