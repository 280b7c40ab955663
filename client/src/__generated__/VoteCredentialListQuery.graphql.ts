/**
 * @generated SignedSource<<267ae25ce0041f573ea3abda3ead6c45>>
 * @relayHash e3e60e8a53911ceceb1a4c6352feb166
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e75e86194d64f9c9ab5c48c951de800b651670228622207e86636f0651ea4d5e

import { ConcreteRequest } from 'relay-runtime';
export type SortOrder = "asc" | "desc" | "%future added value";
export type VoteCredentialStatus = "LOCKED" | "REVOKED" | "VALID" | "%future added value";
export type VoteCredentialFilter = {
  houseId?: number | null | undefined;
  meetingId?: number | null | undefined;
  status?: number | null | undefined;
};
export type VoteCredentialListQuery$variables = {
  filter?: VoteCredentialFilter | null | undefined;
  keyWord?: string | null | undefined;
  orderBy?: string | null | undefined;
  sort?: SortOrder | null | undefined;
};
export type VoteCredentialListQuery$data = {
  readonly voteCredentialList: ReadonlyArray<{
    readonly createTime: string;
    readonly failedAttempts: number;
    readonly houseId: number;
    readonly id: string;
    readonly meetingId: number;
    readonly ownerKey: string | null | undefined;
    readonly rowId: number;
    readonly status: number;
    readonly statusEnum: VoteCredentialStatus | null | undefined;
    readonly updateTime: string;
    readonly usedAt: string | null | undefined;
    readonly userId: number | null | undefined;
  }>;
};
export type VoteCredentialListQuery = {
  response: VoteCredentialListQuery$data;
  variables: VoteCredentialListQuery$variables;
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
    "concreteType": "VoteCredential",
    "kind": "LinkedField",
    "name": "voteCredentialList",
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
        "name": "failedAttempts",
        "storageKey": null
      },
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
        "name": "meetingId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ownerKey",
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
        "name": "updateTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usedAt",
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
    "name": "VoteCredentialListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoteCredentialListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e75e86194d64f9c9ab5c48c951de800b651670228622207e86636f0651ea4d5e",
    "metadata": {},
    "name": "VoteCredentialListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "78581ebd9a223377c4b3ee724683dc0d";

export default node;
