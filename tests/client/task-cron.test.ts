/**
 * The task form's cron check (client/src/features/task/list/cron.ts): the
 * server's rule (6 parts with seconds, or 5), a description in each
 * interface language, and the next five run times.
 */
import { describe, expect, it } from 'vitest';
import { checkCron, intervalRuns } from '../../client/src/features/task/list/cron.ts';

describe('task cron check', () => {
  const from = new Date(2026, 0, 1, 0, 0, 0);

  it('describes a valid expression in the interface language and lists its next five runs', () => {
    const zh = checkCron('0 */15 3 * * *', 'zh-cn', 5, from);
    expect(zh.ok).toBe(true);
    if (!zh.ok) return;
    expect(zh.description).toMatch(/15 分钟/);
    expect(zh.next.map((d) => [d.getHours(), d.getMinutes(), d.getSeconds()])).toEqual([
      [3, 0, 0],
      [3, 15, 0],
      [3, 30, 0],
      [3, 45, 0],
      [3, 0, 0],
    ]);
    const tw = checkCron('0 17 3 * * *', 'zh-tw', 5, from);
    expect(tw.ok && tw.description).toMatch(/03:17/);
    const en = checkCron('*/5 * * * * *', 'en', 5, from);
    expect(en.ok && en.description).toBe('Every 5 seconds');
    // Five parts: the seconds are 0.
    const five = checkCron('30 4 * * *', 'en', 1, from);
    expect(five.ok && five.next[0]!.getSeconds()).toBe(0);
  });

  it('refuses what the server refuses', () => {
    expect(checkCron('61 * * * * *', 'zh-cn')).toEqual({ ok: false, errorId: 'task.cron.invalid' });
    expect(checkCron('* * *', 'zh-cn')).toEqual({ ok: false, errorId: 'task.cron.invalid' });
    expect(checkCron('0 0 0 1 1 * 2020', 'zh-cn')).toEqual({ ok: false, errorId: 'task.cron.invalid' });
    expect(checkCron('0 0 0 30 2 *', 'zh-cn')).toEqual({ ok: false, errorId: 'task.cron.never' });
  });

  it('lists the next runs of an interval', () => {
    expect(intervalRuns(60_000, 3, from).map((d) => d.getMinutes())).toEqual([1, 2, 3]);
    expect(intervalRuns(500, 3, from)).toEqual([]);
  });
});
