/**
 * @generated SignedSource<<f356d32049f3a5429d3c068d93d18776>>
 * @relayHash 55ba248e3a1eb19ea6b8b9071cce1f6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d851c4d133dc109070db19bbfabbf397e305813175a5b3a038cbb1cfa820ab06

import { ConcreteRequest } from 'relay-runtime';
export type AssemblyRuleCountNonVotersWithMajority = "NO" | "YES" | "%future added value";
export type AssemblyRuleExtensionAllowed = "NO" | "YES" | "%future added value";
export type AssemblyRuleProxiesAllowed = "NO" | "YES" | "%future added value";
export type SortOrder = "asc" | "desc" | "%future added value";
export type AssemblyRuleFilter = {
  areaId?: number | null | undefined;
  countNonVotersWithMajority?: number | null | undefined;
  extensionAllowed?: number | null | undefined;
  proxiesAllowed?: number | null | undefined;
};
export type AssemblyRuleListQuery$variables = {
  filter?: AssemblyRuleFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type AssemblyRuleListQuery$data = {
  readonly assemblyRuleList: ReadonlyArray<{
    readonly areaId: number;
    readonly areaName: string | null | undefined;
    readonly countNonVotersWithMajority: number;
    readonly countNonVotersWithMajorityEnum: AssemblyRuleCountNonVotersWithMajority | null | undefined;
    readonly createTime: string;
    readonly extensionAllowed: number;
    readonly extensionAllowedEnum: AssemblyRuleExtensionAllowed | null | undefined;
    readonly id: string;
    readonly maxExtensionDays: number;
    readonly maxOwnersPerProxy: number | null | undefined;
    readonly proxiesAllowed: number;
    readonly proxiesAllowedEnum: AssemblyRuleProxiesAllowed | null | undefined;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type AssemblyRuleListQuery = {
  response: AssemblyRuleListQuery$data;
  variables: AssemblyRuleListQuery$variables;
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
    "concreteType": "AssemblyRule",
    "kind": "LinkedField",
    "name": "assemblyRuleList",
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
        "name": "countNonVotersWithMajority",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "countNonVotersWithMajorityEnum",
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
        "name": "extensionAllowed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "extensionAllowedEnum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxExtensionDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxOwnersPerProxy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "proxiesAllowed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "proxiesAllowedEnum",
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
    "name": "AssemblyRuleListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssemblyRuleListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d851c4d133dc109070db19bbfabbf397e305813175a5b3a038cbb1cfa820ab06",
    "metadata": {},
    "name": "AssemblyRuleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0f2a5e8ab737d4d644fe180e8078177f";

export default node;
