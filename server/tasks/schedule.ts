/**
 * When a task runs: cron expressions (croner; 6 parts with seconds, or 5
 * without) and fixed intervals, bounded by the task's start and end dates.
 * Pure functions of the times they are given: the scheduler hands them the
 * database's clock, never the process clock.
 */
import { Cron } from 'croner';
import { AppError } from '../kernel/errors.ts';

export const TASK_CRON = 0;
export const TASK_INTERVAL = 1;
export const MIN_EVERY_MS = 1000;
/**
 * A slot this far behind the database clock is skipped rather than caught
 * up (a process down for a day runs a daily task once, not a missed series).
 */
export const MISFIRE_MS = 60_000;

export interface Schedule {
  taskType: number;
  cron: string | null;
  every: number | null;
  startDate: Date | null;
  endDate: Date | null;
}

/**
 * The schedule a task row runs on: by its cron expression whenever one is
 * set (the interval is then ignored), else every `every` milliseconds when
 * taskType is 1 (interval).
 */
export function scheduleOf(row: { taskType: number; cron: string | null; every: number | null; startDate: Date | null; endDate: Date | null }): Schedule {
  const cron = row.cron && row.cron.trim() !== '' ? row.cron : null;
  return {
    taskType: cron || row.taskType !== TASK_INTERVAL ? TASK_CRON : TASK_INTERVAL,
    cron,
    every: row.every,
    startDate: row.startDate ? new Date(row.startDate) : null,
    endDate: row.endDate ? new Date(row.endDate) : null,
  };
}

/** The cron expression as croner reads it, or an AppError naming the problem (field `cron`). */
export function parseCron(expr: string): Cron {
  const text = expr.trim().replace(/\s+/g, ' ');
  const parts = text.split(' ').length;
  if (text === '' || parts < 5 || parts > 6) throw new AppError('task.cronInvalid', { cron: expr }, 1001, 'cron');
  let cron: Cron;
  try {
    cron = new Cron(text, { paused: true });
  } catch {
    throw new AppError('task.cronInvalid', { cron: expr }, 1001, 'cron');
  }
  if (!cron.nextRun(new Date())) throw new AppError('task.cronNever', { cron: expr }, 1001, 'cron');
  return cron;
}

/** Checks a schedule's own consistency (cron or interval, dates in order). */
export function checkSchedule(s: Schedule): void {
  if (s.taskType === TASK_CRON) {
    if (!s.cron || s.cron.trim() === '') throw new AppError('task.cronRequired', {}, 1001, 'cron');
    parseCron(s.cron);
  } else if (s.every === null || !Number.isInteger(s.every) || s.every < MIN_EVERY_MS) {
    throw new AppError('task.everyInvalid', {}, 1001, 'every');
  }
  if (s.startDate && s.endDate && s.endDate.getTime() <= s.startDate.getTime()) throw new AppError('task.dateRange', {}, 1001, 'endDate');
}

function within(s: Schedule, slot: Date | null): Date | null {
  if (!slot) return null;
  return s.endDate && slot.getTime() > s.endDate.getTime() ? null : slot;
}

/**
 * The first slot of a task started at `now`: the next cron time at or after
 * max(now, startDate), or for an interval startDate when it is ahead, else
 * now + every. Null when none is left before the end date.
 */
export function firstSlot(s: Schedule, now: Date): Date | null {
  const from = s.startDate && s.startDate.getTime() > now.getTime() ? s.startDate : now;
  if (s.taskType === TASK_CRON) {
    // croner's nextRun is strictly after its argument: step back 1 ms so a slot equal to the start date counts.
    return within(s, parseCron(s.cron ?? '').nextRun(new Date(from.getTime() - 1)));
  }
  return within(s, from === now ? new Date(now.getTime() + s.every!) : from);
}

/**
 * The slot after `slot` (the one being claimed); when that one is already
 * more than MISFIRE_MS behind `now`, the first one after `now` instead.
 */
export function slotAfter(s: Schedule, slot: Date, now: Date): Date | null {
  const step = (after: Date): Date | null => {
    if (s.taskType === TASK_CRON) return parseCron(s.cron ?? '').nextRun(after);
    if (after === slot) return new Date(slot.getTime() + s.every!);
    // Stay on the interval's phase when skipping ahead.
    const n = Math.floor((after.getTime() - slot.getTime()) / s.every!) + 1;
    return new Date(slot.getTime() + n * s.every!);
  };
  let next = step(slot);
  if (next && next.getTime() < now.getTime() - MISFIRE_MS) next = step(now);
  return within(s, next);
}

/** The next `count` slots from `now` (for previews). */
export function upcomingSlots(s: Schedule, now: Date, count: number): Date[] {
  const out: Date[] = [];
  let slot = firstSlot(s, now);
  while (slot && out.length < count) {
    out.push(slot);
    slot = s.taskType === TASK_CRON ? within(s, parseCron(s.cron ?? '').nextRun(slot)) : within(s, new Date(slot.getTime() + s.every!));
  }
  return out;
}
