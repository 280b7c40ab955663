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
import { directRows } from '../db/direct.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, any>> };

export type { Loaders };

const resolved = Promise.resolve();
/** Runs fn after the promise jobs already queued (the rest of the rows' resolvers) have run. */
function afterThisTick(fn: () => void): void {
  resolved.then(() => process.nextTick(fn));
}

/**
 * A lookup by a key column as one parameterised statement sent on the driver
 * (db/direct.ts): the same rows findMany would load, without Prisma's client,
 * which cost more CPU than the statement itself (about 0.25 ms per lookup on a
 * list page; bench/cpu-per-request.ts). The select may name plain columns (text, integers, JSON)
 * and to-one relations of this model picking such columns of their row
 * ({ role: { select: { name: true } } }: one LEFT JOIN). Anything else (column
 * types Prisma converts, deeper relations) keeps findMany. Names come from the
 * datamodel, values are parameters; the key is an integer column. Tables are
 * named in the schema Prisma's own statements name ("public").
 */
// JSON columns (a row's translations) come back parsed from both drivers, as Prisma gives them.
const RAW_TYPES = new Set(['Int', 'String', 'Json']);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const rawPlans = new Map<string, { sql: string; nest: ((row: any) => any) | null } | null>();

function rawPlan(model: string, key: string, select: Record<string, unknown>): { sql: string; nest: ((row: any) => any) | null } | null {
  const info = modelInfo(model);
  const plain = (m: typeof info, name: string) => {
    const f = m.byName.get(name);
    return f && f.kind === 'scalar' && !f.isList && RAW_TYPES.has(f.type) ? f : null;
  };
  const columns: string[] = [];
  const joins: string[] = [];
  const relations: { name: string; fields: string[] }[] = [];
  for (const name of new Set([key, ...Object.keys(select)])) {
    const want = name === key ? true : select[name];
    if (want === true) {
      const f = plain(info, name);
      if (!f || (name === key && f.type !== 'Int')) return null;
      columns.push(`t.${quote(f.dbName)} AS ${quote(name)}`);
      continue;
    }
    const fk = info.foreignKeys.find((k) => k.relation === name);
    const inner = (want as { select?: Record<string, unknown> } | null)?.select;
    if (!fk || !inner || Object.keys(want as object).length !== 1) return null;
    const target = modelInfo(fk.target);
    if (info.byName.get(name)?.relationToFields?.join() !== 'id' || !plain(target, 'id')) return null;
    const alias = `r${relations.length}`;
    const fields: string[] = [];
    for (const [col, v] of Object.entries(inner)) {
      const f = plain(target, col);
      if (v !== true || !f) return null;
      columns.push(`${alias}.${quote(f.dbName)} AS ${quote(`${name}.${col}`)}`);
      fields.push(col);
    }
    columns.push(`${alias}.${quote(target.byName.get('id')!.dbName)} AS ${quote(`${name}.`)}`);
    joins.push(`LEFT JOIN "public".${quote(target.table)} ${alias} ON ${alias}.${quote(target.byName.get('id')!.dbName)} = t.${quote(info.byName.get(fk.column)!.dbName)}`);
    relations.push({ name, fields });
  }
  const sql = `SELECT ${columns.join(', ')} FROM "public".${quote(info.table)} t ${joins.join(' ')} WHERE t.${quote(info.byName.get(key)!.dbName)} = ANY($1::int[])`;
  const nest = (row: any) => {
    for (const r of relations) {
      const found = row[`${r.name}.`] !== null;
      delete row[`${r.name}.`];
      const value: Record<string, unknown> = {};
      for (const f of r.fields) {
        value[f] = row[`${r.name}.${f}`];
        delete row[`${r.name}.${f}`];
      }
      row[r.name] = found ? value : null;
    }
    return row;
  };
  return { sql, nest: relations.length ? nest : null };
}

async function lookup(db: Db, model: string, key: string, ids: number[], select: Record<string, unknown>, where?: Record<string, unknown> | null): Promise<any[]> {
  // A condition beyond the key (a community scope) is Prisma's to write.
  if (where) return delegate(db, model).findMany({ where: { AND: [{ [key]: { in: ids } }, where] }, select: { ...select, [key]: true } });
  const planKey = `${model}:${key}:${JSON.stringify(select)}`;
  let plan = rawPlans.get(planKey);
  if (plan === undefined) rawPlans.set(planKey, (plan = rawPlan(model, key, select)));
  if (!plan) return delegate(db, model).findMany({ where: { [key]: { in: ids } }, select: { ...select, [key]: true } });
  const rows: any[] = await directRows(db, plan.sql, [ids]);
  return plan.nest ? rows.map(plan.nest) : rows;
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
    async byId(db, model, id, select, where) {
      if (id === null || id === undefined) return null;
      const key = `id:${model}:${Object.keys(select).sort().join(',')}${where ? `:${JSON.stringify(where)}` : ''}`;
      const rows = await batched(db, key, id, async (ids) => {
        const found = await lookup(db, model, 'id', ids, select, where);
        return new Map(found.map((r) => [r.id, r]));
      });
      return rows.get(id) ?? null;
    },
    // A to-many relation loaded beside the page (not joined into its statement: a join would be
    // computed for every row the sort looks at, not only for the rows of the page).
    async byParent(db, model, column, parentId, select, where) {
      const key = `parent:${model}:${column}:${JSON.stringify(select)}${where ? `:${JSON.stringify(where)}` : ''}`;
      const rows = await batched(db, key, parentId, async (ids) => {
        const found = await lookup(db, model, column, ids, select, where);
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
    async batch(db, key, id, load) {
      return (await batched(db, `batch:${key}`, id, load)).get(id);
    },
  };
}
