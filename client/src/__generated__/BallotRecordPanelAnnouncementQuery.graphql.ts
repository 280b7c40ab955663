/**
 * @generated SignedSource<<46c88b99d2307c6b2abc77beea7178e5>>
 * @relayHash 6d5c74afbaef012fbaba20f761d82ec9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee61e82616e8340c6dd0307103443994b3152df8895431a872b70b84d4668052

import { ConcreteRequest } from 'relay-runtime';
export type BallotRecordPanelAnnouncementQuery$variables = {
  id: number;
  kind: string;
};
export type BallotRecordPanelAnnouncementQuery$data = {
  readonly meetingInfoAnnouncement: {
    readonly chainHead: string | null | undefined;
    readonly html: string;
    readonly title: string;
  };
};
export type BallotRecordPanelAnnouncementQuery = {
  response: BallotRecordPanelAnnouncementQuery$data;
  variables: BallotRecordPanelAnnouncementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
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
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": "MeetingAnnouncement",
    "kind": "LinkedField",
    "name": "meetingInfoAnnouncement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "html",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chainHead",
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
    "name": "BallotRecordPanelAnnouncementQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BallotRecordPanelAnnouncementQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ee61e82616e8340c6dd0307103443994b3152df8895431a872b70b84d4668052",
    "metadata": {},
    "name": "BallotRecordPanelAnnouncementQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11561cf24e15c7cc3147b811ea5761bf";

export default node;
