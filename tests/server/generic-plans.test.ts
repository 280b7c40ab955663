/**
 * The read path's plans on both databases (server/read/statements.ts preparedOf, docs/read-path.md "Plans"): a list
 * page's prepared statement runs on its generic plan, planned once; one with a keyword (LIKE) stays on
 * PostgreSQL's default (planned with its pattern, at least its first five times); and the setting never reaches
 * the sessions Prisma's statements use — not even after a statement that fails. On PostgreSQL the read path's
 * generic statements run on connections opened with the setting (server/read/pg.ts), the keyword statements on
 * connections with the defaults; each pool gets one connection here, so pg_prepared_statements read through a
 * pool reads the session its pages ran on. On the embedded database (one session) the setting is made and undone
 * around each generic statement.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readRows } from '../../server/read/index.ts';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';

type Plan = { statement: string; generic: number; custom: number };

describeOnDatabases('generic plans', (kind) => {
  let t: TestApp;
  let admin: string;
  let db: any;
  const PLANS = 'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements';
  /** The prepared statements of the session generic statements run on, and of the one keyword statements run on (a LIKE sends it there). */
  const genericSession = () => readRows<Plan>(db, PLANS, []);
  const customSession = () => readRows<Plan>(db, `${PLANS} WHERE statement LIKE $1`, ['%']);
  /** The mode of a session Prisma's statements use. */
  const prismaMode = async () => (await db.$queryRawUnsafe('SHOW plan_cache_mode'))[0].plan_cache_mode as string;
  beforeAll(async () => {
    const poolMax = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = '1';
    try {
      t = await startTestApp(kind, { EMBEDDED_MAINTENANCE_MS: '0' });
    } finally {
      if (poolMax === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = poolMax;
    }
    admin = (await t.login()).token;
    db = t.app.db;
  }, 120_000);
  afterAll(async () => t?.close());

  it('a page is planned once; a keyword page on the default; Prisma\'s sessions keep the default', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await t.req('POST', '/admin/base/sys/user/page', { token: admin, body: { page: 1, size: 5 } });
      expect(page.body.code).toBe(1000);
      const keyword = await t.req('POST', '/admin/base/sys/user/page', { token: admin, body: { page: 1, size: 5, keyWord: 'adm' } });
      expect(keyword.body.code).toBe(1000);
    }
    const userPages = (plans: Plan[]) => plans.filter((p) => /FROM "public"\."base_sys_user" t/.test(p.statement) && /LIMIT/.test(p.statement));
    const plain = userPages(await genericSession()).filter((p) => !/LIKE/i.test(p.statement));
    const withKeyword = userPages(await customSession()).filter((p) => /LIKE/i.test(p.statement));
    expect(plain.length).toBeGreaterThan(0);
    expect(withKeyword.length).toBeGreaterThan(0);
    for (const p of plain) expect({ generic: p.generic > 0, custom: p.custom }).toEqual({ generic: true, custom: 0 });
    // PostgreSQL's default (auto): custom plans, planned with the pattern, for at least the first five; forced generic would show none.
    // The bounded count (crud/page-total.ts) is one of them too, but the embedded database answers it again from its
    // cache until the data changes (read/embedded-generation.ts), so only the rows statement is sure to run eight times.
    for (const p of withKeyword) expect(p.custom).toBeGreaterThan(0);
    for (const p of withKeyword.filter((p) => !/count\(\*\)/i.test(p.statement))) expect(p.custom).toBeGreaterThanOrEqual(5);
    expect(await prismaMode()).toBe('auto');
    // A statement of the read path without a text filter runs under the setting (and, on PostgreSQL, without JIT).
    expect((await readRows<{ plan_cache_mode: string }>(db, 'SHOW plan_cache_mode', []))[0]!.plan_cache_mode).toBe('force_generic_plan');
    if (kind === 'postgres') expect((await readRows<{ jit: string }>(db, 'SHOW jit', []))[0]!.jit).toBe('off');
  });

  it('a failing statement leaves the sessions on the default too', async () => {
    // The database's own error, with PostgreSQL's code (read/pglite-wire.ts leaves errors to PGlite's parser).
    await expect(readRows(db, 'SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ message: 'division by zero', code: '22012' });
    expect(await prismaMode()).toBe('auto');
    expect(await readRows(db, 'SELECT 6 / $1::int AS x', [2])).toEqual([{ x: 3 }]);
  });
});
