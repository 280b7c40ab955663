/**
 * @generated SignedSource<<2621dcf92f1dc05aba7ce0ddf417b1df>>
 * @relayHash 97c48ff9b7505de1adecc8fd947e0afb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d86db32ba20cbee43c52860e4f8cc6f5131feaced0df56ba35267d54dda583de

import { ConcreteRequest } from 'relay-runtime';
export type LoginPageCaptchaMutation$variables = {
  height?: number | null | undefined;
  width?: number | null | undefined;
};
export type LoginPageCaptchaMutation$data = {
  readonly captcha: {
    readonly captchaId: string;
    readonly data: string;
  };
};
export type LoginPageCaptchaMutation = {
  response: LoginPageCaptchaMutation$data;
  variables: LoginPageCaptchaMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "height"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "width"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "height",
        "variableName": "height"
      },
      {
        "kind": "Variable",
        "name": "width",
        "variableName": "width"
      }
    ],
    "concreteType": "Captcha",
    "kind": "LinkedField",
    "name": "captcha",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "captchaId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "data",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageCaptchaMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LoginPageCaptchaMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d86db32ba20cbee43c52860e4f8cc6f5131feaced0df56ba35267d54dda583de",
    "metadata": {},
    "name": "LoginPageCaptchaMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3efe91a4401c8395eee6ccdba6425dc";

export default node;
