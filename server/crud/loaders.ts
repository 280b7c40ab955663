/**
 * Per-request batching of lookups by id, so computed fields such as a user
 * row's departmentName cost one query per page, not one per row. Batches are
 * dispatched DataLoader-style: after the promise jobs of the current tick,
 * i.e. once every row of a list has asked, and every kind of lookup (model
 * and columns) of the page is sent in the same tick, side by side.
 */
import type { Db, Loaders } from '../kernel/context.ts';
import { delegate } from './tx.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, any>> };

export type { Loaders };

const resolved = Promise.resolve();
/** Runs fn after the promise jobs already queued (the rest of the rows' resolvers) have run. */
function afterThisTick(fn: () => void): void {
  resolved.then(() => process.nextTick(fn));
}

/** Batches are per database handle, so lookups inside a mutation run in its transaction. */
export function createLoaders(): Loaders {
  const byDb = new WeakMap<Db, Map<string, Batch>>();
  return {
    async byId(db, model, id, select) {
      if (id === null || id === undefined) return null;
      let pending = byDb.get(db);
      if (!pending) byDb.set(db, (pending = new Map()));
      const key = `${model}:${Object.keys(select).sort().join(',')}`;
      let batch = pending.get(key);
      if (!batch) {
        const ids = new Set<number>();
        const promise = new Promise<Map<number, any>>((resolve, reject) => {
          afterThisTick(() => {
            pending.delete(key);
            delegate(db, model)
              .findMany({ where: { id: { in: [...ids] } }, select: { ...select, id: true } })
              .then((rows: any[]) => resolve(new Map(rows.map((r) => [r.id, r]))), reject);
          });
        });
        batch = { ids, promise };
        pending.set(key, batch);
      }
      batch.ids.add(id);
      return (await batch.promise).get(id) ?? null;
    },
  };
}
