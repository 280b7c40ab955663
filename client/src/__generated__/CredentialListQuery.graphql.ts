/**
 * @generated SignedSource<<b9abbad146fb221813a5408d4287d81d>>
 * @relayHash ec80bf27b565bc40aeddfce38c264d6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54cf41c3a9aec288f14840843acaba5322ec85abcc001f9166c3ac158f3a6d6f

import { ConcreteRequest } from 'relay-runtime';
export type CredentialListQuery$variables = {
  building?: string | null | undefined;
  meetingId: number;
  page?: number | null | undefined;
  size?: number | null | undefined;
  state?: string | null | undefined;
};
export type CredentialListQuery$data = {
  readonly voteCredentialOwners: {
    readonly buildings: ReadonlyArray<string>;
    readonly counts: ReadonlyArray<{
      readonly count: number;
      readonly state: string;
    }>;
    readonly rows: ReadonlyArray<{
      readonly boundAt: string | null | undefined;
      readonly failedAttempts: number;
      readonly houseId: number;
      readonly houses: ReadonlyArray<string>;
      readonly issuedAt: string | null | undefined;
      readonly lastVoteAt: string | null | undefined;
      readonly ownerName: string | null | undefined;
      readonly reissued: number;
      readonly state: string;
    }>;
    readonly total: number;
  };
};
export type CredentialListQuery = {
  response: CredentialListQuery$data;
  variables: CredentialListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "building"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetingId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "size"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "building",
        "variableName": "building"
      },
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "size",
        "variableName": "size"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "concreteType": "VoteCredentialList",
    "kind": "LinkedField",
    "name": "voteCredentialOwners",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buildings",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VoteCredentialCount",
        "kind": "LinkedField",
        "name": "counts",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VoteCredentialOwner",
        "kind": "LinkedField",
        "name": "rows",
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
            "name": "houses",
            "storageKey": null
          },
          (v5/*:: as any*/),
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
            "name": "reissued",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "issuedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "boundAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastVoteAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CredentialListQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CredentialListQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "54cf41c3a9aec288f14840843acaba5322ec85abcc001f9166c3ac158f3a6d6f",
    "metadata": {},
    "name": "CredentialListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2ae66a800ad4d0e40a6bddabc3c351b4";

export default node;
