/**
 * Per-request batching of lookups by id, so computed fields such as a user
 * row's departmentName cost one query per page, not one per row. Batches are
 * dispatched DataLoader-style: after the promise jobs of the current tick,
 * i.e. once every row of a list has asked, and every kind of lookup (model
 * and columns) of the page is sent in the same tick, side by side.
 */
import type { Db, LoadedRow, Loaders } from '../kernel/context.ts';
import { modelInfo } from './datamodel.ts';
import { delegate } from './tx.ts';
import { readRows } from '../read/index.ts';
import { isCommunityModel } from './ownership.ts';
import { quoteIdentifier as quote } from '../db/identifier.ts';

type Batch = { ids: Set<number>; promise: Promise<Map<number, LoadedRow>> };

/**
 * The batch key's part for a select object, computed once per object: a resolver that passes the
 * same object for every row (a module constant) pays for the string once, not per row. Wheres are
 * not cached: they are built per call (the reader's scope), and a stale key there could join two
 * readers' scopes in one batch.
 */
const keyParts = new WeakMap<object, string>();
function keyOf(value: object, write: (value: object) => string): string {
  let part = keyParts.get(value);
  if (part === undefined) keyParts.set(value, (part = write(value)));
  return part;
}
const selectedNames = (select: object) => Object.keys(select).sort().join(',');

export type { Loaders };

/** `fn` of a loader's answer: at once when it is already known (a lookup folded into the page), else when it arrives. */
export function whenLoaded<T, R>(answer: T | Promise<T>, fn: (value: T) => R): R | Promise<R> {
  return answer instanceof Promise ? answer.then(fn) : fn(answer);
}

const resolved = Promise.resolve();
/** Runs fn after the promise jobs already queued (the rest of the rows' resolvers) have run. */
function afterThisTick(fn: () => void): void {
  resolved.then(() => process.nextTick(fn));
}

/**
 * A lookup by a key column as one parameterised statement sent on the driver
 * (server/read): the same rows findMany would load, without Prisma's client,
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

/** A lookup's statement in parts: the columns (expression and the name it answers under), the joins, the key column. */
interface RawPlan {
  table: string;
  keyColumn: string;
  columns: [expr: string, alias: string][];
  joins: string[];
  sql: string;
  nest: ((row: LoadedRow) => LoadedRow) | null;
}
const rawPlans = new Map<string, RawPlan | null>();

function rawPlan(model: string, key: string, select: Record<string, unknown>): RawPlan | null {
  const info = modelInfo(model);
  const plain = (m: typeof info, name: string) => {
    const f = m.byName.get(name);
    return f && f.kind === 'scalar' && !f.isList && RAW_TYPES.has(f.type) ? f : null;
  };
  const columns: [string, string][] = [];
  const joins: string[] = [];
  const relations: { name: string; fields: string[] }[] = [];
  for (const name of new Set([key, ...Object.keys(select)])) {
    const want = name === key ? true : select[name];
    if (want === true) {
      const f = plain(info, name);
      if (!f || (name === key && f.type !== 'Int')) return null;
      columns.push([`t.${quote(f.dbName)}`, name]);
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
      columns.push([`${alias}.${quote(f.dbName)}`, `${name}.${col}`]);
      fields.push(col);
    }
    columns.push([`${alias}.${quote(target.byName.get('id')!.dbName)}`, `${name}.`]);
    joins.push(`LEFT JOIN "public".${quote(target.table)} ${alias} ON ${alias}.${quote(target.byName.get('id')!.dbName)} = t.${quote(info.byName.get(fk.column)!.dbName)}`);
    relations.push({ name, fields });
  }
  const keyColumn = `t.${quote(info.byName.get(key)!.dbName)}`;
  const table = `"public".${quote(info.table)} t`;
  const sql = `SELECT ${columns.map(([e, a]) => `${e} AS ${quote(a)}`).join(', ')} FROM ${table} ${joins.join(' ')} WHERE ${keyColumn} = ANY($1::int[])`;
  // A fresh object per row instead of deleting the flat `relation.column` keys from the driver's row: a
  // `delete` turns an object into a dictionary (slow for every later read of it), and these rows are read
  // field by field by the resolvers; deleting cost the page ~10% of its server CPU (docs/performance.md).
  const own = columns.map(([, alias]) => alias).filter((alias) => !alias.includes('.'));
  const nest = (row: LoadedRow) => {
    const out: Record<string, unknown> = {};
    for (const c of own) out[c] = row[c];
    for (const r of relations) {
      const found = row[`${r.name}.`] !== null;
      const value: Record<string, unknown> = {};
      for (const f of r.fields) value[f] = row[`${r.name}.${f}`];
      out[r.name] = found ? value : null;
    }
    return out;
  };
  return { table, keyColumn, columns, joins, sql, nest: relations.length ? nest : null };
}

function planFor(model: string, key: string, select: Record<string, unknown>): RawPlan | null {
  const planKey = `${model}:${key}:${JSON.stringify(select)}`;
  let plan = rawPlans.get(planKey);
  if (plan === undefined) rawPlans.set(planKey, (plan = rawPlan(model, key, select)));
  return plan;
}

async function lookup(db: Db, model: string, key: string, ids: number[], select: Record<string, unknown>, where?: Record<string, unknown> | null): Promise<LoadedRow[]> {
  // A condition beyond the key (a community scope) is Prisma's to write.
  if (where) return delegate(db, model).findMany({ where: { AND: [{ [key]: { in: ids } }, where] }, select: { ...select, [key]: true } });
  const plan = planFor(model, key, select);
  if (!plan) return delegate(db, model).findMany({ where: { [key]: { in: ids } }, select: { ...select, [key]: true } });
  const rows: LoadedRow[] = await readRows(db, plan.sql, [ids], { readOnly: true });
  return plan.nest ? rows.map(plan.nest) : rows;
}

/**
 * Lookups folded into a list page's statement. A page "site" (the field of a
 * document that asks for a page: the same selection every time) learns, from
 * one request, which lookups its rows' resolvers ask for and by which column
 * of the rows (a batch whose ids are exactly the page's values of one column);
 * its later requests fetch them in the rows statement itself, as correlated
 * subqueries over the page's rows only (crud/raw-page.ts wraps the page), and
 * prime the loaders with them: one statement instead of one per lookup kind.
 * The resolvers are unchanged and still ask the loaders: an id the fold did
 * not cover is loaded as before, so a wrong guess costs a statement, never a
 * wrong answer. Only lookups with a plain statement (no scope condition,
 * plain column types) by an indexed column are folded.
 */
export interface Fold {
  /** The loader batch it answers. */
  batchKey: string;
  kind: 'id' | 'parent';
  model: string;
  key: string;
  select: Record<string, unknown>;
  /** The page rows' column holding the ids. */
  rowColumn: string;
}
const siteFolds = new WeakMap<object, Map<string, Fold>>();

/** The folds a page site has learned (empty before its first request). */
export function foldsOf(site: object | undefined): Fold[] {
  const folds = site ? siteFolds.get(site) : undefined;
  return folds ? [...folds.values()] : [];
}

/**
 * What a fold fetches, for crud/raw-page.ts to place in the page's statement: `lookup` selects the looked-up
 * rows of every page row at once — key `__k`, the row as a JSON object `__v` — for the page rows `p`, by
 * the page's column `rowColumn`. Built once per fold.
 */
export interface FoldSql {
  lookup: string;
  rowColumn: string;
}
const foldSqls = new WeakMap<Fold, FoldSql | null>();

export function foldSql(fold: Fold): FoldSql | null {
  let built = foldSqls.get(fold);
  if (built === undefined) {
    const plan = planFor(fold.model, fold.key, fold.select);
    // json_build_object takes at most 100 arguments.
    if (!plan || plan.columns.length > 50) built = null;
    else {
      const object = plan.columns.map(([e, a]) => `'${a.replace(/'/g, "''")}', ${e}`).join(', ');
      const rowColumn = quote(fold.rowColumn);
      built = { lookup: `SELECT ${plan.keyColumn} AS "__k", json_build_object(${object}) AS "__v" FROM ${plan.table} ${plan.joins.join(' ')} WHERE ${plan.keyColumn} IN (SELECT p.${rowColumn} FROM p)`, rowColumn };
    }
    foldSqls.set(fold, built);
  }
  return built;
}

/** The folded lookups of one page's rows, as loader answers: per fold, id → row (byId) or rows (byParent). */
export function foldedAnswers(folds: Fold[], rows: LoadedRow[], column: (i: number) => string): Map<string, Map<number, LoadedRow>> {
  const answers = new Map<string, Map<number, LoadedRow>>();
  folds.forEach((fold, i) => {
    const plan = planFor(fold.model, fold.key, fold.select)!;
    const map = new Map<number, LoadedRow>();
    for (const row of rows) {
      const list: LoadedRow[] = (row[column(i)] ?? []).map((r: LoadedRow) => (plan.nest ? plan.nest(r) : r));
      // Cleared, not deleted: a deleted key would turn every row of the page into a slow dictionary object.
      row[column(i)] = undefined;
      const id = row[fold.rowColumn];
      if (typeof id !== 'number') continue;
      map.set(id, fold.kind === 'id' ? (list[0] ?? null) : list);
    }
    answers.set(fold.batchKey, map);
  });
  return answers;
}

/** Rows grouped by the value of one of their columns (a to-many relation's rows by parent id). */
function groupBy(rows: LoadedRow[], column: string): Map<number, LoadedRow[]> {
  const groups = new Map<number, LoadedRow[]>();
  for (const r of rows) {
    const list = groups.get(r[column]);
    if (list) list.push(r);
    else groups.set(r[column], [r]);
  }
  return groups;
}

/** Batches are per database handle, so lookups inside a mutation run in its transaction. */
export function createLoaders(): Loaders {
  const byDb = new WeakMap<Db, Map<string, Batch>>();
  /** Answers folded into page statements (see Fold), per database handle and batch key. */
  const primed = new WeakMap<Db, Map<string, Map<number, LoadedRow>>>();
  /** The pages read in this request whose lookups are still to be learned. */
  const pages: { db: Db; site: object; rows: LoadedRow[] }[] = [];

  /**
   * A dispatched batch whose ids are exactly one Int column's values over a page's rows: that page's site
   * learns it. The last row may be left out: a page reads one row more than it shows, to know whether
   * another page follows (crud/connection-args.ts), and nothing is asked for that one.
   */
  function learn(db: Db, ids: number[], fold: Omit<Fold, 'rowColumn'>) {
    // A community-owned model's lookups may be scoped for one reader and not for another at the same site: never folded.
    // The subquery runs once per row of the page: only by an indexed column (a batch by an unindexed one scans once).
    if (!pages.length || isCommunityModel(fold.model) || !modelInfo(fold.model).leadingIndexColumns.has(fold.key) || !planFor(fold.model, fold.key, fold.select)) return;
    const wanted = new Set(ids);
    for (const page of pages) {
      if (page.db !== db || !page.rows.length) continue;
      for (const column of Object.keys(page.rows[0])) {
        const values = new Set<number>();
        let ok = true;
        const last = page.rows.length - 1;
        for (const [i, row] of page.rows.entries()) {
          const v = row[column];
          if (v === null || v === undefined) continue;
          if (typeof v !== 'number' || (!wanted.has(v) && i < last)) {
            ok = false;
            break;
          }
          if (wanted.has(v)) values.add(v);
        }
        if (!ok || values.size !== wanted.size) continue;
        let folds = siteFolds.get(page.site);
        if (!folds) siteFolds.set(page.site, (folds = new Map()));
        if (!folds.has(fold.batchKey)) folds.set(fold.batchKey, { ...fold, rowColumn: column });
        return;
      }
    }
  }

  /** Collects the keys asked for under `key` during this tick; `load` answers them all at once. */
  function batched(db: Db, key: string, id: number, load: (ids: number[]) => Promise<Map<number, LoadedRow>>, fold?: Omit<Fold, 'rowColumn'>): Promise<Map<number, LoadedRow>> {
    // (Answers folded into a page are looked up by byId and byParent before they come here.)
    let pending = byDb.get(db);
    if (!pending) byDb.set(db, (pending = new Map()));
    let batch = pending.get(key);
    if (!batch) {
      const ids = new Set<number>();
      const promise = new Promise<Map<number, LoadedRow>>((resolve, reject) => {
        afterThisTick(() => {
          pending.delete(key);
          const list = [...ids];
          if (fold) learn(db, list, fold);
          load(list).then(resolve, reject);
        });
      });
      batch = { ids, promise };
      pending.set(key, batch);
    }
    batch.ids.add(id);
    return batch.promise;
  }
  return {
    byId(db, model, id, select, where) {
      if (id === null || id === undefined) return null;
      const key = `id:${model}:${keyOf(select, selectedNames)}${where ? `:${JSON.stringify(where)}` : ''}`;
      // Folded into the page's statement: answered now, without a promise (see MaybeLoaded).
      const answered = primed.get(db)?.get(key);
      if (answered?.has(id)) return answered.get(id) ?? null;
      return batched(
        db,
        key,
        id,
        async (ids) => {
          const found = await lookup(db, model, 'id', ids, select, where);
          return new Map(found.map((r) => [r.id, r]));
        },
        where ? undefined : { batchKey: key, kind: 'id', model, key: 'id', select },
      ).then((rows) => rows.get(id) ?? null);
    },
    // A to-many relation loaded beside the page (not joined into its statement: a join would be
    // computed for every row the sort looks at, not only for the rows of the page).
    byParent(db, model, column, parentId, select, where) {
      const key = `parent:${model}:${column}:${keyOf(select, JSON.stringify)}${where ? `:${JSON.stringify(where)}` : ''}`;
      const answered = primed.get(db)?.get(key);
      if (answered?.has(parentId)) return answered.get(parentId) ?? [];
      return batched(
        db,
        key,
        parentId,
        async (ids) => {
          return groupBy(await lookup(db, model, column, ids, select, where), column);
        },
        where ? undefined : { batchKey: key, kind: 'parent', model, key: column, select },
      ).then((rows) => rows.get(parentId) ?? []);
    },
    async batch(db, key, id, load) {
      return (await batched(db, `batch:${key}`, id, load)).get(id);
    },
    notePage(db, site, rows, answers) {
      if (answers.size) {
        let map = primed.get(db);
        if (!map) primed.set(db, (map = new Map()));
        for (const [key, answer] of answers) {
          const known = map.get(key);
          if (known) for (const [id, v] of answer) known.set(id, v);
          else map.set(key, answer);
        }
      }
      pages.push({ db, site, rows });
    },
  };
}
