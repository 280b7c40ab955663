/**
 * @generated SignedSource<<8e746e572d285edb9c6b5dbaa93eb3a2>>
 * @relayHash 81f2f0062462f3586579a7e96edb40f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de0a7177566f8521c77e28f9dcff457d0cbf539ffc26dbb832830f465a68f228

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type ElectionGroupFilter = {
  meetingId?: number | null | undefined;
  source?: number | null | undefined;
  status?: number | null | undefined;
};
export type ElectionGroupListQuery$variables = {
  filter?: ElectionGroupFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ElectionGroupListQuery$data = {
  readonly electionGroupList: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly gender: number | null | undefined;
    readonly id: string;
    readonly meetingId: number;
    readonly name: string | null | undefined;
    readonly occupation: string | null | undefined;
    readonly politicalStatus: string | null | undefined;
    readonly recommendCount: number;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly source: number | null | undefined;
    readonly status: number;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
    readonly userId: number | null | undefined;
  }>;
};
export type ElectionGroupListQuery = {
  response: ElectionGroupListQuery$data;
  variables: ElectionGroupListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyWord"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "keyWord",
        "variableName": "keyWord"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "ElectionGroup",
    "kind": "LinkedField",
    "name": "electionGroupList",
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
        "name": "rowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "age",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buildingNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gender",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meetingId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occupation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "politicalStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recommendCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "remark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
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
        "name": "unitNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
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
    "name": "ElectionGroupListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElectionGroupListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "de0a7177566f8521c77e28f9dcff457d0cbf539ffc26dbb832830f465a68f228",
    "metadata": {},
    "name": "ElectionGroupListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d53a8640bc23eaef377cac001e73a2d";

export default node;
