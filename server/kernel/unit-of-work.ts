/**
 * A mutation's unit of work: everything it writes, and its audit-log row,
 * commit together or not at all (audit/unit-of-work.ts opens the
 * transaction). Work that must only happen once the data is committed —
 * pushing events to subscribers, dropping caches other requests read —
 * is registered with afterCommit(db, fn), naming the database handle the
 * write went through: when that handle is a unit's transaction the work
 * waits for its commit (and is dropped on rollback); with any other handle
 * (the base client: a task, a login outside a mutation) it runs at once.
 *
 * The unit is found from the transaction handle, not from an
 * AsyncLocalStorage: on Node 20 an AsyncLocalStorage turns on V8's promise
 * hooks for every promise of the process, reads included, which cost about
 * 7% of a list page's CPU (measured with bench/server.ts).
 */

/** Work for after the commit; a returned promise (an event sent to the other server processes) is awaited before the answer. */
export type AfterCommit = () => void | Promise<unknown>;

/** How long an answer waits for the promises of its after-commit work. */
const AFTER_COMMIT_WAIT_MS = 2000;

interface UnitOfWork {
  after: AfterCommit[];
  /** A field of the operation answered with a typed refusal (AppError). */
  refusal: Error | null;
}

/** Open units by their transaction handle (the handle the request's resolvers see as ctx.db). */
const units = new WeakMap<object, UnitOfWork>();

function runNow(fn: AfterCommit): void {
  try {
    void Promise.resolve(fn()).catch((err) => console.error('[after-commit]', err));
  } catch (err) {
    console.error('[after-commit]', err);
  }
}

/** Runs fn once the transaction of `db` has committed; at once when `db` is not a unit's transaction. */
export function afterCommit(db: object, fn: AfterCommit): void {
  const uow = units.get(db);
  if (uow) uow.after.push(fn);
  else runNow(fn);
}

/** Records that an operation of the unit of `db` refused (a root mutation field answered a typed AppError). */
export function markRefused(db: object, err: Error): void {
  const uow = units.get(db);
  if (uow && !uow.refusal) uow.refusal = err;
}

export interface Unit {
  /** The first refusal recorded so far. */
  readonly refusal: Error | null;
  /**
   * Closes the unit and runs its deferred work (the caller calls it after
   * the commit). Resolves once the promises that work returned have settled
   * (at most AFTER_COMMIT_WAIT_MS), so the answer follows the events it
   * caused; it never rejects.
   */
  commit(): Promise<void>;
  /** Closes the unit and drops its deferred work (the transaction rolled back). */
  discard(): void;
}

/** Opens a unit of work on a transaction handle. */
export function openUnit(db: object): Unit {
  const uow: UnitOfWork = { after: [], refusal: null };
  units.set(db, uow);
  return {
    get refusal() {
      return uow.refusal;
    },
    async commit() {
      // Closed first: work registered from now on (with a stale handle) runs at once instead of being lost.
      units.delete(db);
      const waits: Promise<unknown>[] = [];
      for (const f of uow.after.splice(0)) {
        try {
          const r = f();
          if (r && typeof (r as Promise<unknown>).then === 'function') waits.push(Promise.resolve(r).catch((err) => console.error('[after-commit]', err)));
        } catch (err) {
          console.error('[after-commit]', err);
        }
      }
      if (waits.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(waits), new Promise((resolve) => (timer = setTimeout(resolve, AFTER_COMMIT_WAIT_MS)))]);
      clearTimeout(timer);
    },
    discard() {
      units.delete(db);
      uow.after.length = 0;
    },
  };
}
