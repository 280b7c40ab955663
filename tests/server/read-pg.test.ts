/**
 * The read path on PostgreSQL (server/read/pg.ts) answers a statement's rows as pg itself does: for every column
 * type the read path selects (and a few more), NULLs, a column named twice, a column named __proto__, a statement
 * whose columns change under the same name, and a failing statement, its rows equal pg's own object rows of the
 * same statement, on a real PostgreSQL. Statements without a text filter run on their generic plan without JIT,
 * keyword statements on PostgreSQL's default, each on its own pool.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase, startPostgres, type TestPostgres } from '../support/postgres.ts';
import { pgReads, type PgReads } from '../../server/read/pg.ts';
import { setTextFilterTest } from '../../server/read/statements.ts';
import { sqlHasTextFilter } from '../../server/crud/literal.ts';

let server: TestPostgres | null;
let pool: pg.Pool;
let reads: PgReads;
let url: string;

beforeAll(async () => {
  server = await startPostgres();
  if (!server) throw new Error('PostgreSQL is not available');
  url = await createDatabase(server.url, `readpg${process.pid}`);
  pool = new pg.Pool({ connectionString: url, max: 2 });
  // The test the product hands over when crud loads (crud/service.ts): a statement with a text filter plans per call.
  setTextFilterTest(sqlHasTextFilter);
  // One connection per pool, so that SHOW and pg_prepared_statements read the session the statements ran on.
  reads = pgReads({ connectionString: url, max: 1 });
}, 120_000);
afterAll(async () => {
  await reads?.close();
  await pool?.end();
  await server?.stop();
});

const read = (sql: string, args: unknown[] = []) => reads.run({ sql, args, readOnly: true });

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
  const mine = await read(EVERY_TYPE, [3]);
  const theirs = (await pool.query({ text: EVERY_TYPE, values: [3] })).rows;
  expect(mine).toHaveLength(3);
  expect(mine).toStrictEqual(theirs.map((r) => ({ ...r })));
  expect(mine[0]!.at).toBeInstanceOf(Date);
  expect(mine[0]!.json).toEqual({ k: 1, list: [1, null] });
  expect(mine[2]!.sometimes).toBeNull();
  // Every row of one statement has one shape (an object literal), with the plain prototype.
  expect(Object.getPrototypeOf(mine[0])).toBe(Object.prototype);
  expect(Object.keys(mine[0]!)).toEqual(Object.keys(theirs[0]!));
});

it('keeps the last value of a column named twice and never changes a prototype', async () => {
  const sql = `SELECT 1 AS a, 2 AS a, '{"polluted": true}'::json AS "__proto__", 'x' AS "constructor"`;
  const [mine] = await read(sql);
  const [theirs] = (await pool.query(sql)).rows;
  expect(mine!.a).toBe(2);
  expect(mine!.a).toBe(theirs.a);
  expect(Object.getPrototypeOf(mine)).toBe(Object.prototype);
  expect(Object.prototype.hasOwnProperty.call(mine, '__proto__')).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(mine!.constructor).toBe('x');
});

it('answers the new columns when a table changes under a prepared statement (on a fresh connection)', async () => {
  await pool.query('CREATE TABLE shifting (id int, label text)');
  await pool.query("INSERT INTO shifting VALUES (1, 'one')");
  const sql = 'SELECT * FROM shifting';
  expect(await read(sql)).toStrictEqual([{ id: 1, label: 'one' }]);
  await pool.query('ALTER TABLE shifting ALTER COLUMN label TYPE int USING 7, ADD COLUMN extra bool DEFAULT true');
  // PostgreSQL refuses the changed result of a statement prepared before; prepared on a new connection, it answers the new columns.
  const fresh = pgReads({ connectionString: url, max: 1 });
  try {
    expect(await fresh.run({ sql, args: [] })).toStrictEqual([{ id: 1, label: 7, extra: true }]);
  } finally {
    await fresh.close();
  }
});

it('rejects a failing statement with PostgreSQL\'s error and stays usable', async () => {
  await expect(read('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ code: '22012' });
  expect(await read('SELECT 1 / $1::int AS x', [1])).toStrictEqual([{ x: 1 }]);
});

it('runs a statement without a text filter on its generic plan, planned once, without JIT; a keyword on the default', async () => {
  const PAGE = 'SELECT v.i AS i FROM generate_series(1, 100) AS v(i) ORDER BY v.i DESC LIMIT $1 OFFSET $2';
  for (let page = 0; page < 8; page++) expect((await read(PAGE, [5, page * 5])).map((r) => r.i)).toEqual([100, 99, 98, 97, 96].map((i) => i - page * 5));
  const plans = await read('SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements');
  expect(plans.find((p) => p.statement === PAGE)).toMatchObject({ generic: 8, custom: 0 });
  expect(await read('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  expect(await read('SHOW jit')).toEqual([{ jit: 'off' }]);
  // A LIKE sends the statement to the other pool: PostgreSQL's defaults, custom plans for these parameters.
  const KEYWORD = "SELECT v.i AS i FROM generate_series(1, 100) AS v(i) WHERE v.i::text LIKE $1 ORDER BY v.i LIMIT $2";
  for (let i = 0; i < 6; i++) expect(await read(KEYWORD, ['9%', 2])).toEqual([{ i: 9 }, { i: 90 }]);
  const custom = await read("SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom, current_setting('plan_cache_mode') AS mode FROM pg_prepared_statements WHERE statement LIKE $1", ['%LIKE%']);
  const keyword = custom.find((p) => p.statement === KEYWORD);
  expect(keyword!.custom).toBeGreaterThanOrEqual(5);
  expect(keyword!.mode).toBe('auto');
});
