/**
 * The page statements of crud/raw-page.ts, sent on the driver (db/direct.ts),
 * answer what Prisma's findMany and count answer, on both databases: for every
 * entity with a page, every
 * readable column of the types it compiles, under each kind of condition it
 * compiles (and unsupported ones fall back); the REST and GraphQL user pages
 * send them (no Prisma-written rows statement) and never read a secret column.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { actionsOf, entities } from '../../server/crud/entity.ts';
import { readableFields } from '../../server/crud/validate.ts';
import { delegate } from '../../server/crud/tx.ts';
import { rawPagePlan } from '../../server/crud/raw-page.ts';
import { readRows } from '../../server/read/index.ts';

afterAll(stopSharedPostgres);

const RAW = new Set(['Int', 'String', 'Json', 'Boolean', 'DateTime']);
const pages = entities().filter((d) => actionsOf(d).includes('page'));

describeOnDatabases('raw page statements', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.app.db;
    const password = (await db.baseSysUser.findFirst({ where: { username: 'admin' }, select: { password: true } }))!.password;
    // Users with quotes, wildcards, empty and missing values, equal sort keys (the id breaks the tie).
    const when = new Date('2026-01-02T03:04:05.678Z');
    for (const [i, name] of ['甲 "x"', "乙'y", '50%_off', '', 'z'].entries()) {
      await db.baseSysUser.create({ data: { username: `raw_${i}`, name, nickName: i % 2 ? null : `n${i}`, password, status: i % 2, createTime: when, areaIds: i % 2 ? [i] : undefined } });
    }
  }, 120_000);
  afterAll(() => t?.close());

  /** Runs the plan and Prisma side by side; the types a non-empty comparison covered are added to `seen`. */
  async function compare(model: string, select: Record<string, true>, where: Record<string, unknown>, orderBy: Record<string, 'asc' | 'desc'>[], seen: Set<string>, fields: Map<string, string>) {
    const plan = rawPagePlan(model, { select }, where, orderBy);
    expect(plan, `${model} ${JSON.stringify(where)} compiles`).not.toBeNull();
    const db = t.app.db;
    const [raw, [counted]] = await Promise.all([readRows(db, plan!.rows, [...plan!.params, 50, 0]), readRows<{ n: number }>(db, plan!.count, plan!.params)]);
    const m = delegate(t.app.db, model);
    const [prisma, count] = await Promise.all([m.findMany({ select, where, orderBy, take: 50, skip: 0 }), m.count({ where })]);
    expect(raw, `${model} ${JSON.stringify(where)}`).toEqual(prisma);
    expect(counted!.n).toBe(count);
    if (prisma.length) for (const [name, type] of fields) if (prisma.some((r: any) => r[name] !== null)) seen.add(type);
    return prisma.length;
  }

  it('answers every page entity like findMany and count, under each kind of condition', async () => {
    const seen = new Set<string>();
    let nonEmpty = 0;
    for (const decl of pages) {
      const cols = readableFields(decl).filter((f) => f.kind === 'scalar' && !f.isList && RAW.has(f.type));
      const select = Object.fromEntries(cols.map((f) => [f.name, true as const]));
      const fields = new Map(cols.map((f) => [f.name, f.type]));
      const order = fields.has('createTime') ? 'createTime' : 'id';
      const orderBy: Record<string, 'asc' | 'desc'>[] = order === 'id' ? [{ id: 'desc' }] : [{ [order]: 'desc' }, { id: 'desc' }];
      const ids = (await delegate(t.app.db, decl.model).findMany({ select: { id: true }, take: 3 })).map((r: { id: number }) => r.id);
      const text = cols.find((f) => f.type === 'String')?.name;
      const nullable = cols.find((f) => !f.isRequired && f.type !== 'Json')?.name;
      const wheres: Record<string, unknown>[] = [
        {},
        { id: { in: ids } },
        { id: { in: [] } },
        { id: { notIn: ids } },
        { NOT: { id: ids[0] ?? 0 } },
        { AND: [{ id: { gt: 0 } }, { id: { lte: 2_000_000_000 } }] },
        { OR: [] },
        { AND: [] },
        { OR: [{ id: ids[0] ?? 0 }, { id: { equals: ids[1] ?? 0 } }] },
      ];
      if (text) {
        wheres.push(
          { [text]: { contains: 'A', mode: 'insensitive' } },
          { [text]: { contains: '"' } },
          { [text]: { startsWith: '5' } },
          { OR: [{ [text]: { not: 'x' } }, { [text]: { endsWith: 'y', mode: 'insensitive' } }] },
        );
      }
      if (nullable) wheres.push({ [nullable]: null }, { [nullable]: { not: null } }, { OR: [{ [nullable]: null }, { id: { gte: ids[0] ?? 0 } }] });
      if (fields.get('status') === 'Int') wheres.push({ status: 1 }, { status: { not: 1 } });
      for (const where of wheres) nonEmpty += (await compare(decl.model, select, where, orderBy, seen, fields)) ? 1 : 0;
    }
    expect(nonEmpty).toBeGreaterThan(pages.length);
    // Every compiled column type was compared on rows that hold a value of it.
    expect([...seen].sort()).toEqual([...RAW].sort());
  }, 120_000);

  it('leaves to Prisma what it does not compile', () => {
    const select = { id: true as const, name: true as const };
    const orderBy = [{ id: 'desc' as const }];
    expect(rawPagePlan('BaseSysUser', { select, include: {} }, {}, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select: { ...select, department: { select: { name: true } } } }, {}, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select }, { department: { is: { id: 1 } } }, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select }, { createTime: { gt: new Date() } }, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select }, { id: '1' }, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select }, { name: { search: 'x' } }, orderBy)).toBeNull();
    expect(rawPagePlan('BaseSysUser', { select }, {}, [{ id: 'desc' }])).not.toBeNull();
  });

  it('serves the REST and GraphQL user pages with the raw statements, no secret column read', async () => {
    const { token } = await t.login();
    for (const run of [
      () => t.req('POST', '/admin/base/sys/user/page', { body: { page: 1, size: 20, keyWord: '甲' }, token }),
      () => t.gql('{ sysUserPage(first: 20, keyWord: "甲") { totalCount edges { node { rowId name username createTime status departmentName roleName } } } }', {}, token),
    ]) {
      const statements: string[] = [];
      const stop = t.app.statements.listen((e) => statements.push(e.sql));
      let res: any;
      try {
        res = await run();
      } finally {
        stop();
      }
      const body = res.body.data;
      const list = body.list ?? body.sysUserPage.edges.map((e: any) => e.node);
      expect(list.map((u: any) => u.name)).toEqual(['甲 "x"']);
      expect(body.pagination?.total ?? body.sysUserPage.totalCount).toBe(1);
      const users = statements.filter((s) => /FROM "public"\."base_sys_user" t WHERE/.test(s));
      expect(users).toHaveLength(2);
      for (const s of statements) expect(s).not.toMatch(/"password"/);
    }
  });
});
