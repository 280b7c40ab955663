/**
 * @generated SignedSource<<6a49bc3bba242350fec6744ebf17f3a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResidentInfoGender = "FEMALE" | "MALE" | "UNKNOWN" | "%future added value";
export type ResidentInfoIllegalBuilding = "NO" | "YES" | "%future added value";
export type ResidentInfoSource = "BACK_OFFICE" | "MINI_PROGRAM" | "%future added value";
export type ResidentInfoStatus = "ACTIVE" | "DEREGISTERED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResidentInfo_row$data = {
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
  readonly " $fragmentType": "ResidentInfo_row";
};
export type ResidentInfo_row$key = {
  readonly " $data"?: ResidentInfo_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResidentInfo_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResidentInfo_row",
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
  "type": "ResidentInfo",
  "abstractKey": null
};

(node as any).hash = "a0163046b668bd175390cebfda65927a";

export default node;
