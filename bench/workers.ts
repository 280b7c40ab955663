/**
 * Scale-out figure: req/s of POST /admin/base/sys/user/page (1,000 users,
 * 20 connections) served by `server/start.ts` as a real process with
 * WORKERS=1, then WORKERS=2, on one PostgreSQL database. autocannon runs in
 * this process, on the same machine: on a 2-core machine the load generator
 * and PostgreSQL take their share of the cores the workers would use.
 */
import { SERVER_NODE_FLAGS } from './server-flags.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../server/kernel/config.ts';
import { createApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/password.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const USERS = 1000;
const JWT_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export type WorkersRow = { workers: number; reqPerSec: number; p50: number; p99: number; errors: number; ratio: string };

function fire(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

function startServer(databaseUrl: string, workers: number, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, CAPTCHA_TEST_CODE: '9999', TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function login(url: string): Promise<string> {
  const cap = await (await fetch(`${url}/admin/base/open/captcha`)).json();
  const res = await fetch(`${url}/admin/base/open/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captchaId: cap.data.captchaId, verifyCode: '9999' }),
  });
  return (await res.json()).data.token;
}

export async function benchWorkers(): Promise<WorkersRow[] | null> {
  const pg = await startPostgres();
  if (!pg) {
    console.log('PostgreSQL not available: the workers figure needs it (install postgresql).');
    return null;
  }
  try {
    const databaseUrl = await createDatabase(pg.url, 'bench_workers');
    // Migrate, seed and add the users in this process, then serve from real server processes.
    const app = await createApp(loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET, DATABASE_URL: databaseUrl }));
    try {
      const password = await hashPassword('bench123');
      const dept = await app.db.baseSysDepartment.findFirst({ select: { id: true } });
      await app.db.baseSysUser.createMany({
        data: Array.from({ length: USERS - 1 }, (_, i) => ({
          username: `bench_${i}`,
          password,
          name: `用户${i}`,
          nickName: `nick${i}`,
          phone: `139${String(i).padStart(8, '0')}`,
          departmentId: dept?.id ?? null,
          status: i % 10 === 0 ? 0 : 1,
        })),
      });
    } finally {
      await app.close();
    }
    const rows: WorkersRow[] = [];
    for (const workers of [1, 2]) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = await startServer(databaseUrl, workers, port);
      try {
        const token = await login(url);
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
