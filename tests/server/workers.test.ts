/**
 * Several server processes on one PostgreSQL (issue "Performance", item 3):
 * two real server processes (server/start.ts, WORKERS=1 each) on one
 * database — a vote cast through REST on A reaches a graphql-ws subscriber of
 * B (an event far over NOTIFY's 8000 bytes), an advice change on A moves B's
 * todoCounts, a logout on A is refused by B at once although B had the token
 * in its cache, a disabled user likewise, and a captcha issued by A is
 * accepted by a login on B. Then WORKERS=2: one port served by two worker
 * processes, a killed worker replaced, SIGTERM to the primary exits 0 and
 * leaves no worker behind; WORKERS=2 on the embedded database is refused.
 * Plus the splitting of long events into notifications and back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { call, loginOn, logoutOnAEndsSubscriptionsOnB, logoutOnAReachesB, ok, sleep, stop, subscribe, votesOnAReachB } from '../support/remote.ts';
import { loadConfig } from '../../server/kernel/config.ts';
import { EventDecoder, encodeEvent } from '../../server/realtime/pg-events.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** A real server process (server/start.ts); resolves once it prints its URL. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET, CAPTCHA_TEST_CODE: CAPTCHA, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const onData = () => {
      const m = /is running at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), output: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  await Promise.all(children.map(stop));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('long events cut into notifications', () => {
  it('a 60 KB event of mixed scripts goes in parts under 8000 bytes and comes back whole, in any order; own events are skipped', () => {
    const args = [7, { names: Array.from({ length: 800 }, (_, i) => `表决事项${i}——Ünïcødé ${'x'.repeat(i % 50)}`) }];
    const parts = encodeEvent('other', 1, 'meetingVoting', args);
    expect(parts.length).toBeGreaterThan(5);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    const got: [string, unknown][] = [];
    const decoder = new EventDecoder('me', (topic, a) => got.push([topic, a]));
    // Parts of a second event interleaved, the first's shuffled.
    const small = encodeEvent('other', 2, 'todo', [{ areaId: 1, seq: 'x.1' }]);
    expect(small).toHaveLength(1);
    decoder.push(parts[parts.length - 1]!);
    decoder.push(small[0]!);
    for (const p of parts.slice(0, -1).reverse()) decoder.push(p);
    expect(got).toEqual([
      ['todo', [{ areaId: 1, seq: 'x.1' }]],
      ['meetingVoting', args],
    ]);
    expect(decoder.pending).toBe(0);
    // This process's own events were delivered here already.
    for (const p of encodeEvent('me', 3, 'todo', [{ areaId: 1, seq: 'y' }])) decoder.push(p);
    decoder.push('garbage');
    decoder.push('1|other|9|5|2|AAAA');
    expect(got).toHaveLength(2);
    decoder.clear();
  });
});

describe('WORKERS configuration', () => {
  it('defaults to the cores on PostgreSQL and 1 on the embedded database; WORKERS>1 without DATABASE_URL is refused', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).workers).toBe(Math.min(availableParallelism(), 64));
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(/Invalid WORKERS/);
  });

  it('a server started with WORKERS=2 on the embedded database says why and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'workers-'));
    dirs.push(dataDir);
    const started = startServer({ DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: '2' });
    await expect(started).rejects.toThrow(/server exited \(1\)[\s\S]*WORKERS=2 needs PostgreSQL/);
  });

  it('a server started with a refused setting says which in one line, without a stack trace, and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'workers-'));
    dirs.push(dataDir);
    for (const [name, value] of [['METRICS_TOKEN', 'short'], ['PORT', 'eighty']] as const) {
      const failed = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, [name]: value }).then(
        () => '',
        (err: Error) => err.message,
      );
      expect(failed).toMatch(new RegExp(`^server exited \\(1\\):\\nConfiguration error: Invalid ${name}\\b[^\\n]*\\n$`));
    }
  });
});

describe('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let a: Server;
  let b: Server;
  let areaId: number;

  beforeAll(async () => {
    // This process migrates and seeds the database; A and B serve it.
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off' });
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const env = { DATABASE_URL: t.app.config.databaseUrl!, WORKERS: '1' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stop(s.child)));
    await t?.close();
    await stopSharedPostgres();
  });

  it('are two processes', async () => {
    const pa = (await call(a.url, 'GET', '/admin/base/open/eps')).headers.get('x-server-pid');
    const pb = (await call(b.url, 'GET', '/admin/base/open/eps')).headers.get('x-server-pid');
    expect(pa).toBe(String(a.child.pid));
    expect(pb).toBe(String(b.child.pid));
  });

  it('a vote cast through REST on A reaches a meetingVoting subscriber on B, snapshot over 8000 bytes included', async () => {
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' }, take: 2 });
    expect(houses).toHaveLength(2);
    const events = await votesOnAReachB({ a: a.url, b: b.url, db: t.app.db, areaId }, houses.map((h) => h.id));
    expect(Buffer.byteLength(JSON.stringify(events[2].meetingVoting))).toBeGreaterThan(8000);
  });

  it('an advice added and handled on A moves the todoCounts of a subscriber on B', async () => {
    const tokenA = await loginOn(a.url);
    const tokenB = await loginOn(b.url);
    const h = { selectAreaId: String(areaId) };
    const sub = subscribe(b.url, tokenB, 'subscription { todoCounts { adviceTodo adviceProcessing repairTodo } }', {}, h);
    try {
      await sub.waitFor(1);
      const first = sub.events[0].todoCounts;
      const id = ok(await call(a.url, 'POST', '/admin/business/advice/info/add', { token: tokenA, headers: h, body: { areaId, title: '跨进程的建议' } })).id;
      await sub.waitFor(2);
      expect(sub.events[1].todoCounts).toEqual({ ...first, adviceTodo: first.adviceTodo + 1 });
      // Replied (待处理 → 处理中: no longer waiting, being handled), then handled.
      ok(await call(a.url, 'POST', '/admin/business/advice/reply/add', { token: tokenA, headers: h, body: { adviceId: id, type: 1, content: '收到' } }));
      await sub.waitFor(3);
      expect(sub.events[2].todoCounts).toEqual({ ...first, adviceProcessing: first.adviceProcessing + 1 });
      ok(await call(a.url, 'POST', '/admin/business/advice/info/handle', { token: tokenA, headers: h, body: { id } }));
      await sub.waitFor(4);
      expect(sub.events[3].todoCounts).toEqual(first);
    } finally {
      await sub.close();
    }
  });

  it('a session ended by a logout on A is refused by B at once, though B had the token in its cache', async () => {
    await logoutOnAReachesB({ a: a.url, b: b.url });
  });

  it('a session ended by a logout on A ends its subscriptions on B (4401); another session’s carry on', async () => {
    await logoutOnAEndsSubscriptionsOnB({ a: a.url, b: b.url, areaId });
  });

  it('a user disabled on A is refused by B at once', async () => {
    const admin = await loginOn(a.url);
    ok(await call(a.url, 'POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'worker_user', name: '跨进程', password: 'secret123', areaIds: [areaId], status: 1 } }));
    const user = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'worker_user' } });
    const token = await loginOn(a.url, 'worker_user', 'secret123');
    expect((await call(b.url, 'GET', '/admin/base/comm/person', { token })).status).toBe(200);
    ok(await call(a.url, 'POST', '/admin/base/sys/user/update', { token: admin, body: { id: user.id, status: 0 } }));
    const after = await call(b.url, 'GET', '/admin/base/comm/person', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(1001);
  });

  it('a captcha issued by A is accepted by a login on B, once', async () => {
    const captcha = ok(await call(a.url, 'GET', '/admin/base/open/captcha'));
    const body = { username: 'admin', password: '123456', captchaId: captcha.captchaId, verifyCode: CAPTCHA };
    const token = ok(await call(b.url, 'POST', '/admin/base/open/login', { body })).token;
    expect((await call(a.url, 'GET', '/admin/base/comm/person', { token })).status).toBe(200);
    // Used up, on either process; an id B never issued is no better.
    expect((await call(a.url, 'POST', '/admin/base/open/login', { body })).body.code).toBe(1001);
    expect((await call(b.url, 'POST', '/admin/base/open/login', { body: { ...body, captchaId: 'not-a-captcha' } })).body.code).toBe(1001);
  });

  // WORKERS=2 on the same database.
  /** The worker pids that answer n fresh connections. */
  async function answering(url: string, n: number): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${url}/admin/base/open/eps`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      pids.add(Number(res.headers.get('x-server-pid')));
    }
    return pids;
  }

  it('serves one port from two worker processes, replaces a killed one, and exits 0 on SIGTERM with every worker gone', async () => {
    const server = await startServer({ DATABASE_URL: t.app.config.databaseUrl!, WORKERS: '2' });
    expect(server.output()).toContain('2 worker processes');
    const pids = await answering(server.url, 20);
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    for (const pid of pids) expect(alive(pid)).toBe(true);

    // A worker killed outright is replaced (after the backoff); the other serves meanwhile.
    const [victim, survivor] = [...pids] as [number, number];
    process.kill(victim, 'SIGKILL');
    while (alive(victim)) await sleep(20);
    await sleep(300);
    expect(await answering(server.url, 4)).toEqual(new Set([survivor]));
    let now = new Set<number>();
    // A new worker imports the whole server before it listens: on a busy 2-core machine that can take a while.
    const until = Date.now() + 90_000;
    while (now.size < 2 && Date.now() < until) {
      await sleep(200);
      now = await answering(server.url, 10);
    }
    expect(now.size).toBe(2);
    expect(now.has(survivor)).toBe(true);
    expect(now.has(victim)).toBe(false);
    expect(server.output()).toMatch(new RegExp(`worker process ${victim} exited \\(SIGKILL\\)`));

    // SIGTERM to the primary: the workers drain and stop, the primary exits 0.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of now) expect(alive(pid)).toBe(false);
    await expect(fetch(`${server.url}/admin/base/open/eps`)).rejects.toThrow();
  }, 240_000);
});
