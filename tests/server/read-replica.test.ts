/**
 * Reads over a replica (issue 43 item 6; docs/read-replica.md): a PostgreSQL primary and an asynchronous
 * `pg_basebackup -R` streaming replica on loopback (tests/support/postgres-pair.ts), the app (real HTTP, in this
 * process) started with DATABASE_URL = the primary and DATABASE_READ_URL = the replica. The replica's replay is
 * paused (`pg_wal_replay_pause()`) to make it stale on purpose, so where a read ran shows in what it answers:
 *
 * - a row written on the primary by SQL while replay is paused is not in the list pages (REST) nor in the GraphQL
 *   queries of an account that wrote nothing, and is once replay resumes;
 * - read-your-writes: an account that adds a row (REST) sees it at once in its pages and queries while replay is
 *   paused; another account does not until replay resumes;
 * - a GraphQL mutation runs on the primary (it succeeds while the replica is paused and the replica does not
 *   have its change), its payload reads inside its transaction see its write;
 * - the lag is on /metrics (seconds and bytes > 0 while paused, 0 after), with whether the replica is up;
 * - the replica stopped: pages and queries still answer (from the primary), no error, up = 0; started again:
 *   up = 1 and reads return to it.
 *
 * PostgreSQL only (the embedded database has no replica: DATABASE_READ_URL is refused beside it, tested first).
 */
import pg from 'pg';
import { getOperationAST } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/kernel/config.ts';
import { lsnBytes, replicaFailure } from '../../server/db/read-routing.ts';
import { schema } from '../../server/schema.ts';
import { findPostgresBin } from '../support/postgres.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA, startTestApp, type TestApp } from '../support/app.ts';
import { spawnServer } from '../support/server-process.ts';
import { startPostgresPair, type PostgresPair } from '../support/postgres-pair.ts';

const METRICS_TOKEN = 'read-replica-metrics-token';

describe('DATABASE_READ_URL settings', () => {
  it('is refused with a clear start error on the embedded default database, and when it is no single postgres:// server', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://127.0.0.1:5433/db' })).toThrow('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replica');
    const primary = { DATABASE_URL: 'postgres://127.0.0.1:5432/db' };
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'mysql://h/db' })).toThrow('Invalid DATABASE_READ_URL: must start with postgres://');
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://h1,h2/db' })).toThrow('Invalid DATABASE_READ_URL: name one replica');
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://h1/db?target_session_attrs=any' })).toThrow('Invalid DATABASE_READ_URL: name one replica');
    expect(() => loadConfig({ ...primary, DATABASE_READ_MAX_LAG: '-1' })).toThrow('Invalid DATABASE_READ_MAX_LAG');
    const config = loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://u:secret@127.0.0.1:5433/db', DATABASE_READ_MAX_LAG: '5' });
    expect([config.databaseReadUrl, config.databaseReadMaxLagSeconds]).toEqual(['postgres://u:secret@127.0.0.1:5433/db', 5]);
    // Without it nothing changes: no replica, the default bound unused.
    expect(loadConfig(primary).databaseReadUrl).toBeUndefined();
  });

  it('reads WAL positions and tells a lost replica from a statement only a primary answers', () => {
    expect(lsnBytes('0/0')).toBe(0n);
    expect(lsnBytes('16/B374D848')).toBe(0x16b374d848n);
    // The errors as the drivers raise them (pg's errno and SQLSTATE on the error, Prisma's adapter's originalCode).
    expect(replicaFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe('away');
    expect(replicaFailure(new Error('Connection terminated unexpectedly'))).toBe('away');
    expect(replicaFailure(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('away');
    expect(replicaFailure(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }))).toBe('refused');
    expect(replicaFailure({ originalError: { originalCode: '40001', message: 'canceling statement due to conflict with recovery' } })).toBe('refused');
    expect(replicaFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
  });
});

const serverBinaries = findPostgresBin() !== null;

describe.skipIf(!serverBinaries)(`reads over a streaming replica${serverBinaries ? '' : ' (skipped: no PostgreSQL server binaries under /usr/lib/postgresql)'}`, () => {
  let pair: PostgresPair;
  let t: TestApp;
  let primary: pg.Client;
  let replica: pg.Client;
  let admin: string;
  let other: string;

  /** The value of a metric series on /metrics (first series of that name whose labels include `labels`), or null. */
  async function metric(name: string, labels = ''): Promise<number | null> {
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    for (const line of (await res.text()).split('\n')) {
      const m = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
      if (m && m[1] === name && (m[2] ?? '').includes(labels)) return Number(m[3]);
    }
    return null;
  }

  /** The keys of the parameters a REST list page answers `token` (asserting it answered, not failed). */
  async function pageKeys(token: string, app = t): Promise<string[]> {
    const res = await app.req('POST', '/admin/base/sys/param/page', { token, body: { page: 1, size: 100 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data.list.map((r: { keyName: string }) => r.keyName);
  }

  /** The same through a GraphQL query (its totalCount too, asserting it has no errors). */
  async function queryKeys(token: string, app = t): Promise<string[]> {
    const res = await app.gql('query Params { sysParamPage(first: 100) { totalCount edges { node { keyName } } } }', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const page = res.body.data.sysParamPage;
    expect(page.totalCount).toBe(page.edges.length);
    return page.edges.map((e: { node: { keyName: string } }) => e.node.keyName);
  }

  const sees = async (token: string, key: string, app = t) => {
    const [rest, graphql] = await Promise.all([pageKeys(token, app), queryKeys(token, app)]);
    expect(rest.includes(key)).toBe(graphql.includes(key));
    return rest.includes(key);
  };

  /** A parameter written straight on the primary by SQL (no request, no session). */
  const insertOnPrimary = (key: string) => primary.query('INSERT INTO base_sys_param ("keyName", name) VALUES ($1, $1)', [key]);
  const onReplica = async (key: string) => (await replica.query('SELECT 1 FROM base_sys_param WHERE "keyName" = $1', [key])).rowCount === 1;

  async function pauseReplay() {
    await replica.query('SELECT pg_wal_replay_pause()');
    await expect.poll(async () => (await replica.query('SELECT pg_get_wal_replay_pause_state() AS s')).rows[0].s).toBe('paused');
  }
  async function resumeReplay() {
    await replica.query('SELECT pg_wal_replay_resume()');
  }
  const reads = (target: string) => metric('cga_db_reads_total', `target="${target}"`).then((v) => v ?? 0);

  beforeAll(async () => {
    const started = await startPostgresPair({ synchronous: false });
    if (!started) throw new Error('this test needs the PostgreSQL server binaries and, as root, a postgres user');
    pair = started;
    const setup = new pg.Client({ connectionString: pair.primaryUrl() });
    await setup.connect();
    await setup.query('CREATE DATABASE reads');
    await setup.end();
    t = await startTestApp('postgres', { DATABASE_READ_URL: pair.standbyUrl('reads'), METRICS_TOKEN }, { databaseUrl: pair.primaryUrl('reads') });
    primary = new pg.Client({ connectionString: pair.primaryUrl('reads') });
    replica = new pg.Client({ connectionString: pair.standbyUrl('reads') });
    // The replica is stopped on purpose below: its connection's end is expected.
    for (const client of [primary, replica]) client.on('error', () => {});
    await Promise.all([primary.connect(), replica.connect()]);
    admin = (await t.login()).token;
    // A second account with every permission (the admin role), made by the admin (a write of the admin's session).
    const roles = await t.req('POST', '/admin/base/sys/role/list', { token: admin, body: {} });
    const adminRole = roles.body.data.find((r: { label: string }) => r.label === 'admin');
    expect(adminRole, roles.text).toBeTruthy();
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'reader', name: 'Reader', password: 'reader-123', roleIdList: [adminRole.id] } });
    expect(add.body.code, add.text).toBe(1000);
    // Its login reads the new user on the primary (sessions are resolved there), whatever the replica holds.
    other = (await t.login('reader', 'reader-123')).token;
  });

  afterAll(async () => {
    await replica?.query('SELECT pg_wal_replay_resume()').catch(() => {});
    await Promise.all([primary?.end().catch(() => {}), replica?.end().catch(() => {})]);
    await t?.close();
    await pair?.stop();
  });

  it('a DATABASE_READ_URL that names no server stops the start with its own name', async () => {
    await expect(startTestApp('postgres', { DATABASE_READ_URL: 'postgres://127.0.0.1:99999/reads' }, { databaseUrl: pair.primaryUrl('reads') })).rejects.toThrow('Invalid DATABASE_READ_URL: bad port');
  });

  it('polls the replica: up, and no lag once it has replayed everything', async () => {
    await expect.poll(() => metric('cga_db_replica_up'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBe(0);
    expect(await metric('cga_db_replica_lag_seconds')).toBe(0);
  });

  it('list pages and GraphQL queries read from the replica; the lag is a metric while it is behind', async () => {
    await pauseReplay();
    await insertOnPrimary('direct1');
    expect(await onReplica('direct1')).toBe(false);
    const replicaReads = await reads('replica');
    // The account that wrote nothing reads the paused replica at once: the row is not there.
    expect(await sees(other, 'direct1')).toBe(false);
    expect(await reads('replica')).toBeGreaterThan(replicaReads);
    // The admin added the reader: its reads went to the primary until the replica had replayed that; replay has
    // been paused after it, so they come to the replica within a poll.
    await expect.poll(() => sees(admin, 'direct1'), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => metric('cga_db_replica_lag_seconds'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await metric('cga_db_replica_up')).toBe(1);
    await resumeReplay();
    await expect.poll(() => sees(other, 'direct1'), { timeout: 10_000 }).toBe(true);
    expect(await sees(admin, 'direct1')).toBe(true);
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBe(0);
  });

  it('every REST route that reads, and every GraphQL page, runs on the replica — none needs the primary', async () => {
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBe(0);
    const counts = async () => {
      const [replica, primary, fallback] = await Promise.all(['replica', 'primary', 'fallback'].map((target) => reads(target)));
      return { replica: replica!, offReplica: primary! + fallback! };
    };
    /** Runs one request; whether its operation ran on the replica (true), nowhere (null: refused before it ran), or elsewhere (false). */
    const ranOnReplica = async (request: () => Promise<void>) => {
      const before = await counts();
      await request();
      const after = await counts();
      if (after.offReplica !== before.offReplica) return false;
      return after.replica === before.replica + 1 ? true : after.replica === before.replica ? null : false;
    };
    // The routes whose operation is a query, with an id (info, detail…) or a page: a refusal of the input by the
    // resolver ran on the replica too; one refused before execution (a missing argument) runs nowhere.
    const routes = t.app.routes.filter((r) => getOperationAST(r.document)?.operation === 'query');
    const missed: string[] = [];
    let ran = 0;
    for (const r of routes) {
      const path = r.prefix + r.path;
      const outcome = await ranOnReplica(async () => {
        const res = r.method === 'get' ? await t.req('GET', `${path}?id=1`, { token: other }) : await t.req('POST', path, { token: other, body: { page: 1, size: 2, id: 1 } });
        expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      });
      if (outcome === false) missed.push(`${r.method} ${path}`);
      if (outcome) ran++;
    }
    expect(missed).toEqual([]);
    expect(ran).toBeGreaterThan(routes.length * 0.8);
    const pages = Object.keys(schema.getQueryType()!.getFields()).filter((f) => f.endsWith('Page'));
    expect(pages.length).toBeGreaterThan(20);
    for (const field of pages) {
      const outcome = await ranOnReplica(async () => {
        const res = await t.gql(`query { ${field}(first: 2) { totalCount } }`, {}, other);
        expect(res.body.errors, `${field}: ${JSON.stringify(res.body.errors)}`).toBeUndefined();
      });
      if (outcome !== true) missed.push(field);
    }
    expect(missed).toEqual([]);
  });

  it('read-your-writes: an account sees its own add at once while the replica is paused; another account once replay resumes', async () => {
    await pauseReplay();
    const add = await t.req('POST', '/admin/base/sys/param/add', { token: admin, body: { keyName: 'ryw1', name: 'ryw1', data: 'x', dataType: 0 } });
    expect(add.body.code, add.text).toBe(1000);
    expect(await onReplica('ryw1')).toBe(false);
    // The writer: its page and its query, right after the write.
    expect(await sees(admin, 'ryw1')).toBe(true);
    expect(await sees(admin, 'ryw1')).toBe(true);
    // The other account reads the replica, which has not replayed the add.
    expect(await sees(other, 'ryw1')).toBe(false);
    // Still paused: the writer keeps reading the primary (it has not been replayed), the other the replica.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sees(admin, 'ryw1')).toBe(true);
    expect(await sees(other, 'ryw1')).toBe(false);
    await resumeReplay();
    await expect.poll(() => sees(other, 'ryw1'), { timeout: 10_000 }).toBe(true);
    expect(await sees(admin, 'ryw1')).toBe(true);
  });

  it('a GraphQL mutation runs on the primary: it succeeds while the replica is paused, which does not have it', async () => {
    await pauseReplay();
    const id = (await primary.query('SELECT id FROM base_sys_param WHERE "keyName" = $1', ['direct1'])).rows[0].id as number;
    // By the account that has been reading the replica (it wrote nothing before).
    expect(await sees(other, 'ryw1')).toBe(true);
    const res = await t.gql(
      'mutation Edit($input: SysParamUpdateInput!) { sysParamUpdate(input: $input) { __typename ... on MutationSysParamUpdateSuccess { data { rowId record { name } } } ... on AppError { message } } }',
      { input: { id, name: 'edited on the primary' } },
      other,
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    // Its payload is read inside its transaction, on the primary: it sees its own write.
    expect(res.body.data.sysParamUpdate).toEqual({ __typename: 'MutationSysParamUpdateSuccess', data: { rowId: id, record: { name: 'edited on the primary' } } });
    expect((await primary.query('SELECT name FROM base_sys_param WHERE id = $1', [id])).rows[0].name).toBe('edited on the primary');
    expect((await replica.query('SELECT name FROM base_sys_param WHERE id = $1', [id])).rows[0].name).toBe('direct1');
    // And the writer's next query reads the primary (its own write).
    const after = await t.gql('query One($id: Int!) { sysParamInfo(id: $id) { name } }', { id }, other);
    expect(after.body).toEqual({ data: { sysParamInfo: { name: 'edited on the primary' } } });
    await resumeReplay();
  });

  it('the replica stopped: pages and queries answer from the primary without an error; started again, reads return to it', async () => {
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBe(0);
    // The other account back on the replica (its mutation replayed).
    await pauseReplay();
    await insertOnPrimary('direct2');
    await expect.poll(() => sees(other, 'direct2'), { timeout: 10_000 }).toBe(false);
    const errorsBefore = (await metric('cga_graphql_errors_total')) ?? 0;
    const offReplica = async () => (await reads('fallback')) + (await reads('primary'));
    const offBefore = await offReplica();
    await pair.stopStandby();
    // Reads right after the stop (some before the poller notices, which fail on the replica and are answered by the
    // primary): every one answers, from the primary.
    for (let i = 0; i < 5; i++) {
      expect(await sees(other, 'direct2')).toBe(true);
      expect(await sees(admin, 'direct2')).toBe(true);
    }
    await expect.poll(() => metric('cga_db_replica_up'), { timeout: 10_000 }).toBe(0);
    // Those reads were answered by the primary: retried there after failing on the replica (fallback), or sent there
    // once a failed read or the poller had marked it away (primary). Which of the two depends on the poller's tick.
    expect(await offReplica()).toBeGreaterThanOrEqual(offBefore + 20);
    await insertOnPrimary('while-away');
    expect(await sees(other, 'while-away')).toBe(true);
    // No lag is reported while it is unknown.
    expect(await metric('cga_db_replica_lag_bytes')).toBeNull();
    expect(await metric('cga_db_replica_lag_seconds')).toBeNull();
    // No operation answered an error meanwhile (the process's count of them did not move).
    expect((await metric('cga_graphql_errors_total')) ?? 0).toBe(errorsBefore);

    // Started again (replay runs: a pause does not outlive a restart): the poller finds it, reads go back to it.
    await pair.startStandby();
    await replica.end().catch(() => {});
    replica = new pg.Client({ connectionString: pair.standbyUrl('reads') });
    replica.on('error', () => {});
    await replica.connect();
    await expect.poll(() => metric('cga_db_replica_up'), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => onReplica('while-away'), { timeout: 15_000 }).toBe(true);
    await pauseReplay();
    await insertOnPrimary('after-return');
    const replicaReads = await reads('replica');
    await expect.poll(() => sees(other, 'after-return'), { timeout: 10_000 }).toBe(false);
    expect(await reads('replica')).toBeGreaterThan(replicaReads);
    await resumeReplay();
    await expect.poll(() => sees(other, 'after-return'), { timeout: 10_000 }).toBe(true);
  });

  it('a replica that stops answering (frozen, no error): reads in flight and after are answered by the primary', async () => {
    await expect.poll(() => metric('cga_db_replica_up'), { timeout: 15_000 }).toBe(1);
    await pauseReplay();
    await insertOnPrimary('frozen');
    await expect.poll(() => sees(other, 'frozen'), { timeout: 10_000 }).toBe(false);
    const fallbacks = await reads('fallback');
    pair.freezeStandby();
    try {
      // Sent at once: they go to the replica (still up until the poller's 2 s timeout) and get no answer there; once
      // the poller marks it away they are answered by the primary, which has the row.
      const inFlight = await Promise.all([sees(other, 'frozen'), sees(admin, 'frozen')]);
      expect(inFlight).toEqual([true, true]);
      // They were abandoned on the replica and answered by the primary (without that they would still be waiting).
      expect(await reads('fallback')).toBeGreaterThan(fallbacks);
      expect(await metric('cga_db_replica_up')).toBe(0);
      expect(await sees(other, 'frozen')).toBe(true);
    } finally {
      pair.thawStandby();
    }
    await expect.poll(() => metric('cga_db_replica_up'), { timeout: 15_000 }).toBe(1);
    // Back on the replica, where replay is still paused.
    await expect.poll(() => sees(other, 'frozen'), { timeout: 10_000 }).toBe(false);
    await resumeReplay();
    await expect.poll(() => sees(other, 'frozen'), { timeout: 10_000 }).toBe(true);
  });

  it('DATABASE_READ_MAX_LAG: a replica further behind serves no reads until it catches up', async () => {
    await resumeReplay();
    await expect.poll(() => metric('cga_db_replica_lag_bytes'), { timeout: 10_000 }).toBe(0);
    // A second app on the same primary and replica, with a bound of 1 s (the first keeps the default, 30 s).
    const bounded = await startTestApp('postgres', { DATABASE_READ_URL: pair.standbyUrl('reads'), DATABASE_READ_MAX_LAG: '1' }, { databaseUrl: pair.primaryUrl('reads') });
    try {
      const token = (await bounded.login('reader', 'reader-123')).token;
      await pauseReplay();
      await insertOnPrimary('lagging');
      // Once the replica is more than a second behind, the bounded app reads the primary: the row is there; the
      // other app, on the same paused replica under its 30 s bound, still reads the replica: it is not.
      await expect.poll(() => sees(token, 'lagging', bounded), { timeout: 15_000 }).toBe(true);
      expect(await metric('cga_db_replica_lag_seconds')).toBeGreaterThan(1);
      expect(await sees(other, 'lagging')).toBe(false);
      await resumeReplay();
      await expect.poll(() => sees(other, 'lagging'), { timeout: 10_000 }).toBe(true);
    } finally {
      await bounded.close();
    }
  });

  it('WORKERS=2: an account reads its own write in every process while the replica is paused', async () => {
    await resumeReplay();
    const dataDir = mkdtempSync(join(tmpdir(), 'read-replica-workers-'));
    const server = await spawnServer({
      DATABASE_URL: pair.primaryUrl('reads'),
      DATABASE_READ_URL: pair.standbyUrl('reads'),
      DATA_DIR: dataDir,
      WORKERS: '2',
      METRICS_TOKEN,
      CAPTCHA_TEST_CODE: CAPTCHA,
      JWT_SECRET: 'read-replica-workers-secret-0123456789',
    });
    try {
      /** A request on a connection of its own: fresh connections are spread over the workers (round robin). */
      const call = async (path: string, token: string | null, body: unknown) => {
        const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });
        return { pid: res.headers.get('x-server-pid'), body: (await res.json()) as any };
      };
      const captcha = (await (await fetch(`${server.url}/admin/base/open/captcha`, { headers: { connection: 'close' } })).json()) as any;
      const login = await call('/admin/base/open/login', null, { username: 'reader', password: 'reader-123', captchaId: captcha.data.captchaId, verifyCode: CAPTCHA });
      expect(login.body.code, JSON.stringify(login.body)).toBe(1000);
      const token = login.body.data.token as string;
      // Both workers see the replica up (the scrape's aggregation takes the least of them).
      await expect.poll(async () => {
        const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}`, connection: 'close' } });
        return /^cga_db_replica_up\{database="replica"\} 1$/m.test(await res.text());
      }, { timeout: 20_000 }).toBe(true);
      await pauseReplay();
      const pids = new Set<string | null>();
      for (let round = 0; round < 3; round++) {
        const key = `workers${round}`;
        const add = await call('/admin/base/sys/param/add', token, { keyName: key, name: key, data: 'x', dataType: 0 });
        expect(add.body.code, JSON.stringify(add.body)).toBe(1000);
        expect(await onReplica(key)).toBe(false);
        // Right after the write, each of the next pages — whichever worker answers it — has the row.
        for (let i = 0; i < 6; i++) {
          const page = await call('/admin/base/sys/param/page', token, { page: 1, size: 100 });
          expect(page.body.code).toBe(1000);
          pids.add(page.pid);
          expect(page.body.data.list.map((r: { keyName: string }) => r.keyName), `worker ${page.pid}`).toContain(key);
        }
      }
      expect(pids.size).toBe(2);
      // The account that did not write reads the paused replica in the workers: the rows are not there.
      const otherLogin = await call('/admin/base/open/login', null, { username: 'admin', password: '123456', captchaId: ((await (await fetch(`${server.url}/admin/base/open/captcha`, { headers: { connection: 'close' } })).json()) as any).data.captchaId, verifyCode: CAPTCHA });
      expect(otherLogin.body.code, JSON.stringify(otherLogin.body)).toBe(1000);
      for (let i = 0; i < 4; i++) {
        const page = await call('/admin/base/sys/param/page', otherLogin.body.data.token, { page: 1, size: 100 });
        expect(page.body.data.list.map((r: { keyName: string }) => r.keyName)).not.toContain('workers2');
      }
      await resumeReplay();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
