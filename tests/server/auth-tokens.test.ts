/**
 * Authentication end to end, on the embedded database and on PostgreSQL: token checks on every request: missing, garbage, forged, tampered or refresh tokens, and permissions (403).
 * (The other behaviours of authentication: tests/server/auth-*.test.ts.)
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { SignJWT } from 'jose';
import { describeOnDatabases, type DbKind, type TestApp } from '../support/app.ts';
import { PERSON, PERMMENU, USER_PAGE, claims, tamper, useAuthApp } from '../support/auth.ts';

function suite(kind: DbKind) {
  const auth = useAuthApp(kind);
  const { createUser } = auth;
  let t: TestApp;
  let admin: { token: string; refreshToken: string };
  beforeAll(() => {
    ({ t, admin } = auth.started());
  });

  // ---------------------------------------------------------- token checks

  describe('token checks', () => {
    it('no token → HTTP 401 {code:1001}', async () => {
      const r = await t.req('POST', USER_PAGE, { body: { page: 1, size: 20 } });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 1001, message: '登录失效或无权限访问~' });
    });

    it('a garbage token → 401 worded like no token (the legacy answer)', async () => {
      const r = await t.req('GET', PERSON, { token: 'not-a-real-token' });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 1001, message: '登录失效或无权限访问~' });
    });

    it('accepts the raw token and a Bearer token', async () => {
      expect((await t.req('GET', PERSON, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);
      expect((await t.req('GET', PERSON, { token: admin.token })).status).toBe(200);
    });

    it('a token signed with another secret → 401', async () => {
      const forged = await new SignJWT({ ...claims(admin.token) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('not-the-server-secret-0123456789-abcdefghijkl'));
      const r = await t.req('GET', PERSON, { token: forged });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 1001, message: '登录失效或无权限访问~' });
      const page = await t.req('POST', USER_PAGE, { token: forged, body: {} });
      expect(page.status).toBe(401);
    });

    it('a tampered payload (other user, later expiry, other passwordV) → 401', async () => {
      const u = await createUser('tamper123');
      const s = await t.login(u.username, u.password);
      const adminId = claims(admin.token).sub;
      for (const patch of [{ sub: adminId }, { exp: claims(s.token).exp + 3600 }, { pv: 99 }]) {
        const r = await t.req('GET', PERSON, { token: tamper(s.token, patch) });
        expect(r.status, JSON.stringify(patch)).toBe(401);
      }
      // An unsigned token (alg none) is refused too.
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims(admin.token) })).toString('base64url')}.`;
      expect((await t.req('GET', PERSON, { token: none })).status).toBe(401);
      // The genuine token still works.
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(200);
    });

    it('a refresh token used as an access token → 401 "登录失效~" (the legacy answer)', async () => {
      const s = await t.login();
      const r = await t.req('GET', PERSON, { token: s.refreshToken });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 1001, message: '登录失效~' });
      expect((await t.req('POST', USER_PAGE, { token: s.refreshToken, body: {} })).status).toBe(401);
    });

    it('a restricted user gets 403 on user/page but 200 on person and its own permmenu', async () => {
      const pm = await t.req('GET', PERMMENU, { token: admin.token });
      const dictMenus = (pm.body.data.menus as any[]).filter((m) => m.type === 2 && typeof m.perms === 'string' && m.perms.startsWith('dict:')).slice(0, 3);
      expect(dictMenus.length).toBeGreaterThan(0);
      const role = await t.req('POST', '/admin/base/sys/role/add', {
        token: admin.token,
        body: { name: `viewer-${kind}`, label: `viewer_${kind}`, remark: 'few perms', relevance: false, menuIdList: dictMenus.map((m) => m.id), departmentIdList: [] },
      });
      expect(role.body.code).toBe(1000);
      const roleId = typeof role.body.data === 'object' ? role.body.data.id : role.body.data;
      const u = await createUser('viewer123', { roleIdList: [roleId] });
      const s = await t.login(u.username, u.password);

      const page = await t.req('POST', USER_PAGE, { token: s.token, body: { page: 1, size: 20 } });
      expect(page.status).toBe(403);
      expect(page.body).toEqual({ code: 1001, message: '登录失效或无权限访问~' });
      const add = await t.req('POST', '/admin/base/sys/user/add', { token: s.token, body: { username: 'x', password: 'xxxxxx', name: 'x' } });
      expect(add.status).toBe(403);

      const person = await t.req('GET', PERSON, { token: s.token });
      expect(person.status).toBe(200);
      expect(person.body.data.username).toBe(u.username);

      const mine = await t.req('GET', PERMMENU, { token: s.token });
      expect(mine.status).toBe(200);
      const expected = [...new Set(dictMenus.flatMap((m) => m.perms.split(',')))].sort();
      expect([...mine.body.data.perms].sort()).toEqual(expected);
      expect(mine.body.data.perms).not.toContain('base:sys:user:page');
      const ids = new Set(mine.body.data.menus.map((m: any) => m.id));
      for (const m of dictMenus) expect(ids.has(m.id)).toBe(true);

      // A permission it holds works.
      const perm = dictMenus[0].perms.split(',')[0] as string;
      const action = perm.split(':').pop();
      if (action === 'page' || action === 'list') {
        const path = `/admin/${perm.split(':').slice(0, -1).join('/')}/${action}`;
        expect((await t.req('POST', path, { token: s.token, body: {} })).status).toBe(200);
      }

      // GraphQL says FORBIDDEN for the same thing.
      const g = await t.gql('query { sysUserPage(first: 5) { totalCount } }', {}, s.token);
      expect(g.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      // Granting the permission to the role takes effect on the next request, without a new login.
      const pageMenu = (pm.body.data.menus as any[]).find((m) => m.type === 2 && typeof m.perms === 'string' && m.perms.split(',').includes('base:sys:user:page'));
      expect(pageMenu).toBeTruthy();
      const upd = await t.req('POST', '/admin/base/sys/role/update', {
        token: admin.token,
        body: { id: roleId, name: `viewer-${kind}`, label: `viewer_${kind}`, menuIdList: [...dictMenus.map((m) => m.id), pageMenu.id] },
      });
      expect(upd.body.code).toBe(1000);
      const granted = await t.req('POST', USER_PAGE, { token: s.token, body: { page: 1, size: 20 } });
      expect(granted.status).toBe(200);
      expect(granted.body.code).toBe(1000);
    });
  });
}

describeOnDatabases('authentication: token checks', suite);
