/**
 * Against PostGraphile 5 (`npm run bench -- peer [scale]`, issue 43 item 1): our server and PostGraphile side by
 * side on one throwaway PostgreSQL with the same data — the city of bench/city-generator.ts at scale 0.07 by
 * default (BENCH_PEER_SCALE or the argument) — both on the Node 22 that bench/peer/package.json installs (the `node`
 * npm package; PostGraphile 5 needs Node ≥ 22), each one process with a pool of 10, NODE_ENV=production, started
 * with `npm start`'s Node flags (bench/server-flags.ts).
 *  - Ours: the built server (dist/server/start.js, WORKERS=1); every request carries the admin's token, so each
 *    has its session looked up (cached 3 s), the operation's permission checked, the admin's row scope applied and
 *    its cost charged to the account's budget.
 *  - PostGraphile (bench/peer/server.mjs): the amber preset, production settings, no authentication.
 * Four reads (READS below), each asked of both sides; their answers are compared row by row (bench/peer-rows.ts)
 * before anything is measured. Then for c = 10 and 20, BENCH_PEER_ROUNDS (3) rounds alternate ours, theirs, ours,
 * theirs…, BENCH_SECONDS (5) s each with autocannon in this process; a figure is the mean of its rounds' req/s and
 * of their p50/p99. Last, each read is sent BENCH_PEER_SAMPLE (200) times one after another to each side while
 * pg_stat_statements counts the statements and /proc the CPU of the server and of PostgreSQL per request.
 * PostGraphile is installed into bench/peer on the first run (npm install --prefix bench/peer, printed).
 * Figures only: nothing here asserts a time.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_ENTRY } from './server-flags.ts';
import { fire, JWT_SECRET, login, persistedId, prepare, startProcess, stop } from './server.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';
import { generateCity, planCity } from './city-generator.ts';
import { postmasterPid, startCpuMeter } from './proc-cpu.ts';
import { compareAnswers, type Json } from './peer-rows.ts';
import { summarise } from './summary.ts';

const PEER_DIR = fileURLToPath(new URL('./peer/', import.meta.url));
const NODE_22 = `${PEER_DIR}node_modules/.bin/node`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 3);
const SAMPLE = Number(process.env.BENCH_PEER_SAMPLE ?? 200);
const PEER_ROLE = 'peer_postgraphile';
const CONNECTIONS = [10, 20];
const POOL = 10;

/**
 * The links PostGraphile needs as relations. They are foreign keys since prisma/migrations/20261207150357_foreign_keys_resident_houses
 * (docs/data-model.md); where the database has none for one (a city loaded before it), it is given as a smart tag.
 */
const LINKS = [
  { table: 'area_house', column: 'areaId', references: 'area_info' },
  { table: 'resident_info', column: 'areaId', references: 'area_info' },
  { table: 'meeting_info', column: 'areaId', references: 'area_info' },
  { table: 'vote_item', column: 'meetingId', references: 'meeting_info' },
];

type Vars = { areaId: number; meetingId: number };
type Side = 'ours' | 'theirs';
/** A read: our request body (a query text, or the client's persisted id) and PostGraphile's query, aliased to our field names. */
interface Read {
  name: string;
  ours: (v: Vars) => object;
  theirs: (v: Vars) => object;
}

const HOUSE = 'rowId areaId buildingNo unitNo houseNo ownerName phone privateArea createTime';
const HOUSE_ROW = 'rowId areaCode areaId areaName buildingNo createTime houseNo ownerName phone privateArea propertyCertNo unitNo updateTime';
// Our pages sort by their entity's default order (server/crud/service.ts orderOf: houses by id, communities newest
// first, id breaking ties), our relation edges by id; PostGraphile is asked for the same order.
const BY_ID = 'orderBy: PRIMARY_KEY_ASC';
const NEWEST = 'orderBy: [CREATE_TIME_DESC, PRIMARY_KEY_DESC]';
const MEETING = 'rowId name areaId type status description startTime endTime voteStartTime voteEndTime createTime';
const ITEM = 'rowId meetingId name description passRule result';

export const READS: Read[] = [
  {
    name: '20 houses of one community + totalCount',
    ours: ({ areaId }) => ({ query: `query($areaId: Int!) { areaHousePage(first: 20, filter: { areaId: $areaId }) { totalCount edges { node { ${HOUSE} } } } }`, variables: { areaId } }),
    theirs: ({ areaId }) => ({ query: `query($areaId: Int!) { areaHousePage: allAreaHouses(first: 20, condition: { areaId: $areaId }, ${BY_ID}) { totalCount nodes { ${HOUSE} } } }`, variables: { areaId } }),
  },
  {
    name: "the client's persisted house page",
    // As the web client sends it: AreaHousePageQuery by id (its AreaHouse_row fields, totalCount and totalCountExact).
    ours: ({ areaId }) => ({ documentId: persistedId('AreaHousePageQuery'), variables: { first: 20, filter: { areaId } } }),
    theirs: ({ areaId }) => ({
      query: `query($areaId: Int!) { areaHousePage: allAreaHouses(first: 20, condition: { areaId: $areaId }, ${BY_ID}) { totalCount nodes { ${HOUSE_ROW.replace('areaName', 'areaName: areaInfoByAreaId { name }')} } } }`,
      variables: { areaId },
    }),
  },
  {
    name: '10 communities → 20 houses + 20 residents each',
    ours: () => ({ query: '{ areaInfoPage(first: 10) { edges { node { rowId name houses(first: 20) { edges { node { rowId buildingNo unitNo houseNo ownerName } } } residents(first: 20) { edges { node { rowId name phone buildingNo unitNo } } } } } } }' }),
    theirs: () => ({
      query: `{ areaInfoPage: allAreaInfos(first: 10, ${NEWEST}) { nodes { rowId name houses: areaHousesByAreaId(first: 20, ${BY_ID}) { nodes { rowId buildingNo unitNo houseNo ownerName } } residents: residentInfosByAreaId(first: 20, ${BY_ID}) { nodes { rowId name phone buildingNo unitNo } } } } }`,
    }),
  },
  {
    name: 'one meeting by id with its community and items',
    ours: ({ meetingId }) => ({ query: `query($id: Int!) { meetingInfoInfo(id: $id) { ${MEETING} area { rowId name } voteItems(first: 50) { edges { node { ${ITEM} } } } } }`, variables: { id: meetingId } }),
    theirs: ({ meetingId }) => ({
      query: `query($id: Int!) { meetingInfoInfo: meetingInfoByRowId(rowId: $id) { ${MEETING} area: areaInfoByAreaId { rowId name } voteItems: voteItemsByMeetingId(first: 50, ${BY_ID}) { nodes { ${ITEM} } } } }`,
      variables: { id: meetingId },
    }),
  },
];

export interface PeerRow {
  read: string;
  connections: number;
  ours: Figure;
  theirs: Figure;
}
interface Figure {
  rounds: number[];
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}
export interface PeerCost {
  read: string;
  side: Side;
  statements: number;
  dbMs: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  /** The statements sent, as `calls per request × query` (pg_stat_statements' normalised text, shortened). */
  sent: string[];
}
export interface PeerResult {
  scale: number;
  node: Record<Side, string>;
  counts: Record<string, number>;
  areaId: number;
  meetingId: number;
  comparisons: { read: string; rows: number; oursOnly: string[]; theirsOnly: string[] }[];
  rows: PeerRow[];
  costs: PeerCost[];
  hinted: string[];
}

/** Installs PostGraphile and Node 22 into bench/peer when they are not there (bench/peer/package.json). */
export function ensurePeerInstalled(): void {
  if (existsSync(NODE_22) && existsSync(`${PEER_DIR}node_modules/postgraphile/package.json`)) return;
  // --engine-strict=false: npm (on this Node) would warn of every package that needs Node 22, which is what runs them.
  console.log('npm run bench -- peer: installing PostGraphile 5 and Node 22 for the bench only: npm install --prefix bench/peer --engine-strict=false --loglevel=error (bench/peer/package.json)');
  execFileSync('npm', ['install', '--prefix', PEER_DIR, '--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error'], { stdio: 'inherit' });
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function peerScale(arg: string | undefined = process.argv[3]): number {
  const scale = Number(arg ?? process.env.BENCH_PEER_SCALE ?? 0.07);
  if (!(scale > 0 && scale <= 1)) throw new Error(`peer scale must be in (0, 1], got ${arg}`);
  return scale;
}

export async function benchPeer(scale = peerScale()): Promise<PeerResult | null> {
  ensurePeerInstalled();
  // pg_stat_statements counts what each side sends per request.
  process.env.TEST_PG_OPTS ??= '-c shared_preload_libraries=pg_stat_statements';
  const server = await startPostgres();
  if (!server) {
    console.log('PostgreSQL not available: the peer bench needs it (install postgresql).');
    return null;
  }
  const started: ChildProcess[] = [];
  let db: pg.Client | undefined;
  try {
    const databaseUrl = await createDatabase(server.url, 'bench_peer');
    db = new pg.Client({ connectionString: databaseUrl });
    const [captchaId] = await prepare({ DATABASE_URL: databaseUrl }, 1);
    await db.connect();
    const plan = planCity(scale);
    console.log(`City at scale ${scale}: ${plan.communities} communities, ${plan.houses} houses, ${plan.meetings} meetings (bench/city-generator.ts)`);
    const city = await generateCity(db, plan, console.log);
    const statsOn = await db
      .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
      .then(() => true)
      .catch(() => false);
    const hints = await missingKeys(db);
    const sides = await startSides(db, databaseUrl, captchaId!, hints, started);
    const vars: Vars = { areaId: city.largestAreaId, meetingId: city.countMeetingId };
    const comparisons = await sameRows(sides, vars);
    const rows = await alternate(sides, vars);
    const costs = await costPerRequest(sides, vars, statsOn ? db : null, await postmasterPid(databaseUrl));
    const node22 = execFileSync(NODE_22, ['--version'], { encoding: 'utf8' }).trim();
    return { scale, node: { ours: node22, theirs: node22 }, counts: city.counts, areaId: vars.areaId, meetingId: vars.meetingId, comparisons, rows, costs, hinted: hints.map((h) => `${h.table}.${h.column} → ${h.references}`) };
  } finally {
    for (const child of started) await stop(child);
    await db?.end().catch(() => {});
    await server.stop();
  }
}

/** The LINKS the database holds no foreign key for. */
async function missingKeys(db: pg.Client): Promise<typeof LINKS> {
  const keys = await db.query<{ t: string; c: string }>(
    `SELECT k.conrelid::regclass::text AS t, a.attname AS c FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1] WHERE k.contype = 'f' AND cardinality(k.conkey) = 1`,
  );
  return LINKS.filter((l) => !keys.rows.some((k) => k.t === l.table && k.c === l.column));
}

/** A running server: where to send a read, as whom, and the database role its statements run as. */
interface SideTarget {
  url: string;
  headers: Record<string, string>;
  pid: number;
  role: string;
}
type Sides = Record<Side, SideTarget>;

/** Starts our server and PostGraphile on Node 22 (each added to `started` as soon as it runs) and logs in to ours. */
async function startSides(db: pg.Client, databaseUrl: string, captchaId: string, hints: typeof LINKS, started: ChildProcess[]): Promise<Sides> {
  // PostGraphile logs in as a role of its own (a superuser like ours, so it sees the same tables), only so that
  // pg_stat_statements tells each side's statements apart (its userid): our server's background writes (the
  // cost budget's flush) and a round's last requests finishing are not counted against the other side.
  await db.query(`DO $$ BEGIN CREATE ROLE ${PEER_ROLE} LOGIN SUPERUSER; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  const theirUrl = new URL(databaseUrl);
  theirUrl.username = PEER_ROLE;
  const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const ourPort = await freePort();
  const ours = await startProcess(SERVER_ENTRY, { ...env, PORT: String(ourPort), JWT_SECRET, TASK_SCHEDULER: 'off', WORKERS: '1' }, 'is running at', [], NODE_22);
  started.push(ours);
  const theirPort = await freePort();
  const theirs = await startProcess('bench/peer/server.mjs', { ...env, DATABASE_URL: theirUrl.href, PORT: String(theirPort), POOL: String(POOL), PEER_FOREIGN_KEYS: JSON.stringify(hints) }, 'PostGraphile is running at', [], NODE_22);
  started.push(theirs);
  const token = await login(`http://127.0.0.1:${ourPort}`, captchaId);
  return {
    ours: { url: `http://127.0.0.1:${ourPort}/graphql`, headers: { 'content-type': 'application/json', authorization: token }, pid: ours.pid!, role: decodeURIComponent(new URL(databaseUrl).username) },
    theirs: { url: `http://127.0.0.1:${theirPort}/graphql`, headers: { 'content-type': 'application/json' }, pid: theirs.pid!, role: PEER_ROLE },
  };
}

const SIDES = ['ours', 'theirs'] as const;
const requestOf = (sides: Sides, read: Read, side: Side, vars: Vars): autocannon.Options => ({ url: sides[side].url, method: 'POST', headers: sides[side].headers, body: JSON.stringify(read[side](vars)) });

/** Sends one read to one side: its `data`, or an error naming the read when it answered errors. */
async function ask(sides: Sides, read: Read, side: Side, vars: Vars): Promise<Json> {
  const req = requestOf(sides, read, side, vars);
  const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body as string });
  const json = (await res.json()) as { data?: Json; errors?: unknown };
  if (!res.ok || json.errors || !json.data) throw new Error(`${side}, ${read.name}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
  return json.data;
}

/** Both sides answer every read with the same rows (bench/peer-rows.ts), or the bench stops before measuring. */
async function sameRows(sides: Sides, vars: Vars): Promise<PeerResult['comparisons']> {
  const comparisons: PeerResult['comparisons'] = [];
  for (const read of READS) {
    const c = compareAnswers(await ask(sides, read, 'ours', vars), await ask(sides, read, 'theirs', vars));
    if (c.differences.length || c.theirsOnly.length) throw new Error(`${read.name}: the answers differ:\n  ${[...c.differences.slice(0, 10), ...c.theirsOnly.map((f) => `only PostGraphile answers ${f}`)].join('\n  ')}`);
    comparisons.push({ read: read.name, rows: c.rows, oursOnly: c.oursOnly, theirsOnly: c.theirsOnly });
    console.log(`  ${read.name}: the same ${c.rows} rows on both sides${c.oursOnly.length ? ` (only ours answers ${c.oursOnly.join(', ')})` : ''}`);
  }
  return comparisons;
}

/** Throughput: per read and concurrency, ROUNDS rounds of ours then theirs; a figure is the mean of its rounds. */
async function alternate(sides: Sides, vars: Vars): Promise<PeerRow[]> {
  for (const read of READS) for (const side of SIDES) await fire({ ...requestOf(sides, read, side, vars), connections: 10, duration: 2 }); // warm-up
  const fig = (rs: autocannon.Result[]): Figure => ({
    rounds: rs.map((r) => Math.round(r.requests.average)),
    reqPerSec: Math.round(mean(rs.map((r) => r.requests.average))),
    p50: Math.round(mean(rs.map((r) => r.latency.p50))),
    p99: Math.round(mean(rs.map((r) => r.latency.p99))),
    errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  });
  const rows: PeerRow[] = [];
  for (const read of READS) {
    for (const connections of CONNECTIONS) {
      const got: Record<Side, autocannon.Result[]> = { ours: [], theirs: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of SIDES) got[side].push(await fire({ ...requestOf(sides, read, side, vars), connections, duration: SECONDS }));
      }
      const row = { read: read.name, connections, ours: fig(got.ours), theirs: fig(got.theirs) };
      rows.push(row);
      console.log(`  ${read.name}, c = ${connections}: ours ${row.ours.rounds.join('/')} req/s, PostGraphile ${row.theirs.rounds.join('/')} req/s (rounds); load ${load()}`);
    }
  }
  return rows;
}

/** What one request costs each side: SAMPLE requests one after another, statements (when `db`: pg_stat_statements) and CPU (/proc). */
async function costPerRequest(sides: Sides, vars: Vars, db: pg.Client | null, postmaster: number | null): Promise<PeerCost[]> {
  const costs: PeerCost[] = [];
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last round's requests still in flight finish
  for (const read of READS) {
    for (const side of SIDES) {
      if (db) await db.query('SELECT pg_stat_statements_reset()');
      const meter = startCpuMeter({ server: sides[side].pid, ...(postmaster ? { postgres: postmaster } : {}) });
      for (let i = 0; i < SAMPLE; i++) await ask(sides, read, side, vars);
      const used = meter.read();
      const sent = db
        ? (
            await db.query<{ calls: string; ms: number; query: string }>(
              `SELECT calls, total_exec_time AS ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query FROM pg_stat_statements
               WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND userid = (SELECT oid FROM pg_roles WHERE rolname = $1)
                 AND query NOT ILIKE '%pg_stat_statements%' ORDER BY calls DESC, total_exec_time DESC`,
              [sides[side].role],
            )
          ).rows
        : [];
      costs.push({
        read: read.name,
        side,
        statements: db ? sent.reduce((n, x) => n + Number(x.calls), 0) / SAMPLE : NaN,
        dbMs: db ? sent.reduce((n, x) => n + x.ms, 0) / SAMPLE : NaN,
        serverCpuMs: ((used.seconds.server ?? 0) * 1000) / SAMPLE,
        postgresCpuMs: ((used.seconds.postgres ?? 0) * 1000) / SAMPLE,
        sent: sent.map((x) => `${(Number(x.calls) / SAMPLE).toFixed(2)} × ${x.query}`),
      });
    }
  }
  return costs;
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');

/** Prints the figures (bench/run.ts), adds them to the summary and writes them to bench-results/peer-<scale>.json. */
export function printPeer(r: PeerResult): void {
  console.log(
    `\nAgainst PostGraphile 5 (amber preset, production, no auth): city at scale ${r.scale} (${Object.entries(r.counts).map(([t, n]) => `${t} ${n}`).join(', ')}); community ${r.areaId}, meeting ${r.meetingId}; one PostgreSQL, pool 10 each, ` +
      `ours on Node ${r.node.ours} (the admin's token on every request: session, permission, row scope, cost budget), PostGraphile on Node ${r.node.theirs}; ${ROUNDS} alternated rounds of ${SECONDS} s per figure (mean), autocannon in this process, 127.0.0.1`,
  );
  if (r.hinted.length) console.log(`PostGraphile was told of links the database has no foreign key for (smart tags): ${r.hinted.join(', ')}`);
  console.table(
    r.rows.map((x) => ({
      read: x.read,
      c: x.connections,
      'ours req/s': x.ours.reqPerSec,
      'PostGraphile req/s': x.theirs.reqPerSec,
      ratio: ratio(x.ours.reqPerSec, x.theirs.reqPerSec),
      'ours p50/p99 ms': `${x.ours.p50}/${x.ours.p99}`,
      'theirs p50/p99 ms': `${x.theirs.p50}/${x.theirs.p99}`,
      'errors ours/theirs': `${x.ours.errors}/${x.theirs.errors}`,
    })),
  );
  console.log(`Per request (${SAMPLE} requests one after another per read and side; statements and their execution time from pg_stat_statements, CPU from /proc):`);
  console.table(r.costs.map((c) => ({ read: c.read, side: c.side, statements: c.statements.toFixed(2), 'db exec ms': c.dbMs.toFixed(2), 'server CPU ms': c.serverCpuMs.toFixed(2), 'PostgreSQL CPU ms': c.postgresCpuMs.toFixed(2) })));
  for (const c of r.costs) console.log(`  ${c.side === 'ours' ? 'ours' : 'PostGraphile'}, ${c.read}:\n    ${c.sent.join('\n    ')}`);
  console.log(`The same rows on both sides, compared before the figures: ${r.comparisons.map((c) => `${c.read} (${c.rows} rows${c.oursOnly.length ? `; only ours answers ${c.oursOnly.join(', ')}` : ''})`).join('; ')}`);
  for (const x of r.rows)
    summarise({
      section: 'peer',
      database: 'PostgreSQL',
      figure: `${x.read}, c = ${x.connections} (scale ${r.scale})`,
      value: `ours ${x.ours.reqPerSec} req/s p99 ${x.ours.p99} ms, PostGraphile ${x.theirs.reqPerSec} req/s p99 ${x.theirs.p99} ms: ${ratio(x.ours.reqPerSec, x.theirs.reqPerSec)}×`,
      target: '≥ 1.0× its req/s, p99 ≤ its p99',
    });
  mkdirSync(join(process.cwd(), 'bench-results'), { recursive: true });
  writeFileSync(join(process.cwd(), 'bench-results', `peer-${r.scale}.json`), JSON.stringify(r, null, 2));
}
