/**
 * @generated SignedSource<<46a54249ee11b8d62e51aebd70a60928>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingNoticeSaveInput = {
  content?: string | null | undefined;
  files?: unknown | null | undefined;
  images?: unknown | null | undefined;
  isPublish?: number | null | undefined;
  meetingId: number;
  templates?: unknown | null | undefined;
  title?: string | null | undefined;
  type: number;
};
export type MeetingNoticesSaveMutation$variables = {
  input: MeetingNoticeSaveInput;
};
export type MeetingNoticesSaveMutation$data = {
  readonly meetingNoticeSave: {
    readonly __typename: string;
    readonly data?: number;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
    } | null | undefined;
  };
};
export type MeetingNoticesSaveMutation = {
  response: MeetingNoticesSaveMutation$data;
  variables: MeetingNoticesSaveMutation$variables;
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
  "type": "MutationMeetingNoticeSaveSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MeetingNoticesSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "meetingNoticeSave",
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
    "name": "MeetingNoticesSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "meetingNoticeSave",
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
    "cacheID": "f1c829068bb6d0b5fe412efb62e0f141",
    "id": null,
    "metadata": {},
    "name": "MeetingNoticesSaveMutation",
    "operationKind": "mutation",
    "text": "mutation MeetingNoticesSaveMutation(\n  $input: MeetingNoticeSaveInput!\n) {\n  meetingNoticeSave(input: $input) {\n    __typename\n    ...EntityError_error\n    ... on MutationMeetingNoticeSaveSuccess {\n      data\n    }\n  }\n}\n\nfragment EntityError_error on AppError {\n  code\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "bc325e6f28640e9cfde1b38fefd2a999";

export default node;
