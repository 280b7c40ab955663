/**
 * What the authentication tests share (tests/server/auth-*.test.ts, one file per behaviour): the legacy
 * routes, a suite's app with the admin logged in, and helpers to log in, create users and read tokens.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { CAPTCHA, startTestApp, type DbKind, type TestApp } from './app.ts';

export const LOGIN = '/admin/base/open/login';
export const CAPTCHA_PATH = '/admin/base/open/captcha';
export const REFRESH = '/admin/base/open/refreshToken';
export const PERSON = '/admin/base/comm/person';
export const PERMMENU = '/admin/base/comm/permmenu';
export const LOGOUT = '/admin/base/comm/logout';
export const PERSON_UPDATE = '/admin/base/comm/personUpdate';
export const USER_PAGE = '/admin/base/sys/user/page';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The payload of a JWT. */
export function claims(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Re-encodes the payload of a JWT, keeping its header and (now wrong) signature. */
export function tamper(token: string, patch: Record<string, unknown>): string {
  const [h, , s] = token.split('.');
  const p = Buffer.from(JSON.stringify({ ...claims(token), ...patch })).toString('base64url');
  return `${h}.${p}.${s}`;
}

/** Polls `probe` until it answers something truthy; throws after `ms`. */
export async function until<T>(probe: () => Promise<T | null | undefined>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
}

export interface AuthApp {
  /** The suite's app and the admin's session (after the suite's beforeAll). */
  started(): { t: TestApp; admin: { token: string; refreshToken: string } };
  newCaptcha(headers?: Record<string, string>): Promise<string>;
  loginRaw(body: Record<string, unknown>, headers?: Record<string, string>): ReturnType<TestApp['req']>;
  /** A REST login with a fresh captcha and the test answer. */
  tryLogin(username: string, password: string, headers?: Record<string, string>): ReturnType<TestApp['req']>;
  /** Creates an admin user through the REST API. */
  createUser(password?: string, extra?: Record<string, unknown>): Promise<{ id: number; username: string; password: string }>;
}

/** The suite's app on `kind` with the admin logged in: started before its tests, closed after them. */
export function useAuthApp(kind: DbKind): AuthApp {
  let t: TestApp | undefined;
  let admin: { token: string; refreshToken: string } | undefined;
  let seq = 0;
  const app = () => {
    if (!t) throw new Error('the auth app is not started yet (useAuthApp starts it in beforeAll)');
    return t;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const newCaptcha: AuthApp['newCaptcha'] = async (headers = {}) => {
    const r = await app().req('GET', CAPTCHA_PATH, { headers });
    expect(r.body.code).toBe(1000);
    return r.body.data.captchaId as string;
  };
  const loginRaw: AuthApp['loginRaw'] = async (body, headers = {}) => app().req('POST', LOGIN, { body, headers });
  const tryLogin: AuthApp['tryLogin'] = async (username, password, headers = {}) =>
    loginRaw({ username, password, captchaId: await newCaptcha(), verifyCode: CAPTCHA }, headers);
  const createUser: AuthApp['createUser'] = async (password = 'secret123', extra = {}) => {
    const username = `auth_${kind}_${++seq}`;
    const r = await app().req('POST', '/admin/base/sys/user/add', { token: admin!.token, body: { username, password, name: `User ${seq}`, ...extra } });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1000);
    const id = r.body.data;
    expect(Number.isInteger(id)).toBe(true);
    return { id: id as number, username, password };
  };
  return { started: () => ({ t: app(), admin: admin! }), newCaptcha, loginRaw, tryLogin, createUser };
}
