/**
 * Where a page request's CPU goes, per process: runs the REST user page (and
 * the GraphQL page, and the floor) of bench/server.ts against PostgreSQL and
 * prints, beside req/s and latency, the CPU time each process group used per
 * request (read from /proc before and after): our server, the floor's node
 * process, PostgreSQL (all its processes) and this load generator. For
 * looking, not for the figures of docs/performance.md (`npm run bench` gives those).
 *
 *   node --import tsx bench/cpu-per-request.ts            # floor, then REST, once
 *   CPU_TARGETS=driver,floor,rest,gql CPU_ROUNDS=3       # driver: the floor without HTTP (bench/floor-driver.ts, in this process)
 *   CPU_TARGETS=floor,rest,gql CPU_ROUNDS=3 node --import tsx bench/cpu-per-request.ts
 *   CPU_TARGETS=rest,gqlp                                  # gqlp: the client's persisted user page, by documentId
 *   CPU_TARGETS=person                                     # REST GET /person: the fixed cost of a request
 *   CPU_DB=embedded                                        # our server on the embedded database (the floor stays on PostgreSQL)
 *   TEST_PG_OPTS="-c shared_preload_libraries=pg_stat_statements" …  # adds the statements PostgreSQL spent its time on
 *     (add "-c pg_stat_statements.track_planning=on" for the planning time; plans = how often each was planned)
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type autocannon from 'autocannon';
import { fire, persistedUserPage, startApp, startFloor, stop } from './server.ts';
import { SERVER_ENTRY } from './server-flags.ts';
import { createDatabase, startPostgres } from '../tests/support/postgres.ts';
import { driverFloor } from './floor-driver.ts';


const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * The processes of each group, by process id, not by command line: other people's servers and
 * PostgreSQL instances on a shared machine must not count (filled once the processes are started).
 */
type Proc = { pid: number; ppid: number; cmd: string };
const groups: Record<string, (p: Proc) => boolean> = {};
const ppidOf = (stat: string) => Number(stat.split(') ')[1]!.split(' ')[1]);
/** CPU ticks (user + system) of every process whose command line matches. */
function ticks(match: (p: Proc) => boolean): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!match({ pid: Number(pid), ppid: ppidOf(stat), cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ') })) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      sum += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return sum;
}

async function measure(name: string, opts: autocannon.Options): Promise<void> {
  const before = Object.fromEntries(Object.entries(groups).map(([k, f]) => [k, ticks(f)]));
  const r = await fire({ ...opts, connections: 20, duration: SECONDS });
  const per = Object.entries(groups)
    .map(([k, f]) => `${k} ${((((ticks(f) - before[k]!) / TICKS_PER_SECOND) * 1000) / r.requests.total).toFixed(2)} ms`)
    .join(', ');
  console.log(`${name.padEnd(8)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}; CPU per request: ${per}`);
}

const server = await startPostgres();
if (!server) throw new Error('PostgreSQL is not available');
const url = await createDatabase(server.url, 'cpu');
// CPU_DB=embedded: our server on the embedded database (its statements run in the server's own process), beside the PostgreSQL floor.
const embedded = process.env.CPU_DB === 'embedded';
const app = embedded
  ? await startApp('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'cpu-embedded-')) })
  : await startApp('PostgreSQL', { DATABASE_URL: url });
// The floor reads the PostgreSQL database our server filled: not started beside the embedded server.
const floor = embedded ? null : await startFloor(url);
// Our server (and any worker it forked), the floor's process, the backends of our database (their command line names it), this process.
const dbName = decodeURIComponent(new URL(url).pathname.slice(1));
groups.server = (p) => p.pid === app.child.pid || p.ppid === app.child.pid;
groups.floor = (p) => p.pid === floor?.child.pid;
groups.postgres = (p) => p.cmd.startsWith('postgres') && p.cmd.includes(` ${dbName} `);
groups['load generator'] = (p) => p.pid === process.pid;
const client = new pg.Client(url);
await client.connect();
const statements = process.env.TEST_PG_OPTS?.includes('pg_stat_statements') ?? false;
if (statements) await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
try {
  const wanted = (process.env.CPU_TARGETS ?? 'floor,rest').split(',');
  const targets: [string, autocannon.Options][] = [
    ...(floor ? [['floor', floor.targets[0]!.opts] as [string, autocannon.Options]] : []),
    ['rest', app.targets[0]!.opts],
    ['gql', app.targets[1]!.opts],
    // The web client's own user page, sent as the client sends it: a persisted operation by id (compiled: docs/read-path.md).
    ['gqlp', { ...app.targets[1]!.opts, body: persistedUserPage() }],
    // A request without a page: what every request costs before its own work (HTTP, token, GraphQL, read log).
    ['person', app.targets[3]!.opts],
  ];
  for (const [, opts] of targets) await fire({ ...opts, connections: 10, duration: 2 });
  for (let round = 0; round < Number(process.env.CPU_ROUNDS ?? 1); round++) {
    if (wanted.includes('driver')) {
      const pgBefore = ticks(groups.postgres!);
      const d = await driverFloor(url, 20, SECONDS);
      const pgMs = (((ticks(groups.postgres!) - pgBefore) / TICKS_PER_SECOND) * 1000) / d.total;
      console.log(`driver   ${d.reqPerSec} req/s, p50 ${d.p50} ms, p99 ${d.p99} ms, errors ${d.errors}; CPU per request: driver loop ${d.cpuMsPerRequest.toFixed(2)} ms, postgres ${pgMs.toFixed(2)} ms`);
    }
    for (const [name, opts] of targets) {
      if (!wanted.includes(name)) continue;
      if (statements) await client.query('SELECT pg_stat_statements_reset()');
      await measure(name, opts);
      if (statements) {
        const r = await client.query(
          `SELECT calls, plans, round(total_exec_time::numeric, 1) AS "exec ms", round((total_exec_time / NULLIF(calls, 0))::numeric, 3) AS "per call", round((total_plan_time / NULLIF(plans, 0))::numeric, 3) AS "plan per call", left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS statement
             FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 8`,
        );
        console.table(r.rows);
      }
    }
  }
} finally {
  await client.end();
  await stop(app.child);
  if (floor) await stop(floor.child);
  await server.stop();
}
