/**
 * @generated SignedSource<<f68a9ce7e01e0ecd28005d47aa7a6c1c>>
 * @relayHash 5e97497984b707e35d65122ae25b6218
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0147b3d90f7ec4b726cc1925f7d16bd24744152edeceff73e5f072670104f15c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BallotRecordPanelPublishMutation$variables = {
  id: number;
  kind: string;
  reason?: string | null | undefined;
};
export type BallotRecordPanelPublishMutation$data = {
  readonly meetingInfoPublishAnnouncement: {
    readonly __typename: string;
    readonly data?: number;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type BallotRecordPanelPublishMutation = {
  response: BallotRecordPanelPublishMutation$data;
  variables: BallotRecordPanelPublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
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
  "type": "MutationMeetingInfoPublishAnnouncementSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotRecordPanelPublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "meetingInfoPublishAnnouncement",
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
          (v4/*:: as any*/)
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
    "name": "BallotRecordPanelPublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "meetingInfoPublishAnnouncement",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "AppError",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0147b3d90f7ec4b726cc1925f7d16bd24744152edeceff73e5f072670104f15c",
    "metadata": {},
    "name": "BallotRecordPanelPublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "034b9e002e35da0956f0b14a85f8f32e";

export default node;
