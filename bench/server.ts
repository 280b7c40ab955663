/**
 * Server figures (issue 13): req/s, p50/p99 latency and memory of
 *   - REST POST /admin/base/sys/user/page (page 3 of 20, 1,000 users),
 *   - the same page through GraphQL (sysUserPage, the REST page's columns),
 *   - REST GET /admin/base/comm/person,
 * at 20 and 100 connections, served by the built server (dist/server/start.js, as `npm start` runs it) as its own process
 * (WORKERS=1, NODE_ENV=production) on the embedded database and on
 * PostgreSQL; and beside them the
 * floor (bench/floor-server.ts): the same page and its count through the raw
 * `pg` driver, one joined statement with the count in parallel, the app's
 * pool size (10), served by a minimal node:http server. Each figure is given
 * as a ratio to the floor at the same concurrency (the embedded database's
 * too: the floor is PostgreSQL's). RSS is the server process's resident
 * memory: after start-up, and the peak sampled during the run.
 * autocannon runs in this process, on the same machine, bounded in time.
 */
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-flags.ts';
import { buildServer, serverBuildStale } from '../scripts/build-server.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../server/kernel/config.ts';
import { createApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/password.ts';
import { createCaptcha } from '../server/auth/captcha.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';
import { driverFloor } from './floor-driver.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const SERVER_CONNECTIONS = process.env.BENCH_CONNECTIONS ? process.env.BENCH_CONNECTIONS.split(',').map(Number) : [20, 100];
/** BENCH_PROFILE=dir: our server processes write a CPU profile there when they stop (for looking, not for figures). */
const PROFILE_FLAGS = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
/** BENCH_NODE_FLAGS="--max-semi-space-size=64": node flags added after npm start's own for our server processes (a later flag wins), to compare one against the deployed ones. */
const EXTRA_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const USERS = 1000;
const POOL = 10; // server/db/adapter.ts's default
export const JWT_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export type ServerRow = {
  db: string;
  target: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** req/s as a fraction of the floor's at the same concurrency (null for the floor itself or without PostgreSQL). */
  ofFloor: number | null;
  /** req/s as a fraction of the floor without HTTP (bench/floor-driver.ts) at the same concurrency. */
  ofDriver?: number | null;
  rssStartMb: number;
  rssPeakMb: number;
  /** The floor's req/s in its round before and after our figures. */
  rounds?: number[];
};

export function fire(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Builds the server (dist/server) when it is missing or older than its sources, as `npm start` does. */
export async function ensureServerBuilt(): Promise<void> {
  if (serverBuildStale()) await buildServer();
}

/**
 * Starts `script` as a process of its own; resolves once it prints `ready`.
 * Built JavaScript (our server: SERVER_ENTRY, as `npm start` runs it) runs on
 * plain node (this one, or `node`: bench/peer.ts runs it on Node 22); a TypeScript script (the floor) through tsx.
 */
export async function startProcess(script: string, env: Record<string, string>, ready: string, extraFlags: string[] = [], node = process.execPath): Promise<ChildProcess> {
  if (script === SERVER_ENTRY) await ensureServerBuilt();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // BENCH_SERVER_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the served process; NODE_OPTIONS refuses them.
  const profiling = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(node, [...SERVER_NODE_FLAGS, ...extraFlags, ...profiling, ...loader, script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 120_000);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}):\n${out}`));
    });
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Logs in with a captcha prepared in the database (a production server takes no test code). */
export async function login(url: string, captchaId: string): Promise<string> {
  const res = await fetch(`${url}/admin/base/open/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captchaId, verifyCode: BENCH_CAPTCHA }),
  });
  const body = await res.json();
  if (body.code !== 1000) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

const BENCH_CAPTCHA = '4242';

/**
 * Migrates and seeds the database, then adds the users (in this process; the
 * server process serves them) and `captchas` captchas whose answer the bench
 * knows (each logs in once, within 5 minutes); answers their ids.
 */
export async function prepare(env: Record<string, string>, captchas = 1): Promise<string[]> {
  const app = await createApp(loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET, ...env }));
  try {
    const password = await hashPassword('bench123');
    const dept = await app.db.baseSysDepartment.findFirst({ select: { id: true } });
    // Once per database: a city kept between runs (bench/city-cluster.ts) is prepared again for its captchas only.
    const prepared = await app.db.baseSysUser.findFirst({ where: { username: 'bench_0' }, select: { id: true } });
    if (!prepared) await app.db.baseSysUser.createMany({
      data: Array.from({ length: USERS - 1 }, (_, i) => ({
        username: `bench_${i}`,
        password,
        name: `用户${i}`,
        nickName: `nick${i}`,
        phone: `139${String(i).padStart(8, '0')}`,
        departmentId: dept?.id ?? null,
        status: i % 10 === 0 ? 0 : 1,
      })),
    });
    // The statistics autovacuum would gather within its next minute, gathered now: measured before that, the
    // floor's statement was planned for the seeded handful of users (1.1 ms a page instead of 0.07 ms, while our
    // prepared statements' generic plans did not care), and the figures depended on when the bench started.
    await app.db.$executeRawUnsafe('ANALYZE');
    const ids: string[] = [];
    for (let i = 0; i < captchas; i++) ids.push((await createCaptcha(app.db, BENCH_CAPTCHA)).captchaId);
    return ids;
  } finally {
    await app.close();
  }
}

const PAGE_BODY = JSON.stringify({ page: 3, size: 20, order: 'createTime', sort: 'desc' });

type Target = { db: string; target: string; pid: number; rssStartMb: number; opts: autocannon.Options };

/** One figure; the process's RSS sampled every 100 ms meanwhile. */
async function figure(t: Target, connections: number): Promise<ServerRow> {
  let peak = rssMb(t.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(t.pid))), 100);
  const r = await fire({ ...t.opts, connections, duration: DURATION });
  clearInterval(sampler);
  return { db: t.db, target: t.target, connections, reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, ofFloor: null, rssStartMb: t.rssStartMb, rssPeakMb: Math.max(peak, rssMb(t.pid)) };
}

type Started = { child: ChildProcess; targets: Target[] };

export async function startApp(db: string, env: Record<string, string>): Promise<Started> {
  const [captchaId] = await prepare(env);
  const port = await freePort();
  // Measured as it runs in production (NODE_ENV=production: no development checks in graphql-js and Pothos).
  const child = await startProcess(SERVER_ENTRY, { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: '1' }, 'is running at', [...PROFILE_FLAGS, ...EXTRA_FLAGS]);
  const pid = child.pid!;
  const rssStartMb = rssMb(pid);
  const url = `http://127.0.0.1:${port}`;
  const headers = { 'content-type': 'application/json', authorization: await login(url, captchaId!) };
  const sample = await (await fetch(`${url}/admin/base/sys/user/page`, { method: 'POST', headers, body: PAGE_BODY })).json();
  if (sample.code !== 1000) throw new Error(`the user page answered ${JSON.stringify(sample).slice(0, 300)}`);
  restColumns = Object.keys(sample.data.list[0] ?? {}).sort();
  // The same page through GraphQL: the REST page's columns. In production a query text runs only for a user
  // allowed to use GraphiQL (the admin is); the web client sends its persisted operations by id instead.
  const query =
    'query($after: String) { sysUserPage(first: 20, after: $after, orderBy: "createTime", sort: desc) { totalCount edges { node { id rowId createTime updateTime departmentId areaIds userId propertyCompany name username nickName headImg phone email remark status passwordV socketId departmentName roleName } } pageInfo { hasNextPage endCursor } } }';
  const gqlBody = JSON.stringify({ query, variables: { after: 'T2Zmc2V0Q29ubmVjdGlvbjozOQ==' } });
  const gqlSample = await (await fetch(`${url}/graphql`, { method: 'POST', headers, body: gqlBody })).json();
  if (gqlSample.errors || gqlSample.data?.sysUserPage?.edges?.length !== 20) throw new Error(`the GraphQL user page answered ${JSON.stringify(gqlSample).slice(0, 300)}`);
  // …and as the web client sends it: its persisted SysUserPageQuery by id (compiled: docs/read-path.md).
  const persistedBody = persistedUserPage();
  const persistedSample = await (await fetch(`${url}/graphql`, { method: 'POST', headers, body: persistedBody })).json();
  if (persistedSample.errors || persistedSample.data?.sysUserPage?.edges?.length !== 20) throw new Error(`the persisted user page answered ${JSON.stringify(persistedSample).slice(0, 300)}`);
  return {
    child,
    targets: [
      { db, target: 'REST user page', pid, rssStartMb, opts: { url: `${url}/admin/base/sys/user/page`, method: 'POST', headers, body: PAGE_BODY } },
      { db, target: 'GraphQL user page', pid, rssStartMb, opts: { url: `${url}/graphql`, method: 'POST', headers, body: gqlBody } },
      { db, target: 'GraphQL persisted user page', pid, rssStartMb, opts: { url: `${url}/graphql`, method: 'POST', headers, body: persistedBody } },
      { db, target: 'REST GET /person', pid, rssStartMb, opts: { url: `${url}/admin/base/comm/person`, method: 'GET', headers: { authorization: headers.authorization } } },
    ],
  };
}

let restColumns: string[] = [];

export async function startFloor(databaseUrl: string): Promise<Started> {
  const port = await freePort();
  const child = await startProcess('bench/floor-server.ts', { DATABASE_URL: databaseUrl, PORT: String(port), POOL: String(POOL) }, 'floor is running at');
  const url = `http://127.0.0.1:${port}`;
  const sample = await (await fetch(url, { method: 'POST', body: PAGE_BODY })).json();
  const floorColumns = Object.keys(sample.data.list[0] ?? {}).sort();
  if (restColumns.length && floorColumns.join() !== restColumns.join()) {
    console.log(`Note: the floor's columns differ from the REST page's: REST ${restColumns.join(',')}; floor ${floorColumns.join(',')}`);
  }
  return { child, targets: [{ db: 'PostgreSQL', target: 'floor: user page, raw pg', pid: child.pid!, rssStartMb: rssMb(child.pid!), opts: { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: PAGE_BODY } }] };
}

/**
 * Every server runs at once (idle while another is measured); per concurrency
 * the floor is measured before and after our figures and counted as the mean
 * of its two rounds, so a change of the machine's load during the run weighs
 * on both sides of each ratio.
 */
export async function benchServer(): Promise<ServerRow[]> {
  const started: Started[] = [];
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  try {
    let floor: Target | undefined;
    let databaseUrl = '';
    if (pg) {
      databaseUrl = await createDatabase(pg.url, 'bench');
      started.push(await startApp('PostgreSQL', { DATABASE_URL: databaseUrl }));
      const f = await startFloor(databaseUrl);
      started.push(f);
      floor = f.targets[0];
    } else {
      console.log('PostgreSQL not available: only the embedded database was measured, without the floor (install postgresql to measure both).');
    }
    // BENCH_DB=postgres: only PostgreSQL and its floor (quicker while working on one figure).
    if (process.env.BENCH_DB !== 'postgres') started.push(await startApp('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir }));
    // BENCH_TARGETS=REST,GraphQL: only the targets whose name contains one of these (the floor is always measured).
    const wanted = process.env.BENCH_TARGETS?.split(',');
    const ours = started.flatMap((s) => s.targets).filter((t) => t !== floor && (!wanted || wanted.some((w) => t.target.includes(w))));
    // Warm-up: the hot paths of every server compiled.
    for (const t of [...(floor ? [floor] : []), ...ours]) await fire({ ...t.opts, connections: 10, duration: 2 });
    const rows: ServerRow[] = [];
    for (const connections of SERVER_CONNECTIONS) {
      // Both floors before and after our figures: without HTTP (in this process, bench/floor-driver.ts) and over HTTP.
      const driverBefore = floor ? await driverFloor(databaseUrl, connections, DURATION, POOL) : undefined;
      const before = floor ? await figure(floor, connections) : undefined;
      const mine: ServerRow[] = [];
      for (const t of ours) mine.push(await figure(t, connections));
      if (before && floor && driverBefore) {
        const after = await figure(floor, connections);
        const driverAfter = await driverFloor(databaseUrl, connections, DURATION, POOL);
        const d: ServerRow = {
          db: 'PostgreSQL',
          target: 'floor without HTTP: page statements, raw pg (mean of 2 rounds)',
          connections,
          rounds: [driverBefore.reqPerSec, driverAfter.reqPerSec],
          reqPerSec: Math.round((driverBefore.reqPerSec + driverAfter.reqPerSec) / 2),
          p50: Math.round((driverBefore.p50 + driverAfter.p50) / 2),
          p99: Math.round((driverBefore.p99 + driverAfter.p99) / 2),
          errors: driverBefore.errors + driverAfter.errors,
          ofFloor: null,
          rssStartMb: 0,
          rssPeakMb: 0,
        };
        rows.push(d);
        const f: ServerRow = {
          ...before,
          target: 'floor: user page, raw pg (mean of 2 rounds)',
          rounds: [before.reqPerSec, after.reqPerSec],
          reqPerSec: Math.round((before.reqPerSec + after.reqPerSec) / 2),
          p50: Math.round((before.p50 + after.p50) / 2),
          p99: Math.round((before.p99 + after.p99) / 2),
          errors: before.errors + after.errors,
          rssPeakMb: Math.max(before.rssPeakMb, after.rssPeakMb),
        };
        for (const m of mine) {
          m.ofFloor = m.reqPerSec / f.reqPerSec;
          m.ofDriver = m.reqPerSec / d.reqPerSec;
        }
        f.ofDriver = f.reqPerSec / d.reqPerSec;
        rows.push(f);
      }
      rows.push(...mine);
    }
    // Grouped by server and target, 20 then 100 connections.
    const order = (r: ServerRow) => (r.target.startsWith('floor without') ? -2 : r.target.startsWith('floor') ? -1 : ours.findIndex((t) => t.db === r.db && t.target === r.target));
    return rows.sort((a, b) => order(a) - order(b) || a.connections - b.connections);
  } finally {
    for (const s of started) await stop(s.child);
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The body of the client's persisted SysUserPageQuery (client/persisted-queries.json), 20 rows: the page as the web client asks for it. */
export function persistedUserPage(): string {
  return JSON.stringify({ documentId: persistedId('SysUserPageQuery'), variables: { first: 20, orderBy: 'createTime', sort: 'desc' } });
}

/** The id under which the web client sends its operation `name` (client/persisted-queries.json). */
export function persistedId(name: string): string {
  const persisted = JSON.parse(readFileSync(new URL('../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
  const id = Object.keys(persisted).find((k) => persisted[k]!.startsWith(`query ${name}(`));
  if (!id) throw new Error(`client/persisted-queries.json has no ${name}`);
  return id;
}
