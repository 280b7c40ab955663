/**
 * A mutation's unit of work: everything it writes, and its audit-log row,
 * commit together or not at all (audit/unit-of-work.ts opens the
 * transaction). Work that must only happen once the data is committed —
 * pushing events to subscribers, dropping caches other requests read —
 * is registered with afterCommit(): inside a unit of work it waits for the
 * commit (and is dropped on rollback); outside one it runs at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface UnitOfWork {
  after: (() => void)[];
  /** A field of the operation answered with a typed refusal (AppError). */
  refusal: Error | null;
}

const storage = new AsyncLocalStorage<UnitOfWork>();

export function afterCommit(fn: () => void): void {
  const uow = storage.getStore();
  if (uow) uow.after.push(fn);
  else fn();
}

/** Runs fn as a unit of work; commit() runs the deferred work, the caller decides when. */
export async function withUnitOfWork<T>(fn: () => Promise<T>): Promise<{ value: T; refusal: Error | null; commit(): void }> {
  const uow: UnitOfWork = { after: [], refusal: null };
  const value = await storage.run(uow, fn);
  return {
    value,
    refusal: uow.refusal,
    commit() {
      for (const f of uow.after.splice(0)) {
        try {
          f();
        } catch (err) {
          console.error('[after-commit]', err);
        }
      }
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
