/**
 * @generated SignedSource<<866ff33fe40158b3a3427d66b63c02f7>>
 * @relayHash 6ef5b2422cdf71096944a99661aa4111
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1814dbb43eea7a3c194e20f09081b4b03a01911e3840bc907465944f19aa59cb

import { ConcreteRequest } from 'relay-runtime';
export type UserMenuLogoutMutation$variables = Record<PropertyKey, never>;
export type UserMenuLogoutMutation$data = {
  readonly logout: boolean;
};
export type UserMenuLogoutMutation = {
  response: UserMenuLogoutMutation$data;
  variables: UserMenuLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "logout",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserMenuLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserMenuLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1814dbb43eea7a3c194e20f09081b4b03a01911e3840bc907465944f19aa59cb",
    "metadata": {},
    "name": "UserMenuLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a68fbdc884f835ec2fe34be3a0638a6f";

export default node;
