/**
 * Authentication end to end, on the embedded database and on PostgreSQL:
 * captcha, login (validation, throttling), refresh-token rotation and reuse
 * detection, logout, person/permmenu/personUpdate, session revocation,
 * token checks, permissions, languages, the GraphQL and subscription entry
 * points, password storage and log redaction.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { loadConfig } from '../../server/kernel/config.ts';
import { CAPTCHA, describeOnDatabases, startTestApp, stopSharedPostgres, type DbKind, type TestApp } from '../support/app.ts';

const LOGIN = '/admin/base/open/login';
const CAPTCHA_PATH = '/admin/base/open/captcha';
const REFRESH = '/admin/base/open/refreshToken';
const PERSON = '/admin/base/comm/person';
const PERMMENU = '/admin/base/comm/permmenu';
const LOGOUT = '/admin/base/comm/logout';
const PERSON_UPDATE = '/admin/base/comm/personUpdate';
const USER_PAGE = '/admin/base/sys/user/page';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function claims(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Re-encodes the payload of a JWT, keeping its header and (now wrong) signature. */
function tamper(token: string, patch: Record<string, unknown>): string {
  const [h, , s] = token.split('.');
  const p = Buffer.from(JSON.stringify({ ...claims(token), ...patch })).toString('base64url');
  return `${h}.${p}.${s}`;
}

async function until<T>(probe: () => Promise<T | null | undefined>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
}

function authSuite(kind: DbKind) {
  let t: TestApp;
  let admin: { token: string; refreshToken: string };
  let seq = 0;

  const newCaptcha = async (headers: Record<string, string> = {}) => {
    const r = await t.req('GET', CAPTCHA_PATH, { headers });
    expect(r.body.code).toBe(1000);
    return r.body.data.captchaId as string;
  };
  const loginRaw = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => t.req('POST', LOGIN, { body, headers });
  const tryLogin = async (username: string, password: string, headers: Record<string, string> = {}) =>
    loginRaw({ username, password, captchaId: await newCaptcha(), verifyCode: CAPTCHA }, headers);

  /** Creates an admin user through the REST API; returns its id. */
  const createUser = async (password = 'secret123', extra: Record<string, unknown> = {}) => {
    const username = `auth_${kind}_${++seq}`;
    const r = await t.req('POST', '/admin/base/sys/user/add', { token: admin.token, body: { username, password, name: `User ${seq}`, ...extra } });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1000);
    const id = r.body.data;
    expect(Number.isInteger(id)).toBe(true);
    return { id: id as number, username, password };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  // ---------------------------------------------------------------- captcha

  describe('captcha', () => {
    it('answers an SVG image and a captchaId stored in the database with an expiry', async () => {
      const r = await t.req('GET', CAPTCHA_PATH);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ code: 1000, message: 'success' });
      const { captchaId, data } = r.body.data;
      expect(captchaId).toMatch(/^[0-9a-f-]{36}$/i);
      expect(data).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(data).toMatch(/width=["']150["']/);
      const row = await t.app.db.authCaptcha.findUnique({ where: { id: captchaId } });
      expect(row).not.toBeNull();
      // The answer is not stored in clear.
      expect(JSON.stringify(row)).not.toContain(CAPTCHA);
      const ttl = row!.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    });

    it('answers a data URI with ?type=base64 and honours width/height', async () => {
      const r = await t.req('GET', `${CAPTCHA_PATH}?type=base64&width=200&height=60`);
      expect(r.body.code).toBe(1000);
      expect(r.body.data.data).toMatch(/^data:image\/svg\+xml/);
      const svg = decodeURIComponent(r.body.data.data.replace(/^data:image\/svg\+xml(;base64)?,/, ''));
      expect(svg).toMatch(/^<svg/);
      expect(svg).toMatch(/width=["']200["']/);
      expect(svg).toMatch(/height=["']60["']/);
    });

    it('is single use: a consumed captcha (right or wrong answer) cannot be used again', async () => {
      const id = await newCaptcha();
      const ok = await loginRaw({ username: 'admin', password: '123456', captchaId: id, verifyCode: CAPTCHA });
      expect(ok.body.code).toBe(1000);
      const again = await loginRaw({ username: 'admin', password: '123456', captchaId: id, verifyCode: CAPTCHA });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ code: 1001, message: '验证码不正确' });

      const id2 = await newCaptcha();
      const wrong = await loginRaw({ username: 'admin', password: '123456', captchaId: id2, verifyCode: '0000' });
      expect(wrong.body).toEqual({ code: 1001, message: '验证码不正确' });
      const afterWrong = await loginRaw({ username: 'admin', password: '123456', captchaId: id2, verifyCode: CAPTCHA });
      expect(afterWrong.body).toEqual({ code: 1001, message: '验证码不正确' });
      expect(await t.app.db.authCaptcha.findUnique({ where: { id: id2 } })).toBeNull();
    });

    it('refuses an expired captcha', async () => {
      const id = await newCaptcha();
      await t.app.db.authCaptcha.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const r = await loginRaw({ username: 'admin', password: '123456', captchaId: id, verifyCode: CAPTCHA });
      expect(r.body).toEqual({ code: 1001, message: '验证码不正确' });
    });

    it('refuses an unknown or malformed captchaId', async () => {
      for (const captchaId of ['00000000-0000-0000-0000-000000000000', 'x', "'; drop table x; --"]) {
        const r = await loginRaw({ username: 'admin', password: '123456', captchaId, verifyCode: CAPTCHA });
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ code: 1001, message: '验证码不正确' });
      }
    });

    it('CAPTCHA_TEST_CODE is refused when NODE_ENV=production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: '4242', ADMIN_PASSWORD: 'x', JWT_SECRET: 'y' })).toThrow(/CAPTCHA_TEST_CODE/);
      expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_CODE: '4242' }).captchaTestCode).toBe('4242');
      expect(loadConfig({ NODE_ENV: 'production' }).captchaTestCode).toBeUndefined();
    });
  });

  // ------------------------------------------------------------------ login

  describe('login', () => {
    it('answers the legacy token pair', async () => {
      const r = await tryLogin('admin', '123456');
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(1000);
      expect(r.body.message).toBe('success');
      expect(r.body.data).toEqual({ token: expect.any(String), expire: 7200, refreshToken: expect.any(String), refreshExpire: 1296000 });
      expect(r.body.data.token).not.toBe(r.body.data.refreshToken);
      const person = await t.req('GET', PERSON, { token: r.body.data.token });
      expect(person.status).toBe(200);
      expect(person.body.data.username).toBe('admin');
    });

    it('answers a wrong captcha with code 1001 and HTTP 200', async () => {
      const r = await loginRaw({ username: 'admin', password: '123456', captchaId: await newCaptcha(), verifyCode: '0000x' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ code: 1001, message: '验证码不正确' });
    });

    it('answers a wrong password and an unknown user identically', async () => {
      const u = await createUser('rightpass1');
      const wrongPass = await tryLogin(u.username, 'wrongpass');
      const unknown = await tryLogin(`nobody_${kind}_${Date.now()}`, 'wrongpass');
      expect(wrongPass.status).toBe(200);
      expect(wrongPass.body).toEqual({ code: 1001, message: '账户或密码不正确~' });
      expect(unknown.status).toBe(wrongPass.status);
      expect(unknown.body).toEqual(wrongPass.body);
      expect(unknown.headers.get('retry-after')).toBeNull();
    });

    it('requires username, password and verification code', async () => {
      const captchaId = await newCaptcha();
      const noUser = await loginRaw({ password: '123456', captchaId, verifyCode: CAPTCHA });
      expect(noUser.status).toBe(200);
      expect(noUser.body).toEqual({ code: 1001, message: '用户名不能为空' });
      const blankUser = await loginRaw({ username: '   ', password: '123456', captchaId, verifyCode: CAPTCHA });
      expect(blankUser.body).toEqual({ code: 1001, message: '用户名不能为空' });
      const noPass = await loginRaw({ username: 'admin', captchaId, verifyCode: CAPTCHA });
      expect(noPass.body).toEqual({ code: 1001, message: '密码不能为空' });
      const noCode = await loginRaw({ username: 'admin', password: '123456', captchaId });
      expect(noCode.body).toEqual({ code: 1001, message: '图片验证码不能为空' });
      const empty = await t.req('POST', LOGIN, {});
      expect(empty.status).toBe(200);
      expect(empty.body.code).toBe(1001);
      expect(empty.body.message).toMatch(/不能为空$/);
      // Validation failures did not consume the captcha.
      const ok = await loginRaw({ username: 'admin', password: '123456', captchaId, verifyCode: CAPTCHA });
      expect(ok.body.code).toBe(1000);
    });

    it('locks an account for 15 minutes after 5 failed logins: HTTP 429 with Retry-After, even for the right password', async () => {
      const u = await createUser('lockme123');
      for (let i = 1; i <= 4; i++) {
        const r = await tryLogin(u.username, `bad-${i}`);
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ code: 1001, message: '账户或密码不正确~' });
      }
      const fifth = await tryLogin(u.username, 'bad-5');
      expect(fifth.body.code).toBe(1001);
      expect(fifth.body.data).toBeUndefined();

      const locked = await tryLogin(u.username, u.password);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(1001);
      expect(locked.body.data).toBeUndefined();
      expect(locked.body.message).toMatch(/登录失败次数过多/);
      const retry = Number(locked.headers.get('retry-after'));
      expect(Number.isInteger(retry)).toBe(true);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      expect(locked.body.message).toContain(String(retry));
      // GraphQL reports the same lock with retryAfter.
      const c = await t.gql('mutation { captcha { captchaId } }');
      const g = await t.gql(
        'mutation($input: LoginInput!) { login(input: $input) { __typename ... on AppError { code httpStatus retryAfter } } }',
        { input: { username: u.username, password: u.password, captchaId: c.body.data.captcha.captchaId, verifyCode: CAPTCHA } },
      );
      expect(g.body.data.login).toMatchObject({ __typename: 'AppError', code: 1001, httpStatus: 429 });
      expect(g.body.data.login.retryAfter).toBeGreaterThan(0);

      // The lock is per account: others still log in.
      const other = await tryLogin('admin', '123456');
      expect(other.body.code).toBe(1000);

      // Failures older than the 15-minute window no longer count.
      await t.app.db.authLoginFailure.updateMany({ where: { username: u.username }, data: { createTime: new Date(Date.now() - 16 * 60_000) } });
      const afterWindow = await tryLogin(u.username, u.password);
      expect(afterWindow.status).toBe(200);
      expect(afterWindow.body.code).toBe(1000);
    });

    it('locks unknown usernames alike (no account enumeration through the lock)', async () => {
      const ghost = `ghost_${kind}_${Date.now()}`;
      for (let i = 0; i < 5; i++) await tryLogin(ghost, 'nope');
      const r = await tryLogin(ghost, 'nope');
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('a successful login clears earlier failures', async () => {
      const u = await createUser('clearme123');
      for (let i = 0; i < 4; i++) expect((await tryLogin(u.username, 'bad')).body.code).toBe(1001);
      expect((await tryLogin(u.username, u.password)).body.code).toBe(1000);
      for (let i = 0; i < 4; i++) expect((await tryLogin(u.username, 'bad')).status).toBe(200);
      const ok = await tryLogin(u.username, u.password);
      expect(ok.status).toBe(200);
      expect(ok.body.code).toBe(1000);
    });
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

  // --------------------------------------------------------------- language

  describe('language header', () => {
    it('en gives English messages', async () => {
      const en = { language: 'en' };
      const wrong = await loginRaw({ username: 'admin', password: '123456', captchaId: await newCaptcha(), verifyCode: '0000' }, en);
      expect(wrong.body).toEqual({ code: 1001, message: 'Incorrect verification code' });
      const bad = await tryLogin('admin_nobody', 'xxxxxx', en);
      expect(bad.body).toEqual({ code: 1001, message: 'Incorrect username or password' });
      const missing = await loginRaw({ password: 'x', captchaId: 'x', verifyCode: '1' }, en);
      expect(missing.body).toEqual({ code: 1001, message: 'Username cannot be empty' });
      const noToken = await t.req('GET', PERSON, { headers: en });
      expect(noToken.status).toBe(401);
      expect(noToken.body).toEqual({ code: 1001, message: 'Login expired or no permission' });
      const refresh = await t.req('GET', `${REFRESH}?refreshToken=garbage`, { headers: { language: 'en-US' } });
      expect(refresh.body.message).toBe('Login state invalid, please log in again');
    });

    it('zh-tw gives traditional Chinese, anything else simplified', async () => {
      const wrong = await loginRaw({ username: 'admin', password: '123456', captchaId: await newCaptcha(), verifyCode: '0000' }, { language: 'zh-tw' });
      expect(wrong.body).toEqual({ code: 1001, message: '驗證碼不正確' });
      const bad = await tryLogin('admin_nobody', 'xxxxxx', { language: 'zh-TW' });
      expect(bad.body).toEqual({ code: 1001, message: '賬戶或密碼不正確~' });
      // Field names inside messages are traditional too.
      const tw = { language: 'zh-tw' };
      expect((await loginRaw({ password: 'x', captchaId: 'x', verifyCode: '1' }, tw)).body).toEqual({ code: 1001, message: '用戶名不能為空' });
      expect((await loginRaw({ username: 'admin', captchaId: 'x', verifyCode: '1' }, tw)).body).toEqual({ code: 1001, message: '密碼不能為空' });
      expect((await loginRaw({ username: 'admin', password: 'x', captchaId: 'x' }, tw)).body).toEqual({ code: 1001, message: '圖片驗證碼不能為空' });
      const cn = await loginRaw({ username: 'admin', password: '123456', captchaId: await newCaptcha(), verifyCode: '0000' }, { language: 'zh-cn' });
      expect(cn.body.message).toBe('验证码不正确');
      const other = await loginRaw({ username: 'admin', password: '123456', captchaId: await newCaptcha(), verifyCode: '0000' }, { language: 'fr' });
      expect(other.body.message).toBe('验证码不正确');
    });
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

describeOnDatabases('authentication', authSuite);

afterAll(async () => {
  await stopSharedPostgres();
});
