/**
 * Authentication end to end, on the embedded database and on PostgreSQL: the GraphQL and subscription (graphql-ws) entry points.
 * (The other behaviours of authentication: tests/server/auth-*.test.ts.)
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { CAPTCHA, describeOnDatabases, type DbKind, type TestApp } from '../support/app.ts';
import { REFRESH, LOGOUT, sleep, claims, until, useAuthApp } from '../support/auth.ts';

function suite(kind: DbKind) {
  const auth = useAuthApp(kind);
  const { createUser } = auth;
  let t: TestApp;
  let admin: { token: string; refreshToken: string };
  beforeAll(() => {
    ({ t, admin } = auth.started());
  });

  // ---------------------------------------------------------------- GraphQL

  describe('GraphQL', () => {
    const LOGIN_GQL = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on AppError { code message } ... on MutationLoginSuccess { data { token expire refreshToken refreshExpire } } } }`;
    const gqlLogin = async (username: string, password: string, headers: Record<string, string> = {}, verifyCode = CAPTCHA) => {
      const c = await t.gql('mutation { captcha { captchaId data } }');
      expect(c.body.errors).toBeUndefined();
      expect(c.body.data.captcha.data).toMatch(/^<svg/);
      return t.gql(LOGIN_GQL, { input: { username, password, captchaId: c.body.data.captcha.captchaId, verifyCode } }, null, headers);
    };

    it('captcha + login answer a token pair', async () => {
      const r = await gqlLogin('admin', '123456');
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.login.__typename).toBe('MutationLoginSuccess');
      expect(r.body.data.login.data).toMatchObject({ expire: 7200, refreshExpire: 1296000 });
      const p = await t.gql('query { person { username passwordV } }', {}, r.body.data.login.data.token);
      expect(p.body.data.person.username).toBe('admin');
    });

    it('login errors are AppError results, translated', async () => {
      const wrong = await gqlLogin('admin', '123456', {}, '0000');
      expect(wrong.body.data.login).toEqual({ __typename: 'AppError', code: 1001, message: '验证码不正确' });
      const wrongEn = await gqlLogin('admin', '123456', { language: 'en' }, '0000');
      expect(wrongEn.body.data.login.message).toBe('Incorrect verification code');
      const bad = await gqlLogin('admin', 'wrong-password');
      expect(bad.body.data.login).toEqual({ __typename: 'AppError', code: 1001, message: '账户或密码不正确~' });
      const missing = await t.gql(LOGIN_GQL, { input: { password: 'x' } });
      expect(missing.body.data.login).toMatchObject({ __typename: 'AppError', code: 1001, message: '用户名不能为空' });
    });

    it('refreshToken rotates, and reuse revokes the session', async () => {
      const s = await t.login();
      const REF = `mutation($rt: String!) { refreshToken(refreshToken: $rt) { __typename ... on AppError { code message } ... on MutationRefreshTokenSuccess { data { token refreshToken expire refreshExpire } } } }`;
      const r1 = await t.gql(REF, { rt: s.refreshToken });
      expect(r1.body.data.refreshToken.__typename).toBe('MutationRefreshTokenSuccess');
      const pair = r1.body.data.refreshToken.data;
      expect(pair.refreshToken).not.toBe(s.refreshToken);
      const reuse = await t.gql(REF, { rt: s.refreshToken });
      expect(reuse.body.data.refreshToken).toMatchObject({ __typename: 'AppError', code: 1001 });
      const p = await t.gql('query { person { username } }', {}, pair.token);
      expect(p.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const garbage = await t.gql(REF, { rt: 'garbage' });
      expect(garbage.body.data.refreshToken.__typename).toBe('AppError');
    });

    it('person and permmenu queries', async () => {
      const r = await t.gql('query { person { rowId username name passwordV status } permmenu { perms menus { rowId name type perms router } } }', {}, admin.token);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.person).toMatchObject({ username: 'admin', status: 1 });
      expect(r.body.data.permmenu.perms).toContain('base:sys:user:page');
      expect(r.body.data.permmenu.menus.length).toBeGreaterThan(0);
    });

    it('logout ends the session', async () => {
      const s = await t.login();
      const r = await t.gql('mutation { logout }', {}, s.token);
      expect(r.body).toEqual({ data: { logout: true } });
      const p = await t.gql('query { person { username } }', {}, s.token);
      expect(p.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).status).toBe(401);
    });

    it('a query without a token gets UNAUTHENTICATED', async () => {
      for (const q of ['query { person { username } }', 'query { permmenu { perms } }', 'mutation { logout }']) {
        const r = await t.gql(q);
        expect(r.body.data ?? null).toBeNull();
        expect(r.body.errors?.[0]?.extensions?.code, q).toBe('UNAUTHENTICATED');
      }
      const en = await t.gql('query { person { username } }', {}, null, { language: 'en' });
      expect(en.body.errors[0].message).toBe('Login expired or no permission');
    });
  });

  // ------------------------------------------------------------ subscriptions

  describe('subscriptions (graphql-ws)', () => {
    const clients: Client[] = [];
    afterAll(async () => {
      for (const c of clients) await c.dispose();
    });
    const wsClient = (connectionParams: Record<string, unknown>) => {
      const c = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
      clients.push(c);
      return c;
    };

    /** Subscribes to sessionEvents; collects events and errors. */
    const listen = (client: Client) => {
      const events: any[] = [];
      const errors: any[] = [];
      let completed = false;
      const stop = client.subscribe(
        { query: 'subscription { sessionEvents { reason sessionId } }' },
        {
          next: (v) => (v.errors ? errors.push(...v.errors) : events.push(v.data!.sessionEvents)),
          error: (e) => errors.push(...(Array.isArray(e) ? e : [e])),
          complete: () => (completed = true),
        },
      );
      return { events, errors, stop, done: () => completed };
    };

    it('tells a session that it was logged out', async () => {
      const u = await createUser('wsuser123');
      const s = await t.login(u.username, u.password);
      const sub = listen(wsClient({ Authorization: s.token }));

      // Wait until the subscription is live: log other sessions of the user out until one is reported.
      await until(async () => {
        const probe = await t.login(u.username, u.password);
        await t.req('POST', LOGOUT, { token: probe.token });
        const sid = claims(probe.token).sid;
        try {
          return await until(async () => sub.events.some((e) => e.sessionId === sid), 300);
        } catch {
          return false;
        }
      }, 15000);
      expect(sub.errors).toEqual([]);

      const sid = claims(s.token).sid;
      const out = await t.req('POST', LOGOUT, { token: s.token });
      expect(out.body.code).toBe(1000);
      const ev = await until(async () => sub.events.find((e) => e.sessionId === sid));
      expect(ev).toEqual({ reason: 'logout', sessionId: sid });
      sub.stop();
    });

    it('tells the user when an admin disables it', async () => {
      const u = await createUser('wsdisable1');
      const s = await t.login(u.username, u.password);
      const sub = listen(wsClient({ Authorization: s.token }));
      // The subscription is live once a probe logout is reported.
      await until(async () => {
        const probe = await t.login(u.username, u.password);
        await t.req('POST', LOGOUT, { token: probe.token });
        await sleep(200);
        return sub.events.length > 0;
      }, 15000);
      const off = await t.req('POST', '/admin/base/sys/user/update', { token: admin.token, body: { id: u.id, status: 0 } });
      expect(off.body.code).toBe(1000);
      const ev = await until(async () => sub.events.find((e) => e.reason === 'revoked'));
      expect(ev).toEqual({ reason: 'revoked', sessionId: null });
      sub.stop();
    });

    it('refuses a subscription without a token or with a bad one', async () => {
      for (const params of [{}, { Authorization: 'garbage' }, { Authorization: admin.refreshToken }]) {
        const sub = listen(wsClient(params));
        await until(async () => sub.errors.length > 0 || sub.done(), 10000);
        expect(sub.events).toEqual([]);
        expect(sub.errors.length).toBeGreaterThan(0);
        const codes = sub.errors.map((e: any) => e?.extensions?.code);
        expect(codes).toContain('UNAUTHENTICATED');
      }
    });
  });
}

describeOnDatabases('authentication: GraphQL and subscriptions', suite);
