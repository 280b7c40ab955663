/**
 * @generated SignedSource<<01f717ab48d40eab8af72b9b6ca86ef5>>
 * @relayHash 5c52789927918c073995548c7c8c1c0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f2422c02123ccf58db278833e9170916792217dea1e935db7dd0b9287419202

import { ConcreteRequest } from 'relay-runtime';
export type MeetingNoticesTemplatesQuery$variables = {
  stage: number;
};
export type MeetingNoticesTemplatesQuery$data = {
  readonly infoTemplateList: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
    readonly status: number;
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
          (v4/*:: as any*/)
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
    "id": "0f2422c02123ccf58db278833e9170916792217dea1e935db7dd0b9287419202",
    "metadata": {},
    "name": "MeetingNoticesTemplatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "45eeec4916d28d725d7e0fd441ebcd36";

export default node;
