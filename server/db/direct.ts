/**
 * Read statements sent straight to the driver instead of through Prisma's
 * client: the list page's rows and count (crud/raw-page.ts) and the loaders'
 * lookups (crud/loaders.ts). Prisma's client costs more server CPU per
 * statement (its request pipeline, the query interpreter, the adapter's
 * conversions, the result mapping) than PostgreSQL spends on these small
 * statements (docs/read-path-direct.md).
 *
 * Only the application's root client reads directly: inside a transaction
 * (a mutation's unit of work) `ctx.db` is the transaction's client, which is
 * not registered here, so its reads go through `$queryRawUnsafe` on the
 * transaction's connection and see its writes. The statements name their
 * columns from the datamodel and pass every value as a parameter; they
 * select only column types both drivers answer as Prisma does (Int, String,
 * Boolean, Json, DateTime = timestamptz), which the callers check.
 */
import type { Db } from '../kernel/context.ts';
import type { DirectRunner, DirectSql } from './adapter.ts';

const runners = new WeakMap<object, DirectRunner>();

/** `DIRECT_READS=0` sends these statements through Prisma's client instead (for measuring the difference). */
const disabled = () => process.env.DIRECT_READS === '0';

/** Registers the driver of an application's root Prisma client (server/app.ts). */
export function bindDirect(db: Db, run: DirectRunner): void {
  runners.set(db, run);
}

/** Rows of a parameterised read statement: on the driver when `db` is a root client, else through it. */
export async function directRows<T = Record<string, unknown>>(db: Db, sql: string, args: unknown[], flags: Pick<DirectSql, 'readOnly' | 'reuse'> = {}): Promise<T[]> {
  return (await directRowsTogether(db, [{ sql, args, ...flags }]))[0] as T[];
}

/**
 * The rows of several statements, sent together on one connection in one write where the driver can (db/pg-rows.ts
 * DirectQuery): a list page's rows and its count. Should one fail, all fail. Inside a transaction (or before the
 * driver is connected) they go through Prisma, one after the other on the transaction's connection.
 */
export async function directRowsTogether(db: Db, statements: DirectSql[]): Promise<Record<string, unknown>[][]> {
  const run = disabled() ? undefined : runners.get(db);
  // A runner answers null when its driver is not connected yet: the statements go through Prisma then.
  const answers = run ? await run(statements) : null;
  if (answers) return answers;
  const out: Record<string, unknown>[][] = [];
  for (const { sql, args } of statements) out.push(await (db as any).$queryRawUnsafe(sql, ...args));
  return out;
}
