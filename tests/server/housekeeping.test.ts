/**
 * The daily purges of the system tasks (server/tasks/builtin.ts): recycle-bin entries
 * older than the kept days are purged — the parameter recycleKeepDays when
 * it holds a whole number of days, else the request log's kept days — and
 * newer ones stay; old request-log entries go too.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { RECYCLE_KEEP_PARAM, purgeOldRecycle, recycleKeepDays } from '../../server/crud/recycle.ts';
import { DEFAULT_LOG_KEEP_DAYS, purgeOldLogs, setKeepDays } from '../../server/audit/log.ts';
import type { Db } from '../../server/kernel/context.ts';

/** One pass of the purges the system tasks log.purge and recycle.purge run (server/tasks/builtin.ts). */
async function runHousekeeping(db: Db): Promise<{ logs: number; recycle: number }> {
  return { logs: await purgeOldLogs(db), recycle: await purgeOldRecycle(db) };
}

const DAY = 86400_000;

describeOnDatabases('daily housekeeping', (kind) => {
  let t: TestApp;
  let admin: string;

  /** A recycle entry created `days` ago. */
  const entry = (days: number, tag: string) =>
    t.app.db.recycleData.create({
      data: { entityInfo: { model: 'DemoGoods', type: 'DemoGoods', prefix: 'demo/goods', related: [] }, entityType: 'DemoGoods', data: [{ id: 1, title: tag }], count: 1, url: tag, createTime: new Date(Date.now() - days * DAY) },
    });
  const remaining = async () => (await t.app.db.recycleData.findMany({ orderBy: { id: 'asc' } })).map((r) => r.url);
  const setParam = (data: string) => t.app.db.baseSysParam.update({ where: { keyName: RECYCLE_KEEP_PARAM }, data: { data } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  beforeEach(async () => {
    await t.app.db.recycleData.deleteMany({});
    await setParam('');
    await setKeepDays(t.app.db, DEFAULT_LOG_KEEP_DAYS);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the parameter is seeded empty: entries follow the log’s kept days (default 31)', async () => {
    expect(await t.app.db.baseSysParam.findUnique({ where: { keyName: RECYCLE_KEEP_PARAM } })).toMatchObject({ data: '', dataType: 0 });
    expect(await recycleKeepDays(t.app.db)).toBe(DEFAULT_LOG_KEEP_DAYS);
    await entry(40, 'old');
    await entry(30, 'recent');
    await entry(0, 'today');
    const result = await runHousekeeping(t.app.db);
    expect(result.recycle).toBe(1);
    expect(await remaining()).toEqual(['recent', 'today']);
  });

  it('follows the log’s kept days when they change (setKeep over REST)', async () => {
    const res = await t.req('POST', '/admin/base/sys/log/setKeep', { body: { value: 7 }, token: admin });
    expect(res.body.code, res.text).toBe(1000);
    await entry(8, 'eight');
    await entry(6, 'six');
    expect((await runHousekeeping(t.app.db)).recycle).toBe(1);
    expect(await remaining()).toEqual(['six']);
  });

  it('the parameter recycleKeepDays, set over REST, takes precedence; an invalid value falls back to the log’s days', async () => {
    const param = await t.app.db.baseSysParam.findUniqueOrThrow({ where: { keyName: RECYCLE_KEEP_PARAM } });
    const res = await t.req('POST', '/admin/base/sys/param/update', { body: { id: param.id, data: '90' }, token: admin });
    expect(res.body.code, res.text).toBe(1000);
    await entry(100, 'hundred');
    await entry(60, 'sixty');
    expect((await runHousekeeping(t.app.db)).recycle).toBe(1);
    expect(await remaining()).toEqual(['sixty']);
    for (const bad of ['0', '-3', 'abc', '2.5', '9999999']) {
      await setParam(bad);
      expect(await recycleKeepDays(t.app.db), bad).toBe(DEFAULT_LOG_KEEP_DAYS);
    }
    await setParam('abc');
    expect((await runHousekeeping(t.app.db)).recycle).toBe(1);
    expect(await remaining()).toEqual([]);
  });

  it('purges old request-log entries in the same pass', async () => {
    const old = await t.app.db.baseSysLog.create({ data: { action: 'old call', ip: '127.0.0.1', params: {}, createTime: new Date(Date.now() - 40 * DAY) } });
    const fresh = await t.app.db.baseSysLog.create({ data: { action: 'fresh call', ip: '127.0.0.1', params: {} } });
    const result = await runHousekeeping(t.app.db);
    expect(result.logs).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.baseSysLog.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await t.app.db.baseSysLog.findUnique({ where: { id: fresh.id } })).not.toBeNull();
  });
});
