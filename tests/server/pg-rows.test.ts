/**
 * db/pg-rows.ts decodes a direct statement's rows as pg itself does: for every
 * column type the direct reads select (and a few more), NULLs, a column named
 * twice, a column named __proto__, a statement whose columns change under the
 * same name, a client with its own type parser, and a failing statement, the
 * rows equal pg's own rows of the same statement, on a real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase, startPostgres, type TestPostgres } from '../support/postgres.ts';
import { DirectQuery } from '../../server/db/pg-rows.ts';

let server: TestPostgres | null;
let pool: pg.Pool;

beforeAll(async () => {
  server = await startPostgres();
  if (!server) throw new Error('PostgreSQL is not available');
  pool = new pg.Pool({ connectionString: await createDatabase(server.url, `pgrows${process.pid}`), max: 2 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await server?.stop();
});

async function direct(p: pg.Pool, name: string, sql: string, values: unknown[] = []) {
  const q = new DirectQuery(name, sql, values);
  await p.query(q as unknown as pg.QueryConfig);
  return q.answer();
}

const EVERY_TYPE = `
  SELECT v.i::int AS "int", (v.i * 10000000000)::bigint AS "big", v.i::text AS "text", (v.i % 2 = 0) AS "bool",
         json_build_object('k', v.i, 'list', json_build_array(v.i, null)) AS "json", jsonb_build_object('j', v.i) AS "jsonb",
         (timestamptz '2026-01-02 03:04:05.678+00' + v.i * interval '1 day') AS "at",
         (timestamp '2026-01-02 03:04:05.678' + v.i * interval '1 hour') AS "local",
         ARRAY[v.i, v.i + 1]::int[] AS "ints", ARRAY['a', NULL]::text[] AS "texts", gen_random_uuid() IS NOT NULL AS "uuidOk",
         '00000000-0000-0000-0000-00000000000' || v.i AS "uuidText", (v.i / 3.0)::numeric(10, 4) AS "num", v.i::float8 / 7 AS "float",
         NULL::int AS "nothing", NULL::json AS "noJson", CASE WHEN v.i > 1 THEN NULL ELSE 'x' END AS "sometimes",
         '甲 "乙" \\ 丙' AS "cjk"
    FROM generate_series(1, $1::int) AS v(i)`;

it('answers the rows pg answers, for every column type, with NULLs', async () => {
  const mine = await direct(pool, 'pgrows_every', EVERY_TYPE, [3]);
  const theirs = (await pool.query({ name: 'pgrows_every_pg', text: EVERY_TYPE, values: [3] })).rows;
  expect(mine).toHaveLength(3);
  expect(mine).toStrictEqual(theirs.map((r) => ({ ...r })));
  expect(mine[0]!.at).toBeInstanceOf(Date);
  expect(mine[0]!.json).toEqual({ k: 1, list: [1, null] });
  expect(mine[2]!.sometimes).toBeNull();
  // Every row of one statement has one shape (the builder's object literal), with the plain prototype.
  expect(Object.getPrototypeOf(mine[0])).toBe(Object.prototype);
  expect(Object.keys(mine[0]!)).toEqual(Object.keys(theirs[0]!));
});

it('keeps the last value of a column named twice and never changes a prototype', async () => {
  const sql = `SELECT 1 AS a, 2 AS a, '{"polluted": true}'::json AS "__proto__", 'x' AS "constructor"`;
  const [mine] = await direct(pool, 'pgrows_names', sql);
  const [theirs] = (await pool.query(sql)).rows;
  expect(mine!.a).toBe(2);
  expect(mine!.a).toBe(theirs.a);
  expect(Object.getPrototypeOf(mine)).toBe(Object.prototype);
  expect(Object.prototype.hasOwnProperty.call(mine, '__proto__')).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(mine!.constructor).toBe('x');
});

it('rebuilds the decoder when the same statement name answers other columns', async () => {
  await pool.query('CREATE TABLE shifting (id int, label text)');
  await pool.query("INSERT INTO shifting VALUES (1, 'one')");
  const name = 'pgrows_shifting';
  expect(await direct(pool, name, 'SELECT * FROM shifting')).toStrictEqual([{ id: 1, label: 'one' }]);
  await pool.query('ALTER TABLE shifting ALTER COLUMN label TYPE int USING 7, ADD COLUMN extra bool DEFAULT true');
  // PostgreSQL refuses the changed result of a prepared statement once; prepared again (new connections), it answers the new columns.
  const fresh = new pg.Pool({ connectionString: pool.options.connectionString, max: 1 });
  try {
    expect(await direct(fresh, name, 'SELECT * FROM shifting')).toStrictEqual([{ id: 1, label: 7, extra: true }]);
  } finally {
    await fresh.end();
  }
});

it("uses the client's own type parsers", async () => {
  const custom = new pg.Pool({
    connectionString: pool.options.connectionString,
    max: 1,
    types: { getTypeParser: (oid: number, format?: string) => (oid === 23 ? (v: string) => `int:${v}` : pg.types.getTypeParser(oid, format as 'text')) },
  });
  try {
    expect(await direct(custom, 'pgrows_types', 'SELECT 5::int AS n, 5::text AS t')).toStrictEqual([{ n: 'int:5', t: '5' }]);
  } finally {
    await custom.end();
  }
});

it('rejects a failing statement and leaves the connection usable', async () => {
  const one = new pg.Pool({ connectionString: pool.options.connectionString, max: 1 });
  try {
    await expect(direct(one, 'pgrows_fail', 'SELECT 1 / $1::int AS x', [0])).rejects.toThrow(/division by zero/);
    expect(await direct(one, 'pgrows_fail', 'SELECT 1 / $1::int AS x', [1])).toStrictEqual([{ x: 1 }]);
  } finally {
    await one.end();
  }
});

describe('generic plans (db/adapter.ts genericPlanFor)', () => {
  // One connection, so that pg_prepared_statements and SHOW see the session the statements ran on.
  let one: pg.Pool;
  beforeAll(async () => {
    one = new pg.Pool({ connectionString: (pool as unknown as { options: { connectionString: string } }).options.connectionString, max: 1 });
  });
  afterAll(async () => one?.end());
  const mode = async () => (await one.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode as string;
  const plansOf = async (name: string) =>
    (await one.query('SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1', [name])).rows[0];
  const PAGE = 'SELECT v.i AS i FROM generate_series(1, 100) AS v(i) ORDER BY v.i DESC LIMIT $1 OFFSET $2';

  it('binds the statement on its generic plan, once planned, and leaves the session on its default', async () => {
    for (let page = 0; page < 8; page++) {
      const q = new DirectQuery('pgrows_generic', PAGE, [5, page * 5], true);
      await one.query(q as unknown as pg.QueryConfig);
      expect(q.answer().map((r) => r.i)).toEqual([100, 99, 98, 97, 96].map((i) => i - page * 5));
      expect(await mode()).toBe('auto');
    }
    expect(await plansOf('pgrows_generic')).toEqual({ generic: 8, custom: 0 });
    // The same statement without the flag: PostgreSQL's own choice (custom plans for these parameters).
    for (let page = 0; page < 6; page++) await one.query(new DirectQuery('pgrows_default', PAGE, [5, page * 5]) as unknown as pg.QueryConfig);
    expect((await plansOf('pgrows_default')).custom).toBeGreaterThanOrEqual(5);
  });

  it('plans the generic plan without JIT compilation, and leaves JIT to the session otherwise', async () => {
    // JIT is part of PostgreSQL's Debian package (the one the tests start); a build without it could not show the difference.
    expect((await one.query('SELECT pg_jit_available() AS a')).rows[0].a).toBe(true);
    // Every plan would be compiled at this threshold; the session's own setting stays on.
    await one.query('SET jit_above_cost = 0');
    try {
      await one.query(new DirectQuery('pgrows_nojit', PAGE, [5, 0], true) as unknown as pg.QueryConfig);
      await one.query(new DirectQuery('pgrows_jit', PAGE, [5, 0]) as unknown as pg.QueryConfig);
      expect((await one.query('SHOW jit')).rows[0].jit).toBe('on');
      const planOf = async (name: string) => {
        // The generic plan made when the statement ran is reused as it was planned (a setting changed since does not re-plan it).
        await one.query('SET plan_cache_mode = force_generic_plan');
        try {
          return (await one.query(`EXPLAIN (ANALYZE, TIMING OFF) EXECUTE ${name}(5, 0)`)).rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await one.query('RESET plan_cache_mode');
        }
      };
      expect(await planOf('pgrows_nojit')).not.toMatch(/JIT:/);
      expect(await planOf('pgrows_jit')).toMatch(/JIT:/);
    } finally {
      await one.query('RESET jit_above_cost');
    }
  });

  it('leaves the session on its default when the statement fails, at parse, at execution or at bind', async () => {
    const run = (name: string, sql: string, values: unknown[]) => one.query(new DirectQuery(name, sql, values, true) as unknown as pg.QueryConfig);
    await expect(run('pgrows_generic_zero', 'SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await mode()).toBe('auto');
    await expect(run('pgrows_generic_bad', 'SELEC 1', [])).rejects.toMatchObject({ code: '42601' });
    expect(await mode()).toBe('auto');
    const unsendable = { toPostgres: () => { throw new Error('cannot send this'); } };
    await expect(run('pgrows_generic_unsendable', 'SELECT $1::text AS x', [unsendable])).rejects.toThrow('cannot send this');
    expect(await mode()).toBe('auto');
    // The connection still answers, and the statement that failed at execution runs when its value is good.
    const r = new DirectQuery('pgrows_generic_zero', 'SELECT 1 / $1::int AS x', [1], true);
    await one.query(r as unknown as pg.QueryConfig);
    expect(r.answer()).toEqual([{ x: 1 }]);
    expect(await mode()).toBe('auto');
  });
});

describe('statements sent together (DirectQuery.of)', () => {
  let one: pg.Pool;
  beforeAll(async () => {
    one = new pg.Pool({ connectionString: (pool as unknown as { options: { connectionString: string } }).options.connectionString, max: 1 });
  });
  afterAll(async () => one?.end());
  const together = async (statements: { name: string; text: string; values: unknown[]; generic?: boolean }[]) => {
    const q = DirectQuery.of(statements);
    await one.query(q as unknown as pg.QueryConfig);
    return q.answers();
  };
  const prepared = async () => (await one.query('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name as string);
  const ROWS = { name: 'tg_rows', text: 'SELECT v.i AS i FROM generate_series(1, 30) AS v(i) ORDER BY v.i LIMIT $1 OFFSET $2', values: [3, 4], generic: true };
  const COUNT = { name: 'tg_count', text: 'SELECT count(*)::int AS n FROM generate_series(1, $1::int) AS v(i)', values: [30] };
  const NOTHING = { name: 'tg_nothing', text: 'SELECT 1 AS x WHERE false', values: [] };

  it('answers each statement its own rows, the first time (parsed on the way) and after, a statement without rows included', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await together([ROWS, NOTHING, COUNT])).toEqual([[{ i: 5 }, { i: 6 }, { i: 7 }], [], [{ n: 30 }]]);
    }
    expect(await prepared()).toEqual(expect.arrayContaining(['tg_count', 'tg_nothing', 'tg_rows']));
    expect((await one.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
  });

  it('binds each statement under its own plan mode, set once for consecutive generic statements', async () => {
    const show = (generic: boolean) => ({ name: `tg_show_${generic}`, text: 'SHOW plan_cache_mode', values: [], generic });
    expect(await together([ROWS, show(false), show(true), show(true), show(false)])).toEqual([
      [{ i: 5 }, { i: 6 }, { i: 7 }],
      [{ plan_cache_mode: 'auto' }],
      [{ plan_cache_mode: 'force_generic_plan' }],
      [{ plan_cache_mode: 'force_generic_plan' }],
      [{ plan_cache_mode: 'auto' }],
    ]);
    expect((await one.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
    expect((await one.query('SHOW jit')).rows[0].jit).toBe('on');
  });

  it('fails as a whole, and each connection keeps an exact account of what it has parsed', async () => {
    // What pg takes as parsed on the connection is exactly what PostgreSQL has (a statement parsed in a failed query is dropped with it).
    const accountHolds = async () => {
      const client = await one.connect();
      try {
        const c = (client as unknown as { connection: { parsedStatements: object; submittedNamedStatements: object } }).connection;
        const known = [...Object.keys(c.parsedStatements), ...Object.keys(c.submittedNamedStatements)].sort();
        expect(known).toEqual((await client.query('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name));
      } finally {
        client.release();
      }
    };
    await accountHolds();
    // A statement that does not parse, after one already parsed: the query fails; the next use parses it again (the same error, not "does not exist").
    const bad = { name: 'tg_bad', text: 'SELEC 1', values: [] };
    await expect(together([COUNT, bad])).rejects.toMatchObject({ code: '42601' });
    await accountHolds();
    await expect(together([COUNT, bad])).rejects.toMatchObject({ code: '42601' });
    // The first fails: the second is skipped; both run once the value is good.
    const zero = { name: 'tg_zero', text: 'SELECT 1 / $1::int AS x', values: [0] };
    const later = { name: 'tg_later', text: 'SELECT $1::int + 1 AS y', values: [1] };
    await expect(together([zero, later])).rejects.toMatchObject({ code: '22012' });
    await accountHolds();
    expect(await together([{ ...zero, values: [1] }, later])).toEqual([[{ x: 1 }], [{ y: 2 }]]);
    await accountHolds();
    // A new first statement that runs, then a new second one that fails: what stays parsed is what PostgreSQL kept.
    await expect(together([{ name: 'tg_fresh', text: 'SELECT $1::int AS f', values: [7] }, { name: 'tg_fails_after', text: 'SELECT 3 / $1::int AS w', values: [0] }])).rejects.toMatchObject({ code: '22012' });
    await accountHolds();
    expect(await together([{ name: 'tg_fresh', text: 'SELECT $1::int AS f', values: [7] }, { name: 'tg_fails_after', text: 'SELECT 3 / $1::int AS w', values: [3] }])).toEqual([[{ f: 7 }], [{ w: 1 }]]);
    await accountHolds();
    // The second fails after the first ran.
    const zeroLater = { name: 'tg_zero_later', text: 'SELECT 2 / $1::int AS z', values: [0] };
    await expect(together([COUNT, zeroLater])).rejects.toMatchObject({ code: '22012' });
    await accountHolds();
    expect(await together([COUNT, { ...zeroLater, values: [2] }])).toEqual([[{ n: 30 }], [{ z: 1 }]]);
    await accountHolds();
    // A value that cannot be sent: nothing is sent but a Sync, the query fails, the connection goes on.
    const unsendable = { toPostgres: () => { throw new Error('cannot send this'); } };
    await expect(together([COUNT, { ...later, values: [unsendable] }])).rejects.toThrow('cannot send this');
    expect(await together([ROWS, COUNT])).toEqual([[{ i: 5 }, { i: 6 }, { i: 7 }], [{ n: 30 }]]);
    await accountHolds();
    expect((await one.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
  });
});
