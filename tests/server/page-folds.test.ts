/**
 * Lookups folded into a list page's statement (crud/loaders.ts Fold, crud/raw-page.ts): a page site learns its
 * rows' lookups from its first request and fetches them in its rows statement from then on. On both databases:
 * the REST and GraphQL user pages answer exactly what they answered before folding (names, missing department,
 * no roles, translated role names), later pages and filters too, with no lookup statement of their own; a
 * community-owned model's lookup is never folded.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { statementsDuring } from '../support/statements.ts';

afterAll(stopSharedPostgres);

/** A lookup sent as a statement of its own (crud/loaders.ts): by a list of ids. */
const isLookup = (sql: string) => /= ANY\(\$1::int\[\]\)/.test(sql) && !/^SELECT p\.\*/.test(sql);

describeOnDatabases('lookups folded into the page statement', (kind) => {
  let t: TestApp;
  let token: string;
  const expected = new Map<string, { departmentName: string | null; roleName: string | null; roleNameEn: string | null }>();
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.login()).token;
    const db = t.app.db;
    const password = (await db.baseSysUser.findFirst({ where: { username: 'admin' }, select: { password: true } }))!.password;
    const dept = await db.baseSysDepartment.create({ data: { name: '折叠部门 "q"' }, select: { id: true, name: true } });
    const roles: { id: number; name: string }[] = [];
    for (const [i, name] of ['甲角色', "乙'角色"].entries()) {
      roles.push(await db.baseSysRole.create({ data: { name, label: `fold_${i}`, i18n: { en: { name: `Role ${i}` } } }, select: { id: true, name: true } }));
    }
    for (let i = 0; i < 30; i++) {
      const u = await db.baseSysUser.create({ data: { username: `fold_${i}`, name: `折${i}`, password, departmentId: i % 3 ? dept.id : null }, select: { id: true } });
      const mine = i % 4 === 0 ? [] : i % 4 === 1 ? [roles[0]!] : roles;
      if (mine.length) await db.baseSysUserRole.createMany({ data: mine.map((r) => ({ userId: u.id, roleId: r.id })) });
      expected.set(`折${i}`, {
        departmentName: i % 3 ? dept.name : null,
        roleName: mine.map((r) => r.name).join(',') || null,
        roleNameEn: mine.map((r) => `Role ${roles.indexOf(r)}`).join(',') || null,
      });
    }
  }, 120_000);
  afterAll(() => t?.close());

  const capture = <T>(run: () => Promise<T>) => statementsDuring(t, run);

  const rest = (body: Record<string, unknown>, language?: string) => () =>
    t.req('POST', '/admin/base/sys/user/page', { body, token, headers: language ? { language } : {} }).then((r) => r.body.data.list as any[]);
  const graphql = (keyWord: string, language?: string) => () =>
    t
      .req('POST', '/graphql', {
        token,
        headers: language ? { language } : {},
        body: { query: `{ sysUserPage(first: 12, keyWord: ${JSON.stringify(keyWord)}) { edges { node { name departmentName roleName } } } }` },
      })
      .then((r) => r.body.data.sysUserPage.edges.map((e: any) => e.node) as any[]);

  it('answers the same before and after folding, with no lookup statement once folded', async () => {
    for (const [name, run] of [
      ['REST', rest({ page: 1, size: 12, keyWord: '折' })],
      ['GraphQL', graphql('折')],
    ] as const) {
      const first = await capture(run);
      expect(first.statements.filter(isLookup), `${name}: the first request loads its lookups`).toHaveLength(2);
      const second = await capture(run);
      expect(second.value, name).toEqual(first.value);
      expect(second.statements.filter(isLookup), `${name}: folded`).toHaveLength(0);
      expect(second.statements.some((s) => /^WITH p AS MATERIALIZED .* AS "__f0"/s.test(s)), name).toBe(true);
      expect(second.value).toHaveLength(12);
      for (const row of second.value) {
        const want = expected.get(row.name)!;
        expect([row.name, row.departmentName, row.roleName]).toEqual([row.name, want.departmentName, want.roleName]);
        // No helper column leaks into the answer.
        expect(Object.keys(row).some((k) => k.startsWith('__f'))).toBe(false);
      }
    }
  });

  it('folds later pages, filters and other languages of the same site correctly', async () => {
    await rest({ page: 1, size: 12, keyWord: '折' })();
    for (const [page, keyWord, language] of [
      [2, '折', undefined],
      [3, '折', 'en'],
      [1, '折1', 'en'],
      [1, '无此人', undefined],
    ] as const) {
      const { value, statements } = await capture(rest({ page, size: 12, keyWord }, language));
      expect(statements.filter(isLookup)).toHaveLength(0);
      const names = [...expected.keys()].filter((n) => n.includes(keyWord));
      expect(value.length).toBe(Math.max(0, Math.min(12, names.length - (page - 1) * 12)));
      for (const row of value) {
        const want = expected.get(row.name)!;
        expect([row.departmentName, row.roleName]).toEqual([want.departmentName, language === 'en' ? want.roleNameEn : want.roleName]);
      }
    }
  });

  it('knows which columns lead an index (a fold runs once per row: only by an indexed column)', () => {
    // @@id([userId, roleId]) and @@index([roleId]); the id of every model.
    expect([...modelInfo('BaseSysUserRole').leadingIndexColumns].sort()).toEqual(['roleId', 'userId']);
    expect(modelInfo('BaseSysDepartment').leadingIndexColumns.has('id')).toBe(true);
    expect(modelInfo('BaseSysUser').leadingIndexColumns.has('nickName')).toBe(false);
  });

  it('never folds a lookup of a community-owned model', async () => {
    const area = await t.app.db.areaInfo.findFirst({ select: { id: true } });
    const run = () => t.req('POST', '/admin/area/house/page', { body: { page: 1, size: 5 }, token, headers: area ? { selectareaid: String(area.id) } : {} });
    await run();
    const { value, statements } = await capture(run);
    expect((value as any).body.code).toBe(1000);
    for (const s of statements) expect(s).not.toMatch(/area_info.* = p\."areaId"/s);
  });
});
