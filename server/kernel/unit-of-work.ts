/**
 * A mutation's unit of work: everything it writes, and its audit-log row,
 * commit together or not at all (audit/unit-of-work.ts opens the
 * transaction). Work that must only happen once the data is committed —
 * pushing events to subscribers, dropping caches other requests read —
 * is registered with afterCommit(): inside a unit of work it waits for the
 * commit (and is dropped on rollback); outside one it runs at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Work for after the commit; a returned promise (an event sent to the other server processes) is awaited before the answer. */
export type AfterCommit = () => void | Promise<unknown>;

/** How long an answer waits for the promises of its after-commit work. */
const AFTER_COMMIT_WAIT_MS = 2000;

interface UnitOfWork {
  after: AfterCommit[];
  /** A field of the operation answered with a typed refusal (AppError). */
  refusal: Error | null;
}

const storage = new AsyncLocalStorage<UnitOfWork>();

export function afterCommit(fn: AfterCommit): void {
  const uow = storage.getStore();
  if (uow) uow.after.push(fn);
  else void Promise.resolve(fn()).catch((err) => console.error('[after-commit]', err));
}

/** Runs fn as a unit of work; commit() runs the deferred work, the caller decides when. */
/**
 * Runs fn as a unit of work; commit() runs the deferred work, the caller
 * decides when. commit() resolves once the promises that work returned have
 * settled (at most AFTER_COMMIT_WAIT_MS), so the answer follows the events
 * it caused; it never rejects.
 */
export async function withUnitOfWork<T>(fn: () => Promise<T>): Promise<{ value: T; refusal: Error | null; commit(): Promise<void> }> {
  const uow: UnitOfWork = { after: [], refusal: null };
  const value = await storage.run(uow, fn);
  return {
    value,
    refusal: uow.refusal,
    async commit() {
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
  };
}

export function inUnitOfWork(): boolean {
  return storage.getStore() !== undefined;
}

/** Records that the running operation refused (called for every AppError the errors plugin turns into a result). */
export function markRefused(err: Error): void {
  const uow = storage.getStore();
  if (uow && !uow.refusal) uow.refusal = err;
}

/** The refusal recorded so far in the running unit of work. */
export function currentRefusal(): Error | null {
  return storage.getStore()?.refusal ?? null;
}
