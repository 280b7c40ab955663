/**
 * Authentication end to end, on the embedded database and on PostgreSQL: the user's own account: person/permmenu/personUpdate, sessions ended by disabling, deleting or a new password, password storage and log redaction.
 * (The other behaviours of authentication: tests/server/auth-*.test.ts.)
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { CAPTCHA, describeOnDatabases, type DbKind, type TestApp } from '../support/app.ts';
import { LOGIN, REFRESH, PERSON, PERMMENU, PERSON_UPDATE, until, useAuthApp } from '../support/auth.ts';

function suite(kind: DbKind) {
  const auth = useAuthApp(kind);
  const { tryLogin, createUser } = auth;
  let t: TestApp;
  let admin: { token: string; refreshToken: string };
  beforeAll(() => {
    ({ t, admin } = auth.started());
  });

  // ------------------------------------------------- person / permmenu

  describe('person and permmenu', () => {
    it('person answers the user columns without password, legacy timestamps', async () => {
      const r = await t.req('GET', PERSON, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(1000);
      const p = r.body.data;
      expect(p).toMatchObject({ username: 'admin', status: 1 });
      expect(Number.isInteger(p.id)).toBe(true);
      for (const k of ['id', 'createTime', 'updateTime', 'departmentId', 'name', 'username', 'passwordV', 'nickName', 'headImg', 'phone', 'email', 'remark', 'status']) {
        expect(p, k).toHaveProperty(k);
      }
      expect(p).not.toHaveProperty('password');
      expect(JSON.stringify(p)).not.toContain('$argon2');
      expect(p.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('permmenu answers {menus, perms} in the legacy shape', async () => {
      const r = await t.req('GET', PERMMENU, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(1000);
      const { menus, perms } = r.body.data;
      expect(Array.isArray(menus)).toBe(true);
      expect(menus.length).toBeGreaterThan(0);
      expect(perms).toContain('base:sys:user:page');
      expect(perms).toContain('base:sys:role:add');
      expect(Object.keys(menus[0]).sort()).toEqual(
        ['id', 'parentId', 'name', 'router', 'perms', 'type', 'icon', 'orderNum', 'viewPath', 'keepAlive', 'isShow', 'createTime', 'updateTime'].sort(),
      );
      expect(menus.some((m: any) => m.type === 1)).toBe(true);
      expect(menus.some((m: any) => m.type === 2 && typeof m.perms === 'string')).toBe(true);
    });

    it('both need a token', async () => {
      for (const path of [PERSON, PERMMENU]) {
        const r = await t.req('GET', path);
        expect(r.status).toBe(401);
        expect(r.body.code).toBe(1001);
      }
    });
  });

  // ------------------------------------------------------------ personUpdate

  describe('personUpdate', () => {
    it('updates profile fields', async () => {
      const u = await createUser('profile123');
      const s = await t.login(u.username, u.password);
      const r = await t.req('POST', PERSON_UPDATE, { token: s.token, body: { nickName: 'Nick', phone: '13800000000' } });
      expect(r.body).toEqual({ code: 1000, message: 'success' });
      const p = await t.req('GET', PERSON, { token: s.token });
      expect(p.body.data).toMatchObject({ nickName: 'Nick', phone: '13800000000', username: u.username });
    });

    it('checks the password length (6 to 16 characters)', async () => {
      const u = await createUser('length123');
      const s = await t.login(u.username, u.password);
      for (const password of ['12345', 'a'.repeat(17)]) {
        const r = await t.req('POST', PERSON_UPDATE, { token: s.token, body: { password } });
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ code: 1001, message: '密码长度需在6到16个字符之间' });
      }
      // Nothing changed: the session and the password still work.
      expect((await t.req('GET', PERSON, { token: s.token })).body.data.passwordV).toBe(1);
      expect((await tryLogin(u.username, u.password)).body.code).toBe(1000);
    });

    it('a wrong oldPassword is refused', async () => {
      const u = await createUser('oldpass123');
      const s = await t.login(u.username, u.password);
      const r = await t.req('POST', PERSON_UPDATE, { token: s.token, body: { password: 'newpass123', oldPassword: 'not-it' } });
      expect(r.body).toEqual({ code: 1001, message: '原密码不正确' });
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(200);
    });

    it('a new password bumps passwordV, ends older tokens and sessions, and is the one that logs in', async () => {
      const u = await createUser('before123');
      const s1 = await t.login(u.username, u.password);
      const s2 = await t.login(u.username, u.password);
      const before = await t.app.db.baseSysUser.findUnique({ where: { id: u.id } });

      const r = await t.req('POST', PERSON_UPDATE, { token: s1.token, body: { password: 'after12345', oldPassword: u.password } });
      expect(r.body).toEqual({ code: 1000, message: 'success' });

      const row = await t.app.db.baseSysUser.findUnique({ where: { id: u.id } });
      expect(row!.passwordV).toBe(before!.passwordV + 1);
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(row!.password).not.toBe(before!.password);

      for (const s of [s1, s2]) {
        expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);
        expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).status).toBe(401);
      }
      expect((await tryLogin(u.username, u.password)).body).toEqual({ code: 1001, message: '账户或密码不正确~' });
      const s3 = await t.login(u.username, 'after12345');
      const p = await t.req('GET', PERSON, { token: s3.token });
      expect(p.status).toBe(200);
      expect(p.body.data.passwordV).toBe(row!.passwordV);
    });
  });

  // -------------------------------------------------------- disabling a user

  describe('disabling a user', () => {
    it('ends its sessions and it cannot log in; enabling lets it in again', async () => {
      const u = await createUser('disable123');
      const s = await t.login(u.username, u.password);
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(200);

      const off = await t.req('POST', '/admin/base/sys/user/update', { token: admin.token, body: { id: u.id, status: 0 } });
      expect(off.body).toEqual({ code: 1000, message: 'success' });

      const person = await t.req('GET', PERSON, { token: s.token });
      expect(person.status).toBe(401);
      expect(person.body.code).toBe(1001);
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).status).toBe(401);
      const login = await tryLogin(u.username, u.password);
      expect(login.body.code).toBe(1001);
      expect(login.body.data).toBeUndefined();
      expect(login.body.message).toBe('用户已禁用~');

      const on = await t.req('POST', '/admin/base/sys/user/update', { token: admin.token, body: { id: u.id, status: 1 } });
      expect(on.body.code).toBe(1000);
      // The old session stays ended; a new login works.
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);
      expect((await tryLogin(u.username, u.password)).body.code).toBe(1000);
    });

    it('deleting a user ends its sessions', async () => {
      const u = await createUser('deleteme1');
      const s = await t.login(u.username, u.password);
      const r = await t.req('POST', '/admin/base/sys/user/delete', { token: admin.token, body: { ids: [u.id] } });
      expect(r.body.code).toBe(1000);
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).status).toBe(401);
      expect((await tryLogin(u.username, u.password)).body).toEqual({ code: 1001, message: '账户或密码不正确~' });
    });

    it('a password set by an admin ends the sessions too', async () => {
      const u = await createUser('adminset1');
      const s = await t.login(u.username, u.password);
      const r = await t.req('POST', '/admin/base/sys/user/update', { token: admin.token, body: { id: u.id, password: 'adminset2' } });
      expect(r.body.code).toBe(1000);
      expect((await t.req('GET', PERSON, { token: s.token })).status).toBe(401);
      expect((await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`)).status).toBe(401);
      expect((await tryLogin(u.username, 'adminset2')).body.code).toBe(1000);
    });
  });

  // ---------------------------------------------------- storage and logging

  describe('password storage and the request log', () => {
    it('passwords are stored as argon2id', async () => {
      const adminRow = await t.app.db.baseSysUser.findUnique({ where: { username: 'admin' } });
      expect(adminRow!.password).toMatch(/^\$argon2id\$/);
      const u = await createUser('stored123');
      const row = await t.app.db.baseSysUser.findUnique({ where: { id: u.id } });
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(row!.password).not.toContain('stored123');
    });

    it('the request log keeps no plain password, captcha answer or token', async () => {
      const secret = `Pw_${kind}_9x!`;
      const u = await createUser(secret);
      const s = await t.login(u.username, secret);
      await t.req('GET', `${REFRESH}?refreshToken=${encodeURIComponent(s.refreshToken)}`);
      const newSecret = `New_${kind}_7y?`;
      const s2 = await t.login(u.username, secret);
      expect((await t.req('POST', PERSON_UPDATE, { token: s2.token, body: { password: newSecret, oldPassword: secret } })).body.code).toBe(1000);
      await t.req('POST', PERSON_UPDATE, { token: (await t.login(u.username, newSecret)).token, body: { password: secret, oldPassword: newSecret } });
      const c = await t.gql('mutation { captcha { captchaId } }');
      await t.gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, {
        input: { username: u.username, password: secret, captchaId: c.body.data.captcha.captchaId, verifyCode: CAPTCHA },
      });

      const logs = await until(async () => {
        const rows = await t.app.db.baseSysLog.findMany({ where: { createTime: { gt: new Date(Date.now() - 60_000) } } });
        const rest = rows.filter((r) => r.action === `POST ${LOGIN}` && JSON.stringify(r.params).includes(u.username));
        const gql = rows.filter((r) => /^graphql .*login/.test(r.action ?? '') && JSON.stringify(r.params).includes(u.username));
        const refresh = rows.filter((r) => r.action === `GET ${REFRESH}`);
        const updates = rows.filter((r) => r.action === `POST ${PERSON_UPDATE}`);
        return rest.length && gql.length && refresh.length && updates.length >= 2 ? { rows, rest, gql } : null;
      });
      const text = JSON.stringify(logs.rows);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(newSecret);
      expect(text).not.toContain(s.refreshToken);
      expect(text).not.toContain(s.token);
      expect((logs.rest[0]!.params as any).password).toBe('******');
      expect((logs.rest[0]!.params as any).verifyCode).toBe('******');
      expect((logs.rest[0]!.params as any).username).toBe(u.username);
    });
  });
}

describeOnDatabases('authentication: accounts', suite);
