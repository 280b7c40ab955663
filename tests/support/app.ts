/**
 * Starts the real server for integration tests, on the embedded database
 * (in-memory PGlite) or on real PostgreSQL (a fresh database in the run's
 * server, support/shared-postgres.ts), on a free loopback port.
 *
 * The database starts as a first start leaves it (migrated, seeded): on
 * PostgreSQL a copy of the run's template database, on the embedded one the
 * run's snapshot loaded into memory (support/test-databases.ts), when the
 * app's configuration seeds what they hold (support/test-config.ts
 * seedInputs); otherwise empty, and the app migrates and seeds it itself.
 * Either way the app's own start then runs as on an existing database.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App, type AppOptions } from '../../server/app.ts';
import type { Config } from '../../server/kernel/config.ts';
import { createDatabase, dropDatabase, type TestPostgres } from './postgres.ts';
import { runDatabases, sharedPostgres, stopSharedPostgres } from './shared-postgres.ts';
import { CAPTCHA, sameSeed, seedInputs, testConfig, type SeedInputs } from './test-config.ts';

export type DbKind = 'embedded' | 'postgres';
export { CAPTCHA };

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

export interface TestAppOptions extends Pick<AppOptions, 'log' | 'memoryDb'> {
  /** A PostgreSQL server of the test's own (one it stops or restarts) instead of the run's. */
  postgres?: TestPostgres;
  /**
   * An empty database that the app's own start migrates and seeds, as a first start does (a test of what that
   * start leaves in its process, e.g. the embedded database's first maintenance round), instead of the run's
   * prepared copy.
   */
  firstStart?: boolean;
  /**
   * A database the test made and owns (e.g. a URL naming a primary and its standby: tests/support/postgres-pair.ts),
   * used as it is: neither created nor dropped here; the app's own start migrates and seeds it when it is empty.
   */
  databaseUrl?: string;
}

/**
 * `options.memoryDb: false` opens the embedded database under DATA_DIR/pglite instead of in memory (a test of its disk);
 * `options.postgres` puts the app's database in that server; `options.firstStart` starts it empty; `options.databaseUrl`
 * runs it on the test's own database.
 */
export async function startTestApp(kind: DbKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { postgres: ownServer, firstStart, databaseUrl: givenUrl, ...appOptions } = options;
  // Uploads go to a directory of this app's own, removed on close.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'cga-data-'));
  let databaseUrl = '';
  let memorySnapshot: string | undefined;
  let app: App;
  try {
    const run = runDatabases();
    if (kind === 'postgres' && givenUrl) {
      // The test's own database: nothing to create (and nothing to drop on close).
    } else if (kind === 'postgres') {
      const server = ownServer ?? (await sharedPostgres());
      if (!server) throw new Error('PostgreSQL is not available (install postgresql or set TEST_DATABASE_URL)');
      const prepared = !ownServer && !firstStart && run?.postgres && 'template' in run.postgres ? run.postgres : undefined;
      const template = prepared && seedsLike(prepared.seed, env, 'postgres://127.0.0.1/probe', dataDir) ? prepared.template : undefined;
      databaseUrl = await createDatabase(server.url, `t${process.pid}_${++dbCounter}`, { template });
    } else if (appOptions.memoryDb !== false && !firstStart && run?.embedded && seedsLike(run.embedded.seed, env, '', dataDir)) {
      memorySnapshot = run.embedded.snapshot;
    }
    app = await createApp(testConfig(env, givenUrl ?? databaseUrl, dataDir), { memoryDb: kind === 'embedded', memorySnapshot, ...appOptions });
  } catch (err) {
    // A failed start leaves nothing behind.
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
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
    // The run's server outlives the file: its databases go when their app does.
    if (databaseUrl) await dropDatabase(databaseUrl);
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


/** Whether an app with `env` seeds what a database prepared with `seed` holds (a configuration that cannot start seeds nothing alike). */
function seedsLike(seed: SeedInputs, env: Record<string, string>, databaseUrl: string, dataDir: string | null): boolean {
  let config: Config;
  try {
    config = testConfig(env, databaseUrl, dataDir);
    return sameSeed(seedInputs(config), seed);
  } catch {
    return false;
  }
}
