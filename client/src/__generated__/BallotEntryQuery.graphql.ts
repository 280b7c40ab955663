/**
 * @generated SignedSource<<a9ce6609737e8282930200e4a667420b>>
 * @relayHash 8cf2f976a301ffa07246f2561e934630
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8c3cd9d90cfee7675281dd0150abe0d4bb10b92bc97d0e6969d4023aa1d5c61

import { ConcreteRequest } from 'relay-runtime';
export type BallotEntryQuery$variables = {
  id: number;
};
export type BallotEntryQuery$data = {
  readonly meetingInfoInfo: {
    readonly joins: ReadonlyArray<{
      readonly buildingNo: string | null | undefined;
      readonly houseId: number | null | undefined;
      readonly houseNo: string | null | undefined;
      readonly ownerKey: string | null | undefined;
      readonly ownerName: string | null | undefined;
      readonly phone: string | null | undefined;
      readonly privateArea: string | null | undefined;
      readonly unitNo: string | null | undefined;
    }> | null | undefined;
    readonly rowId: number;
  } | null | undefined;
};
export type BallotEntryQuery = {
  response: BallotEntryQuery$data;
  variables: BallotEntryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Participant",
  "kind": "LinkedField",
  "name": "joins",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "houseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
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
      "name": "privateArea",
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
      "name": "unitNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "houseNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerKey",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BallotEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MeetingInfo",
        "kind": "LinkedField",
        "name": "meetingInfoInfo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f8c3cd9d90cfee7675281dd0150abe0d4bb10b92bc97d0e6969d4023aa1d5c61",
    "metadata": {},
    "name": "BallotEntryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbc3d0f907665ae976a2cea4aa0233af";

export default node;
