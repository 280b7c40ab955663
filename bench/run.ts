/** npm run bench: prints the project's performance figures (`npm run bench -- houses` for the house figures only; sections: server, houses, upload, todo, meeting, workers, client). */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchServer } from './server.ts';
import { writeServerChart } from './chart.ts';
import { benchClient } from './client.ts';
import { benchHouses } from './houses.ts';
import { benchUpload } from './upload.ts';
import { benchTodo } from './todo.ts';
import { benchMeeting } from './meeting.ts';
import { benchWorkers } from './workers.ts';

const only = process.argv[2];

if (!only || only === 'server') {
  const rows = await benchServer();
  console.log(`\nServer: 1,000 users, page 3 of 20; ${process.env.BENCH_SECONDS ?? 8} s per figure; server/start.ts (WORKERS=1) as its own process, pool 10; autocannon on the same machine, 127.0.0.1`);
  console.log('floor = the same page and count through the raw pg driver (one joined statement, count in parallel, pool 10, minimal node:http server); "of floor" = req/s ÷ the floor\'s at the same concurrency');
  console.table(
    rows.map((r) => ({
      database: r.db,
      target: r.target,
      conns: r.connections,
      'req/s': r.reqPerSec,
      'of floor': r.ofFloor === null ? '—' : `${Math.round(r.ofFloor * 100)}%`,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'errors/non-2xx': r.errors,
      'RSS MB start/peak': `${r.rssStartMb}/${r.rssPeakMb}`,
    })),
  );
  for (const r of rows.filter((x) => x.rounds)) console.log(`floor at ${r.connections} connections: ${r.rounds!.join(' and ')} req/s before and after our figures`);
  const files = await writeServerChart(rows, `User page and /person: req/s vs the raw-pg floor (1,000 users, ${cpus().length} cores, load avg ${loadavg()[0]!.toFixed(1)})`, join(process.cwd(), 'bench-results', 'bench'));
  console.log(`Chart: ${files.join(', ')}`);
}

if (!only || only === 'houses') {
  const houses = await benchHouses();
  console.log(`\nHouses: import of 10,000 rows (REST upload), the house page on 100,000 houses (${process.env.BENCH_SECONDS ?? 8} s, 10 connections), streamed export, 127.0.0.1`);
  console.table(houses.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
}

if (!only || only === 'meeting') {
  const meeting = await benchMeeting();
  console.log(`\nOwners' meetings: 5,000 houses (4,500 owners), 10 items; live votes, counting, vote table; 127.0.0.1`);
  console.table(meeting.map((r) => ({ database: r.db, target: r.target, figure: r.figure, detail: r.detail })));
}

if (!only || only === 'upload') {
  const uploads = await benchUpload();
  console.log('\nUploads (embedded database, local disk, 127.0.0.1; median of 5)');
  console.table(uploads);
}

if (!only || only === 'todo') {
  const todo = await benchTodo();
  console.log('\nTo-do counts pushed over graphql-ws (embedded database, 127.0.0.1; subscribers in a worker thread, one socket each)');
  console.table(todo);
}

if (!only || only === 'workers') {
  const workers = await benchWorkers();
  if (workers) {
    console.log(`\nWorkers: REST POST /admin/base/sys/user/page, 1,000 users, 20 connections, ${process.env.BENCH_SECONDS ?? 8} s, server/start.ts processes on PostgreSQL, load generator on the same machine`);
    console.table(workers.map((r) => ({ WORKERS: r.workers, 'req/s': r.reqPerSec, 'vs 1 worker': r.ratio, 'p50 ms': r.p50, 'p99 ms': r.p99, 'errors/non-2xx': r.errors })));
  }
}

if (!only || only === 'client') {
  const client = await benchClient();
  console.log('\nClient (client/dist; headless Chromium, real server on the embedded database, 127.0.0.1)');
  console.table(client.rows);
}
process.exit(0);
