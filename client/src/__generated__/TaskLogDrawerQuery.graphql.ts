/**
 * @generated SignedSource<<248b9275e992b2445da56a2c39be09fc>>
 * @relayHash 75f5c61b7071f6e3a4c1bcd76433d59a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff94f928e9f75979665354999fc2fa7f480b0e4f533d8ee543edb34070ae6bd4

import { ConcreteRequest } from 'relay-runtime';
export type TaskLogDrawerQuery$variables = {
  id: number;
  page: number;
  size: number;
};
export type TaskLogDrawerQuery$data = {
  readonly taskInfoLog: {
    readonly list: ReadonlyArray<{
      readonly detail: string | null | undefined;
      readonly duration: number;
      readonly planTime: string | null | undefined;
      readonly startTime: string;
      readonly status: number;
    }>;
    readonly pagination: {
      readonly page: number;
      readonly size: number;
      readonly total: number;
    };
  };
};
export type TaskLogDrawerQuery = {
  response: TaskLogDrawerQuery$data;
  variables: TaskLogDrawerQuery$variables;
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
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "size"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "size",
        "variableName": "size"
      }
    ],
    "concreteType": "TaskLogPage",
    "kind": "LinkedField",
    "name": "taskInfoLog",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TaskLogRow",
        "kind": "LinkedField",
        "name": "list",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "detail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "duration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "planTime",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TaskLogPagination",
        "kind": "LinkedField",
        "name": "pagination",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "page",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "size",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "TaskLogDrawerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaskLogDrawerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff94f928e9f75979665354999fc2fa7f480b0e4f533d8ee543edb34070ae6bd4",
    "metadata": {},
    "name": "TaskLogDrawerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3ba52b5b060bb9a3f7960194457d30bf";

export default node;
