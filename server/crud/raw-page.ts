/**
 * A list page's rows and count as two parameterised statements sent on the
 * driver (server/read) instead of Prisma's findMany and count
 * (crud/service.ts findPage), when the page asks for plain columns under a
 * plain condition: the same rows in the same order, without Prisma's client,
 * which cost the server more CPU per page than PostgreSQL spent on both
 * statements (docs/read-path.md). The loaders' lookups
 * (crud/loaders.ts) do the same.
 *
 * What is compiled (anything else answers null and the page keeps Prisma):
 * - the select: `true` for scalar columns of the model (no relations, no
 *   list columns, no enums);
 * - the condition: AND / OR / NOT, and on a scalar column of the model
 *   `null`, a number, text or boolean (equality), or an object of `equals`,
 *   `not` (a value or null), `in`, `notIn`, `lt`/`lte`/`gt`/`gte`,
 *   `contains` / `startsWith` / `endsWith` (with `mode: 'insensitive'`) —
 *   the filters crud/where.ts builds (community scope by column, eq, like,
 *   in, keyword). A relation filter (a community scope through a parent) or a
 *   date value keeps Prisma;
 * - the order: one object per column, `asc` or `desc`, as orderOf builds it.
 *
 * Semantics follow the statements Prisma writes for the same arguments
 * (`NOT (c = $1)` drops nulls as Prisma's does; a text filter is matched as Prisma matches it
 * with the value as given: crud/literal.ts escapes wildcards before);
 * tests/server/raw-page.test.ts compares both on both databases. Names come
 * from the datamodel (never from input), values are parameters.
 */
import type { FieldInfo, ModelInfo } from './datamodel.ts';
import { modelInfo } from './datamodel.ts';
import { textFilterSql } from './literal.ts';
import { quoteIdentifier as quote } from '../db/identifier.ts';
import type { FoldSql } from './loaders.ts';

/** Column types whose raw answer is what findMany answers (checked by the test, per type, on both drivers). */
const RAW_TYPES = new Set(['Int', 'String', 'Json', 'Boolean', 'DateTime']);
const CAST: Record<string, string> = { Int: 'int', String: 'text', Boolean: 'boolean' };
/** The array type a list of values is compared as: the column's own (a uuid column is not compared with text). */
const castOf = (f: FieldInfo) => (f.nativeType === 'Uuid' ? 'uuid' : CAST[f.type]);

export interface RawPagePlan {
  rows: string;
  /** Every matching row counted. */
  count: string;
  /** The matching rows counted up to a bound, the bound + 1 its last parameter after the condition's (crud/page-total.ts). */
  boundedCount: string;
  /** The condition's parameters; the rows statement takes `limit` and `offset` after them. */
  params: unknown[];
}

/** Column lists per model and select (a page's select is the same for every request of one document). */
const columnLists = new Map<string, string | null>();

function columnList(info: ModelInfo, model: string, select: Record<string, unknown>): string | null {
  const key = `${model}:${Object.keys(select).join(',')}`;
  const cached = columnLists.get(key);
  if (cached !== undefined) return cached;
  const cols: string[] = [];
  let ok = true;
  for (const [name, want] of Object.entries(select)) {
    const f = info.byName.get(name);
    if (want !== true || !f || f.kind !== 'scalar' || f.isList || !RAW_TYPES.has(f.type)) {
      ok = false;
      break;
    }
    cols.push(`t.${quote(f.dbName)} AS ${quote(name)}`);
  }
  const list = ok && cols.length ? cols.join(', ') : null;
  columnLists.set(key, list);
  return list;
}

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

function isPlain(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/** A value compared with a column of this type (no conversions: a value of another type keeps Prisma). */
function checkValue(f: FieldInfo, v: unknown): void {
  const ok =
    (f.type === 'Int' && typeof v === 'number' && Number.isInteger(v)) ||
    (f.type === 'String' && typeof v === 'string') ||
    (f.type === 'Boolean' && typeof v === 'boolean');
  if (!ok) unsupported();
}

const LIKE_KEYS = new Set(['contains', 'startsWith', 'endsWith', 'mode']);
const COMPARE: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

/**
 * What compileWhere may compile beyond a page's conditions (crud/relation-sql.ts, the rows of a relation under
 * the reader's row scope): a to-one relation filter `{ relation: { is: condition } }` (a community scope
 * through a parent) as EXISTS over the related row, and `array_contains` on a JSON column (`@>`, as
 * Prisma writes it).
 */
export interface ScopeSql {
  relations: boolean;
}

function compileWhere(info: ModelInfo, where: unknown, params: unknown[], alias = 't', scope?: ScopeSql): string {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return unsupported();
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR' || key === 'NOT') {
      const list = Array.isArray(value) ? value : [value];
      const inner = list.map((w) => compileWhere(info, w, params, alias, scope));
      if (key === 'AND') parts.push(inner.length ? `(${inner.join(' AND ')})` : 'TRUE');
      // Prisma: an empty OR matches nothing; NOT of several is NOT (a AND b).
      else if (key === 'OR') parts.push(inner.length ? `(${inner.join(' OR ')})` : 'FALSE');
      else parts.push(inner.length ? `NOT (${inner.join(' AND ')})` : 'TRUE');
      continue;
    }
    const f = info.byName.get(key);
    if (scope?.relations && f?.kind === 'object') {
      parts.push(compileRelation(info, f, value, params, alias, scope));
      continue;
    }
    if (scope?.relations && f?.kind === 'scalar' && f.type === 'Json' && !f.isList) {
      parts.push(compileJsonContains(`${alias}.${quote(f.dbName)}`, value, param));
      continue;
    }
    // A DateTime column only against null (checkValue refuses a date value: Prisma's conversion of it is not repeated here).
    if (!f || f.kind !== 'scalar' || f.isList || !(CAST[f.type] || f.type === 'DateTime')) return unsupported();
    const col = `${alias}.${quote(f.dbName)}`;
    if (value === null) {
      parts.push(`${col} IS NULL`);
      continue;
    }
    if (isPlain(value)) {
      checkValue(f, value);
      parts.push(`${col} = ${param(value)}`);
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return unsupported();
    const ops = value as Record<string, unknown>;
    const like = Object.keys(ops).some((k) => LIKE_KEYS.has(k));
    if (like) {
      if (f.type !== 'String' || Object.keys(ops).some((k) => !LIKE_KEYS.has(k))) return unsupported();
      const mode = ops.mode;
      if (mode !== undefined && mode !== 'insensitive' && mode !== 'default') return unsupported();
      for (const [k, v] of Object.entries(ops)) {
        if (k === 'mode') continue;
        if (typeof v !== 'string') return unsupported();
        parts.push(textFilterSql(col, k as 'contains' | 'startsWith' | 'endsWith', mode === 'insensitive', v, param));
      }
      continue;
    }
    for (const [op, v] of Object.entries(ops)) {
      if (v === undefined) continue;
      if (op === 'equals') {
        if (v === null) parts.push(`${col} IS NULL`);
        else {
          checkValue(f, v);
          parts.push(`${col} = ${param(v)}`);
        }
      } else if (op === 'not') {
        if (v === null) parts.push(`${col} IS NOT NULL`);
        else if (isPlain(v)) {
          checkValue(f, v);
          parts.push(`NOT (${col} = ${param(v)})`);
        } else return unsupported();
      } else if (op === 'in' || op === 'notIn') {
        if (!Array.isArray(v)) return unsupported();
        for (const x of v) checkValue(f, x);
        if (v.length === 0) parts.push(op === 'in' ? 'FALSE' : 'TRUE');
        else parts.push(`${op === 'in' ? '' : 'NOT '}(${col} = ANY(${param(v)}::${castOf(f)}[]))`);
      } else if (COMPARE[op]) {
        checkValue(f, v);
        parts.push(`${col} ${COMPARE[op]} ${param(v)}`);
      } else return unsupported();
    }
  }
  return parts.length === 0 ? 'TRUE' : parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

/** `{ relation: { is: condition } }` of a to-one relation by one column: the related row exists and matches (Prisma's meaning). */
function compileRelation(info: ModelInfo, f: FieldInfo, value: unknown, params: unknown[], alias: string, scope: ScopeSql): string {
  const from = f.relationFromFields;
  const to = f.relationToFields;
  if (f.isList || from?.length !== 1 || to?.length !== 1 || value === null || typeof value !== 'object') return unsupported();
  const keys = Object.keys(value as object);
  if (keys.length !== 1 || keys[0] !== 'is') return unsupported();
  const target = modelInfo(f.type);
  const own = info.byName.get(from[0]!);
  const theirs = target.byName.get(to[0]!);
  if (!own || !theirs) return unsupported();
  const inner = `${alias}r`;
  const condition = compileWhere(target, (value as { is: unknown }).is, params, inner, scope);
  return `EXISTS (SELECT 1 FROM "public".${quote(target.table)} ${inner} WHERE ${inner}.${quote(theirs.dbName)} = ${alias}.${quote(own.dbName)} AND ${condition})`;
}

/** `{ array_contains: [values] }` on a JSON column: the column's array holds every value (`@>`, as Prisma writes it). */
function compileJsonContains(col: string, value: unknown, param: (v: unknown) => string): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return unsupported();
  const ops = value as Record<string, unknown>;
  const keys = Object.keys(ops);
  if (keys.length !== 1 || keys[0] !== 'array_contains' || !Array.isArray(ops.array_contains) || !ops.array_contains.every(isPlain)) return unsupported();
  return `${col} @> ${param(JSON.stringify(ops.array_contains))}::jsonb`;
}

/**
 * A row scope (crud/where.ts rowScope) as SQL over the rows of `model` named `alias`, its values appended to
 * `params`; null when it asks for more than compileWhere and ScopeSql compile (the caller keeps Prisma).
 */
export function scopeCondition(model: string, where: Record<string, unknown> | null, params: unknown[], alias: string): string | null {
  if (!where) return 'TRUE';
  const start = params.length;
  try {
    return compileWhere(modelInfo(model), where, params, alias, { relations: true });
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    params.length = start;
    return null;
  }
}

function compileOrder(info: ModelInfo, orderBy: Record<string, 'asc' | 'desc'>[]): string | null {
  const parts: string[] = [];
  for (const o of orderBy) {
    const entries = Object.entries(o);
    if (entries.length !== 1) return null;
    const [name, dir] = entries[0]!;
    const f = info.byName.get(name);
    if (!f || f.kind !== 'scalar' || f.isList || (dir !== 'asc' && dir !== 'desc')) return null;
    parts.push(`t.${quote(f.dbName)} ${dir === 'asc' ? 'ASC' : 'DESC'}`);
  }
  return parts.length ? ` ORDER BY ${parts.join(', ')}` : '';
}

/**
 * The page's statements, or null when the query or the condition asks for more than plain columns (Prisma
 * answers then). `folds` (crud/loaders.ts Fold) are answered as columns __f0, __f1…, each the JSON array
 * of a row's looked-up rows (null when none). The page is then a materialized `p`, each fold's lookup a
 * materialized `f<i>` read once for all of the page's rows, and each row takes its own from it:
 * correlated subqueries over the tables themselves ran once per row — 20 scans of each looked-up
 * table per page, and on the embedded database every scan of a small table costs a file-size system
 * call (docs/history/2026-11-27-read-path-direct.md "The embedded database's plans").
 */
export function rawPagePlan(
  model: string,
  query: Record<string, unknown>,
  where: Record<string, unknown>,
  orderBy: Record<string, 'asc' | 'desc'>[],
  folds: FoldSql[] = [],
): RawPagePlan | null {
  const keys = Object.keys(query);
  if (keys.length !== 1 || keys[0] !== 'select' || !query.select || typeof query.select !== 'object') return null;
  const info = modelInfo(model);
  const columns = columnList(info, model, query.select as Record<string, unknown>);
  if (!columns) return null;
  const order = compileOrder(info, orderBy);
  if (order === null) return null;
  const params: unknown[] = [];
  let condition: string;
  try {
    condition = compileWhere(info, where, params);
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  const from = `FROM "public".${quote(info.table)} t WHERE ${condition}`;
  const page = `SELECT ${columns} ${from}${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  return {
    // A scan of a materialized CTE reads its rows in the order they were written (nothing above it sorts or joins).
    rows: folds.length
      ? `WITH p AS MATERIALIZED (${page}), ${folds.map((f, i) => `f${i} AS MATERIALIZED (${f.lookup})`).join(', ')} SELECT p.*, ${folds
          .map((f, i) => `(SELECT json_agg(f${i}."__v") FROM f${i} WHERE f${i}."__k" = p.${f.rowColumn}) AS "__f${i}"`)
          .join(', ')} FROM p`
      : page,
    count: `SELECT count(*)::int AS n ${from}`,
    // The inner LIMIT stops the scan at bound + 1 matches: a count that reads at most that many rows.
    boundedCount: `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT $${params.length + 1}) s`,
    params,
  };
}

/**
 * The planner's estimate of the rows matching a page's condition: `EXPLAIN (FORMAT JSON)` of a SELECT under the
 * condition, its parameters bound as the page's are (PostgreSQL and PGlite plan it with the values, as they plan
 * the page). Its answer's top node's `Plan Rows` is the estimate (crud/page-total.ts). The condition is compiled as
 * a row scope is (to-one relation filters as EXISTS), so a page Prisma answers has one too; null when it asks for
 * more.
 */
export function estimateStatement(model: string, where: Record<string, unknown>): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  const condition = scopeCondition(model, where, params, 't');
  if (condition === null) return null;
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM "public".${quote(modelInfo(model).table)} t WHERE ${condition}`, params };
}
