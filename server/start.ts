/**
 * npm start: migrate, seed if empty, serve; prints the URL and the login.
 *
 * WORKERS=1 (the default on the embedded database): this process is the
 * server. WORKERS=N>1 (default on PostgreSQL: the number of cores): this
 * process is the cluster primary — it migrates and seeds once, forks N
 * workers that each run the whole app on the one port (node:cluster), and
 * restarts a worker that dies, after a backoff (0.5 s doubling to 30 s; reset
 * once a worker has lived a minute). Events between the workers (subscriptions,
 * revocations) go through PostgreSQL (realtime/pg-events.ts), or through Redis
 * when REDIS_URL is set (realtime/redis-events.ts).
 *
 * SIGTERM/SIGINT: each server drains (app.close: no new connections,
 * in-flight requests finish, WebSockets get 1001, the log buffer is flushed)
 * and exits 0; the primary tells its workers to drain and exits 0 once they
 * all have. A second signal exits at once.
 */
import { fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { config } from './kernel/config.ts';

import { createLogger, routeConsole } from './ops/log.ts';

// LOG_FORMAT=json: every message of the process is a JSON line of the server log (ops/log.ts); the start
// line is written whatever LOG_LEVEL says (tools and people wait for it), the others at their level.
const announce = config.logFormat === 'json' ? ((line: string) => createLogger({ ...config, logLevel: 'info' }).info(line)) : (line: string) => console.log(line);
if (config.logFormat === 'json') routeConsole(createLogger(config));

const SHUTDOWN = 'cga:shutdown';
/** Set in the environment of the child that only prepares the database (prepareInChild). */
const PREPARE_ONLY = 'CGA_PREPARE_ONLY';

function banner(url: string, kind: 'pglite' | 'postgres', workers: number, devPassword: string) {
  const db = kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const procs = workers > 1 ? `, ${workers} worker processes` : '';
  announce(`社区治理管理后台 is running at ${url}  (GraphQL ${url}/graphql, database: ${db}${procs})`);
  if (!config.adminPassword) {
    console.log(`Login: admin / ${devPassword}`);
    console.warn('WARNING: the admin password is the development default. Change it (personal center) or set ADMIN_PASSWORD before the first start.');
  } else {
    console.log('Login: admin / the ADMIN_PASSWORD given at the first start');
  }
  if (config.captchaTestCode) console.warn('WARNING: CAPTCHA_TEST_CODE is set: every captcha answer is that value (for automated tests only).');
}

function shownUrl(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

/**
 * Migrations, the JWT secret, the seed and the system tasks: once, before any
 * server of this installation serves (the cluster primary, or the short-lived
 * process `prepareInChild` starts).
 */
async function prepareOnce() {
  const { createAdapterFactory } = await import('./db/adapter.ts');
  const { createPrisma } = await import('./db/client.ts');
  const { prepareDatabase } = await import('./app.ts');
  const handle = await createAdapterFactory(config, { max: 2 });
  const db = createPrisma(handle);
  try {
    await prepareDatabase(db, handle, config);
  } finally {
    await db.$disconnect().catch(() => {});
    await handle.close().catch(() => {});
  }
}

/**
 * WORKERS=1 on PostgreSQL: the database is prepared by a child process (this
 * same entry, same flags) that exits when done, so the serving process never
 * loads Prisma's schema engine: its WebAssembly memory (about 100 MB after the
 * migrations) would stay for the life of the process (docs/compiled-server.md).
 * The embedded database stays in-process: it cannot be opened by two processes
 * at once and a second open costs seconds.
 */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), { execArgv: process.execArgv, env: { ...process.env, [PREPARE_ONLY]: '1' }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `code ${code}`})`))));
  });
}

/** One server: the whole app in this process (WORKERS=1, or a cluster worker). */
async function serve(worker: boolean) {
  // A worker answers the primary's gathering of metrics from its start (ops/metrics-http.ts).
  if (worker) (await import('./ops/metrics-http.ts')).prepareWorkerMetrics();
  const { createApp } = await import('./app.ts');
  const inChild = !worker && !!config.databaseUrl;
  if (inChild) await prepareInChild();
  const app = await createApp(config, { prepared: worker || inChild });
  const url = await app.listen();
  if (!worker) {
    const { DEV_ADMIN_PASSWORD } = await import('./seed/base.ts');
    banner(url, app.kind, 1, DEV_ADMIN_PASSWORD);
  }
  let stopping = false;
  const drain = (why: string) => {
    stopping = true;
    if (!worker) console.log(`${why}: finishing the requests in flight, then stopping`);
    app.close().then(
      () => process.exit(0),
      (err) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: string) => {
    // A second signal exits at once.
    if (stopping) process.exit(1);
    drain(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A worker drains when the primary says so (a terminal's Ctrl-C also signals the
  // worker itself: the primary's word then does not count as a second signal).
  if (worker) process.on('message', (m) => m === SHUTDOWN && !stopping && drain('shutdown'));
}

async function primary(count: number) {
  await prepareOnce();
  // A scrape of /metrics on any worker answers every worker's metrics, gathered here (ops/metrics-http.ts).
  (await import('./ops/metrics-http.ts')).serveClusterMetrics();
  const { DEV_ADMIN_PASSWORD } = await import('./seed/base.ts');

  let stopping = false;
  let started = false;
  let listening = 0;
  let failures = 0;
  let exitCode = 0;
  const born = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  const fork = () => born.set(cluster.fork().id, Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());

  cluster.on('listening', (_w, address) => {
    if (started || ++listening < count) return;
    started = true;
    banner(shownUrl(config.host, address.port), 'postgres', count, DEV_ADMIN_PASSWORD);
  });

  cluster.on('exit', (w, code, signal) => {
    const lived = Date.now() - (born.get(w.id) ?? Date.now());
    born.delete(w.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      // A worker that cannot start (database unreachable, port taken) will not start either on a retry now.
      console.error(`a worker process exited before serving (${signal ?? `code ${code}`}); stopping`);
      stopping = true;
      exitCode = 1;
      for (const other of alive()) other.process.kill('SIGTERM');
      if (alive().length === 0) process.exit(1);
      return;
    }
    failures = lived > 60_000 ? 1 : failures + 1;
    const delay = Math.min(30_000, 500 * 2 ** (failures - 1));
    console.error(`worker process ${w.process.pid} exited (${signal ?? `code ${code}`}); a new one starts in ${delay} ms`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  const onSignal = (signal: string) => {
    if (stopping) {
      // A second signal: the workers are killed, the primary exits at once.
      for (const w of alive()) w.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: the ${alive().length} worker processes finish the requests in flight, then stop`);
    for (const t of restarts) clearTimeout(t);
    restarts.clear();
    const workers = alive();
    if (workers.length === 0) process.exit(exitCode);
    // Told over IPC (a signal would count as a second one where the worker got the terminal's own).
    for (const w of workers) w.send(SHUTDOWN, undefined, undefined, (err: Error | null) => err && w.process.kill('SIGTERM'));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (let i = 0; i < count; i++) fork();
}

const run = process.env[PREPARE_ONLY] === '1' ? prepareOnce().then(() => process.exit(0)) : cluster.isWorker ? serve(true) : config.workers > 1 ? primary(config.workers) : serve(false);
run.catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
