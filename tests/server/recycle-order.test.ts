/**
 * A batch restore of the recycle bin writes parents before children,
 * whatever order the ids arrive in (crud/restore-order.ts): an order derived
 * from the schema's foreign keys and the entities' declared references,
 * self-references included, no entity special-cased; in one transaction, so
 * a restore that cannot succeed restores nothing. The order itself is
 * checked as a property over random trees; the restores on both databases,
 * over REST and GraphQL, with the source client's body (`{ids}`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { dependenciesOf, dependencyOrder, type RestoreRow } from '../../server/crud/restore-order.ts';
import { models } from '../../server/crud/datamodel.ts';
import '../../server/schema.ts';

/** Whether every row comes after the rows it names among them. */
function respectsDependencies(rows: RestoreRow[]): string[] {
  const at = new Map(rows.map((r, i) => [`${r.model}:${r.row.id}`, i]));
  const wrong: string[] = [];
  rows.forEach((r, i) => {
    for (const dep of dependenciesOf(r.model)) {
      const v = r.row[dep.column];
      for (const id of Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) {
        const j = at.get(`${dep.target}:${id}`);
        if (j !== undefined && j > i) wrong.push(`${r.model}:${r.row.id} before ${dep.target}:${id}`);
      }
    }
  });
  return wrong;
}

describe('the order of a restore', () => {
  it('knows every foreign key of the schema and the declared references (a department’s parent, a user’s department)', () => {
    for (const info of models().values()) {
      const columns = dependenciesOf(info.name).map((d) => `${d.column}→${d.target}`);
      for (const fk of info.foreignKeys) expect(columns, info.name).toContain(`${fk.column}→${fk.target}`);
    }
    expect(dependenciesOf('SpaceType').map((d) => `${d.column}→${d.target}`)).toContain('parentId→SpaceType');
    expect(dependenciesOf('BaseSysDepartment').map((d) => `${d.column}→${d.target}`)).toContain('parentId→BaseSysDepartment');
    expect(dependenciesOf('BaseSysUser').map((d) => `${d.column}→${d.target}`)).toContain('departmentId→BaseSysDepartment');
  });

  it('puts every row after the rows it names, whatever the order given, and keeps every row once', () => {
    // Random forests of categories (parentId) with documents in them (classifyId), shuffled.
    const forest = fc.integer({ min: 1, max: 40 }).chain((n) =>
      fc.tuple(
        fc.array(fc.nat(), { minLength: n, maxLength: n }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(fc.nat(), { minLength: n + 30, maxLength: n + 30 }),
      ),
    );
    fc.assert(
      fc.property(forest, ([parents, docs, shuffle]) => {
        // Category i+1 hangs under an earlier category (or none): ids say nothing of the order.
        const types: RestoreRow[] = parents.map((p, i) => ({ model: 'SpaceType', row: { id: 1000 - i, parentId: i === 0 || p % 3 === 0 ? null : 1000 - (p % i) } }));
        const infos: RestoreRow[] = docs.map((d, k) => ({ model: 'SpaceInfo', row: { id: k + 1, classifyId: 1000 - (d % parents.length) } }));
        const given = [...types, ...infos];
        // A permutation by the random keys.
        const order = given.map((r, i) => ({ r, key: shuffle[i] ?? i })).sort((a, b) => a.key - b.key).map((x) => x.r);
        const out = dependencyOrder(order);
        expect(out).toHaveLength(order.length);
        expect(new Set(out)).toEqual(new Set(order));
        expect(respectsDependencies(out)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the given order where nothing depends on anything', () => {
    const rows: RestoreRow[] = [3, 1, 2].map((id) => ({ model: 'DemoGoods', row: { id } }));
    expect(dependencyOrder(rows)).toEqual(rows);
  });
});

describeOnDatabases('a batch restore', (kind) => {
  let t: TestApp;
  let admin: string;
  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const lastEntry = async (type: string) => (await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: type }, orderBy: { id: 'desc' } })).id;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  /** A category with a sub-category and a document in each, deleted child first (as the refusal to delete a parent with children makes one do). */
  async function deletedTree(name: string) {
    const parent = (await post('/space/type/add', { name })).body.data.id as number;
    const child = (await post('/space/type/add', { name: `${name}-子`, parentId: parent })).body.data.id as number;
    const grandchild = (await post('/space/type/add', { name: `${name}-孙`, parentId: child })).body.data.id as number;
    expect((await post('/space/type/delete', { ids: [parent] })).body.code).toBe(1001);
    const entries: number[] = [];
    for (const id of [grandchild, child, parent]) {
      expect((await post('/space/type/delete', { ids: [id] })).body.code).toBe(1000);
      entries.push(await lastEntry('SpaceType'));
    }
    return { ids: [parent, child, grandchild], entries };
  }
  const present = async (ids: number[]) => t.app.db.spaceType.count({ where: { id: { in: ids } } });

  it('restores a category with its sub-categories in one batch, in any order of ids (the source client’s {ids})', async () => {
    for (const order of [(e: number[]) => e, (e: number[]) => [...e].reverse(), (e: number[]) => [e[1]!, e[0]!, e[2]!]]) {
      const tree = await deletedTree(`楼宇资料${order.length}${Math.random().toString(36).slice(2, 6)}`);
      const res = await post('/recycle/data/restore', { ids: order(tree.entries) });
      expect(res.body, res.text).toEqual({ code: 1000, message: 'success' });
      expect(await present(tree.ids)).toBe(3);
      expect(await t.app.db.recycleData.count({ where: { id: { in: tree.entries } } })).toBe(0);
      const back = await t.app.db.spaceType.findMany({ where: { id: { in: tree.ids } }, orderBy: { id: 'asc' } });
      expect(back.map((r) => r.parentId)).toEqual([null, tree.ids[0], tree.ids[1]]);
    }
  });

  it('GraphQL restores the same way', async () => {
    const tree = await deletedTree('图纸');
    const res = await t.gql(`mutation($ids: [Int!]!) { r: recycleDataRestore(ids: $ids) { __typename ... on AppError { message } ... on MutationRecycleDataRestoreSuccess { data } } }`, { ids: tree.entries }, admin);
    expect(res.body.data.r, JSON.stringify(res.body)).toMatchObject({ data: 3 });
    expect(await present(tree.ids)).toBe(3);
  });

  it('a restore that cannot succeed restores nothing: a child without its parent, or one id taken again', async () => {
    const tree = await deletedTree('合同');
    // The sub-categories alone: their parent is still in the bin.
    const alone = await post('/recycle/data/restore', { ids: [tree.entries[0], tree.entries[1]] });
    expect(alone.body).toEqual({ code: 1001, message: '关联的数据已不存在，无法恢复' });
    expect(await present(tree.ids)).toBe(0);
    expect(await t.app.db.recycleData.count({ where: { id: { in: tree.entries } } })).toBe(3);
    // With another entry whose row's id is taken again: nothing of the batch comes back.
    const goods = (await post('/demo/goods/add', { title: '样品', price: 1 })).body.data.id as number;
    expect((await post('/demo/goods/delete', { ids: [goods] })).body.code).toBe(1000);
    const goodsEntry = await lastEntry('DemoGoods');
    await t.app.db.demoGoods.create({ data: { id: goods, title: '占位', price: '1' } });
    const taken = await post('/recycle/data/restore', { ids: [...tree.entries, goodsEntry] });
    expect(taken.body.code).toBe(1001);
    expect(await present(tree.ids)).toBe(0);
    expect(await t.app.db.recycleData.count({ where: { id: { in: [...tree.entries, goodsEntry] } } })).toBe(4);
  });

  it('orders by declared references too: departments (parent by parentId) before their sub-departments and their users', async () => {
    const top = (await t.app.db.baseSysDepartment.findFirstOrThrow({ where: { parentId: null } })).id;
    const parent = (await post('/base/sys/department/add', { name: '恢复上级', parentId: top })).body.data.id as number;
    const child = (await post('/base/sys/department/add', { name: '恢复下级', parentId: parent })).body.data.id as number;
    const user = (await post('/base/sys/user/add', { username: 'restore_order_u', password: 'secret123', name: 'U', departmentId: child })).body.data as number;
    expect((await post('/base/sys/department/delete', { ids: [child], deleteUser: true })).body.code).toBe(1000);
    const userEntry = await lastEntry('SysUser');
    const childEntry = await lastEntry('SysDepartment');
    expect((await post('/base/sys/department/delete', { ids: [parent] })).body.code).toBe(1000);
    const parentEntry = await lastEntry('SysDepartment');
    // Oldest first would bring the user back before its department, and the sub-department before its parent.
    const res = await post('/recycle/data/restore', { ids: [userEntry, childEntry, parentEntry] });
    expect(res.body, res.text).toEqual({ code: 1000, message: 'success' });
    expect(await t.app.db.baseSysDepartment.findUniqueOrThrow({ where: { id: child } })).toMatchObject({ parentId: parent });
    expect(await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: user } })).toMatchObject({ departmentId: child });
  });
});
