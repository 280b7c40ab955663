/** npm run bench: prints the project's performance figures (`npm run bench -- houses` for the house figures only; sections: server, houses, meeting, upload, todo, client). */
import { benchServer } from './server.ts';
import { benchClient } from './client.ts';
import { benchHouses } from './houses.ts';
import { benchUpload } from './upload.ts';
import { benchMeeting } from './meeting.ts';
import { benchTodo } from './todo.ts';

const only = process.argv[2];

if (!only || only === 'server') {
  const rows = await benchServer();
  console.log(`\nServer, ${1000} users, ${process.env.BENCH_SECONDS ?? 8} s per target, 10 connections, 127.0.0.1`);
  console.table(rows.map((r) => ({ database: r.db, target: r.target, 'req/s': r.reqPerSec, 'p50 ms': r.p50, 'p99 ms': r.p99, 'errors/non-2xx': r.errors })));
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

if (!only || only === 'client') {
  const client = await benchClient();
  console.log('\nClient (client/dist; headless Chromium, real server on the embedded database, 127.0.0.1)');
  console.table(client.rows);
}
process.exit(0);
