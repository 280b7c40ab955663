/**
 * The read path on PostgreSQL: each statement is a named `QueryConfig` (`{ name, text, values, rowMode: 'array',
 * types }`, pg's documented query options) on a pool of the read path's own. pg prepares a named statement once per
 * connection, so PostgreSQL parses it once.
 *
 * Two pools, both lazy (pg opens a connection when a query needs one): statements without a text filter run on
 * connections opened with `plan_cache_mode = force_generic_plan` and `jit = off` (pg's documented `options`
 * connection parameter), so they are planned once per connection (statements.ts preparedOf says why; a generic
 * plan's unknown LIMIT is costed as a tenth of the table, which on 100,000 users crossed `jit_above_cost`: 14 ms of
 * compiling per page, hence no JIT for them). Statements with a text filter run on connections with PostgreSQL's
 * defaults. Prisma's own statements keep Prisma's pool, whose sessions are never changed.
 */
import pg from 'pg';
import { timestamptzParser } from '../db/pg-timestamp.ts';
import { shapeFor } from './row-shape.ts';
import { preparedOf, type ReadRunner } from './statements.ts';

const TIMESTAMPTZ = 1184;
const fastTimestamptz = timestamptzParser(pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => unknown);
/** pg's own parsers, timestamptz read through db/pg-timestamp.ts's fast path in front of pg's (the same Date). */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === TIMESTAMPTZ && format !== 'binary' ? fastTimestamptz : pg.types.getTypeParser(oid, format)),
} as pg.CustomTypesConfig;

/** The server-side settings of the generic pool's connections. */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan -c jit=off';

export type PgReads = { run: ReadRunner; close(): Promise<void> };

/** The read path's pools on the database of `config` (the same connection settings as Prisma's pool). */
export function pgReads(config: pg.PoolConfig): PgReads {
  const generic = new pg.Pool({ ...config, options: GENERIC_PLAN_OPTIONS });
  const custom = new pg.Pool(config);
  // An idle connection cut by the server (a restart) is reported here; the pool drops it and the next query connects anew.
  for (const pool of [generic, custom]) pool.on('error', () => {});
  let closed = false;
  return {
    async run({ sql, args }) {
      const { name, generic: onGeneric } = preparedOf(sql);
      const result = await (onGeneric ? generic : custom).query({ name, text: sql, values: args, rowMode: 'array', types });
      const shape = shapeFor(name, result.fields);
      const rows = result.rows as unknown[][];
      const out: Record<string, unknown>[] = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = shape.build(rows[i]!);
      return out;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([generic.end(), custom.end()]);
    },
  };
}
