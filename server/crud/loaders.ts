/**
 * Per-request batching of lookups by id, so computed fields such as a user
 * row's departmentName cost one query per page, not one per row.
 */
import type { Db, Loaders } from '../kernel/context.ts';
import { delegate } from './tx.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, any>> };

export type { Loaders };

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
          setImmediate(() => {
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
