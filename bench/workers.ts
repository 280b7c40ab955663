/**
 * Scale-out figure: req/s of POST /admin/base/sys/user/page (1,000 users,
 * 20 connections) served by the built server (`npm start`'s dist/server/start.js) as a real process with
 * WORKERS=1, then WORKERS=2, on one PostgreSQL database. autocannon runs in
 * this process, on the same machine (NODE_ENV=production, as deployed; the
 * preparation is bench/server.ts's): on a 2-core machine the load generator
 * and PostgreSQL take their share of the cores the workers would use.
 */
import type autocannon from 'autocannon';
import { fire, JWT_SECRET, login, prepare, startProcess, stop } from './server.ts';
import { SERVER_ENTRY } from './server-flags.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

export type WorkersRow = { workers: number; reqPerSec: number; p50: number; p99: number; errors: number; ratio: string };

export async function benchWorkers(): Promise<WorkersRow[] | null> {
  const pg = await startPostgres();
  if (!pg) {
    console.log('PostgreSQL not available: the workers figure needs it (install postgresql).');
    return null;
  }
  try {
    const databaseUrl = await createDatabase(pg.url, 'bench_workers');
    // Migrate, seed and add the users (and a captcha per login the bench can answer) in this process; serve from real server processes.
    const captchaIds = await prepare({ DATABASE_URL: databaseUrl }, 2);
    const rows: WorkersRow[] = [];
    for (const workers of [1, 2]) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = await startProcess(
        SERVER_ENTRY,
        { NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: String(workers) },
        'is running at',
      );
      try {
        const token = await login(url, captchaIds[workers - 1]!);
        const opts: autocannon.Options = {
          url: `${url}/admin/base/sys/user/page`,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ page: 3, size: 20, order: 'createTime', sort: 'desc' }),
        };
        // Warm-up long enough for every worker to compile its hot paths.
        await fire({ ...opts, connections: CONNECTIONS, duration: 3 });
        const r = await fire({ ...opts, connections: CONNECTIONS, duration: DURATION });
        const reqPerSec = Math.round(r.requests.average);
        rows.push({ workers, reqPerSec, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, ratio: rows[0] ? `${(reqPerSec / rows[0].reqPerSec).toFixed(2)}×` : '1.00×' });
      } finally {
        await stop(child);
      }
    }
    return rows;
  } finally {
    await pg.stop();
  }
}
