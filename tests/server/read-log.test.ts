/**
 * The read log writes in batches (server/audit/read-log.ts): under a steady stream of reads a flush writes
 * what was buffered when it began, and the entries that arrive meanwhile wait for the next batch — it used
 * to chase them, one or two rows per insert, which on the embedded database cost a quarter of a REST page's
 * server time. Every entry is still written, in order, and nothing is lost on close.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases, useTestApp } from '../support/app.ts';
import { createReadLog } from '../../server/audit/read-log.ts';

describeOnDatabases('the read log under a steady stream of reads', (kind) => {
  const app = useTestApp(kind);

  it('writes every entry in batches of the batch size, not one insert per entry', async () => {
    const action = `GET /read-log-test/${kind}/${Date.now()}`;
    const log = createReadLog(app().app.db, { batch: 50, intervalMs: 60_000 });
    const total = 400;
    // One entry per event-loop turn for as long as it takes: the inserts run meanwhile.
    for (let i = 0; i < total; i++) {
      log.push({ userId: null, action, ip: '127.0.0.1', params: { i }, communities: [] });
      await new Promise((r) => setImmediate(r));
    }
    await log.close();
    const rows = await app().app.db.baseSysLog.findMany({ where: { action }, orderBy: { id: 'asc' }, select: { params: true, createTime: true } });
    expect(rows.map((r) => (r.params as { i: number }).i)).toEqual(Array.from({ length: total }, (_, i) => i));
    // One insert statement gives its rows one createTime (the statement's now()).
    const inserts = new Set(rows.map((r) => r.createTime.getTime())).size;
    expect(inserts).toBeLessThanOrEqual(total / 50 + 1);
  });
});
