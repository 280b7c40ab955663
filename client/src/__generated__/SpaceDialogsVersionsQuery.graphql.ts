/**
 * @generated SignedSource<<cbb91083c46818b5e06ddc3d818034c3>>
 * @relayHash c6bac44a43229a81ea6a4e15552749c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b10707ca1b25fc2b36c86cdb644d85c06feae4ae9496289480a909dfc6bee68c

import { ConcreteRequest } from 'relay-runtime';
export type SpaceDialogsVersionsQuery$variables = {
  id: number;
};
export type SpaceDialogsVersionsQuery$data = {
  readonly spaceInfoVersions: ReadonlyArray<{
    readonly createTime: string;
    readonly current: boolean;
    readonly downloadUrl: string;
    readonly name: string | null | undefined;
    readonly size: number | null | undefined;
    readonly url: string;
    readonly version: number;
  }>;
};
export type SpaceDialogsVersionsQuery = {
  response: SpaceDialogsVersionsQuery$data;
  variables: SpaceDialogsVersionsQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SpaceDocumentVersion",
    "kind": "LinkedField",
    "name": "spaceInfoVersions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
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
        "name": "createTime",
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
        "name": "downloadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "current",
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
    "name": "SpaceDialogsVersionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpaceDialogsVersionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b10707ca1b25fc2b36c86cdb644d85c06feae4ae9496289480a909dfc6bee68c",
    "metadata": {},
    "name": "SpaceDialogsVersionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3c187adaca18c474668400e5eb29bc8c";

export default node;
