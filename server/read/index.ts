/**
 * The fast read path, behind one seam (docs/read-path.md).
 *
 * What it is: list pages, lookups and the read log's statements sent straight to the driver — a named prepared
 * statement on pg (read/pg.ts) or on PGlite's session (read/pglite.ts) — instead of through Prisma's client, whose
 * request pipeline, query interpreter and result mapping cost more server CPU than PostgreSQL spends on these small
 * statements; the GraphQL executor runs known documents as compiled plans (graphql/compiled.ts) and answers the
 * common JSON POST without yoga's HTTP layer (graphql/direct-post.ts). Each of those asks `fastReads()`.
 *
 * Its interface: `readRows(db, sql, args, flags)` — the rows of one parameterised statement — and `fastReads()`.
 * Only the application's root client reads on the driver (bound by `bindReads`): inside a transaction `ctx.db` is
 * the transaction's client, which is not bound, so its reads go through `$queryRawUnsafe` on the transaction's
 * connection and see its writes. The statements select only column types both drivers answer as Prisma does
 * (Int, String, Boolean, Json, DateTime = timestamptz), which the callers check.
 *
 * Its switch: `FAST_READS=0` (docs/configuration.md) turns all of it off: every read goes through Prisma's client,
 * every document through graphql-js's execute, every /graphql request through yoga. The answers are the same
 * (tests/server/fast-reads-switch.test.ts).
 */
import type { Db } from '../kernel/context.ts';
import type { AdapterHandle } from '../db/adapter.ts';
import { pgReads } from './pg.ts';
import { pgliteReads } from './pglite.ts';
import type { ReadRunner, ReadStatement } from './statements.ts';

export type { ReadStatement } from './statements.ts';

let on = process.env.FAST_READS !== '0';

/** Whether the fast read path is on (`FAST_READS`, read once at start). */
export function fastReads(): boolean {
  return on;
}

/** Turns the fast read path on or off in this process (tests compare both answers). */
export function setFastReads(value: boolean): void {
  on = value;
}

const runners = new WeakMap<object, ReadRunner>();

/**
 * Binds the driver of an application's root Prisma client (server/app.ts): its reads may go straight to the
 * driver from now on. The read path's own connections end with the handle (`handle.close()`).
 */
export function bindReads(db: Db, handle: AdapterHandle): void {
  const run = driverReads(handle);
  if (run) runners.set(db, run);
}

/**
 * The read path on a handle's driver (tests use it on a bare handle), its statements reported to the handle's
 * statement listeners like Prisma's (tests count them). Null when the handle has no driver for it yet.
 */
export function driverReads(handle: AdapterHandle): ReadRunner | null {
  let run: ReadRunner;
  if (handle.kind === 'postgres' && handle.poolConfig) {
    const reads = pgReads(handle.poolConfig);
    handle.onClose(reads.close);
    run = reads.run;
  } else if (handle.kind === 'pglite' && handle.pglite) run = pgliteReads(handle.pglite, handle.yielding === true);
  else return null;
  const { statements } = handle;
  return async (statement) => {
    if (!statements.listening()) return run(statement);
    const start = performance.now();
    try {
      return await run(statement);
    } finally {
      statements.report({ sql: statement.sql, args: statement.args, start, end: performance.now() });
    }
  };
}

/** Rows of a parameterised statement: on the driver when `db` is a bound root client and the switch is on, else through Prisma. */
export async function readRows<T = Record<string, unknown>>(db: Db, sql: string, args: unknown[], flags: Pick<ReadStatement, 'readOnly' | 'reuse'> = {}): Promise<T[]> {
  const run = on ? runners.get(db) : undefined;
  if (run) return (await run({ sql, args, ...flags })) as T[];
  return (db as unknown as { $queryRawUnsafe(sql: string, ...values: unknown[]): Promise<T[]> }).$queryRawUnsafe(sql, ...args);
}
