/**
 * The direct statements' plans on both databases (server/db/adapter.ts
 * genericPlanFor, docs/read-path-direct.md "The embedded database's plans" and
 * "PostgreSQL's plans"): a list page's prepared statement runs on its generic
 * plan, planned once; one with a keyword (LIKE) stays on PostgreSQL's default
 * (planned with its pattern, at least its first five times); and the setting
 * never leaks to the session Prisma's statements share — not even after a
 * statement that fails. On PostgreSQL the server gets one connection, so that
 * pg_prepared_statements and SHOW read the session the pages ran on.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { directRows } from '../../server/db/direct.ts';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';

describeOnDatabases('generic plans', (kind) => {
  let t: TestApp;
  let admin: string;
  let db: any;
  const plans = async () =>
    (await db.$queryRawUnsafe(`SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements`)) as { statement: string; generic: number; custom: number }[];
  const mode = async () => (await db.$queryRawUnsafe('SHOW plan_cache_mode'))[0].plan_cache_mode as string;
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

  it('a page is planned once; a keyword page on the default; the session keeps its default', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await t.req('POST', '/admin/base/sys/user/page', { token: admin, body: { page: 1, size: 5 } });
      expect(page.body.code).toBe(1000);
      const keyword = await t.req('POST', '/admin/base/sys/user/page', { token: admin, body: { page: 1, size: 5, keyWord: 'adm' } });
      expect(keyword.body.code).toBe(1000);
    }
    const all = await plans();
    const userPages = all.filter((p) => /FROM "public"\."base_sys_user" t/.test(p.statement) && /LIMIT/.test(p.statement));
    const plain = userPages.filter((p) => !/LIKE/i.test(p.statement));
    const withKeyword = userPages.filter((p) => /LIKE/i.test(p.statement));
    expect(plain.length).toBeGreaterThan(0);
    expect(withKeyword.length).toBeGreaterThan(0);
    for (const p of plain) expect({ generic: p.generic > 0, custom: p.custom }).toEqual({ generic: true, custom: 0 });
    // PostgreSQL's default (auto): custom plans, planned with the pattern, for at least the first five; forced generic would show none.
    for (const p of withKeyword) expect(p.custom).toBeGreaterThanOrEqual(5);
    expect(await mode()).toBe('auto');
  });

  it('a failing statement leaves the session on the default too', async () => {
    // The database's own error, with PostgreSQL's code (db/pglite-wire.ts leaves errors to PGlite's parser).
    await expect(directRows(db, 'SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ message: 'division by zero', code: '22012' });
    expect(await mode()).toBe('auto');
    expect(await directRows(db, 'SELECT 6 / $1::int AS x', [2])).toEqual([{ x: 3 }]);
  });
});
