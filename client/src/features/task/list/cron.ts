/**
 * Cron expressions as the server reads them (croner: 6 parts with seconds,
 * or 5 without), described in the interface language (cronstrue) with their
 * next run times. Loaded with the task screen only.
 */
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/zh_CN';
import 'cronstrue/locales/zh_TW';

export type CronCheck = { ok: true; description: string; next: Date[] } | { ok: false; errorId: 'task.cron.invalid' | 'task.cron.never' };

const LOCALES: Record<string, string> = { 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW', en: 'en' };

/** Checks an expression and, when it is valid, describes it and lists its next `count` run times from `from`. */
export function checkCron(expr: string, locale: string, count = 5, from = new Date()): CronCheck {
  const text = expr.trim().replace(/\s+/g, ' ');
  const parts = text === '' ? 0 : text.split(' ').length;
  if (parts < 5 || parts > 6) return { ok: false, errorId: 'task.cron.invalid' };
  let cron: Cron;
  try {
    cron = new Cron(text, { paused: true });
  } catch {
    return { ok: false, errorId: 'task.cron.invalid' };
  }
  const next = cron.nextRuns(count, from);
  if (next.length === 0) return { ok: false, errorId: 'task.cron.never' };
  let description = '';
  try {
    description = cronstrue.toString(text, { locale: LOCALES[locale.toLowerCase()] ?? 'zh_CN', use24HourTimeFormat: true, verbose: false });
  } catch {
    // croner accepts a few forms cronstrue cannot put into words; the run times still show.
  }
  return { ok: true, description, next };
}

/** The next `count` run times of an interval started now (or at its start date). */
export function intervalRuns(everyMs: number, count = 5, from = new Date(), startDate?: Date | null): Date[] {
  if (!Number.isInteger(everyMs) || everyMs < 1000) return [];
  const first = startDate && startDate.getTime() > from.getTime() ? startDate.getTime() : from.getTime() + everyMs;
  return Array.from({ length: count }, (_, i) => new Date(first + i * everyMs));
}
