/**
 * Events between server processes through Redis pub/sub (REDIS_URL; issue
 * "Performance", item 3), on a real throw-away `redis-server` with a password:
 * REDIS_URL parsing and the channel's name; the transport alone (two
 * transports on one channel hear each other and skip their own, another
 * channel hears nothing, a 1 MB event goes whole, garbage is ignored, a
 * failed first connection says why without the password, a Redis killed and
 * started again → `connected` false, then true with a `viewers` resync; a
 * Redis paused (SIGSTOP) → the publish times out, later sends fail at once,
 * resumed → a resync); then
 * two real server processes on one PostgreSQL with REDIS_URL set — a vote cast
 * through REST on A reaches a graphql-ws `meetingVoting` subscriber of B, a
 * logout on A is refused by B at once, no LISTEN connection is opened on
 * PostgreSQL, a server whose Redis is unreachable exits 1 saying so, and
 * after Redis is killed and restarted events flow again.
 */
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { freePort } from '../support/postgres.ts';
import { findRedisServer, redisUnavailableReason, startRedis, type TestRedis } from '../support/redis.ts';
import { call, loginOn, logoutOnAEndsSubscriptionsOnB, logoutOnAReachesB, sleep, stop, subscribe, votesOnAReachB } from '../support/remote.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { loadConfig } from '../../server/kernel/config.ts';
import { CHANNEL_PREFIX, RedisEventTransport, eventsChannel, redisTarget } from '../../server/realtime/redis-events.ts';

const PASSWORD = 'red1s-Pa55word-9c1e';
const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const HAVE_REDIS = findRedisServer() !== null;

async function until(what: string, cond: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

describe('REDIS_URL configuration', () => {
  it('is parsed (no longer refused), checked without repeating the URL, and names the channel from the database unless REDIS_EVENTS_KEY is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:dbpw@DB.example:6543/cga_prod', REDIS_URL: `redis://:${PASSWORD}@cache:6379/2` });
    expect(c.redisUrl).toBe(`redis://:${PASSWORD}@cache:6379/2`);
    expect(c.redisEventsKey).toBeUndefined();
    expect(eventsChannel(c)).toBe(`${CHANNEL_PREFIX}db.example:6543/cga_prod`);
    expect(eventsChannel({ ...c, databaseUrl: 'postgresql://u@db/x' })).toBe(`${CHANNEL_PREFIX}db:5432/x`);
    expect(eventsChannel(loadConfig({ DATABASE_URL: 'postgres://u@db/x', REDIS_URL: 'rediss://cache', REDIS_EVENTS_KEY: 'product-a' }))).toBe(`${CHANNEL_PREFIX}product-a`);
    const embedded = loadConfig({ DATABASE_URL: '', DATA_DIR: '/srv/cga/data', REDIS_URL: 'redis://cache' });
    expect(eventsChannel(embedded)).toMatch(/^cga:events:pglite:.+:\/srv\/cga\/data$/);
    expect(loadConfig({}).redisUrl).toBeUndefined();

    for (const bad of [`http://:${PASSWORD}@cache`, `redis://:${PASSWORD}@cache/notanumber`, `redis://:${PASSWORD}@`]) {
      let message = '';
      try {
        loadConfig({ REDIS_URL: bad });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(/^Invalid REDIS_URL/);
      expect(message).not.toContain(PASSWORD);
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_EVENTS_KEY: 'two words' })).toThrow(/Invalid REDIS_EVENTS_KEY/);
    // Redis carries events, not the embedded database: one process only, still.
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL/);
    expect(redisTarget(`redis://user:${PASSWORD}@cache:7000/3`)).toBe('redis://cache:7000/3');
    expect(redisTarget(`rediss://:${PASSWORD}@cache`)).toBe('rediss://cache:6379/0');
  });
});

if (!HAVE_REDIS) {
  describe('Redis events', () => {
    // In CI .ci/run installs redis-server: its absence there is a failure, not a skip.
    if (process.env.CI) it('needs redis-server', () => expect.fail('no redis-server (apt package redis-server)'));
    else it.skip('skipped: no redis-server (apt package redis-server, installed by .ci/run)', () => {});
  });
}

describe.skipIf(!HAVE_REDIS)('the Redis transport on its own', () => {
  let redis: TestRedis;
  const open: RedisEventTransport[] = [];
  /** What the transports that failed to connect logged. */
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);

  beforeAll(async () => {
    const r = await startRedis({ password: PASSWORD });
    if (!r) throw new Error(redisUnavailableReason());
    redis = r;
  });
  afterAll(async () => {
    await Promise.all(open.map((t) => t.close()));
    await redis?.stop();
  });

  async function transport(origin: string, channel = 'cga:events:test-a') {
    const got: [string, unknown][] = [];
    const logs: string[] = [];
    const t = await RedisEventTransport.connect(redis.url, channel, { origin, receive: (topic, args) => got.push([topic, args]), log: (line) => logs.push(line) });
    open.push(t);
    return { t, got, logs };
  }

  it('two transports on one channel hear each other and skip their own; another channel hears nothing; garbage is ignored; 1 MB goes whole', async () => {
    const one = await transport('one');
    const two = await transport('two');
    const other = await transport('three', 'cga:events:test-b');
    expect([one.t.connected, two.t.connected, other.t.connected]).toEqual([true, true, true]);

    await one.t.send('todo', [{ areaId: 1, seq: 'one.1' }]);
    await two.t.send('session', [7, { reason: 'logout', sessionId: 's-1' }]);
    // Messages reach a subscriber in the order Redis took them: when `one` hears `two`, it has skipped its own.
    await until('one hears two', () => one.got.length > 0);
    await until('two hears one', () => two.got.length > 0);
    expect(one.got).toEqual([['session', [7, { reason: 'logout', sessionId: 's-1' }]]]);
    expect(two.got).toEqual([['todo', [{ areaId: 1, seq: 'one.1' }]]]);

    // Not JSON, no topic, then a 1 MB event of mixed scripts from a plain client.
    const raw = new Redis(redis.url);
    try {
      await raw.publish('cga:events:test-a', 'not json');
      await raw.publish('cga:events:test-a', JSON.stringify({ origin: 'raw', args: [1] }));
      const big = { names: Array.from({ length: 20_000 }, (_, i) => `表决事项${i}——Ünïcødé ${'x'.repeat(i % 40)}`) };
      expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(1_000_000);
      await one.t.send('meetingVoting', [42, big]);
      await until('two hears the big event', () => two.got.length > 1);
      expect(two.got[1]).toEqual(['meetingVoting', [42, big]]);
      expect(two.got).toHaveLength(2);
      // The other channel: a marker published after everything above arrives alone.
      await raw.publish('cga:events:test-b', JSON.stringify({ origin: 'raw', topic: 'viewers', args: [{ reason: 'changed' }] }));
      await until('the other channel hears the marker', () => other.got.length > 0);
      expect(other.got).toEqual([['viewers', [{ reason: 'changed' }]]]);
    } finally {
      raw.disconnect();
    }
    expect([...one.logs, ...two.logs, ...other.logs]).toEqual([]);
  });

  it('a first connection that fails says where and why, never the password', async () => {
    const deadPort = await freePort();
    await expect(RedisEventTransport.connect(`redis://:${PASSWORD}@127.0.0.1:${deadPort}/0`, 'cga:events:x', { log })).rejects.toThrow(
      new RegExp(`could not connect to Redis at redis://127\\.0\\.0\\.1:${deadPort}/0 \\(REDIS_URL\\).*ECONNREFUSED`),
    );
    const wrong = RedisEventTransport.connect(redis.url.replace(encodeURIComponent(PASSWORD), 'not-the-password'), 'cga:events:x', { log });
    const err: Error = await wrong.then(
      () => new Error('connected with a wrong password'),
      (e) => e,
    );
    expect(err.message).toMatch(/could not connect to Redis at redis:\/\/127\.0\.0\.1:\d+\/0 .*(WRONGPASS|NOAUTH|invalid)/i);
    expect(err.message).not.toContain('not-the-password');
    expect(logs).toEqual([]);
  });

  it('Redis killed: connected turns false and sends fail; started again: connected, a viewers resync, events flow', async () => {
    const one = await transport('k1');
    const two = await transport('k2');
    await redis.kill();
    await until('both see the loss', () => !one.t.connected && !two.t.connected);
    await expect(one.t.send('todo', [{ areaId: null, seq: 'lost' }])).rejects.toThrow(/not connected to Redis at redis:\/\/127\.0\.0\.1/);
    await redis.start();
    await until('both reconnected', () => one.t.connected && two.t.connected);
    expect(one.got).toEqual([['viewers', [{ reason: 'resync' }]]]);
    expect(two.got).toEqual([['viewers', [{ reason: 'resync' }]]]);
    await one.t.send('todo', [{ areaId: 3, seq: 'k1.2' }]);
    await until('two hears one again', () => two.got.length > 1);
    expect(two.got[1]).toEqual(['todo', [{ areaId: 3, seq: 'k1.2' }]]);
    // Each transport said once that it lost Redis and once that it is back, naming the server without the password.
    for (const { logs } of [one, two]) {
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatch(/^\[events\] connection to Redis at redis:\/\/127\.0\.0\.1:\d+\/0 lost( \(.*\))?; reconnecting$/);
      expect(logs[1]).toMatch(/^\[events\] reconnected to Redis at redis:\/\/127\.0\.0\.1:\d+\/0$/);
      for (const l of logs) expect(l).not.toContain(PASSWORD);
    }
  }, 60_000);

  it('Redis paused (connections open, nothing answered): the publish that times out turns connected false and later sends fail at once; resumed: connected, a viewers resync, events flow', async () => {
    const one = await transport('p1');
    const two = await transport('p2');
    redis.pause();
    try {
      // Unanswered: fails after the command timeout (never succeeds), and the transport stops trusting the connection.
      await expect(one.t.send('todo', [{ areaId: null, seq: 'p1.1' }])).rejects.toThrow(/timed out/i);
      expect(one.t.connected).toBe(false);
      await expect(one.t.send('todo', [{ areaId: null, seq: 'p1.2' }])).rejects.toThrow(/not connected to Redis at redis:\/\/127\.0\.0\.1/);
      expect(one.logs).toHaveLength(1);
      expect(one.logs[0]).toMatch(/^\[events\] connection to Redis at redis:\/\/127\.0\.0\.1:\d+\/0 lost \(Command timed out\); reconnecting$/);
    } finally {
      redis.resume();
    }
    await until('one answers again', () => one.t.connected, 60_000);
    expect(one.got).toEqual([['viewers', [{ reason: 'resync' }]]]);
    expect(one.logs[1]).toMatch(/^\[events\] reconnected to Redis at redis:\/\/127\.0\.0\.1:\d+\/0$/);
    await one.t.send('todo', [{ areaId: 4, seq: 'p1.3' }]);
    await until('two hears one again', () => two.got.some(([topic, args]) => topic === 'todo' && (args as any)[0].seq === 'p1.3'));
    for (const l of one.logs) expect(l).not.toContain(PASSWORD);
  }, 60_000);
});

describe.skipIf(!HAVE_REDIS)('two server processes on one PostgreSQL, events through Redis', () => {
  let redis: TestRedis;
  let t: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;
  let areaId: number;
  let dataDir: string;

  beforeAll(async () => {
    const r = await startRedis({ password: PASSWORD });
    if (!r) throw new Error(redisUnavailableReason());
    redis = r;
    dataDir = mkdtempSync(join(tmpdir(), 'redis-events-'));
    // This process migrates and seeds the database (and uses Redis as well); A and B serve it.
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off', REDIS_URL: redis.url });
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const env = { DATABASE_URL: t.app.config.databaseUrl!, REDIS_URL: redis.url, JWT_SECRET, CAPTCHA_TEST_CODE: CAPTCHA, DATA_DIR: dataDir };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stop(s.child)));
    await t?.close();
    await stopSharedPostgres();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A meeting in voting (items with long names), cast through A. */
  /** Votes of the given houses through A, each seen by a fresh meetingVoting subscriber of B. */
  const votesReachB = (houseIds: number[]) => votesOnAReachB({ a: a.url, b: b.url, db: t.app.db, areaId }, houseIds);
  const logoutReachesB = () => logoutOnAReachesB({ a: a.url, b: b.url });

  async function houseIds(): Promise<number[]> {
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' }, take: 4 });
    expect(houses).toHaveLength(4);
    return houses.map((h) => h.id);
  }

  it('every process holds its two Redis connections, and none listens on PostgreSQL', async () => {
    const raw = new Redis(redis.url);
    try {
      const clients = String(await raw.client('LIST'));
      // This test process's app, A and B.
      expect(clients.match(/name=cga-events-sub /g)).toHaveLength(3);
      expect(clients.match(/name=cga-events-pub /g)).toHaveLength(3);
      const channel = eventsChannel(t.app.config);
      expect(await raw.pubsub('NUMSUB', channel)).toEqual([channel, 3]);
    } finally {
      raw.disconnect();
    }
    const client = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await client.connect();
    try {
      // This app's database only: the run's PostgreSQL server also serves other test files' apps (tests/support/test-databases.ts).
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'cga-events%' AND datname = current_database()");
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('a vote cast through REST on A reaches a meetingVoting subscriber on B (and the event went through Redis)', async () => {
    const seen: string[] = [];
    const spy = new Redis(redis.url);
    try {
      await spy.subscribe(eventsChannel(t.app.config));
      spy.on('message', (_c: string, m: string) => seen.push(JSON.parse(m).topic));
      const [h1, h2] = await houseIds();
      await votesReachB([h1!, h2!]);
      expect(seen.filter((topic) => topic === 'meetingVoting').length).toBeGreaterThanOrEqual(2);
    } finally {
      spy.disconnect();
    }
  });

  it('a session ended by a logout on A is refused by B at once, though B had the token in its cache', async () => {
    await logoutReachesB();
  });

  it('a session ended by a logout on A ends its subscriptions on B (4401), the event going through Redis', async () => {
    await logoutOnAEndsSubscriptionsOnB({ a: a.url, b: b.url, areaId });
  });

  it('a server whose Redis cannot be reached says so, without the password, and exits 1', async () => {
    const deadPort = await freePort();
    const started = spawnServer({ DATABASE_URL: t.app.config.databaseUrl!, REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${deadPort}/0`, JWT_SECRET, DATA_DIR: dataDir });
    const err: Error = await started.then(
      async (s) => (await stop(s.child), new Error('the server started')),
      (e) => e,
    );
    expect(err.message).toMatch(new RegExp(`server exited \\(1\\)[\\s\\S]*could not connect to Redis at redis://127\\.0\\.0\\.1:${deadPort}/0 \\(REDIS_URL\\)`));
    expect(err.message).not.toContain(PASSWORD);
  }, 120_000);

  it('Redis killed: a logout on A still answers and B refuses the token; Redis started again: votes and logouts reach B again', async () => {
    const session = await loginOn(a.url);
    expect((await call(b.url, 'GET', '/admin/base/comm/person', { token: session })).status).toBe(200);
    await redis.kill();
    await until('A and B see the loss', () => [a, b].every((s) => /\[events\] connection to Redis at redis:\/\/127\.0\.0\.1:\d+\/0 lost/.test(s.output())));
    // The event cannot be sent, but the change is made and answered; B does not trust its cache meanwhile.
    expect(await call(a.url, 'POST', '/admin/base/comm/logout', { token: session })).toMatchObject({ status: 200, body: { code: 1000 } });
    expect((await call(b.url, 'GET', '/admin/base/comm/person', { token: session })).status).toBe(401);

    await redis.start();
    await until('A and B reconnected', () => [a, b].every((s) => s.output().includes('[events] reconnected to Redis at redis://127.0.0.1:')), 30_000);
    const [, , h3, h4] = await houseIds();
    await votesReachB([h3!, h4!]);
    await logoutReachesB();
    for (const s of [a, b]) expect(s.output()).not.toContain(PASSWORD);
  }, 90_000);
});
