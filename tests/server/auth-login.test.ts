/**
 * Authentication end to end, on the embedded database and on PostgreSQL: captcha, login (validation, throttling) and the language of its messages.
 * (The other behaviours of authentication: tests/server/auth-*.test.ts.)
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { loadConfig } from '../../server/kernel/config.ts';
import { CAPTCHA, describeOnDatabases, type DbKind, type TestApp } from '../support/app.ts';
import { LOGIN, CAPTCHA_PATH, REFRESH, PERSON, useAuthApp } from '../support/auth.ts';

function suite(kind: DbKind) {
  const auth = useAuthApp(kind);
  const { newCaptcha, loginRaw, tryLogin, createUser } = auth;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = auth.started());
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
}

describeOnDatabases('authentication: captcha and login', suite);
