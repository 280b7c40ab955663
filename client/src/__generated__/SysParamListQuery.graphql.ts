/**
 * @generated SignedSource<<dd3ce0e698f2a51e4fc65d4b7cdf0a44>>
 * @relayHash b5eef7d67337dec7b7333bb31798e8ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 262520dd05dce7a70fa597ee503d12d2c35f036dc4dbc70f0fc9ea47e126628d

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type SysParamDataType = "FILE" | "RICH_TEXT" | "STRING" | "%future added value";
export type SysParamFilter = {
  dataType?: number | null | undefined;
};
export type SysParamListQuery$variables = {
  filter?: SysParamFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type SysParamListQuery$data = {
  readonly sysParamList: ReadonlyArray<{
    readonly createTime: string;
    readonly data: string | null | undefined;
    readonly dataType: number;
    readonly dataTypeEnum: SysParamDataType | null | undefined;
    readonly i18n: unknown | null | undefined;
    readonly id: string;
    readonly keyName: string;
    readonly name: string;
    readonly remark: string | null | undefined;
    readonly rowId: number;
    readonly updateTime: string;
  }>;
};
export type SysParamListQuery = {
  response: SysParamListQuery$data;
  variables: SysParamListQuery$variables;
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
    "concreteType": "SysParam",
    "kind": "LinkedField",
    "name": "sysParamList",
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
        "name": "createTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "data",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataTypeEnum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "i18n",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "keyName",
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
    "name": "SysParamListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SysParamListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "262520dd05dce7a70fa597ee503d12d2c35f036dc4dbc70f0fc9ea47e126628d",
    "metadata": {},
    "name": "SysParamListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b492dc55f3cc057d3091e1904fe4ffe7";

export default node;
