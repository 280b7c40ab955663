/**
 * Bulk insert of many rows in one statement: INSERT … SELECT FROM unnest()
 * with one array parameter per column, on both databases. Prisma's
 * createMany builds a bind list of rows × columns values and took 3–5 s
 * for 10,000 houses (measured, bench/houses.ts); this takes ~0.2 s. The
 * rows must be validated already (crud/validate.ts buildWriteData): the
 * columns and their SQL types come from the schema, values are bound
 * parameters, never text in the statement. Runs on the handle it is given
 * (a mutation's transaction).
 */
import type { Tx } from './tx.ts';
import { modelInfo } from './datamodel.ts';
import { quoteIdentifier as quote } from '../db/identifier.ts';

const SQL_TYPE: Record<string, string> = {
  String: 'text',
  Int: 'int4',
  BigInt: 'int8',
  Float: 'float8',
  Decimal: 'numeric',
  Boolean: 'bool',
  DateTime: 'timestamptz',
  Json: 'jsonb',
};


/** Inserts the rows (objects keyed by field name; a missing key is NULL); answers how many were inserted. */
export async function bulkInsert(db: Tx, model: string, columns: string[], rows: Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const info = modelInfo(model);
  const fields = columns.map((name) => {
    const f = info.byName.get(name);
    const type = f && f.kind === 'scalar' && !f.isList ? SQL_TYPE[f.type] : undefined;
    if (!f || !type) throw new Error(`bulkInsert: ${model}.${name} is not a scalar column`);
    return { f, type };
  });
  const sql = `INSERT INTO ${quote(info.table)} (${fields.map(({ f }) => quote(f.dbName)).join(', ')}) SELECT * FROM unnest(${fields.map(({ type }, i) => `$${i + 1}::${type}[]`).join(', ')})`;
  const params = fields.map(({ f, type }) =>
    rows.map((r) => {
      const v = r[f.name];
      if (v === undefined || v === null) return null;
      return type === 'jsonb' ? JSON.stringify(v) : v;
    }),
  );
  return db.$executeRawUnsafe(sql, ...params);
}
