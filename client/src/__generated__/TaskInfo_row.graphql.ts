/**
 * @generated SignedSource<<d844621bff06793f60b854df13eb1d83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskInfoStatus = "RUNNING" | "STOPPED" | "%future added value";
export type TaskInfoTaskType = "CRON" | "INTERVAL" | "%future added value";
export type TaskInfoType = "SYSTEM" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaskInfo_row$data = {
  readonly createTime: string;
  readonly cron: string | null | undefined;
  readonly data: string | null | undefined;
  readonly endDate: string | null | undefined;
  readonly every: number | null | undefined;
  readonly i18n: unknown | null | undefined;
  readonly id: string;
  readonly jobId: string | null | undefined;
  readonly lastExecuteTime: string | null | undefined;
  readonly limit: number | null | undefined;
  readonly lockExpireTime: string | null | undefined;
  readonly name: string;
  readonly nextRunTime: string | null | undefined;
  readonly remark: string | null | undefined;
  readonly repeatConf: string | null | undefined;
  readonly rowId: number;
  readonly runCount: number;
  readonly service: string | null | undefined;
  readonly startDate: string | null | undefined;
  readonly status: number;
  readonly statusEnum: TaskInfoStatus | null | undefined;
  readonly taskType: number;
  readonly taskTypeEnum: TaskInfoTaskType | null | undefined;
  readonly type: number;
  readonly typeEnum: TaskInfoType | null | undefined;
  readonly updateTime: string;
  readonly " $fragmentType": "TaskInfo_row";
};
export type TaskInfo_row$key = {
  readonly " $data"?: TaskInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskInfo_row",
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
      "name": "cron",
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
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "every",
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
      "name": "jobId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastExecuteTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lockExpireTime",
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
      "name": "nextRunTime",
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
      "name": "repeatConf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "service",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
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
      "name": "taskType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taskTypeEnum",
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
      "name": "typeEnum",
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
  "type": "TaskInfo",
  "abstractKey": null
};

(node as any).hash = "90c22f21c2ab112ba5d8fb325f0b278a";

export default node;
