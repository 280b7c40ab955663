/**
 * @generated SignedSource<<eb548057cfc88cbe1a3ddd34b25e5681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MeetingStepper_meeting$data = {
  readonly rowId: number;
  readonly status: number;
  readonly " $fragmentType": "MeetingStepper_meeting";
};
export type MeetingStepper_meeting$key = {
  readonly " $data"?: MeetingStepper_meeting$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeetingStepper_meeting">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MeetingStepper_meeting",
  "selections": [
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
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "MeetingInfo",
  "abstractKey": null
};

(node as any).hash = "b4d04721c2f3a2f677cfdfc72790e10e";

export default node;
