/**
 * npm run bench: prints the project's performance figures (`npm run bench -- houses` for the house figures only; sections: server, houses, upload, todo, meeting, verify, owner-vote, workers, client; `city` and `votetable` only when asked).
 * `npm run bench -- city [--scale S] [--data DIR] [--until HH:MM]` (or BENCH_CITY_SCALE, default 0.1; BENCH_CITY_DATA; BENCH_CITY_UNTIL) loads a city, resumably, on a throwaway PostgreSQL or one kept in DIR, and measures it (bench/city.ts):
 * minutes of generation and gigabytes of disk, so only when asked, never in the whole run.
 * `npm run bench -- peer [scale]` measures our server against PostGraphile 5 on the city (bench/peer.ts; only when asked: it installs PostGraphile).
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchServer } from './server.ts';
import { writeServerChart } from './chart.ts';
import { benchClient } from './client.ts';
import { benchHouses } from './houses.ts';
import { benchUpload } from './upload.ts';
import { benchTodo } from './todo.ts';
import { benchMeeting } from './meeting.ts';
import { benchVerifyBallots } from './verify-ballots.ts';
import { benchOwnerVote, OWNER_VOTE_HOUSES } from './owner-vote.ts';
import { ownersIn } from './owners-community.ts';
import { benchWorkers } from './workers.ts';
import { benchCity, cityArgs } from './city.ts';
import { benchVoteTable } from './vote-table.ts';
import { benchPeer, peerScale, printPeer } from './peer.ts';
import { printSummary, setStartLoad, summarise } from './summary.ts';
import { ensurePrerequisites } from '../scripts/test-prereqs.ts';

const only = process.argv[2];
// The machine is shared: its load at the start and the end say how quiet the run was (also in bench-results/summary.md).
const startLoad = loadavg();
console.log(`npm run bench${only ? ` -- ${only}` : ''}: ${cpus().length} cores, load average at the start ${startLoad.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min), ${new Date().toISOString()}`);
setStartLoad(startLoad);
// The browser figures (login → home, the chart's PNG) need Chromium and the CJK fonts: installed before anything is
// measured, as npm test installs them (as root on Debian), so that no apt-get runs in the middle of a figure.
if (!only || only === 'client' || only === 'server') {
  const say = (line: string) => console.log(line.replaceAll('no test was run', 'the browser figures are left out').replaceAll('npm test', 'npm run bench'));
  if (!ensurePrerequisites(['tests/e2e'], say)) console.log('npm run bench: going on without the browser figures');
}

if (!only || only === 'server') {
  const rows = await benchServer();
  console.log(`\nServer: 1,000 users, page 3 of 20; ${process.env.BENCH_SECONDS ?? 8} s per figure; the built server (dist/server/start.js, WORKERS=1) as its own process, pool 10; autocannon on the same machine, 127.0.0.1`);
  console.log('floor = the same page and count through the raw pg driver (one joined statement, count in parallel, pool 10, minimal node:http server); "of floor" = req/s ÷ the floor\'s at the same concurrency');
  console.log('floor without HTTP = the same two statements through the raw pg driver in a loop by as many workers as connections, pool 10, no HTTP (bench/floor-driver.ts)');
  console.table(
    rows.map((r) => ({
      database: r.db,
      target: r.target,
      conns: r.connections,
      'req/s': r.reqPerSec,
      'of floor': r.ofFloor === null ? '—' : `${Math.round(r.ofFloor * 100)}%`,
      'of floor w/o HTTP': r.ofDriver == null ? '—' : `${Math.round(r.ofDriver * 100)}%`,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'errors/non-2xx': r.errors,
      'RSS MB start/peak': r.rssStartMb ? `${r.rssStartMb}/${r.rssPeakMb}` : '—',
    })),
  );
  // An embedded figure's ratio to PostgreSQL's for the same target and connections (the target compares them).
  const slower = (r: (typeof rows)[number]) => {
    const pg = r.db.startsWith('embedded') ? rows.find((x) => x.db === 'PostgreSQL' && x.target === r.target && x.connections === r.connections) : undefined;
    return pg && r.reqPerSec > 0 ? `, ${(pg.reqPerSec / r.reqPerSec).toFixed(2)}× slower than PostgreSQL's ${pg.reqPerSec}` : '';
  };
  for (const r of rows) {
    const onPgPage = r.db === 'PostgreSQL' && r.connections === 20 && r.target.endsWith('user page');
    summarise({
      section: 'server',
      database: r.db,
      figure: `${r.target}, ${r.connections} connections`,
      value: `${r.reqPerSec} req/s${r.ofFloor === null ? '' : ` (${Math.round(r.ofFloor * 100)}% of floor`}${r.ofDriver == null ? '' : `${r.ofFloor === null ? ' (' : ', '}${Math.round(r.ofDriver * 100)}% of floor without HTTP`}${r.ofFloor === null && r.ofDriver == null ? '' : ')'}${slower(r)}, p99 ${r.p99} ms${r.rssPeakMb ? `, RSS peak ${r.rssPeakMb} MB` : ''}`,
      target: onPgPage
        ? `≥ 80% of floor, ≥ 50% of floor without HTTP, p99 ≤ 2× the floor's`
        : r.db.startsWith('embedded') && r.target.endsWith('user page')
          ? r.connections >= 100 ? 'within 2× of PostgreSQL, p99 < 1 s' : 'within 2× of PostgreSQL'
          : '—',
    });
  }
  for (const r of rows.filter((x) => x.rounds)) console.log(`${r.target.startsWith('floor without') ? 'floor without HTTP' : 'floor'} at ${r.connections} connections: ${r.rounds!.join(' and ')} req/s before and after our figures`);
  const files = await writeServerChart(rows, `User page and /person: req/s vs the raw-pg floor (1,000 users, ${cpus().length} cores, load avg ${loadavg()[0]!.toFixed(1)})`, join(process.cwd(), 'bench-results', 'bench'));
  console.log(`Chart: ${files.join(', ')}`);
}

if (!only || only === 'houses') {
  const houses = await benchHouses();
  console.log(`\nHouses: import of 10,000 rows (REST upload), the house page on 100,000 houses (${process.env.BENCH_SECONDS ?? 8} s, 10 connections), streamed export, 127.0.0.1`);
  console.table(houses.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
  for (const r of houses) summarise({ section: 'houses', database: r.db, figure: r.target, value: r.figure, target: '—' });
}

if (!only || only === 'meeting') {
  const meeting = await benchMeeting();
  console.log(`\nOwners' meetings: 5,000 houses (4,500 owners), 10 items; live votes, counting, vote table; 127.0.0.1`);
  console.table(meeting.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
  for (const r of meeting) {
    const target = r.target.startsWith('vote →') ? 'p99 < 100 ms' : r.target.startsWith('vote table') ? '< 10 s' : '—';
    summarise({ section: 'meeting', database: r.db, figure: r.target, value: r.figure, target });
  }
}

if (!only || only === 'verify') {
  const verify = await benchVerifyBallots();
  console.log(`\nBallot record: 5,000 houses (4,500 owners) × 10 items cast through the product; verifyBallots and the offline table check; 127.0.0.1`);
  console.table(verify.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
  for (const r of verify) summarise({ section: 'verify', database: r.db, figure: r.target, value: r.figure, target: r.target.startsWith('verifyBallots') ? '< 1 s' : '—' });
}

if (!only || only === 'owner-vote') {
  const rows = await benchOwnerVote();
  console.log(`\nOwners voting from their phones: ${OWNER_VOTE_HOUSES.toLocaleString('en')} houses (${ownersIn(OWNER_VOTE_HOUSES).toLocaleString('en')} owners) × 10 items through /vote/api; ${process.env.BENCH_PHONES ?? 20} phones at a time; 127.0.0.1`);
  console.table(rows.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
  for (const r of rows) summarise({ section: 'owner-vote', database: r.db, figure: r.target, value: r.figure, target: r.target.includes('owners vote online') ? 'within 10 minutes' : '—' });
}

if (!only || only === 'upload') {
  const uploads = await benchUpload();
  console.log('\nUploads (embedded database, local disk, 127.0.0.1; median of 5)');
  console.table(uploads);
  for (const r of uploads) summarise({ section: 'upload', database: 'embedded (PGlite)', figure: `${r.target} (${r.files} files, ${r['MB per request']} MB)`, value: `${r['MB/s']} MB/s, median ${r['median ms']} ms`, target: '—' });
}

if (!only || only === 'todo') {
  const todo = await benchTodo();
  console.log('\nTo-do counts pushed over graphql-ws (embedded database, 127.0.0.1; subscribers in a worker thread, one socket each)');
  console.table(todo);
  summarise({ section: 'todo', database: 'embedded (PGlite)', figure: `${todo[0]!.target}, ${todo[0]!.subscribers} subscribers`, value: `p50 ${todo[0]!['p50 ms']} ms, p99 ${todo[0]!['p99 ms']} ms`, target: '—' });
}

if (!only || only === 'workers') {
  const workers = await benchWorkers();
  if (workers) {
    console.log(`\nWorkers: REST POST /admin/base/sys/user/page, 1,000 users, 20 connections, ${process.env.BENCH_SECONDS ?? 8} s, built server (dist/server/start.js) processes on PostgreSQL, load generator on the same machine`);
    console.log('CPU s = CPU seconds consumed during the run (/proc: server = primary + workers, PostgreSQL = postmaster + backends, load = autocannon in this process); cores = CPU s ÷ wall s; per core-s = requests ÷ all CPU s');
    console.table(
      workers.map((r) => ({
        WORKERS: r.workers,
        'req/s': r.reqPerSec,
        'vs 1 worker': r.ratio,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'errors/non-2xx': r.errors,
        'CPU s server/pg/load': `${r.cpu.server}/${r.cpu.postgres}/${r.cpu.loadgen}`,
        cores: r.cores,
        'req per core-s': r.perCoreSecond,
        'req per server core-s': r.perServerSecond,
      })),
    );
    for (const r of workers)
      summarise({
        section: 'workers',
        database: 'PostgreSQL',
        figure: `REST user page, WORKERS=${r.workers}, 20 connections`,
        value: `${r.reqPerSec} req/s (${r.ratio} of 1 worker), p99 ${r.p99} ms; ${r.cpu.total} CPU s (server ${r.cpu.server}, PostgreSQL ${r.cpu.postgres}, load ${r.cpu.loadgen}) = ${r.cores} cores; ${r.perCoreSecond} req per core-s (${r.perServerSecond} per server core-s)`,
        target: r.workers > 1 ? '≥ 1.6× one worker (WORKERS=2)' : '—',
      });
  }
}

if (only === 'city') {
  const city = await benchCity(cityArgs(process.argv.slice(3)));
  if (city) {
    console.log(`\nCity at scale ${city.scale} on one PostgreSQL (${city.databaseMb} MB): server/start.ts (WORKERS=1, pool 10), autocannon ${process.env.BENCH_CITY_SECONDS ?? 5} s × ${process.env.BENCH_CITY_CONNECTIONS ?? 20} connections for pages, 127.0.0.1`);
    console.table(city.rows);
    for (const r of city.rows) summarise({ section: 'city', database: 'PostgreSQL', figure: r.target.includes(`scale ${city.scale}`) ? r.target : `${r.target} (scale ${city.scale})`, value: r.figure, target: '—' });
  }
}

if (only === 'peer') {
  const peer = await benchPeer(peerScale(process.argv[3]));
  if (peer) printPeer(peer);
}

if (only === 'votetable') {
  const table = await benchVoteTable();
  console.log(`\nVote table: 5,000 houses (4,500 owners) × 10 items cast through the product, counted; 127.0.0.1`);
  console.table(table.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
  for (const r of table) summarise({ section: 'votetable', database: r.db, figure: r.target, value: r.figure, target: '—' });
}

if (!only || only === 'client') {
  const client = await benchClient();
  console.log('\nClient (client/dist; headless Chromium, real server on the embedded database, 127.0.0.1)');
  console.table(client.rows);
  for (const r of client.rows) summarise({ section: 'client', database: 'embedded (PGlite)', figure: r.figure, value: r.value, target: r.target });
}
const summary = printSummary(join(process.cwd(), 'bench-results'));
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min), ${new Date().toISOString()}`);
if (summary) console.log(`Summary written to ${summary}`);
process.exit(0);
