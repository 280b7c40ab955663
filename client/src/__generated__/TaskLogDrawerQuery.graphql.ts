/**
 * @generated SignedSource<<47834a64ebc865e58719b7d1bff022d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
      readonly id: number;
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
            "name": "id",
            "storageKey": null
          },
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
    "cacheID": "62c812a6c187e0fe9cb36ca88e99c933",
    "id": null,
    "metadata": {},
    "name": "TaskLogDrawerQuery",
    "operationKind": "query",
    "text": "query TaskLogDrawerQuery(\n  $id: Int!\n  $page: Int!\n  $size: Int!\n) {\n  taskInfoLog(id: $id, page: $page, size: $size) {\n    list {\n      id\n      status\n      detail\n      startTime\n      duration\n      planTime\n    }\n    pagination {\n      page\n      size\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f733bc8fe5bdc6669a02ce3b4715ee86";

export default node;
