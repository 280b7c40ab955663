/**
 * Liveness and readiness for load balancers and orchestrators (docs/operations.md "Health checks").
 *
 * - `GET /healthz`: the process answers. No database call, nothing that can wait: a process whose
 *   database is away is still alive (restarting it would not bring the database back).
 * - `GET /readyz`: this process can serve now. Each part is named in the answer: the database answers
 *   a statement within PROBE_TIMEOUT_MS, every migration this code ships is applied to it, the task
 *   scheduler wakes (unless TASK_SCHEDULER=off), Redis answers (when REDIS_URL is set), and the
 *   process is not draining for a shutdown. 200 when all hold, 503 naming what does not.
 *
 * Cheap enough to be asked every second by several balancers: the answer is computed at most once per
 * CACHE_MS and shared by the requests that ask meanwhile, and the database is never asked twice at once
 * (a statement still waiting from an earlier probe is waited for again, not sent again). Nothing in an
 * answer needs a login or tells more than the state of each part: no data, no address, no error text.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../kernel/context.ts';

/** How long one readiness answer is given again. */
export const CACHE_MS = 1000;
/** The longest a probe waits for the database. */
export const PROBE_TIMEOUT_MS = 1500;

/** The migrations this code ships (prisma/migrations beside the server, in the source tree and in dist alike). */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

export function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

export type PartState = { status: 'up' | 'off' } | { status: 'down'; reason: string; pending?: string[] };

export interface Readiness {
  status: 'ok' | 'down';
  checks: Record<string, PartState>;
}

export interface HealthSources {
  db: Pick<Db, '$queryRawUnsafe'>;
  /** The task scheduler's state (tasks/scheduler.ts `state`). */
  scheduler: () => 'off' | 'running' | 'stalled' | 'stopped';
  /** With REDIS_URL: whether the Redis event transport is connected (realtime/redis-events.ts). */
  redis?: () => boolean;
  /** The process is draining for a shutdown (app.close). */
  draining: () => boolean;
  /** For tests: another list of shipped migrations. */
  migrations?: readonly string[];
}

export interface Health {
  /** Answers /healthz and /readyz; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): boolean;
  readiness(): Promise<Readiness>;
}

const APPLIED_SQL = 'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL';

function timeout(ms: number): { promise: Promise<'timeout'>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}

export function createHealth(sources: HealthSources): Health {
  const shipped = sources.migrations ?? shippedMigrations();
  /** The statement of the database probe while it runs (at most one at a time). */
  let asking: Promise<string[]> | null = null;
  let cached: { at: number; value: Readiness } | null = null;
  let computing: Promise<Readiness> | null = null;

  /** The database's part and the migrations' part, from one statement. */
  async function databaseParts(): Promise<{ database: PartState; migrations: PartState }> {
    asking ??= sources.db
      .$queryRawUnsafe<{ migration_name: string }[]>(APPLIED_SQL)
      .then((rows) => rows.map((r) => r.migration_name))
      .finally(() => (asking = null));
    const limit = timeout(PROBE_TIMEOUT_MS);
    try {
      const applied = await Promise.race([asking, limit.promise]);
      if (applied === 'timeout') return { database: { status: 'down', reason: 'timeout' }, migrations: { status: 'down', reason: 'unknown' } };
      const done = new Set(applied);
      const pending = shipped.filter((m) => !done.has(m));
      return { database: { status: 'up' }, migrations: pending.length ? { status: 'down', reason: 'pending', pending } : { status: 'up' } };
    } catch {
      // The error's text may name hosts or users: only that it failed is said.
      return { database: { status: 'down', reason: 'error' }, migrations: { status: 'down', reason: 'unknown' } };
    } finally {
      limit.cancel();
    }
  }

  async function compute(): Promise<Readiness> {
    const checks: Record<string, PartState> = {};
    if (sources.draining()) checks.process = { status: 'down', reason: 'draining' };
    Object.assign(checks, await databaseParts());
    const scheduler = sources.scheduler();
    checks.scheduler = scheduler === 'running' ? { status: 'up' } : scheduler === 'off' ? { status: 'off' } : { status: 'down', reason: scheduler };
    if (sources.redis) checks.redis = sources.redis() ? { status: 'up' } : { status: 'down', reason: 'disconnected' };
    const down = Object.values(checks).some((c) => c.status === 'down');
    return { status: down ? 'down' : 'ok', checks };
  }

  function readiness(): Promise<Readiness> {
    if (cached && Date.now() - cached.at < CACHE_MS && !sources.draining()) return Promise.resolve(cached.value);
    computing ??= compute()
      .then((value) => ((cached = { at: Date.now(), value }), value))
      .finally(() => (computing = null));
    return computing;
  }

  return {
    readiness,
    handle(req, res, path) {
      if (path !== '/healthz' && path !== '/readyz') return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
        return true;
      }
      if (path === '/healthz') {
        sendJson(req, res, 200, { status: 'ok' });
        return true;
      }
      readiness().then(
        (r) => sendJson(req, res, r.status === 'ok' ? 200 : 503, r),
        () => sendJson(req, res, 503, { status: 'down', checks: {} }),
      );
      return true;
    },
  };
}
