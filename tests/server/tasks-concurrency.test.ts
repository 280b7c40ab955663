/**
 * Exactly once across processes, on PostgreSQL (issue "Scheduled tasks",
 * done-when 2): 20 concurrent claimers of one due run make one run; three
 * real server processes (child processes running server/start.ts against
 * one database) share a task due every second for 40 seconds and run every
 * second exactly once; a process killed (SIGKILL) in the middle of a run
 * leaves a lease that lapses, after which another process logs the
 * interrupted run and goes on.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnServer } from '../support/server-process.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { createAdapterFactory } from '../../server/db/adapter.ts';
import { createPrisma, type Db } from '../../server/db/client.ts';
import { TaskScheduler } from '../../server/tasks/scheduler.ts';
import type { AuthPort, FilesPort } from '../../server/kernel/context.ts';

const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const LEASE_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduled tasks across processes [postgres]', () => {
  let t: TestApp;
  let admin: string;
  const children: ChildProcess[] = [];

  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const addTask = async (body: Record<string, unknown>) =>
    ok(await t.req('POST', '/admin/task/info/add', { body: { name: `并发${Math.random()}`, type: 1, service: 'test.sleep', ...body }, token: admin })).id as number;
  const logsOf = (taskId: number) => t.app.db.taskLog.findMany({ where: { taskId }, orderBy: { id: 'asc' } });

  /** A real server process on the test's database (tests/support/server-process.ts); resolves once it listens. */
  async function startServer(): Promise<ChildProcess> {
    const server = await spawnServer({
      DATABASE_URL: t.app.config.databaseUrl!,
      JWT_SECRET,
      CAPTCHA_TEST_CODE: CAPTCHA,
      TASK_LEASE_MS: String(LEASE_MS),
      TASK_SCHEDULER: 'on',
      // One process each: the runs' pids are the processes'.
      WORKERS: '1',
    });
    children.push(server.child);
    return server.child;
  }

  beforeAll(async () => {
    // This process only migrates, seeds and answers REST calls: it claims nothing itself.
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off', TASK_LEASE_MS: String(LEASE_MS) });
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await t?.close();
    await stopSharedPostgres();
  });

  it('20 concurrent claimers of one due run make exactly one run', async () => {
    const id = await addTask({ cron: '0 0 0 1 1 *', data: '{"ms": 20}' });
    const clients: { db: Db; close(): Promise<void> }[] = [];
    for (let i = 0; i < 4; i++) {
      const handle = await createAdapterFactory(t.app.config, { max: 5 });
      const db = createPrisma(handle);
      clients.push({ db, close: async () => (await db.$disconnect(), await handle.close()) });
    }
    const config = { ...t.app.config, taskScheduler: true };
    const schedulers = Array.from({ length: 20 }, (_, i) => new TaskScheduler(clients[i % 4]!.db, config, {} as AuthPort, {} as FilesPort));
    try {
      for (let round = 1; round <= 3; round++) {
        // Due now, by the database's clock.
        await t.app.db.$executeRaw`UPDATE task_info SET "nextRunTime" = now() - interval '1 second' WHERE id = ${id}`;
        const claims = (await Promise.all(schedulers.map((s) => s.tick()))).flat().filter((c) => c.taskId === id);
        expect(claims).toHaveLength(1);
        const until = Date.now() + 10_000;
        while ((await logsOf(id)).length < round && Date.now() < until) await sleep(50);
        expect(await logsOf(id)).toHaveLength(round);
        expect(await t.app.db.taskInfo.findUniqueOrThrow({ where: { id } })).toMatchObject({ runCount: round, lockToken: null });
      }
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  describe('three server processes', () => {
    let pids: Set<string>;
    // Started after the claimer test (whose due run they would otherwise take too).
    beforeAll(async () => {
      const servers = await Promise.all([startServer(), startServer(), startServer()]);
      pids = new Set(servers.map((s) => String(s.pid)));
    });

    it('run a task due every second exactly once per second for 40 seconds', async () => {
      const startDate = new Date(Math.ceil((Date.now() + 2000) / 1000) * 1000);
      const SLOTS = 40;
      const endDate = new Date(startDate.getTime() + (SLOTS - 1) * 1000);
      const id = await addTask({ cron: '* * * * * *', data: '{"ms": 100}', startDate: startDate.toISOString(), endDate: endDate.toISOString() });
      await sleep(endDate.getTime() - Date.now() + 3000);

      const logs = await logsOf(id);
      const planned = logs.map((l) => l.planTime!.getTime()).sort((a, b) => a - b);
      const expected = Array.from({ length: SLOTS }, (_, i) => startDate.getTime() + i * 1000);
      // No gap, no duplicate: every second of the window once.
      expect(planned).toEqual(expected);
      expect(logs.every((l) => l.status === 1)).toBe(true);
      const task = await t.app.db.taskInfo.findUniqueOrThrow({ where: { id } });
      expect(task).toMatchObject({ runCount: SLOTS, status: 0, nextRunTime: null, lockToken: null });
      // The runs were shared: more than one process won claims, and only these processes ran.
      const ran = new Set(logs.map((l) => l.detail!.replace('pid ', '')));
      for (const pid of ran) expect(pids.has(pid)).toBe(true);
      expect(ran.size).toBeGreaterThan(1);
    });

    it('a process killed during a run leaves a lease that lapses; another process logs it and runs the next slot', async () => {
      const live = children.filter((c) => c.exitCode === null && c.signalCode === null);
      expect(live.length).toBe(3);
      const id = await addTask({ cron: '* * * * * *', data: '{"ms": 3000}' });
      let token: string | null = null;
      const until = Date.now() + 10_000;
      while (!token && Date.now() < until) {
        token = (await t.app.db.taskInfo.findUniqueOrThrow({ where: { id } })).lockToken;
        if (!token) await sleep(20);
      }
      expect(token).toBeTruthy();
      const victim = live.find((c) => String(c.pid) === token!.split(':')[0])!;
      expect(victim).toBeTruthy();
      victim.kill('SIGKILL');
      const killedAt = Date.now();
      await new Promise((r) => victim.once('exit', r));

      // The lease lapses within LEASE_MS of the last renewal; then another process takes over.
      let logs = await logsOf(id);
      const deadline = Date.now() + 20_000;
      while (!logs.some((l) => l.status === 1) && Date.now() < deadline) {
        await sleep(200);
        logs = await logsOf(id);
      }
      const interrupted = logs.find((l) => l.status === 0);
      expect(interrupted?.detail).toContain('执行未完成');
      const next = logs.find((l) => l.status === 1)!;
      expect(next).toBeTruthy();
      expect(next.detail).not.toBe(`pid ${victim.pid}`);
      expect(next.startTime.getTime()).toBeGreaterThan(killedAt);
      // It did not wait much longer than the lease for it.
      expect(next.startTime.getTime() - killedAt).toBeLessThan(LEASE_MS + 3000);
      ok(await t.req('POST', '/admin/task/info/stop', { body: { id }, token: admin }));
    });
  });
});
