/** npm run bench: prints the project's performance figures. */
import { benchServer } from './server.ts';
import { benchClient } from './client.ts';
import { benchUpload } from './upload.ts';

const rows = await benchServer();
console.log(`\nServer, ${1000} users, ${process.env.BENCH_SECONDS ?? 8} s per target, 10 connections, 127.0.0.1`);
console.table(rows.map((r) => ({ database: r.db, target: r.target, 'req/s': r.reqPerSec, 'p50 ms': r.p50, 'p99 ms': r.p99, 'errors/non-2xx': r.errors })));

const uploads = await benchUpload();
console.log('\nUploads (embedded database, local disk, 127.0.0.1; median of 5)');
console.table(uploads);

const client = await benchClient();
console.log('\nClient (client/dist; headless Chromium, real server on the embedded database, 127.0.0.1)');
console.table(client.rows);
process.exit(0);
