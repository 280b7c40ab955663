/** Calls that need no token (base/open): captcha, login, refresh, EPS, the public HTML of a parameter. */
import { builder } from '../../builder.ts';
import { defineController } from '../../crud/define.ts';
import { buildEps } from '../../crud/eps.ts';
import { sensitive } from '../../audit/sensitive.ts';
import { paramHtmlRest } from './param.ts';

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

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: false }),
    password: t.string({ required: false, ...sensitive() }),
    captchaId: t.string({ required: false }),
    verifyCode: t.string({ required: false, ...sensitive() }),
  }),
});

defineController({
  prefix: 'base/open',
  type: 'BaseOpen',
  operations: [
    {
      action: 'captcha',
      method: 'get',
      kind: 'mutation',
      summary: '验证码',
      access: 'open',
      field: 'captcha',
      graphql: (t) =>
        t.field({
          type: Captcha,
          errors: undefined,
          description: 'A new image captcha of digits; its answer is checked once by login',
          args: { width: t.arg.int({ required: false }), height: t.arg.int({ required: false }), type: t.arg.string({ required: false }) },
          resolve: (_r: unknown, args: { width?: number | null; height?: number | null; type?: string | null }, ctx) =>
            ctx.auth.captcha({ width: args.width ?? undefined, height: args.height ?? undefined, type: args.type ?? undefined }, ctx.db),
        }),
    },
    {
      action: 'login',
      method: 'post',
      summary: '登录',
      access: 'open',
      field: 'login',
      // A failed login is counted (and its captcha used up) even though the login is refused.
      commitOnRefusal: true,
      graphql: (t) =>
        t.field({
          type: TokenPair,
          description: 'Logs in with username, password and the captcha answer',
          args: { input: t.arg({ type: LoginInput, required: true }) },
          resolve: (_r: unknown, { input }: { input: Record<string, string | null> }, ctx) => ctx.auth.login(ctx.db, input, ctx.ip),
        }),
      rest: { args: (b) => ({ input: b }) },
    },
    {
      action: 'refreshToken',
      method: 'get',
      kind: 'mutation',
      summary: '刷新token',
      access: 'open',
      field: 'refreshToken',
      // A reused refresh token revokes its session, and the refusal keeps that revocation.
      commitOnRefusal: true,
      graphql: (t) =>
        t.field({
          type: TokenPair,
          description: 'Exchanges a refresh token for a new pair; a reused refresh token revokes its session',
          args: { refreshToken: t.arg.string({ required: true, ...sensitive() }) },
          resolve: (_r: unknown, { refreshToken }: { refreshToken: string }, ctx) => ctx.auth.refresh(ctx.db, refreshToken),
        }),
      rest: { args: (q) => ({ refreshToken: q.refreshToken ?? '' }) },
    },
    {
      action: 'eps',
      method: 'get',
      summary: '实体信息与路径',
      access: 'open',
      field: 'eps',
      graphql: (t) => t.field({ type: 'JSON', description: 'The legacy EPS listing of every /admin route', resolve: () => buildEps() }),
    },
    // The same public page as base/sys/param/html (legacy clients ask here).
    { action: 'html', method: 'get', summary: '获得网页内容的参数值', access: 'open', field: 'sysParamHtml', rest: paramHtmlRest },
  ],
});
