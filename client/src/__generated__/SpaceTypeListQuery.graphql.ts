/**
 * @generated SignedSource<<0de99441d75add6a8a862c571acb49b8>>
 * @relayHash fcbd7acfda5a29aaf868ff9d37045ced
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 763249a1525bf339f34d3e2d10c5a2e02b7af275ce46442b2c30cc8ac6c073c5

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SpaceTypeFilter = {
  areaId?: number | null | undefined;
  parentId?: number | null | undefined;
};
export type SpaceTypeListQuery$variables = {
  filter?: SpaceTypeFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SpaceTypeListQuery$data = {
  readonly spaceTypeList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly createTime: string;
    readonly id: string;
    readonly name: string;
    readonly parentId: number | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type SpaceTypeListQuery = {
  response: SpaceTypeListQuery$data;
  variables: SpaceTypeListQuery$variables;
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
    "concreteType": "SpaceType",
    "kind": "LinkedField",
    "name": "spaceTypeList",
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
        "name": "areaId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "areaName",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updateTime",
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
    "name": "SpaceTypeListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceTypeListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "763249a1525bf339f34d3e2d10c5a2e02b7af275ce46442b2c30cc8ac6c073c5",
    "metadata": {},
    "name": "SpaceTypeListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5981574a1a23542a20e74661119b2954";

export default node;
