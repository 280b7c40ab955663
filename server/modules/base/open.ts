/** Calls that need no token: captcha, login, refresh, program info, EPS. */
import { builder } from '../../builder.ts';
import { defineRoute } from '../../rest/registry.ts';
import { buildEps } from '../../rest/eps.ts';

const Captcha = builder.objectRef<{ captchaId: string; data: string }>('Captcha').implement({
  fields: (t) => ({
    captchaId: t.exposeString('captchaId'),
    data: t.exposeString('data', { description: 'SVG image (or a data URI when type is base64)' }),
  }),
});

const TokenPair = builder.objectRef<{ token: string; expire: number; refreshToken: string; refreshExpire: number }>('TokenPair').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    expire: t.exposeInt('expire', { description: 'Seconds the token lives' }),
    refreshToken: t.exposeString('refreshToken'),
    refreshExpire: t.exposeInt('refreshExpire', { description: 'Seconds the refresh token lives' }),
  }),
});

builder.mutationField('captcha', (t) =>
  t.field({
    type: Captcha,
    description: 'A new image captcha of digits; its answer is checked once by login',
    args: { width: t.arg.int({ required: false }), height: t.arg.int({ required: false }), type: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.auth.captcha({ width: args.width ?? undefined, height: args.height ?? undefined, type: args.type ?? undefined }),
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: false }),
    password: t.string({ required: false }),
    captchaId: t.string({ required: false }),
    verifyCode: t.string({ required: false }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: TokenPair,
    errors: {},
    description: 'Logs in with username, password and the captcha answer',
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.auth.login(input, ctx.ip),
  }),
);

builder.mutationField('refreshToken', (t) =>
  t.field({
    type: TokenPair,
    errors: {},
    description: 'Exchanges a refresh token for a new pair; a reused refresh token revokes its session',
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_r, { refreshToken }, ctx) => ctx.auth.refresh(refreshToken),
  }),
);

builder.queryField('program', (t) =>
  t.field({
    type: 'JSON',
    description: 'Name and version of the server program',
    resolve: () => ({ name: '社区治理管理后台', version: process.env.npm_package_version ?? '0.1.0', api: 'cool-admin-7-compatible' }),
  }),
);

builder.queryField('eps', (t) =>
  t.field({ type: 'JSON', description: 'The legacy EPS listing of every /admin route', resolve: () => buildEps() }),
);

const open = { module: 'base', prefix: '/admin/base/open', perm: null, ignoreToken: true } as const;
const errorsSel = '__typename ... on AppError { code message httpStatus retryAfter }';

defineRoute({
  ...open,
  method: 'get',
  path: '/captcha',
  summary: '验证码',
  document: `mutation($width: Int, $height: Int, $type: String) { r: captcha(width: $width, height: $height, type: $type) { captchaId data } }`,
  variables: (q) => ({
    width: q.width ? Number(q.width) || null : null,
    height: q.height ? Number(q.height) || null : null,
    type: q.type ? String(q.type) : null,
  }),
  result: (d) => d.r,
});
defineRoute({
  ...open,
  method: 'post',
  path: '/login',
  summary: '登录',
  document: `mutation($input: LoginInput!) { r: login(input: $input) { ${errorsSel} ... on MutationLoginSuccess { data { expire token refreshExpire refreshToken } } } }`,
  variables: (b) => ({
    input: Object.fromEntries(['username', 'password', 'captchaId', 'verifyCode'].map((k) => [k, b[k] === undefined || b[k] === null ? null : String(b[k])])),
  }),
  result: (d) => d.r.data,
});
defineRoute({
  ...open,
  method: 'get',
  path: '/refreshToken',
  summary: '刷新token',
  document: `mutation($refreshToken: String!) { r: refreshToken(refreshToken: $refreshToken) { ${errorsSel} ... on MutationRefreshTokenSuccess { data { expire token refreshExpire refreshToken } } } }`,
  variables: (q) => ({ refreshToken: String(q.refreshToken ?? '') }),
  result: (d) => d.r.data,
});
defineRoute({
  ...open,
  method: 'get',
  path: '/eps',
  summary: '实体信息与路径',
  document: `query { r: eps }`,
  variables: () => ({}),
  result: (d) => d.r,
});
defineRoute({
  ...open,
  method: 'get',
  path: '/html',
  summary: '获得网页内容的参数值',
  raw: { contentType: 'text/html; charset=utf-8' },
  document: `query($key: String!) { r: sysParamHtml(key: $key) }`,
  variables: (q) => ({ key: String(q.key ?? '') }),
  result: (d) => d.r ?? '',
});
defineRoute({
  module: 'base',
  prefix: '/admin/base/comm',
  perm: null,
  ignoreToken: true,
  method: 'get',
  path: '/program',
  summary: '编程',
  document: `query { r: program }`,
  variables: () => ({}),
  result: (d) => d.r,
});
