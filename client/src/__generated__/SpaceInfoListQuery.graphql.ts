/**
 * @generated SignedSource<<050d9779950fcfe1dd73afb1bf3d508a>>
 * @relayHash 7eb36828ed53774150dc2e6374be0b26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e887d6825c3c572444debd7b3e85e0e2b7333a3c4a2dbf7584e9d9a76f99c357

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SpaceInfoFilter = {
  classifyId?: number | null | undefined;
  type?: string | null | undefined;
};
export type SpaceInfoListQuery$variables = {
  filter?: SpaceInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SpaceInfoListQuery$data = {
  readonly spaceInfoList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly classifyId: number | null | undefined;
    readonly createTime: string;
    readonly downloadUrl: string | null | undefined;
    readonly fileId: string | null | undefined;
    readonly id: string;
    readonly key: string | null | undefined;
    readonly name: string | null | undefined;
    readonly rowId: number;
    readonly size: number | null | undefined;
    readonly type: string | null | undefined;
    readonly updateTime: string;
    readonly url: string;
    readonly version: number;
  }>;
};
export type SpaceInfoListQuery = {
  response: SpaceInfoListQuery$data;
  variables: SpaceInfoListQuery$variables;
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
    "concreteType": "SpaceInfo",
    "kind": "LinkedField",
    "name": "spaceInfoList",
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
        "name": "classifyId",
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
        "name": "downloadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
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
        "name": "size",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
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
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
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
    "name": "SpaceInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e887d6825c3c572444debd7b3e85e0e2b7333a3c4a2dbf7584e9d9a76f99c357",
    "metadata": {},
    "name": "SpaceInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d938f57fee9628733cfc732223d64a16";

export default node;
