/**
 * Per-request batching of lookups by id, so computed fields such as a user
 * row's departmentName cost one query per page, not one per row.
 */
import type { Db } from '../db/client.ts';
import { delegate } from './tx.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, any>> };

export interface Loaders {
  /** Loads one row of a model by id (selected columns only), batched with the other calls of the same tick. */
  byId(model: string, id: number | null | undefined, select: Record<string, true>): Promise<any | null>;
}

export function createLoaders(db: Db): Loaders {
  const pending = new Map<string, Batch>();
  return {
    async byId(model, id, select) {
      if (id === null || id === undefined) return null;
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
