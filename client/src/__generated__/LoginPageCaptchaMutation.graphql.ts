/**
 * @generated SignedSource<<421608ff9cc5ea98de4525302d33d87f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "97c48ff9b7505de1adecc8fd947e0afb",
    "id": null,
    "metadata": {},
    "name": "LoginPageCaptchaMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageCaptchaMutation(\n  $width: Int\n  $height: Int\n) {\n  captcha(width: $width, height: $height) {\n    captchaId\n    data\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3efe91a4401c8395eee6ccdba6425dc";

export default node;
