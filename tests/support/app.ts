/**
 * Starts the real server for integration tests, on the embedded database
 * (in-memory PGlite) or on real PostgreSQL (a fresh database in the
 * throwaway cluster of support/postgres.ts), on a free loopback port.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/kernel/config.ts';
import { createApp, type App, type AppOptions } from '../../server/app.ts';
import { createDatabase } from './postgres.ts';
import { sharedPostgres, stopSharedPostgres } from './shared-postgres.ts';

export type DbKind = 'embedded' | 'postgres';
export const CAPTCHA = '4242';

export interface TestApp {
  kind: DbKind;
  url: string;
  app: App;
  /** A request to the running server; JSON in and out. */
  req(method: string, path: string, opts?: { body?: unknown; token?: string | null; headers?: Record<string, string>; rawBody?: string }): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  /** Logs in through the REST API with the test captcha; returns the token pair. */
  login(username?: string, password?: string): Promise<{ token: string; refreshToken: string; expire: number; refreshExpire: number }>;
  /** A GraphQL request over HTTP. */
  gql(query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

let dbCounter = 0;

export { stopSharedPostgres };

/** `options.memoryDb: false` opens the embedded database under DATA_DIR/pglite instead of in memory (a test of its disk). */
export async function startTestApp(kind: DbKind, env: Record<string, string> = {}, options: Pick<AppOptions, 'log' | 'memoryDb'> = {}): Promise<TestApp> {
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const server = await sharedPostgres();
    if (!server) throw new Error('PostgreSQL is not available (install postgresql or set TEST_DATABASE_URL)');
    databaseUrl = await createDatabase(server.url, `t${process.pid}_${++dbCounter}`);
  }
  // Uploads go to a directory of this app's own, removed on close.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'cga-data-'));
  const config = loadConfig({
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NODE_ENV: 'test',
    CAPTCHA_TEST_CODE: CAPTCHA,
    JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    ...env,
  });
  const app = await createApp(config, { memoryDb: kind === 'embedded', ...options });
  const url = await app.listen(0, '127.0.0.1');

  const req: TestApp['req'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (opts.token) headers.authorization = opts.token;
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };

  const login: TestApp['login'] = async (username = 'admin', password = '123456') => {
    const captcha = await req('GET', '/admin/base/open/captcha');
    const res = await req('POST', '/admin/base/open/login', { body: { username, password, captchaId: captcha.body.data.captchaId, verifyCode: CAPTCHA } });
    if (res.body?.code !== 1000) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.body.data;
  };

  const gql: TestApp['gql'] = async (query, variables = {}, token, headers = {}) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.json() };
  };

  const close = async () => {
    await app.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { kind, url, app, req, login, gql, close };
}

/** Whether PostgreSQL tests can run here; in CI they must. */
export function postgresExpected(): boolean {
  return true;
}

/**
 * Declares the same suite once per database. The PostgreSQL run needs the
 * binaries (apt package postgresql, installed by .ci/run) or TEST_DATABASE_URL.
 */
export function describeOnDatabases(name: string, suite: (kind: DbKind) => void): void {
  for (const kind of ['embedded', 'postgres'] as const) describe(`${name} [${kind}]`, () => suite(kind));
}

/**
 * The suite's app on `kind`: started before its tests, closed after them with the file's PostgreSQL cluster.
 * The returned function answers the running app.
 */
export function useTestApp(kind: DbKind, env: Record<string, string> = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind, env);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });
  return () => {
    if (!t) throw new Error('the test app is not started yet (useTestApp starts it in beforeAll)');
    return t;
  };
}

/**
 * Logs in without the test captcha, which production refuses: the test reads the "image" by setting the
 * stored answer to 1234.
 */
export async function productionLogin(t: TestApp, username: string, password: string): Promise<string> {
  const captcha = await t.req('GET', '/admin/base/open/captcha');
  const captchaId: string = captcha.body.data.captchaId;
  const answerHash = createHash('sha256').update(`${captchaId}:1234`).digest('hex');
  await t.app.db.authCaptcha.update({ where: { id: captchaId }, data: { answerHash } });
  const res = await t.req('POST', '/admin/base/open/login', { body: { username, password, captchaId, verifyCode: '1234' } });
  if (res.body?.code !== 1000) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.data.token;
}

