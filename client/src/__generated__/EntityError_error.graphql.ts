/**
 * @generated SignedSource<<07faae68b4f106420c6c146e89249fb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityError_error$data = {
  readonly code: number;
  readonly field: string | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "EntityError_error";
};
export type EntityError_error$key = {
  readonly " $data"?: EntityError_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityError_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "EntityError_error"
};

(node as any).hash = "cf46d7754c09bbe5ea5b1d8ce09c1ad9";

export default node;
