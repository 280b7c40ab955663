/**
 * @generated SignedSource<<9b5ef40cb48a58478dfa71f132d6a24c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6ef5b2422cdf71096944a99661aa4111",
    "id": null,
    "metadata": {},
    "name": "UserMenuLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation UserMenuLogoutMutation {\n  logout\n}\n"
  }
};
})();

(node as any).hash = "a68fbdc884f835ec2fe34be3a0638a6f";

export default node;
