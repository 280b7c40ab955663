/**
 * /healthz and /readyz (server/ops/health.ts) on real servers of both databases, and the addresses that
 * must never answer the client's page (server/static.ts): a liveness check that is always the process's
 * own JSON, a readiness check that names the database (stopped and started again: a real PostgreSQL
 * cluster of this file), pending migrations and a stopped scheduler.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { CACHE_MS } from '../../server/ops/health.ts';

const CLIENT_BUILT = existsSync(new URL('../../client/dist/index.html', import.meta.url));

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(url, { method, headers });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control'), text, body };
}

/** Asks /readyz until `done` holds of its answer (each answer may be the cached one for CACHE_MS); the last answer. */
async function readyUntil(url: string, done: (r: Awaited<ReturnType<typeof get>>) => boolean, tries = 60) {
  let last = await get(`${url}/readyz`);
  for (let i = 0; i < tries && !done(last); i++) {
    await new Promise((r) => setTimeout(r, CACHE_MS / 2));
    last = await get(`${url}/readyz`);
  }
  return last;
}

describeOnDatabases('health checks', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('/healthz answers the process is alive as JSON, never the client page, for GET and HEAD', async () => {
    const live = await get(`${t.url}/healthz`, { accept: 'text/html' });
    expect(live.status).toBe(200);
    expect(live.type).toContain('application/json');
    expect(live.cache).toBe('no-store');
    expect(live.body).toEqual({ status: 'ok' });
    const head = await fetch(`${t.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(`${t.url}/healthz?probe=1`)).status).toBe(200);
    expect((await fetch(`${t.url}/healthz`, { method: 'POST' })).status).toBe(405);
  });

  it('/readyz names every part: database, migrations and scheduler up', async () => {
    const ready = await get(`${t.url}/readyz`);
    expect(ready.status, ready.text).toBe(200);
    expect(ready.type).toContain('application/json');
    expect(ready.body).toEqual({ status: 'ok', checks: { database: { status: 'up' }, migrations: { status: 'up' }, scheduler: { status: 'up' } } });
  });

  it('/readyz answers 503 naming a migration the database lacks, and 200 once it is there again', async () => {
    const db = t.app.db;
    const [last] = await db.$queryRawUnsafe<{ id: string; migration_name: string }[]>('SELECT id, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1');
    // The database as it was before the newest migration was applied (its row gone: pending for this code).
    await db.$executeRawUnsafe('UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = $1', last!.id);
    try {
      const pending = await readyUntil(t.url, (r) => r.status === 503);
      expect(pending.status, pending.text).toBe(503);
      expect(pending.body.status).toBe('down');
      expect(pending.body.checks.database).toEqual({ status: 'up' });
      expect(pending.body.checks.migrations).toEqual({ status: 'down', reason: 'pending', pending: [last!.migration_name] });
    } finally {
      await db.$executeRawUnsafe('UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = $1', last!.id);
    }
    expect((await readyUntil(t.url, (r) => r.status === 200)).status).toBe(200);
  });

  it('no unknown server address answers the client page: one plain 404', async () => {
    const notFound = await get(`${t.url}/no/such/file.js`, { accept: '*/*' }, 'POST');
    expect(notFound.status).toBe(404);
    expect(notFound.text).toBe('Not found\n');
    const addresses: [string, Record<string, string>, string?][] = [
      ['/readyz/x', { accept: 'text/html' }],
      ['/healthz/', { accept: 'text/html' }],
      ['/metrics', { accept: 'text/html' }],
      ['/metrics', {}],
      ['/api/whatever', { accept: 'text/html,application/xhtml+xml' }],
      ['/api', {}],
      ['/graphql/x', { accept: 'text/html' }],
      ['/graphiql', { accept: 'text/html' }],
      ['/upload', { accept: 'text/html' }],
      ['/vote/api', { accept: 'text/html' }],
      ['/assets/missing-1234.js', { accept: '*/*' }],
      // Not navigations: an API client, a POST, a range that refuses HTML.
      ['/some/page', { accept: 'application/json' }],
      ['/some/page', { accept: 'text/html;q=0, application/json' }],
      ['/some/page', { accept: 'text/html' }, 'POST'],
      ['/some/page', { accept: 'text/html' }, 'DELETE'],
      ['/%E0%A4%A', { accept: 'text/html' }],
    ];
    for (const [path, headers, method] of addresses) {
      const res = await get(`${t.url}${path}`, headers, method);
      expect({ path, method, status: res.status, type: res.type, text: res.text }).toEqual({ path, method, status: 404, type: notFound.type, text: notFound.text });
    }
  });

  it('a navigation to a client route still gets the page (HTML accepted, or any type, or no Accept)', async () => {
    for (const headers of [{ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, { accept: '*/*' }, {}] as Record<string, string>[]) {
      const res = await get(`${t.url}/sys/user`, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.type).toContain(CLIENT_BUILT ? 'text/html' : 'text/plain');
    }
    expect((await fetch(`${t.url}/sys/user`, { method: 'HEAD', headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('/readyz answers 503 naming the scheduler once it stopped', async () => {
    await t.app.tasks.stop();
    const stopped = await readyUntil(t.url, (r) => r.status === 503);
    expect(stopped.status, stopped.text).toBe(503);
    expect(stopped.body.checks.scheduler).toEqual({ status: 'down', reason: 'stopped' });
    expect(stopped.body.checks.database).toEqual({ status: 'up' });
  });
});

describe('health checks with TASK_SCHEDULER=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded', { TASK_SCHEDULER: 'off' });
  });
  afterAll(() => t?.close());

  it('names the scheduler off and stays ready', async () => {
    const ready = await get(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks.scheduler).toEqual({ status: 'off' });
  });
});

describe('health checks while PostgreSQL is down', () => {
  let t: TestApp;
  // A cluster of this file's own: the test stops it, and the run's server serves every other file meanwhile.
  let pg: TestPostgres | null = null;
  beforeAll(async () => {
    pg = await startPostgres();
    if (!pg) throw new Error('PostgreSQL is not available (install postgresql or set TEST_DATABASE_URL)');
    t = await startTestApp('postgres', {}, { postgres: pg });
  });
  afterAll(async () => {
    await t?.close();
    await pg?.stop();
  });

  it('/healthz stays 200 JSON, /readyz is 503 naming the database, and 200 again once it is back', async () => {
    if (!pg?.halt || !pg.resume) throw new Error('this test needs a PostgreSQL cluster of its own (TEST_DATABASE_URL cannot be stopped)');
    expect((await get(`${t.url}/readyz`)).status).toBe(200);
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    await pg.halt();
    try {
      const live = await get(`${t.url}/healthz`, { accept: 'text/html' });
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok' });
      const down = await readyUntil(t.url, (r) => r.status === 503);
      expect(down.status, down.text).toBe(503);
      expect(down.body.status).toBe('down');
      expect(down.body.checks.database.status).toBe('down');
      expect(['error', 'timeout']).toContain(down.body.checks.database.reason);
      // Nothing of the database's address or error text is told.
      expect(down.text).not.toMatch(/127\.0\.0\.1|postgres:|ECONNREFUSED/);
      // Many probes at once while it is down: each answered, none piling up a statement of its own.
      const many = await Promise.all(Array.from({ length: 20 }, () => get(`${t.url}/readyz`)));
      for (const r of many) expect(r.status).toBe(503);
      // The scheduler wakes every second: the outage is said once, without a stack, not at every wake.
      await new Promise((r) => setTimeout(r, 2500));
    } finally {
      await pg.resume();
    }
    const back = await readyUntil(t.url, (r) => r.status === 200);
    expect(back.status, back.text).toBe(200);
    expect(back.body.checks.database).toEqual({ status: 'up' });
    await expect.poll(() => logged.filter((l) => l.startsWith('[tasks] the database answers again')).length, { timeout: 10_000 }).toBe(1);
    spy.mockRestore();
    const tasks = logged.filter((l) => l.startsWith('[tasks]'));
    expect(tasks.filter((l) => l.startsWith('[tasks] the database is unavailable; scheduling waits for it'))).toHaveLength(1);
    expect(tasks.filter((l) => l.includes('scheduling failed'))).toEqual([]);
    expect(tasks.join('\n')).not.toMatch(/\n\s+at /);
  });
});
