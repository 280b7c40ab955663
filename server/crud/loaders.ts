/**
 * Per-request batching of lookups by id, so computed fields such as a user
 * row's departmentName cost one query per page, not one per row. Batches are
 * dispatched DataLoader-style: after the promise jobs of the current tick,
 * i.e. once every row of a list has asked, and every kind of lookup (model
 * and columns) of the page is sent in the same tick, side by side.
 */
import type { Db, Loaders } from '../kernel/context.ts';
import { modelInfo } from './datamodel.ts';
import { delegate } from './tx.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, any>> };

export type { Loaders };

const resolved = Promise.resolve();
/** Runs fn after the promise jobs already queued (the rest of the rows' resolvers) have run. */
function afterThisTick(fn: () => void): void {
  resolved.then(() => process.nextTick(fn));
}


/**
 * A lookup of plain columns (text and integers) by a key column, as one
 * parameterised raw statement: the same rows findMany would load, without the
 * query planning of Prisma's client, which cost more than the statement itself
 * (about 0.25 ms of CPU per lookup on a list page; bench/server.ts). Other
 * column types, whose values Prisma converts, keep findMany.
 */
const RAW_TYPES = new Set(['Int', 'String']);
function rawLookup(db: Db, model: string, key: string, columns: string[]): ((ids: number[]) => Promise<any[]>) | null {
  const info = modelInfo(model);
  const fields = [...new Set([key, ...columns])].map((name) => info.byName.get(name));
  if (fields.some((f) => !f || f.kind !== 'scalar' || f.isList || !RAW_TYPES.has(f.type))) return null;
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const list = fields.map((f) => (f!.dbName === f!.name ? q(f!.name) : `${q(f!.dbName)} AS ${q(f!.name)}`)).join(', ');
  const sql = `SELECT ${list} FROM ${q(info.table)} WHERE ${q(info.byName.get(key)!.dbName)} = ANY($1::int[])`;
  return (ids) => (db as any).$queryRawUnsafe(sql, ids);
}

/** Batches are per database handle, so lookups inside a mutation run in its transaction. */
export function createLoaders(): Loaders {
  const byDb = new WeakMap<Db, Map<string, Batch>>();
  /** Collects the keys asked for under `key` during this tick; `load` answers them all at once. */
  function batched(db: Db, key: string, id: number, load: (ids: number[]) => Promise<Map<number, any>>): Promise<Map<number, any>> {
    let pending = byDb.get(db);
    if (!pending) byDb.set(db, (pending = new Map()));
    let batch = pending.get(key);
    if (!batch) {
      const ids = new Set<number>();
      const promise = new Promise<Map<number, any>>((resolve, reject) => {
        afterThisTick(() => {
          pending.delete(key);
          load([...ids]).then(resolve, reject);
        });
      });
      batch = { ids, promise };
      pending.set(key, batch);
    }
    batch.ids.add(id);
    return batch.promise;
  }
  return {
    async byId(db, model, id, select) {
      if (id === null || id === undefined) return null;
      const key = `id:${model}:${Object.keys(select).sort().join(',')}`;
      const rows = await batched(db, key, id, async (ids) => {
        const raw = rawLookup(db, model, 'id', Object.keys(select));
        const found: any[] = raw ? await raw(ids) : await delegate(db, model).findMany({ where: { id: { in: ids } }, select: { ...select, id: true } });
        return new Map(found.map((r) => [r.id, r]));
      });
      return rows.get(id) ?? null;
    },
    // A to-many relation loaded beside the page (not joined into its statement: a join would be
    // computed for every row the sort looks at, not only for the rows of the page).
    async byParent(db, model, column, parentId, select) {
      const flat = Object.values(select).every((v) => v === true);
      const key = `parent:${model}:${column}:${JSON.stringify(select)}`;
      const rows = await batched(db, key, parentId, async (ids) => {
        const raw = flat ? rawLookup(db, model, column, Object.keys(select)) : null;
        const found: any[] = raw ? await raw(ids) : await delegate(db, model).findMany({ where: { [column]: { in: ids } }, select: { ...select, [column]: true } });
        const groups = new Map<number, any[]>();
        for (const r of found) {
          const list = groups.get(r[column]);
          if (list) list.push(r);
          else groups.set(r[column], [r]);
        }
        return groups;
      });
      return rows.get(parentId) ?? [];
    },
  };
}
