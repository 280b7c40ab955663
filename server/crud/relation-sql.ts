/**
 * The statements of a to-many relation (crud/relations.ts), for every parent
 * of a batch at once, reading only what the connection answers:
 *
 * - its page: for each parent, the children of the requested window in the
 *   connection's order (by id) — at most `limit` of them (the page and the
 *   one row that tells whether another page follows) — in one statement,
 *   a LATERAL subquery per parent over `unnest` of the parents' ids (both
 *   PostgreSQL and PGlite run it; with an index on the parent column each
 *   parent reads its window, not all its children);
 * - its count: one statement grouped by parent.
 *
 * Both read through the target's row scope (the reader's communities, data
 * permission), compiled to SQL by raw-page.ts scopeCondition. Names come
 * from the datamodel; every value is a parameter. Null when a column type or
 * the scope asks for more than is compiled here (the caller loads through
 * Prisma then).
 */
import { modelInfo } from './datamodel.ts';
import { scopeCondition } from './raw-page.ts';
import { quoteIdentifier as quote } from '../db/identifier.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** A relation of the graph: what crud/relations.ts offers as a field and this module reads as SQL. */
export interface Edge {
  /** The field name on the source type. */
  name: string;
  /** Source and target models. */
  source: string;
  target: string;
  kind: 'one' | 'many';
  /** to-one: the source's column holding the target id; to-many: the target's column holding the source id. */
  column: string;
  /** to-many through a link table: the link model, its column naming the source, and its column naming the target. */
  through?: { model: string; sourceColumn: string; targetColumn: string };
  /** The reference applies only on source rows with these values (a reply's writer is an admin user on replies). */
  when?: Record<string, number>;
  description: string;
  /** to-many by a JSON list of ids in the source's `column` (a user's communities, areaIds). */
  idList?: boolean;
  /** Where the edge comes from: 'prisma' relation, declared 'reference', or 'community' (reverse of areaId). */
  origin: 'prisma' | 'reference' | 'community';
}

/** Column types read as the driver answers them (server/read), and Decimal, turned into Prisma's Decimal. */
const COLUMN_TYPES = new Set(['Int', 'String', 'Json', 'Boolean', 'DateTime', 'Decimal']);

export interface RelationStatement {
  sql: string;
  args: unknown[];
}

export interface RelationSql {
  /** The children of the window, each with its parent's id under `__p`, in order. */
  page(parentIds: number[], offset: number, limit: number): RelationStatement | null;
  /** `__p` (the parent's id) and `n` (its children in scope) per parent that has any. */
  count(parentIds: number[]): RelationStatement | null;
  /** Converts a row's columns the driver answers otherwise than Prisma (numeric as text) in place. */
  convert(row: Record<string, unknown>): Record<string, unknown>;
}

/** The children's table and the condition naming one parent (`$parent`) or several (`ANY`). */
function source(edge: Edge): { from: string; parentColumn: string } | null {
  const target = modelInfo(edge.target);
  const id = target.byName.get('id');
  if (!id) return null;
  if (edge.through) {
    const link = modelInfo(edge.through.model);
    const sourceCol = link.byName.get(edge.through.sourceColumn);
    const targetCol = link.byName.get(edge.through.targetColumn);
    if (!sourceCol || !targetCol) return null;
    return {
      from: `"public".${quote(link.table)} l JOIN "public".${quote(target.table)} t ON t.${quote(id.dbName)} = l.${quote(targetCol.dbName)}`,
      parentColumn: `l.${quote(sourceCol.dbName)}`,
    };
  }
  const fk = target.byName.get(edge.column);
  if (!fk) return null;
  return { from: `"public".${quote(target.table)} t`, parentColumn: `t.${quote(fk.dbName)}` };
}

/**
 * The statements of `edge` loading the columns of `select` under the reader's `scope` (a Prisma where over
 * the target, null for none), or null when they cannot be written here.
 */
export function relationSql(edge: Edge, select: Record<string, true>, scope: Record<string, unknown> | null): RelationSql | null {
  if (edge.idList) return null;
  const target = modelInfo(edge.target);
  const columns: string[] = [];
  const decimals: string[] = [];
  for (const name of Object.keys(select)) {
    const f = target.byName.get(name);
    if (!f || f.kind !== 'scalar' || f.isList || !COLUMN_TYPES.has(f.type)) return null;
    if (f.type === 'Decimal') decimals.push(name);
    columns.push(`t.${quote(f.dbName)} AS ${quote(name)}`);
  }
  const src = source(edge);
  if (!src) return null;
  // Compiled once to know whether it can be; the statements compile it again with their own parameter numbers.
  if (scopeCondition(edge.target, scope, [], 't') === null) return null;
  const id = `t.${quote(target.byName.get('id')!.dbName)}`;
  return {
    page(parentIds, offset, limit) {
      const args: unknown[] = [parentIds];
      const condition = scopeCondition(edge.target, scope, args, 't')!;
      args.push(limit, offset);
      const n = args.length;
      return {
        sql:
          `SELECT c.* FROM unnest($1::int[]) AS p("__p") CROSS JOIN LATERAL (` +
          `SELECT ${columns.join(', ')}, p."__p" AS "__p" FROM ${src.from} WHERE ${src.parentColumn} = p."__p" AND ${condition} ORDER BY ${id} ASC LIMIT $${n - 1} OFFSET $${n}` +
          `) c`,
        args,
      };
    },
    count(parentIds) {
      const args: unknown[] = [parentIds];
      const condition = scopeCondition(edge.target, scope, args, 't')!;
      return { sql: `SELECT ${src.parentColumn} AS "__p", count(*)::int AS "n" FROM ${src.from} WHERE ${src.parentColumn} = ANY($1::int[]) AND ${condition} GROUP BY ${src.parentColumn}`, args };
    },
    convert(row) {
      for (const name of decimals) {
        const v = row[name];
        if (v !== null && v !== undefined && !Prisma.Decimal.isDecimal(v)) row[name] = new Prisma.Decimal(String(v));
      }
      return row;
    },
  };
}
