/**
 * @generated SignedSource<<c1195d60e3c889ace54d3234df6b8f33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssemblyRuleCountNonVotersWithMajority = "NO" | "YES" | "%future added value";
export type AssemblyRuleExtensionAllowed = "NO" | "YES" | "%future added value";
export type AssemblyRuleProxiesAllowed = "NO" | "YES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssemblyRule_row$data = {
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
  readonly " $fragmentType": "AssemblyRule_row";
};
export type AssemblyRule_row$key = {
  readonly " $data"?: AssemblyRule_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssemblyRule_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssemblyRule_row",
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
  "type": "AssemblyRule",
  "abstractKey": null
};

(node as any).hash = "1b6e72103d088329c55e7efaa4b686f0";

export default node;
