/**
 * Authentication end to end, on the embedded database and on PostgreSQL: the session: refresh-token rotation and reuse detection, logout, token expiry.
 * (The other behaviours of authentication: tests/server/auth-*.test.ts.)
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SignJWT } from 'jose';
import { describeOnDatabases, startTestApp, type DbKind, type TestApp } from '../support/app.ts';
import { REFRESH, PERSON, LOGOUT, sleep, claims, tamper, useAuthApp } from '../support/auth.ts';

function suite(kind: DbKind) {
  const auth = useAuthApp(kind);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = auth.started());
  });

  // ---------------------------------------------------------- refresh token

  describe('refresh token', () => {
    it('rotates the pair; the new tokens work', async () => {
      const s = await t.login();
      const r = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(1000);
      expect(r.body.data).toEqual({ token: expect.any(String), expire: 7200, refreshToken: expect.any(String), refreshExpire: 1296000 });
      expect(r.body.data.refreshToken).not.toBe(s.refreshToken);
      // Same session (family).
      expect(claims(r.body.data.token).sid).toBe(claims(s.token).sid);
      expect((await t.req('GET', PERSON, { token: r.body.data.token })).status).toBe(200);
      // The client keeps sending the old access token until it swaps: it still works (legacy behaviour).
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(200);
      const r2 = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(r.body.data.refreshToken)}`);
      expect(r2.body.code).toBe(1000);
    });

    it('reusing an old refresh token fails and revokes the whole session', async () => {
      const other = await t.login();
      const s = await t.login();
      const first = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      expect(first.body.code).toBe(1000);
      const newest = first.body.data;

      const reuse = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe(1001);
      expect(reuse.body.message).toBe('登录状态已失效，请重新登录');

      const newestRefresh = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(newest.refreshToken)}`);
      expect(newestRefresh.status).toBe(401);
      expect(newestRefresh.body.code).toBe(1001);
      expect((await t.req('GET', PERSON, { token: newest.token })).status).toBe(401);
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);

      // Another session of the same user is untouched.
      expect((await t.req('GET', PERSON, { token: other.token })).status).toBe(200);
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(other.refreshToken)}`)).body.code).toBe(1000);
    });

    it('refuses an access token, garbage, an empty value and a foreign signature (HTTP 401)', async () => {
      const s = await t.login();
      const forged = await new SignJWT({ ...claims(s.refreshToken) }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('another-secret-another-secret-another'));
      for (const value of [s.token, 'garbage', '', forged, tamper(s.refreshToken, { sub: '999' })]) {
        const r = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(value)}`);
        expect(r.status, `refresh with ${value.slice(0, 20)}`).toBe(401);
        expect(r.body.code).toBe(1001);
        expect(r.body.data).toBeUndefined();
      }
      const missing = await t.req('GET', REFRESH);
      expect(missing.status).toBe(401);
      // None of these hurt the real session.
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).body.code).toBe(1000);
    });
  });

  // ----------------------------------------------------------------- logout

  describe('logout', () => {
    it('accepts a POST with no body and no Content-Type and ends that session only', async () => {
      const other = await t.login();
      const s = await t.login();
      const r = await t.req('POST', LOGOUT, { token: s.token });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ code: 1000, message: 'success' });

      const after = await t.req('GET', PERSON, { token: s.token });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(1001);
      const refresh = await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      expect(refresh.status).toBe(401);
      expect((await t.req('POST', LOGOUT, { token: s.token })).status).toBe(401);

      expect((await t.req('GET', PERSON, { token: other.token })).status).toBe(200);
    });

    it('accepts an empty JSON body too', async () => {
      const s = await t.login();
      const r = await t.req('POST', LOGOUT, { token: s.token, headers: { 'content-type': 'application/json' }, rawBody: '' });
      expect(r.body).toEqual({ code: 1000, message: 'success' });
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);
    });

    it('needs a token', async () => {
      const r = await t.req('POST', LOGOUT);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(1001);
    });
  });

  // -------------------------------------------------------- token expiry

  describe('token expiry (TOKEN_EXPIRE=3)', () => {
    let short: TestApp;
    beforeAll(async () => {
      // Three seconds: a JWT's expiry is in whole seconds, so a shorter life can end well before it is used.
      short = await startTestApp(kind, { TOKEN_EXPIRE: '3' });
    });
    afterAll(async () => {
      await short?.close();
    });

    it('an expired access token gets 401; the refresh token still gives a new pair', async () => {
      const s = await short.login();
      expect(s.expire).toBe(3);
      await sleep(4200);
      const r = await short.req('GET', PERSON, { token: s.token });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 1001, message: '登录失效~' });
      const g = await short.gql('query { person { username } }', {}, s.token);
      expect(g.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const refreshed = await short.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      expect(refreshed.body.code).toBe(1000);
      expect(refreshed.body.data.expire).toBe(3);
      const p = await short.req('GET', PERSON, { token: refreshed.body.data.token });
      expect(p.status).toBe(200);
    });
  });
}

describeOnDatabases('authentication: sessions', suite);
