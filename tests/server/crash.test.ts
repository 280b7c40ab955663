/**
 * kill -9 of a real server process (server/start.ts on PostgreSQL) in the
 * middle of a house import and of a recycle-bin restore leaves nothing
 * partial: afterwards the database holds all of the work or none of it, and
 * a new process serves at once.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { spawnServer } from '../support/server-process.ts';

const ROWS = 20_000;

describe('kill -9 during long writes [postgres]', () => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  const children: ChildProcess[] = [];

  async function startServer(): Promise<{ child: ChildProcess; url: string }> {
    const server = await spawnServer({ DATABASE_URL: t.app.config.databaseUrl!, DATA_DIR: t.app.config.dataDir, JWT_SECRET: t.app.config.jwtSecret!, CAPTCHA_TEST_CODE: CAPTCHA });
    children.push(server.child);
    return server;
  }

  /** Waits until the server process holds an open transaction that has written, then kills it with SIGKILL. */
  async function killMidTransaction(child: ChildProcess): Promise<boolean> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const busy = await t.app.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL`,
      );
      if (busy[0]!.n > 0) {
        child.kill('SIGKILL');
        return true;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill('SIGKILL');
    return false;
  }

  const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));

  beforeAll(async () => {
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    const res = await t.req('POST', '/admin/area/info/add', { body: { name: '崩溃测试小区' }, token: admin });
    areaId = res.body.data.id;
  }, 120_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
    await stopSharedPostgres();
  });

  it('a house import killed in its transaction leaves no house; the next process imports them all', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({ buildingNo: `K${Math.floor(i / 100)}`, unitNo: '1', houseNo: String(i % 100), privateArea: '90.5' }));
    const { child, url } = await startServer();
    const request = fetch(`${url}/admin/area/house/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: admin, selectAreaId: String(areaId) },
      body: JSON.stringify({ rows }),
    }).then(
      (r) => r.json(),
      () => null,
    );
    const killedInside = await killMidTransaction(child);
    expect(killedInside, 'the server process never held a writing transaction').toBe(true);
    await exited(child);
    const answer = await request;
    const count = await t.app.db.areaHouse.count({ where: { areaId } });
    // Killed inside its transaction, the import is rolled back whole; had it committed first, all rows are there.
    if (killedInside && answer === null) expect(count).toBe(0);
    expect([0, ROWS]).toContain(count);

    const again = await startServer();
    if (count === 0) {
      const res = await (await fetch(`${again.url}/admin/area/house/import`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: admin, selectAreaId: String(areaId) }, body: JSON.stringify({ rows }) })).json();
      expect(res.code, JSON.stringify(res).slice(0, 300)).toBe(1000);
    }
    expect(await t.app.db.areaHouse.count({ where: { areaId } })).toBe(ROWS);
    again.child.kill('SIGTERM');
    await exited(again.child);
  }, 240_000);

  it('a recycle restore killed in its transaction restores nothing; the next process restores everything', async () => {
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId }, select: { id: true }, take: 3000, orderBy: { id: 'asc' } });
    const ids = houses.map((h) => h.id);
    for (let i = 0; i < ids.length; i += 500) {
      const res = await t.req('POST', '/admin/area/house/delete', { body: { ids: ids.slice(i, i + 500) }, token: admin, headers: { selectAreaId: String(areaId) } });
      expect(res.body.code, res.text).toBe(1000);
    }
    const entries = await t.app.db.recycleData.findMany({ where: { entityType: 'AreaHouse' }, select: { id: true } });
    expect(entries.length).toBeGreaterThan(0);
    const before = await t.app.db.areaHouse.count({ where: { areaId } });
    expect(before).toBe(ROWS - ids.length);

    const { child, url } = await startServer();
    const request = fetch(`${url}/admin/recycle/data/restore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: admin },
      body: JSON.stringify({ ids: entries.map((e) => e.id) }),
    }).then(
      (r) => r.json(),
      () => null,
    );
    const killedInside = await killMidTransaction(child);
    expect(killedInside, 'the server process never held a writing transaction').toBe(true);
    await exited(child);
    const answer = await request;
    const count = await t.app.db.areaHouse.count({ where: { areaId } });
    if (killedInside && answer === null) expect(count).toBe(before);
    expect([before, ROWS]).toContain(count);

    const again = await startServer();
    if (count === before) {
      const res = await (await fetch(`${again.url}/admin/recycle/data/restore`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: admin }, body: JSON.stringify({ ids: entries.map((e) => e.id) }) })).json();
      expect(res.code, JSON.stringify(res).slice(0, 300)).toBe(1000);
    }
    expect(await t.app.db.areaHouse.count({ where: { areaId } })).toBe(ROWS);
    again.child.kill('SIGTERM');
    await exited(again.child);
  }, 240_000);
});
