/**
 * Scale-out figure: req/s of POST /admin/base/sys/user/page (1,000 users,
 * 20 connections) served by the built server (`npm start`'s dist/server/start.js) as a real process with
 * WORKERS=1, then WORKERS=2, on one PostgreSQL database. autocannon runs in
 * this process, on the same machine (NODE_ENV=production, as deployed; the
 * preparation is bench/server.ts's): on a 2-core machine the load generator
 * and PostgreSQL take their share of the cores the workers would use.
 *
 * So each figure also says what it consumed (bench/proc-cpu.ts, /proc): the
 * CPU seconds of the server's process tree (the primary and every worker),
 * of PostgreSQL (the postmaster and its backends) and of this process (the
 * load generator) during the measured run, and the requests served per
 * core-second consumed. On a machine with idle cores a second worker shows
 * as more req/s at about the same req/s per core-second; on a saturated one
 * req/s stays flat and the cores consumed show who took them.
 */
import type autocannon from 'autocannon';
import { fire, JWT_SECRET, login, prepare, startProcess, stop } from './server.ts';
import { SERVER_ENTRY } from './server-flags.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';
import { postmasterPid, startCpuMeter } from './proc-cpu.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

export type WorkersRow = {
  workers: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: string;
  /** CPU seconds consumed during the measured run, per process tree. */
  cpu: { server: number; postgres: number; loadgen: number; total: number };
  /** Mean cores busy: CPU seconds ÷ the run's wall seconds. */
  cores: number;
  /** Requests served per CPU second consumed by all of them (server, PostgreSQL, load generator). */
  perCoreSecond: number;
  /** Requests per CPU second of the server processes alone. */
  perServerSecond: number;
}; 

export async function benchWorkers(): Promise<WorkersRow[] | null> {
  const pg = await startPostgres();
  if (!pg) {
    console.log('PostgreSQL not available: the workers figure needs it (install postgresql).');
    return null;
  }
  try {
    const databaseUrl = await createDatabase(pg.url, 'bench_workers');
    const postmaster = await postmasterPid(databaseUrl);
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
        const meter = startCpuMeter({ server: child.pid!, loadgen: 'self', ...(postmaster ? { postgres: postmaster } : {}) });
        const t0 = performance.now();
        const r = await fire({ ...opts, connections: CONNECTIONS, duration: DURATION });
        const wall = (performance.now() - t0) / 1000;
        const used = meter.read();
        const reqPerSec = Math.round(r.requests.average);
        const served = r.requests.total;
        const round = (x: number) => Math.round(x * 100) / 100;
        rows.push({
          workers,
          reqPerSec,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
          ratio: rows[0] ? `${(reqPerSec / rows[0].reqPerSec).toFixed(2)}×` : '1.00×',
          cpu: { server: round(used.seconds.server!), postgres: round(used.seconds.postgres ?? 0), loadgen: round(used.seconds.loadgen!), total: round(used.total) },
          cores: round(used.total / wall),
          perCoreSecond: Math.round(served / used.total),
          perServerSecond: Math.round(served / used.seconds.server!),
        });
      } finally {
        await stop(child);
      }
    }
    return rows;
  } finally {
    await pg.stop();
  }
}
