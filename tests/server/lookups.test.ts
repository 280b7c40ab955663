/**
 * The batched lookups of crud/loaders.ts answer what Prisma's findMany
 * answers, on both databases: plain columns and a to-one relation through
 * their raw statement, other column types through findMany; ids asked in
 * one tick go out as one statement; a lookup inside a transaction sees its
 * uncommitted rows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { createLoaders } from '../../server/crud/loaders.ts';
import { statementsDuring } from '../support/statements.ts';

afterAll(stopSharedPostgres);

describeOnDatabases('batched lookups', (kind) => {
  let t: TestApp;
  let roleIds: number[];
  let userIds: number[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.app.db;
    const password = (await db.baseSysUser.findFirst({ where: { username: 'admin' }, select: { password: true } }))!.password;
    roleIds = [];
    for (const name of ['甲 "role"', "乙'role", '丙']) roleIds.push((await db.baseSysRole.create({ data: { name, label: `lk_${roleIds.length}` }, select: { id: true } })).id);
    userIds = [];
    for (let i = 0; i < 3; i++) userIds.push((await db.baseSysUser.create({ data: { username: `lookup_${i}`, name: `查${i}`, password }, select: { id: true } })).id);
    // user 0: two roles, user 1: one, user 2: none
    await db.baseSysUserRole.createMany({ data: [{ userId: userIds[0]!, roleId: roleIds[1]! }, { userId: userIds[0]!, roleId: roleIds[0]! }, { userId: userIds[1]!, roleId: roleIds[2]! }] });
  }, 120_000);
  afterAll(() => t?.close());

  /** Runs the lookups of one tick, counting the statements they send. */
  const oneTick = <T>(run: () => Promise<T>) => statementsDuring(t, run);

  it('answers plain columns by id like findMany, in one statement for the whole tick', async () => {
    const loaders = createLoaders();
    const db = t.app.db;
    const { value, statements } = await oneTick(() => Promise.all([...roleIds, 2_000_000_000].map((id) => loaders.byId(db, 'BaseSysRole', id, { name: true, label: true }))));
    const expected = await db.baseSysRole.findMany({ where: { id: { in: roleIds } }, select: { id: true, name: true, label: true } });
    expect(value.slice(0, 3)).toEqual(roleIds.map((id) => expected.find((r) => r.id === id)));
    expect(value[3]).toBeNull();
    expect(statements).toHaveLength(1);
  });

  it('answers a to-many link with a to-one relation like findMany (names with quotes included)', async () => {
    const loaders = createLoaders();
    const db = t.app.db;
    const select = { roleId: true, role: { select: { name: true } } } as const;
    const { value, statements } = await oneTick(() => Promise.all(userIds.map((id) => loaders.byParent(db, 'BaseSysUserRole', 'userId', id, select))));
    for (const [i, id] of userIds.entries()) {
      const expected = await db.baseSysUserRole.findMany({ where: { userId: id }, select: { ...select, userId: true } });
      const byRole = (a: { roleId: number }, b: { roleId: number }) => a.roleId - b.roleId;
      expect([...value[i]!].sort(byRole)).toEqual(expected.sort(byRole));
    }
    expect(value[2]).toEqual([]);
    expect(value[0]!.map((r: any) => r.role.name).sort()).toEqual(['甲 "role"', "乙'role"].sort());
    expect(statements).toHaveLength(1);
  });

  it('falls back to findMany for columns Prisma converts (dates), with the same answer', async () => {
    const loaders = createLoaders();
    const db = t.app.db;
    const row = await loaders.byId(db, 'BaseSysRole', roleIds[0]!, { createTime: true, name: true });
    const expected = await db.baseSysRole.findUnique({ where: { id: roleIds[0]! }, select: { id: true, createTime: true, name: true } });
    expect(row).toEqual(expected);
    expect(row.createTime).toBeInstanceOf(Date);
  });

  it('sees the uncommitted rows of the transaction it is handed', async () => {
    const loaders = createLoaders();
    await t.app.db
      .$transaction(async (tx) => {
        const id = (await tx.baseSysRole.create({ data: { name: '未提交', label: 'lk_tx' }, select: { id: true } })).id;
        expect((await loaders.byId(tx as any, 'BaseSysRole', id, { name: true }))?.name).toBe('未提交');
        // Outside the transaction the row is not there yet (PostgreSQL only: the embedded database runs one transaction at a time).
        if (kind === 'postgres') expect(await loaders.byId(t.app.db, 'BaseSysRole', id, { name: true })).toBeNull();
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
  });
});
