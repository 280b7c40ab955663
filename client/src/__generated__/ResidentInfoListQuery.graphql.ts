/**
 * @generated SignedSource<<47373edb2a0130bb4c3550abb26de004>>
 * @relayHash ac1dde2b723b6a3b906845bba2c5ae3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adcf75e154b85b7c933ec51b7654cd07514fbce2028ecd630f2789bd9fb69f95

import { ConcreteRequest } from 'relay-runtime';
export type ResidentInfoGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ResidentInfoIllegalBuilding = "NO" | "YES" | "%future added value";
export type ResidentInfoSource = "BACK_OFFICE" | "MINI_PROGRAM" | "%future added value";
export type ResidentInfoStatus = "ACTIVE" | "DEREGISTERED" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type ResidentInfoFilter = {
  areaId?: number | null | undefined;
  idCard?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  source?: number | null | undefined;
  wechat?: string | null | undefined;
};
export type ResidentInfoListQuery$variables = {
  filter?: ResidentInfoFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type ResidentInfoListQuery$data = {
  readonly residentInfoList: ReadonlyArray<{
    readonly age: number | null | undefined;
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly buildingNo: string | null | undefined;
    readonly createTime: string;
    readonly gender: number;
    readonly genderEnum: ResidentInfoGender | null | undefined;
    readonly houseIds: ReadonlyArray<number>;
    readonly id: string;
    readonly idCard: string | null | undefined;
    readonly illegalBuilding: number;
    readonly illegalBuildingEnum: ResidentInfoIllegalBuilding | null | undefined;
    readonly name: string;
    readonly nation: string | null | undefined;
    readonly occupation: string | null | undefined;
    readonly phone: string;
    readonly politicalStatus: number;
    readonly roles: ReadonlyArray<string> | null | undefined;
    readonly rowId: number;
    readonly source: number;
    readonly sourceEnum: ResidentInfoSource | null | undefined;
    readonly status: number;
    readonly statusEnum: ResidentInfoStatus | null | undefined;
    readonly unitNo: string | null | undefined;
    readonly updateTime: string;
    readonly wechat: string | null | undefined;
  }>;
};
export type ResidentInfoListQuery = {
  response: ResidentInfoListQuery$data;
  variables: ResidentInfoListQuery$variables;
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
    "concreteType": "ResidentInfo",
    "kind": "LinkedField",
    "name": "residentInfoList",
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
        "name": "genderEnum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "houseIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idCard",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "illegalBuilding",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "illegalBuildingEnum",
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
        "name": "nation",
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
        "name": "phone",
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
        "name": "roles",
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
        "name": "sourceEnum",
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
        "name": "statusEnum",
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
        "name": "wechat",
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
    "name": "ResidentInfoListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResidentInfoListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "adcf75e154b85b7c933ec51b7654cd07514fbce2028ecd630f2789bd9fb69f95",
    "metadata": {},
    "name": "ResidentInfoListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26629294a7ee12d70cc6f50b1d14bf3a";

export default node;
