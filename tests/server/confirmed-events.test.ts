/**
 * A change answered by one server process is seen by the next request to
 * another, even when the other process hears of it late
 * (realtime/confirmations.ts): the sender of a logout, a change of rights or
 * a replica write waits until every other process confirmed the event.
 *
 * Process B reaches the event broker (Redis, or PostgreSQL for LISTEN/NOTIFY)
 * through a proxy that delays what the broker sends it by 400 ms, so without
 * the confirmations B would still serve its cached viewer when the test's next
 * request arrives (the race seen once in a loaded CI run of
 * redis-events.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { startDelayProxy, type DelayProxy } from '../support/delay-proxy.ts';
import { findRedisServer, redisUnavailableReason, startRedis, type TestRedis } from '../support/redis.ts';
import { call, loginOn, logoutOnAReachesB, ok, stop } from '../support/remote.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { Confirmations } from '../../server/realtime/confirmations.ts';

const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const DELAY_MS = 400;

describe('Confirmations (the bookkeeping)', () => {
  it('a wait ends when as many confirmations arrived as receivers were counted, also when they came first', async () => {
    const logs: string[] = [];
    const c = new Confirmations('me', (l) => logs.push(l), 10_000);
    const one = c.open();
    expect(c.mine(one.id)).toBe(true);
    expect(c.mine('other:1')).toBe(false);
    c.confirm(one.id);
    c.confirm('other:1');
    let done = false;
    const waiting = one.wait(2, 'session').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    c.confirm(one.id);
    await waiting;
    expect(done).toBe(true);
    // No receivers: nothing to wait for.
    await c.open().wait(0, 'viewers');
    expect(logs).toEqual([]);
  });

  it('a receiver that never confirms holds the sender only for the bounded wait, and says so', async () => {
    const logs: string[] = [];
    const c = new Confirmations('me', (l) => logs.push(l), 50);
    const started = Date.now();
    await c.open().wait(2, 'session');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(logs).toEqual(['[events] 2 of 2 other server process(es) did not confirm a session event within 50 ms']);
    // Closing releases every sender at once.
    const pending = c.open().wait(1, 'viewers');
    c.clear();
    await pending;
  });
});

/** Two server processes on one database; B hears the broker through the delaying proxy. */
function twoProcesses(kind: 'LISTEN/NOTIFY' | 'Redis') {
  let t: TestApp;
  let redis: TestRedis | null = null;
  let proxy: DelayProxy;
  let a: ServerProcess;
  let b: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'confirmed-events-'));
    if (kind === 'Redis') {
      redis = await startRedis();
      if (!redis) throw new Error(redisUnavailableReason());
    }
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off', ...(redis ? { REDIS_URL: redis.url } : {}) });
    const database = new URL(t.app.config.databaseUrl!);
    const broker = redis ? new URL(redis.url) : database;
    proxy = await startDelayProxy({ host: broker.hostname, port: Number(broker.port) });
    const viaProxy = new URL(broker);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const env = { DATABASE_URL: database.href, JWT_SECRET, CAPTCHA_TEST_CODE: CAPTCHA, DATA_DIR: dataDir, ...(redis ? { REDIS_URL: redis.url } : {}) };
    const envB = redis ? { ...env, REDIS_URL: viaProxy.href } : { ...env, DATABASE_URL: viaProxy.href };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(envB)]);
    // The role used below, made before B is slowed down.
    const admin = await loginOn(a.url);
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'base:sys:user:' } }, select: { id: true } });
    const role = ok(await call(a.url, 'POST', '/admin/base/sys/role/add', { token: admin, body: { name: '用户管理员', label: 'user_keeper', menuIdList: menus.map((m) => m.id) } })).id;
    ok(await call(a.url, 'POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'keeper', password: 'keeper123', name: '管理', roleIdList: [role] } }));
    proxy.delayMs = DELAY_MS;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stop(s.child)));
    await proxy?.close();
    await t?.close();
    await stopSharedPostgres();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a logout answered by A is refused by B at once, though B hears of it late', async () => {
    const started = Date.now();
    await logoutOnAReachesB({ a: a.url, b: b.url });
    // The sender waited for B's confirmation (which took the proxy's delay), and not for the bounded wait.
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS);
    expect(a.output()).not.toMatch(/did not confirm/);
  }, 60_000);

  it('rights taken away on A are refused by B at once', async () => {
    const admin = await loginOn(a.url);
    const keeper = await loginOn(a.url, 'keeper', 'keeper123');
    const page = () => call(b.url, 'POST', '/admin/base/sys/user/page', { token: keeper, body: { page: 1, size: 5 } });
    // B resolves the viewer now and keeps it.
    expect((await page()).body.code).toBe(1000);
    expect((await page()).body.code).toBe(1000);
    const role = await t.app.db.baseSysRole.findFirstOrThrow({ where: { label: 'user_keeper' } });
    ok(await call(a.url, 'POST', '/admin/base/sys/role/update', { token: admin, body: { id: role.id, name: role.name, label: role.label, menuIdList: [] } }));
    const after = await page();
    expect(after.body.code).not.toBe(1000);
    expect(after.status).toBe(403);
  }, 60_000);
}

describe('two server processes, events through PostgreSQL LISTEN/NOTIFY, B hearing them late', () => twoProcesses('LISTEN/NOTIFY'));
describe.skipIf(findRedisServer() === null)('two server processes, events through Redis, B hearing them late', () => twoProcesses('Redis'));
