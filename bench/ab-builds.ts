/**
 * Two builds of the server compared on one PostgreSQL database, the load
 * alternated between them (A B, B A, A B…), so that a change of the
 * machine's speed during the comparison weighs on both: prints each round's
 * req/s, p99 and our server's CPU per request (from /proc), then the median
 * and minimum per build and target. For deciding whether a change moves the
 * figure (docs/performance.md lists what was measured this way); not for
 * the figures of `npm run bench`.
 *
 *   npx tsx scripts/build-server.ts --force && cp -r dist/server dist/server-a   # before the change
 *   npx tsx scripts/build-server.ts --force && cp -r dist/server dist/server-b   # after it
 *   AB_A=dist/server-a AB_B=dist/server-b node --import tsx bench/ab-builds.ts
 *
 * The copies sit beside dist/server: the bundle finds the project's files
 * (migrations, messages) relative to its own place.
 *
 * AB_DB=embedded runs each build on an embedded database of its own instead of one PostgreSQL.
 * AB_KINDS=rest,gqlp,gql,person (the REST user page, the client's persisted
 * user page, the GraphQL page as text, REST GET /person), AB_ROUNDS (6),
 * AB_SECS per measurement (5), AB_CONN connections (8: below saturation, so
 * that the CPU per request is not inflated by queueing), AB_FLAGS_A and
 * AB_FLAGS_B: node flags for one build only (AB_A and AB_B may then be the same build); AB_ENV_A and
 * AB_ENV_B: environment variables for one build only ("FAST_READS=0").
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JWT_SECRET, fire, login, persistedUserPage, prepare, startProcess, stop } from './server.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const builds = { a: process.env.AB_A, b: process.env.AB_B };
if (!builds.a || !builds.b) throw new Error('AB_A and AB_B: the directories of two server builds (copies of dist/server)');
const entry = (dir: string) => {
  const full = isAbsolute(dir) ? dir : join(ROOT, dir);
  if (dirname(full) !== join(ROOT, 'dist')) throw new Error(`${dir}: a build copied beside dist/server (dist/server-a): the bundle finds the project's files relative to its own place`);
  return relative(ROOT, join(full, 'start.js'));
};

const PAGE_BODY = JSON.stringify({ page: 3, size: 20, order: 'createTime', sort: 'desc' });
const GQL_TEXT = JSON.stringify({
  query:
    'query($after: String) { sysUserPage(first: 20, after: $after, orderBy: "createTime", sort: desc) { totalCount edges { node { id rowId createTime updateTime departmentId areaIds userId propertyCompany name username nickName headImg phone email remark status passwordV socketId departmentName roleName } } pageInfo { hasNextPage endCursor } } }',
  variables: { after: 'T2Zmc2V0Q29ubmVjdGlvbjozOQ==' },
});
const TARGETS: Record<string, { path: string; method: 'GET' | 'POST'; body?: () => string }> = {
  rest: { path: '/admin/base/sys/user/page', method: 'POST', body: () => PAGE_BODY },
  gqlp: { path: '/graphql', method: 'POST', body: persistedUserPage },
  gql: { path: '/graphql', method: 'POST', body: () => GQL_TEXT },
  person: { path: '/admin/base/comm/person', method: 'GET' },
};

const cpuTicks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]);
};
const TICK_MS = 10; // getconf CLK_TCK = 100 on Linux

const pg = await startPostgres();
if (!pg) throw new Error('PostgreSQL is not available');
const url = await createDatabase(pg.url, 'ab_builds');
// AB_DB=embedded: each build on an embedded database of its own (PGlite is one process's), prepared alike.
const embedded = process.env.AB_DB === 'embedded';
const dbEnvs = embedded ? [0, 1].map(() => ({ DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'ab-embedded-')) })) : [{ DATABASE_URL: url }, { DATABASE_URL: url }];
const captchas = embedded ? [(await prepare(dbEnvs[0]!, 1))[0]!, (await prepare(dbEnvs[1]!, 1))[0]!] : await prepare({ DATABASE_URL: url }, 2);
const apps: { name: 'a' | 'b'; pid: number; child: Awaited<ReturnType<typeof startProcess>>; base: string; headers: Record<string, string> }[] = [];
try {
  for (const [i, name] of (['a', 'b'] as const).entries()) {
    const port = await freePort();
    const flags = (process.env[`AB_FLAGS_${name.toUpperCase()}`] ?? '').split(/\s+/).filter(Boolean);
    const own = Object.fromEntries((process.env[`AB_ENV_${name.toUpperCase()}`] ?? '').split(/\s+/).filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
    const env = { ...dbEnvs[i]!, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: '1', ...own };
    const child = await startProcess(entry(builds[name]!), env, 'is running at', flags);
    const base = `http://127.0.0.1:${port}`;
    apps.push({ name, pid: child.pid!, child, base, headers: { 'content-type': 'application/json', authorization: await login(base, captchas[i]!) } });
  }
  const kinds = (process.env.AB_KINDS ?? 'rest,gqlp').split(',');
  const connections = Number(process.env.AB_CONN ?? 8);
  const seconds = Number(process.env.AB_SECS ?? 5);
  const rounds = Number(process.env.AB_ROUNDS ?? 6);
  const opts = (app: (typeof apps)[number], kind: string) => {
    const t = TARGETS[kind];
    if (!t) throw new Error(`AB_KINDS: unknown target ${kind} (${Object.keys(TARGETS).join(', ')})`);
    return { url: app.base + t.path, method: t.method, headers: app.headers, body: t.body?.() };
  };
  for (const app of apps) for (const kind of kinds) await fire({ ...opts(app, kind), connections, duration: 3 });
  const perRequest: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const app of round % 2 ? [...apps].reverse() : apps) {
      for (const kind of kinds) {
        const before = cpuTicks(app.pid);
        const r = await fire({ ...opts(app, kind), connections, duration: seconds });
        const ms = ((cpuTicks(app.pid) - before) * TICK_MS) / r.requests.total;
        (perRequest[`${app.name} ${kind}`] ??= []).push(ms);
        console.log(`round ${round} ${app.name} ${kind}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, server CPU ${ms.toFixed(3)} ms per request, errors ${r.errors + r.non2xx}`);
      }
    }
  }
  for (const [key, values] of Object.entries(perRequest)) {
    const sorted = [...values].sort((x, y) => x - y);
    console.log(`${key}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} ms, min ${sorted[0]!.toFixed(3)} ms`);
  }
} finally {
  for (const app of apps) await stop(app.child);
  await pg.stop();
}
