/**
 * @generated SignedSource<<0f0376e79ac6ff27dc68b248c7aea451>>
 * @relayHash e3019a5f893c9f59145d976d454ed65c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e82fde74c50f4646779650ab1d5d99c1b242acabea60ade64705594b9b2abb8

import { ConcreteRequest } from 'relay-runtime';
export type MeetingNoticesTemplatesQuery$variables = {
  stage: number;
};
export type MeetingNoticesTemplatesQuery$data = {
  readonly infoTemplateList: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
    readonly status: number;
    readonly type: number;
  }>;
};
export type MeetingNoticesTemplatesQuery = {
  response: MeetingNoticesTemplatesQuery$data;
  variables: MeetingNoticesTemplatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "stage"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "stage",
        "variableName": "stage"
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "id"
  },
  {
    "kind": "Literal",
    "name": "sort",
    "value": "asc"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MeetingNoticesTemplatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InfoTemplate",
        "kind": "LinkedField",
        "name": "infoTemplateList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "MeetingNoticesTemplatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InfoTemplate",
        "kind": "LinkedField",
        "name": "infoTemplateList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
    "id": "6e82fde74c50f4646779650ab1d5d99c1b242acabea60ade64705594b9b2abb8",
    "metadata": {},
    "name": "MeetingNoticesTemplatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e01b5abe25f8a0e8adbdcd4960d21297";

export default node;
