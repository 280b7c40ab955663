/**
 * The scheduler. Every process wakes each second (node-cron, plus a small
 * random delay so processes take turns), but the database decides who runs:
 * a due run is claimed with ONE conditional UPDATE of the task row that
 * compares the slot it saw (nextRunTime), checks the lease (lockExpireTime
 * against the database's now()), counts the run for `limit` (runCount + 1)
 * and moves nextRunTime on, all at once. Only one claimer's UPDATE matches;
 * the others match no row. The claimed run executes outside that statement
 * (a run may be long) while its lease is renewed every third of its length;
 * then its log row is written and the lease released together. A process
 * that dies mid-run stops renewing: the lease lapses, the next claimer logs
 * the interrupted run as a failure and goes on with the next due slot.
 */
import { randomUUID } from 'node:crypto';
import cron, { type ScheduledTask } from 'node-cron';
import type { AuthPort, Ctx, Db, FilesPort, TaskClaim, TaskPort } from '../kernel/context.ts';
import type { Config } from '../kernel/config.ts';
import { AppError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { translate, type MessageKey } from '../kernel/i18n/messages.ts';
import { detachedContext } from '../auth/detached-context.ts';
import { scheduleOf, slotAfter } from './schedule.ts';
import { checkTaskData, taskService, type TaskMessage } from './services.ts';
import { OTHER, taskRuns } from '../kernel/metrics.ts';

/** Longest wait for running runs when the process stops (their leases lapse otherwise). */
const STOP_WAIT_MS = 5000;
/** Spread of the wake-up delay across processes. */
const JITTER_MS = 200;
const DETAIL_MAX = 10_000;
/** A scheduler cron has not woken for this long is reported stalled (it wakes every second). */
const STALLED_MS = 30_000;

interface DueRow {
  id: number;
  taskType: number;
  cron: string | null;
  every: number | null;
  startDate: Date | null;
  endDate: Date | null;
  nextRunTime: Date;
  lockToken: string | null;
  lockExpireTime: Date | null;
  lastExecuteTime: Date | null;
  dbNow: Date;
}

/** The detail of a failed run: an AppError translated (zh-cn, the system's language), else the error's message. */
export function failureDetail(err: unknown): string {
  const text = err instanceof AppError ? translate('zh-cn', err.key, err.params) : err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, DETAIL_MAX);
}

/**
 * What a log row keeps of a run's outcome: the text (zh-cn for a message)
 * and, for a catalogue message (a service's result, an AppError), the
 * message itself, which the log answers in the reader's language.
 */
export function logDetail(out: unknown): { detail: string | null; message: TaskMessage | null } {
  if (out instanceof AppError) return { detail: failureDetail(out), message: { key: out.key as MessageKey, params: plainParams(out.params) } };
  if (out && typeof out === 'object' && !(out instanceof Error) && typeof (out as TaskMessage).key === 'string') {
    const m = out as TaskMessage;
    return { detail: translate('zh-cn', m.key, m.params).slice(0, DETAIL_MAX), message: { key: m.key, params: plainParams(m.params) } };
  }
  if (out instanceof Error || (out !== undefined && out !== null && typeof out !== 'string')) return { detail: failureDetail(out), message: null };
  return { detail: typeof out === 'string' ? out.slice(0, DETAIL_MAX) : null, message: null };
}

/** The log row's columns of an outcome. */
function logRow(o: { detail: string | null; message: TaskMessage | null }): { detail: string | null; message?: object } {
  return { detail: o.detail, ...(o.message ? { message: o.message as object } : {}) };
}

/** Message parameters as JSON keeps them (dates as ISO text). */
function plainParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return JSON.parse(JSON.stringify(params ?? {}));
}

/** A context for work no request asked for: the database itself (no transaction), no viewer, no community. */
export function systemContext(db: Db, config: Config, auth: AuthPort, files: FilesPort, tasks: TaskPort): Ctx {
  return detachedContext({ db, config, actor: 'scheduler', auth, files, tasks });
}

/**
 * Writes the failure row of a run whose process died: it held the lease
 * (its token is still on the row) and the lease lapsed. Called by whoever
 * took the row over, so exactly once.
 */
export async function recordInterrupted(
  db: Pick<Db, 'taskLog'>,
  row: { id: number; lockToken: string | null; lockExpireTime: Date | null; lastExecuteTime: Date | null },
): Promise<void> {
  if (!row.lockToken || !row.lockExpireTime) return;
  const startTime = row.lastExecuteTime ?? row.lockExpireTime;
  await db.taskLog.create({
    data: {
      taskId: row.id,
      status: 0,
      startTime,
      duration: 0,
      ...logRow(logDetail({ key: 'task.interrupted', params: { time: new Date(row.lockExpireTime).toISOString() } })),
    },
  });
}

/** A lease holder's token: the process id (for operators and tests) and a random part. */
export function newLeaseToken(): string {
  return `${process.pid}:${randomUUID()}`;
}

export class TaskScheduler implements TaskPort {
  readonly leaseMs: number;
  #job: ScheduledTask | null = null;
  #looping = false;
  /** The last wake failed because the database did not answer (said once per outage). */
  #databaseDown = false;
  #again = false;
  #stopped = false;
  /** When cron last woke this process (readiness: ops/health.ts). */
  #lastWake = 0;
  #timers = new Set<NodeJS.Timeout>();
  readonly #active = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly auth: AuthPort,
    private readonly files: FilesPort,
  ) {
    this.leaseMs = config.taskLeaseMs;
  }

  /** Starts waking every second (unless TASK_SCHEDULER=off). */
  start(): void {
    if (!this.config.taskScheduler || this.#job) return;
    this.#lastWake = Date.now();
    this.#job = cron.schedule('* * * * * *', () => ((this.#lastWake = Date.now()), this.#wakeSoon()), { name: 'task-scheduler', noOverlap: false });
    // A wake missed while the process was busy is harmless (the next one claims every task due, by the
    // database's clock); without a listener node-cron logs a warning per missed second under load.
    this.#job.on('execution:missed', () => {});
  }

  #wakeSoon(): void {
    if (this.#stopped) return;
    const t = setTimeout(() => {
      this.#timers.delete(t);
      this.wake();
    }, Math.floor(Math.random() * JITTER_MS));
    this.#timers.add(t);
  }

  wake(): void {
    if (this.#stopped || !this.config.taskScheduler) return;
    if (this.#looping) {
      this.#again = true;
      return;
    }
    this.#looping = true;
    void (async () => {
      try {
        do {
          this.#again = false;
          await this.tick();
        } while (this.#again && !this.#stopped);
        if (this.#databaseDown) {
          this.#databaseDown = false;
          console.error('[tasks] the database answers again; scheduling resumed');
        }
      } catch (err) {
        if (this.#stopped) return;
        // An outage is said once, not with a stack at every wake (each second while it lasts).
        if (isDatabaseUnavailable(err)) {
          if (!this.#databaseDown) console.error(`[tasks] the database is unavailable; scheduling waits for it (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
          this.#databaseDown = true;
        } else console.error('[tasks] scheduling failed', err);
      } finally {
        this.#looping = false;
      }
    })();
  }

  /** Claims every run that is due now and starts them; answers the claims this process won. */
  async tick(): Promise<TaskClaim[]> {
    const due = await this.db.$queryRaw<DueRow[]>`
      SELECT id, "taskType", cron, every, "startDate", "endDate", "nextRunTime", "lockToken", "lockExpireTime", "lastExecuteTime", now() AS "dbNow"
      FROM task_info
      WHERE status = 1 AND "nextRunTime" <= now() AND ("lockExpireTime" IS NULL OR "lockExpireTime" < now())
      ORDER BY "nextRunTime" LIMIT 100`;
    const claims: TaskClaim[] = [];
    for (const row of due) {
      if (this.#stopped) break;
      const claim = await this.claim(row);
      if (claim) {
        claims.push(claim);
        this.execute(claim);
      }
    }
    return claims;
  }

  /** The one conditional UPDATE that claims a due slot; null when another claimer (or a change) came first. */
  async claim(row: DueRow): Promise<TaskClaim | null> {
    const slot = new Date(row.nextRunTime);
    let next: Date | null;
    try {
      next = slotAfter(scheduleOf(row), slot, new Date(row.dbNow));
    } catch {
      // A schedule that no longer parses (changed by hand in the database) runs this slot and stops.
      next = null;
    }
    const token = newLeaseToken();
    const lease = this.leaseMs;
    const won = await this.db.$queryRaw<{ service: string | null; data: string | null; startTime: Date }[]>`
      UPDATE task_info SET
        "runCount" = "runCount" + 1,
        "nextRunTime" = CASE WHEN "limit" IS NOT NULL AND "runCount" + 1 >= "limit" THEN NULL ELSE ${next}::timestamptz END,
        status = CASE WHEN ${next}::timestamptz IS NULL OR ("limit" IS NOT NULL AND "runCount" + 1 >= "limit") THEN 0 ELSE 1 END,
        "lockToken" = ${token},
        "lockExpireTime" = now() + ${lease}::int * interval '1 millisecond',
        "lastExecuteTime" = now(),
        "updateTime" = now()
      WHERE id = ${row.id}
        AND status = 1
        AND "nextRunTime" = ${slot}::timestamptz
        AND ("lockExpireTime" IS NULL OR "lockExpireTime" < now())
        AND "lockToken" IS NOT DISTINCT FROM ${row.lockToken}::varchar
        AND ("limit" IS NULL OR "runCount" < "limit")
        AND ("endDate" IS NULL OR "nextRunTime" <= "endDate")
      RETURNING service, data, "lastExecuteTime" AS "startTime"`;
    if (won.length === 0) {
      await this.#retireIfDone(row.id);
      return null;
    }
    if (row.lockToken) await recordInterrupted(this.db, row).catch((err) => console.error('[tasks] interrupted-run log failed', err));
    const w = won[0]!;
    return { taskId: row.id, token, service: w.service, data: w.data, planTime: slot, startTime: new Date(w.startTime) };
  }

  /** A running task that can never be claimed again (past its end date, or its limit reached) is stopped. */
  async #retireIfDone(id: number): Promise<void> {
    await this.db.$executeRaw`
      UPDATE task_info SET status = 0, "nextRunTime" = NULL, "updateTime" = now()
      WHERE id = ${id} AND status = 1 AND ("lockExpireTime" IS NULL OR "lockExpireTime" < now())
        AND (("endDate" IS NOT NULL AND "nextRunTime" > "endDate") OR ("limit" IS NOT NULL AND "runCount" >= "limit"))`;
  }

  execute(claim: TaskClaim): void {
    const p = this.#run(claim).catch((err) => console.error('[tasks] run bookkeeping failed', err));
    this.#active.add(p);
    void p.finally(() => this.#active.delete(p));
  }

  async #run(claim: TaskClaim): Promise<void> {
    const started = performance.now();
    const lease = this.leaseMs;
    const beat = setInterval(() => {
      this.db.$executeRaw`
        UPDATE task_info SET "lockExpireTime" = now() + ${lease}::int * interval '1 millisecond'
        WHERE id = ${claim.taskId} AND "lockToken" = ${claim.token}`.catch(() => {});
    }, Math.max(100, Math.floor(this.leaseMs / 3)));
    let status = 1;
    let outcome: ReturnType<typeof logDetail> = { detail: null, message: null };
    try {
      const service = taskService(claim.service, this.config.nodeEnv);
      if (!service) throw new AppError('task.serviceUnknown', { service: claim.service ?? '' });
      const data = checkTaskData(service, claim.data);
      const out = await service.run(systemContext(this.db, this.config, this.auth, this.files, this), data);
      outcome = logDetail(out ?? null);
    } catch (err) {
      status = 0;
      outcome = logDetail(err);
    } finally {
      clearInterval(beat);
    }
    const duration = Math.round(performance.now() - started);
    // The metrics' task runs, by service (a bounded set: the registry's names; an unknown one is 'other').
    taskRuns.inc({ service: taskService(claim.service, this.config.nodeEnv)?.name ?? OTHER, outcome: status === 1 ? 'success' : 'failure' });
    try {
      await this.db.$transaction([
        this.db.taskLog.create({
          data: { taskId: claim.taskId, status, ...logRow(outcome), startTime: claim.startTime, duration, planTime: claim.planTime },
        }),
        this.db.$executeRaw`UPDATE task_info SET "lockExpireTime" = NULL, "lockToken" = NULL WHERE id = ${claim.taskId} AND "lockToken" = ${claim.token}`,
      ]);
    } catch (err) {
      // The task was deleted meanwhile (its logs went with it): only the lease is left to release.
      await this.db.$executeRaw`UPDATE task_info SET "lockExpireTime" = NULL, "lockToken" = NULL WHERE id = ${claim.taskId} AND "lockToken" = ${claim.token}`.catch(() => {});
      if (!this.#stopped && (await this.db.taskInfo.count({ where: { id: claim.taskId } }).catch(() => 0)) > 0) throw err;
    }
    // A slot that fell due while this run held the lease is taken at once.
    this.wake();
  }

  /**
   * For readiness (ops/health.ts): off (TASK_SCHEDULER=off), running, stalled (cron has not woken it for
   * STALLED_MS: the timer died or the event loop was blocked that long) or stopped (never started, or stop()).
   */
  get state(): 'off' | 'running' | 'stalled' | 'stopped' {
    if (!this.config.taskScheduler) return 'off';
    if (this.#stopped || !this.#job) return 'stopped';
    return Date.now() - this.#lastWake > STALLED_MS ? 'stalled' : 'running';
  }

  /** Stops waking; waits a little for runs in progress (their leases lapse if they outlive the process). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#job?.stop();
    await this.#job?.destroy?.();
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    if (this.#active.size) await Promise.race([Promise.allSettled([...this.#active]), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
  }
}
