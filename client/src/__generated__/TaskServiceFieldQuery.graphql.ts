/**
 * @generated SignedSource<<3e12a38ea94b024b607928cc2105522c>>
 * @relayHash 4f0dfc12ffa660e596719191808b5309
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef29f5a0851e2cdf3e9eba8e5de8795e6242e150ac0f9b5506725f8fa09695ca

import { ConcreteRequest } from 'relay-runtime';
export type TaskServiceFieldQuery$variables = Record<PropertyKey, never>;
export type TaskServiceFieldQuery$data = {
  readonly taskInfoServices: ReadonlyArray<{
    readonly description: string;
    readonly label: string;
    readonly name: string;
    readonly params: ReadonlyArray<{
      readonly default: unknown | null | undefined;
      readonly label: string;
      readonly max: number | null | undefined;
      readonly min: number | null | undefined;
      readonly name: string;
      readonly required: boolean;
      readonly type: string;
    }>;
  }>;
};
export type TaskServiceFieldQuery = {
  response: TaskServiceFieldQuery$data;
  variables: TaskServiceFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TaskServiceInfo",
    "kind": "LinkedField",
    "name": "taskInfoServices",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TaskServiceParam",
        "kind": "LinkedField",
        "name": "params",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "required",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "default",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TaskServiceFieldQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TaskServiceFieldQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ef29f5a0851e2cdf3e9eba8e5de8795e6242e150ac0f9b5506725f8fa09695ca",
    "metadata": {},
    "name": "TaskServiceFieldQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da3824f8b00c7cac42c5ca30ef965ec8";

export default node;
