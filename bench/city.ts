/**
 * A city on one PostgreSQL (`npm run bench -- city --scale 1 --data /work/city-data [--until 16:00]`; the scale
 * also as the bare argument after `city` or BENCH_CITY_SCALE, default 0.1 for a 2-core machine, 1.0 = 3,000
 * communities, 1.5 million houses and residents, 30,000 meetings, 20 million vote records): bench/city-generator.ts
 * writes the city with set-based SQL, in batches that a stopped run resumes, with progress (rows/s, ETA), into a
 * throwaway PostgreSQL, or with `--data DIR` (BENCH_CITY_DATA) into a cluster kept in DIR (bench/city-cluster.ts)
 * that the next run starts again: an interrupted load continues, a loaded city is measured again without loading;
 * `--until HH:MM` (UTC, BENCH_CITY_UNTIL) starts no batch after that time and measures the city at the size
 * reached. Then the built server (dist/server/start.js, as `npm start` runs it) serves it as a process
 * of its own (WORKERS=1, NODE_ENV=production, pool 10) and this measures:
 *  - list pages of the largest community (houses, residents, meetings: first
 *    page, a deep page, a keyword) and the city-wide meeting list (the admin,
 *    no community selected), with autocannon (10 connections), and the CPU
 *    each request cost the server and PostgreSQL (bench/proc-cpu.ts, /proc);
 *  - the home dashboard (GET comm/count/summary and voting) for the largest
 *    community and city-wide;
 *  - entering 统计 of the largest community's meeting of 5,000 houses over
 *    REST, its vote table, the streamed CSV export of its houses, and an
 *    import of 10,000 houses into it (a full database);
 *  - verifyBallots of that meeting (4,500 owners × 10 items, the 45,000-event chain), and the live push: 1,000
 *    graphql-ws subscribers of a meeting opened for voting in the largest community (bench/live-push.ts);
 *  - the size of every table and its indexes (pg_total_relation_size) for
 *    docs/capacity.md, written to bench-results/city-<scale>.json with the
 *    figures;
 *  - with --data: a backup (pg_dump, directory format, 2 jobs) and its restore (pg_restore, 2 jobs) into a new
 *    database of the same cluster, timed; the dump and the copy are removed after.
 * With pg_stat_statements (loaded when TEST_PG_OPTS does not say otherwise)
 * each figure also prints the statements PostgreSQL spent its time on.
 * Figures only: nothing here asserts a time.
 */
import { SERVER_ENTRY } from './server-flags.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { fire, JWT_SECRET, login, prepare, startProcess, stop } from './server.ts';
import { createDatabase, freePort, startPostgres, withDatabase } from '../tests/support/postgres.ts';
import { generateCity, planCity } from './city-generator.ts';
import { openCityCluster } from './city-cluster.ts';
import { livePush, percentile } from './live-push.ts';
import { postmasterPid, startCpuMeter } from './proc-cpu.ts';

const SECONDS = Number(process.env.BENCH_CITY_SECONDS ?? 5);
/**
 * BENCH_CITY_ONLY=meetings,dashboard measures only the figures whose label
 * contains one of these words (the city is still generated whole): a change
 * is measured before and after without the whole run.
 */
const ONLY = process.env.BENCH_CITY_ONLY?.split(',').map((w) => w.trim()).filter(Boolean) ?? null;
const wanted = (label: string) => !ONLY || ONLY.some((w) => label.includes(w));
/** The machine's load average when a figure was taken (the machine may be shared). */
const load = () => `load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;
/** Connections of the page figures (the issue's c = 20). */
const CONNECTIONS = Number(process.env.BENCH_CITY_CONNECTIONS ?? 20);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const VOTES = Number(process.env.BENCH_CITY_VOTES ?? 30);
const IMPORT_ROWS = 10_000;

export type CityRow = { target: string; figure: string; detail: string };

export interface CityResult {
  scale: number;
  rows: CityRow[];
  counts: Record<string, number>;
  sizes: { table: string; rows: number; totalMb: number; tableMb: number; indexMb: number }[];
  databaseMb: number;
  generationSeconds: Record<string, number>;
}

const mb = (bytes: number | string) => Math.round((Number(bytes) / 1024 / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface CityArgs {
  scale: number;
  /** A cluster directory kept between runs (resumable load), or none (a throwaway cluster). */
  dataDir?: string;
  /** No load batch starts after this instant. */
  until?: Date;
}

/** `city 0.5`, `city --scale 1 --data DIR --until 16:00` (UTC today), with BENCH_CITY_SCALE / _DATA / _UNTIL as defaults. */
export function cityArgs(argv: string[] = process.argv.slice(3)): CityArgs {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const bare = argv[0] && !argv[0].startsWith('--') ? argv[0] : undefined;
  const raw = flag('scale') ?? bare ?? process.env.BENCH_CITY_SCALE ?? '0.1';
  const scale = Number(raw);
  if (!(scale > 0 && scale <= 1)) throw new Error(`city scale must be in (0, 1], got ${raw}`);
  const dataDir = flag('data') ?? process.env.BENCH_CITY_DATA;
  const untilRaw = flag('until') ?? process.env.BENCH_CITY_UNTIL;
  let until: Date | undefined;
  if (untilRaw) {
    const m = /^(\d{1,2}):(\d{2})$/.exec(untilRaw);
    until = m ? new Date(new Date().setUTCHours(Number(m[1]), Number(m[2]), 0, 0)) : new Date(untilRaw);
    if (Number.isNaN(until.getTime())) throw new Error(`--until: HH:MM (UTC) or an ISO time, got ${untilRaw}`);
  }
  return { scale, ...(dataDir ? { dataDir } : {}), ...(until ? { until } : {}) };
}

export async function benchCity(args: CityArgs = cityArgs()): Promise<CityResult | null> {
  const { scale } = args;
  // pg_stat_statements shows where each figure's database time went.
  process.env.TEST_PG_OPTS ??= '-c shared_preload_libraries=pg_stat_statements';
  const cluster = args.dataDir ? await openCityCluster(args.dataDir) : undefined;
  const server = cluster ? { url: cluster.url, stop: async () => cluster.stop() } : await startPostgres();
  if (!server) {
    console.log('PostgreSQL not available: the city needs it (install postgresql).');
    return null;
  }
  const rows: CityRow[] = [];
  // Each figure is printed when taken, so a run stopped part way (or one that fails late) keeps what it measured.
  const record = (row: CityRow) => {
    rows.push(row);
    console.log(`figure: ${row.target}: ${row.figure} (${row.detail})`);
  };
  try {
    let databaseUrl: string;
    if (cluster) {
      // One database per scale in the kept cluster: a second run finds it (and the load's progress in it).
      const name = `bench_city_${String(scale).replace('.', '_')}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
      if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      databaseUrl = withDatabase(cluster.url, name);
    } else {
      databaseUrl = await createDatabase(server.url, 'bench_city');
    }
    const captchaIds = await prepare({ DATABASE_URL: databaseUrl }, 1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // Ctrl-C during the load: the batch in progress is cancelled and rolls back (the next run redoes it), the
    // cluster is stopped cleanly. A second Ctrl-C exits at once.
    const backend = Number((await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    let interrupted = false;
    const onInterrupt = () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.log('\ncity: interrupted; cancelling the batch in progress (it rolls back; the next run continues from the last finished batch)');
      const c = new pg.Client({ connectionString: databaseUrl });
      c.connect()
        .then(() => c.query('SELECT pg_cancel_backend($1)', [backend]))
        .finally(() => c.end().catch(() => {}))
        .finally(() => {
          void server.stop().finally(() => process.exit(130));
        });
    };
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', onInterrupt);
    try {
      const plan = planCity(scale);
      console.log(`City at scale ${scale}: ${plan.communities} communities, ${plan.houses} houses (largest ${plan.largestHouses}), ${plan.meetings} meetings, turnout ${plan.turnoutPerMille / 10}%${cluster ? `; cluster ${args.dataDir} (postmaster ${cluster.pid})` : ''}`);
      const t0 = performance.now();
      const city = await generateCity(db, plan, (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`), args.until ? { until: args.until } : {});
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', onInterrupt);
      const genSeconds = (performance.now() - t0) / 1000;
      const loadSeconds = Object.values(city.seconds).reduce((a, b) => a + b, 0);
      const reached = city.communitiesLoaded < plan.communities ? ` — stopped at ${city.communitiesLoaded} of ${plan.communities} communities (scale ${((scale * city.communitiesLoaded) / plan.communities).toFixed(3)})` : '';
      record({
        target: `load the city (scale ${scale})${reached}`,
        figure: `${loadSeconds.toFixed(0)} s`,
        detail: `over every run of this load (this run ${genSeconds.toFixed(0)} s); by step: ${Object.entries(city.seconds).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(', ')}; rows: ${Object.entries(city.counts).map(([t, n]) => `${t} ${n}`).join(', ')}`,
      });

      const sizes = (
        await db.query(
          `SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) AS total, pg_table_size(c.oid) AS "table_bytes", pg_indexes_size(c.oid) AS index
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY pg_total_relation_size(c.oid) DESC`,
        )
      ).rows.map((r) => ({ table: r.table as string, rows: Number(r.rows), totalMb: mb(r.total), tableMb: mb(r.table_bytes), indexMb: mb(r.index) }));
      const databaseMb = mb((await db.query('SELECT pg_database_size(current_database()) AS s')).rows[0].s);
      console.log(`Database ${databaseMb} MB; largest tables:`);
      console.table(sizes.slice(0, 10));
      const statsOn = await db
        .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
        .then(() => true)
        .catch(() => false);
      const topStatements = async (label: string) => {
        if (!statsOn) return;
        const top = await db.query(
          `SELECT calls, round(mean_exec_time::numeric, 2) AS mean_ms, round(total_exec_time::numeric) AS total_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
           FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC LIMIT 3`,
        );
        console.log(`  ${label}: statements by database time`);
        for (const s of top.rows) console.log(`    ${s.calls} × ${s.mean_ms} ms (total ${s.total_ms} ms): ${s.query}`);
        await db.query('SELECT pg_stat_statements_reset()');
      };
      const postmaster = await postmasterPid(databaseUrl);

      const port = await freePort();
      const child = await startProcess(SERVER_ENTRY, { NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: '1' }, 'is running at');
      try {
        const url = `http://127.0.0.1:${port}`;
        const token = await login(url, captchaIds[0]!);
        const largest = { authorization: token, selectAreaId: String(city.largestAreaId) };
        const cityWide = { authorization: token };
        const meter = () => startCpuMeter({ server: child.pid!, ...(postmaster ? { postgres: postmaster } : {}) });
        const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
          const res = await fetch(`${url}/admin${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
          const json = await res.json();
          if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
          return json.data;
        };
        if (statsOn) await db.query('SELECT pg_stat_statements_reset()');

        // ------------------------------------------------------------ pages
        const page = async (label: string, path: string, headers: Record<string, string>, body: Record<string, unknown>) => {
          if (!wanted(label)) return;
          const sample = await call('POST', path, headers, body);
          const opts: autocannon.Options = { url: `${url}/admin${path}`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
          await fire({ ...opts, connections: 2, duration: 1 }); // warm-up
          if (statsOn) await db.query('SELECT pg_stat_statements_reset()');
          const m = meter();
          const r = await fire({ ...opts, connections: CONNECTIONS, duration: SECONDS });
          const used = m.read();
          const per = (s: number | undefined) => (((s ?? 0) * 1000) / Math.max(1, r.requests.total)).toFixed(2);
          record({
            target: label,
            figure: `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
            detail: `${sample.pagination?.total ?? sample.list?.length ?? '?'} rows in the list, ${(JSON.stringify(sample).length / 1024).toFixed(0)} KB; CPU per request: server ${per(used.seconds.server)} ms, PostgreSQL ${per(used.seconds.postgres)} ms; ${r.errors + r.non2xx} errors/non-2xx; ${load()}`,
          });
          await topStatements(label);
        };
        const housesTotal = plan.largestHouses;
        const deep = (total: number) => Math.max(1, Math.floor(total / 20 / 2) * 2 - 1);
        const largestName = `业主${city.largestAreaId}-4242`;
        await page(`houses page 1 (size 20) of the largest community (${housesTotal} houses)`, '/area/house/page', largest, { page: 1, size: 20 });
        await page(`houses page ${deep(housesTotal)} of the largest community`, '/area/house/page', largest, { page: deep(housesTotal), size: 20 });
        await page(`houses keyWord page of the largest community ("${largestName}")`, '/area/house/page', largest, { page: 1, size: 20, keyWord: largestName });
        await page('houses keyWord page of the largest community ("42")', '/area/house/page', largest, { page: 1, size: 20, keyWord: '42' });
        await page(`houses keyWord page, city-wide ("${largestName}")`, '/area/house/page', cityWide, { page: 1, size: 20, keyWord: largestName });
        await page('houses keyWord page, city-wide ("42")', '/area/house/page', cityWide, { page: 1, size: 20, keyWord: '42' });
        await page(`residents page 1 of the largest community (${housesTotal} residents)`, '/resident/info/page', largest, { page: 1, size: 20 });
        await page(`residents page ${deep(housesTotal)} of the largest community`, '/resident/info/page', largest, { page: deep(housesTotal), size: 20 });
        await page(`residents keyWord page of the largest community ("${largestName}")`, '/resident/info/page', largest, { page: 1, size: 20, keyWord: largestName });
        await page('meetings page 1 of the largest community', '/business/meeting/info/page', largest, { page: 1, size: 20 });
        await page(`meetings page 1, city-wide (admin, ${plan.meetings} meetings)`, '/business/meeting/info/page', cityWide, { page: 1, size: 20 });
        await page(`meetings page ${deep(plan.meetings)}, city-wide`, '/business/meeting/info/page', cityWide, { page: deep(plan.meetings), size: 20 });
        await page(`houses page 1, city-wide (admin, ${plan.houses} houses)`, '/area/house/page', cityWide, { page: 1, size: 20 });

        // ---------------------------------------------- single operations
        const timed = async (label: string, times: number, run: () => Promise<string | void>) => {
          if (!wanted(label)) return;
          const ms: number[] = [];
          let note: string | void = '';
          const m = meter();
          for (let i = 0; i < times; i++) {
            const t1 = performance.now();
            note = await run();
            ms.push(performance.now() - t1);
          }
          const used = m.read();
          record({
            target: label,
            figure: ms.length > 1 ? `median ${median(ms).toFixed(0)} ms` : `${ms[0]!.toFixed(0)} ms`,
            detail: `${times > 1 ? `${times} runs (${ms.map((x) => x.toFixed(0)).join(', ')} ms); ` : ''}CPU per run: server ${((used.seconds.server! * 1000) / times).toFixed(0)} ms, PostgreSQL ${(((used.seconds.postgres ?? 0) * 1000) / times).toFixed(0)} ms${note ? `; ${note}` : ''}; ${load()}`,
          });
          await topStatements(label);
        };
        // The same page one request at a time: CPU per request even when the concurrent run completes few.
        await timed('meetings page 1 of the largest community, one request at a time', 3, async () => {
          const data = await call('POST', '/business/meeting/info/page', largest, { page: 1, size: 20 });
          return `${data.list.length} meetings, ${data.list.reduce((n: number, m: { joins?: unknown[] }) => n + (Array.isArray(m.joins) ? m.joins.length : 0), 0)} participants in the page`;
        });
        await timed('home dashboard of the largest community (comm/count/summary + voting)', 5, async () => {
          await Promise.all([call('GET', '/comm/count/summary', largest), call('GET', '/comm/count/voting', largest)]);
        });
        await timed('home dashboard, city-wide (admin, no community selected)', 3, async () => {
          const s = await call('GET', '/comm/count/summary', cityWide);
          await call('GET', '/comm/count/voting', cityWide);
          return `votes total ${s.votes.total}, meetings ${s.meetings.total}`;
        });
        await timed(`enter 统计 over REST: the largest community's meeting (${plan.largestHouses} houses)`, 1, async () => {
          // A city kept between runs (--data) was counted by the first run that measured it: 统计 happens once.
          const status = Number((await db.query('SELECT status FROM meeting_info WHERE id = $1', [city.countMeetingId])).rows[0].status);
          if (status === 8) return 'already counted by an earlier run on this city: not measured again';
          const stage = await call('POST', '/business/meeting/info/next', cityWide, { id: city.countMeetingId });
          if (stage !== 8) throw new Error(`expected stage 8, got ${stage}`);
          return 'reads every ballot, counts and freezes 10 items and the chain head';
        });
        await timed(`verifyBallots over REST of that meeting (${plan.largestHouses} houses × 10 items, the whole chain)`, 3, async () => {
          const answer = await call('GET', `/business/meeting/info/verifyBallots?id=${city.countMeetingId}`, cityWide);
          if (!answer.ok) throw new Error(`verifyBallots: ${JSON.stringify(answer).slice(0, 300)}`);
          return `${answer.records} records, ${answer.events} events, intact`;
        });
        if (wanted('live push')) {
          // A meeting of the largest community opened for voting as the product opens one (bench/meeting.ts does the same).
          const HOUR = 3600_000;
          const id = (await call('POST', '/business/meeting/info/add', cityWide, { name: '实时推送压测', areaId: city.largestAreaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
          await db.query('UPDATE meeting_info SET status = 5 WHERE id = $1', [id]);
          await call('POST', '/business/meeting/notice/save', cityWide, { meetingId: id, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
          const items: number[] = [];
          for (let k = 0; k < 10; k++) items.push((await call('POST', '/business/meeting/vote/item/add', cityWide, { meetingId: id, name: `事项${k + 1}`, passRule: 'majority' })).id);
          await call('POST', '/business/meeting/info/next', cityWide, { id });
          const voters = (await db.query(`SELECT DISTINCT ON ("ownerName", phone) id FROM area_house WHERE "areaId" = $1 ORDER BY "ownerName", phone, id LIMIT $2`, [city.largestAreaId, VOTES + 5])).rows.map((r) => r.id as number);
          const m = meter();
          const r = await livePush({ url, token, meetingId: id, itemId: items[0]!, voterHouseIds: voters, subscribers: SUBSCRIBERS, votes: VOTES, warmup: 5, vote: (body) => call('POST', '/business/meeting/vote/record/add', cityWide, body) });
          const used = m.read();
          record({
            target: `live push: vote → ${SUBSCRIBERS} graphql-ws subscribers (meeting of the largest community, ${plan.largestHouses} participants, ${VOTES} votes after 5 unmeasured)`,
            figure: `p50 ${percentile(r.samples, 50).toFixed(1)} ms, p99 ${percentile(r.samples, 99).toFixed(1)} ms`,
            detail: `max ${r.samples.at(-1)?.toFixed(1)} ms over ${r.samples.length} deliveries; REST vote p50 ${percentile([...r.restMs.slice(5)].sort((a, b) => a - b), 50).toFixed(1)} ms; ${r.failures} subscribe failures, ${r.missing} missed, ${r.late} votes waited > 10 s; connections opened in ${r.connectSeconds.toFixed(1)} s; CPU over the whole run: server ${used.seconds.server?.toFixed(1)} s, PostgreSQL ${used.seconds.postgres?.toFixed(1) ?? '?'} s; ${load()}`,
          });
        }
        await timed(`vote table over REST of that meeting (${plan.largestHouses} houses × 10 items)`, 3, async () => {
          await call('POST', '/business/meeting/template/genVoteTable', cityWide, { meetingId: city.countMeetingId });
        });
        await timed(`export the largest community's ${housesTotal} houses (CSV, streamed)`, 1, async () => {
          const res = await fetch(`${url}/admin/area/house/export`, { method: 'POST', headers: { ...largest, 'content-type': 'application/json' }, body: JSON.stringify({ format: 'csv', columns: ['buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'areaName', 'createTime'] }) });
          let bytes = 0;
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
          return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
        });
        await timed(`import ${IMPORT_ROWS} houses (CSV) into the largest community`, 1, async () => {
          const headersRow = ['业主姓名', '手机号', '楼栋号', '单元号', '房号', '专有面积', '区域编码', '产权证号'];
          const lines = Array.from({ length: IMPORT_ROWS }, (_, i) => [`新业主${i}`, `139${String(i).padStart(8, '0')}`, `N${Math.floor(i / 200)}`, String(Math.floor(i / 50) % 4), String(100 + (i % 50)), (50 + (i % 100) + 0.25).toFixed(2), `A${i % 10}`, `证N${i}`]);
          const form = new FormData();
          form.append('file', new Blob([`\uFEFF${[headersRow, ...lines].map((r) => r.join(',')).join('\r\n')}\r\n`]), 'houses.csv');
          const res = await fetch(`${url}/admin/area/house/import`, { method: 'POST', headers: largest, body: form });
          const body = await res.json();
          if (body.data?.imported !== IMPORT_ROWS) throw new Error(`import failed: ${JSON.stringify(body).slice(0, 300)}`);
          return `${IMPORT_ROWS} rows imported`;
        });
      } finally {
        await stop(child);
      }
      if (cluster && wanted('backup')) {
        // Backup and restore as an operator would: pg_dump's directory format with 2 jobs (the machine's cores), gzip level 1;
        // pg_restore with 2 jobs into a new database of the same cluster (indexes rebuilt, as a restore does).
        const dump = join(args.dataDir!, 'dump');
        rmSync(dump, { recursive: true, force: true });
        const dbName = new URL(databaseUrl).pathname.slice(1);
        const port = new URL(databaseUrl).port;
        let t1 = performance.now();
        const dumped = cluster.tool('pg_dump', ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', '-Fd', '-j', '2', '-Z', '1', '-f', dump, dbName]);
        const dumpSeconds = (performance.now() - t1) / 1000;
        const { directoryBytes } = await import('./city-cluster.ts');
        const dumpMb = mb(directoryBytes(dump));
        record({ target: `backup: pg_dump -Fd -j 2 -Z 1 (${databaseMb} MB database)`, figure: `${dumpSeconds.toFixed(0)} s`, detail: `exit ${dumped}; ${dumpMb} MB on disk; ${load()}` });
        const restoredName = `${dbName}_restored`;
        await db.query(`DROP DATABASE IF EXISTS "${restoredName}"`);
        await db.query(`CREATE DATABASE "${restoredName}"`);
        t1 = performance.now();
        const restored = cluster.tool('pg_restore', ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', '-j', '2', '-d', restoredName, dump]);
        const restoreSeconds = (performance.now() - t1) / 1000;
        const restoredMb = mb((await db.query('SELECT pg_database_size($1) AS s', [restoredName])).rows[0].s);
        record({ target: `restore: pg_restore -j 2 into a new database`, figure: `${restoreSeconds.toFixed(0)} s`, detail: `exit ${restored}; restored database ${restoredMb} MB (before VACUUM ANALYZE); ${load()}` });
        await db.query(`DROP DATABASE "${restoredName}"`);
        rmSync(dump, { recursive: true, force: true });
      }
      const result: CityResult = { scale, rows, counts: city.counts, sizes, databaseMb, generationSeconds: city.seconds };
      mkdirSync(join(process.cwd(), 'bench-results'), { recursive: true });
      writeFileSync(join(process.cwd(), 'bench-results', `city-${scale}.json`), JSON.stringify(result, null, 2));
      return result;
    } finally {
      await db.end();
    }
  } finally {
    await server.stop();
  }
}
