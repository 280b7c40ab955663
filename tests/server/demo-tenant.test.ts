/**
 * The tenant demo (POST /admin/demo/tenant/noTenant|noUse|use, SPEC §7) and
 * the public dictionary types (GET /admin/dict/info/types, SPEC §6).
 * noTenant reads houses of every community and so answers only users who
 * hold every community; noUse switches the scope off for the superuser only;
 * use goes through the community scope like every list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

describeOnDatabases('tenant demo and dictionary types', (kind) => {
  let t: TestApp;
  let admin: string;
  let A: number;
  let B: number;
  let housesA: number;
  let housesB: number;
  /** Holds both communities (every one there is) and the demo buttons, but is not the superuser. */
  let both: string;
  /** Holds community A only, and the demo buttons. */
  let onlyA: string;
  /** Holds community A, without the demo buttons. */
  let none: string;

  const post = (path: string, token: string | null, body: unknown = {}, headers: Record<string, string> = {}) =>
    t.req('POST', `/admin/demo/tenant/${path}`, { body, token, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    A = (await db.areaInfo.findFirstOrThrow()).id;
    B = (await db.areaInfo.create({ data: { name: 'MARKB_乙小区' } })).id;
    await db.areaHouse.createMany({ data: [1, 2, 3].map((n) => ({ areaId: B, ownerName: `MARKB_${n}`, houseNo: `B${n}` })) });
    housesA = await db.areaHouse.count({ where: { areaId: A } });
    housesB = await db.areaHouse.count({ where: { areaId: B } });
    expect(housesA).toBeGreaterThan(0);
    const buttons = await db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'demo:tenant:' } }, select: { id: true, perms: true } });
    expect(buttons.map((b) => b.perms).sort()).toEqual(['demo:tenant:noTenant', 'demo:tenant:noUse', 'demo:tenant:use']);
    const role = await db.baseSysRole.create({ data: { name: '演示', label: 'demo_tenant', menus: { create: buttons.map((b) => ({ menuId: b.id })) } } });
    const { hashPassword } = await import('../../server/auth/password.ts');
    const password = await hashPassword('secret123');
    await db.baseSysUser.create({ data: { username: 'both', name: 'both', password, areaIds: [A, B], roles: { create: [{ roleId: role.id }] } } });
    await db.baseSysUser.create({ data: { username: 'only_a', name: 'only_a', password, areaIds: [A], roles: { create: [{ roleId: role.id }] } } });
    await db.baseSysUser.create({ data: { username: 'none', name: 'none', password, areaIds: [A] } });
    both = (await t.login('both', 'secret123')).token;
    onlyA = (await t.login('only_a', 'secret123')).token;
    none = (await t.login('none', 'secret123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('demo/tenant', () => {
    it('noTenant: rows of every community for the superuser and for staff holding every community, whatever is selected', async () => {
      for (const token of [admin, both]) {
        const res = await post('noTenant', token, { size: 100 }, { selectAreaId: String(A) });
        expect(res.body.code, res.text).toBe(1000);
        expect(res.body.data).toMatchObject({ mode: 'noTenant', scoped: false, communities: [A, B], total: housesA + housesB, page: 1, size: 100 });
        expect(res.body.data.list).toHaveLength(housesA + housesB);
        expect(Object.keys(res.body.data.list[0]).sort()).toEqual(['areaCode', 'areaId', 'buildingNo', 'houseNo', 'id', 'ownerName', 'unitNo']);
      }
    });

    it('noTenant refuses staff of one community, showing nothing of the others', async () => {
      for (const headers of [{}, { selectAreaId: String(A) }, { selectAreaId: String(B) }] as Record<string, string>[]) {
        const res = await post('noTenant', onlyA, {}, headers);
        expect(res.status).toBe(200);
        expect(res.body.code).toBe(1001);
        expect(res.text).not.toContain('MARKB');
      }
      const res = await post('noTenant', onlyA, {}, { language: 'en' });
      expect(res.body.message).toBe('A query without the community filter is only for users who hold every community');
    });

    it('noUse: the superuser only; staff holding every community are refused too', async () => {
      const ok = await post('noUse', admin, { size: 100 });
      expect(ok.body.data).toMatchObject({ mode: 'noUse', scoped: false, communities: [A, B], total: housesA + housesB });
      for (const token of [both, onlyA]) {
        const res = await post('noUse', token);
        expect(res.body.code).toBe(1001);
        expect(res.body.message).toBe('只有超级管理员可以关闭小区过滤');
        expect(res.text).not.toContain('MARKB');
      }
    });

    it('use: the selected community, else the viewer’s; a community not held is refused', async () => {
      const mine = await post('use', onlyA, { size: 100 });
      expect(mine.body.data).toMatchObject({ mode: 'use', scoped: true, communities: [A], total: housesA });
      expect(mine.text).not.toContain('MARKB');
      const forged = await post('use', onlyA, {}, { selectAreaId: String(B) });
      expect(forged.body.code).toBe(1001);
      expect(forged.text).not.toContain('MARKB');
      const selected = await post('use', both, { size: 100 }, { selectAreaId: String(B) });
      expect(selected.body.data).toMatchObject({ communities: [B], total: housesB });
      expect(selected.body.data.list.every((h: { areaId: number }) => h.areaId === B)).toBe(true);
      const all = await post('use', admin, { size: 100 });
      expect(all.body.data).toMatchObject({ communities: [A, B], total: housesA + housesB });
    });

    it('pages: size is capped at 100; page 2 continues page 1', async () => {
      const p1 = await post('noUse', admin, { page: 1, size: 2 });
      const p2 = await post('noUse', admin, { page: 2, size: 2 });
      expect(p1.body.data.list).toHaveLength(2);
      expect(p2.body.data.list[0].id).toBeGreaterThan(p1.body.data.list[1].id);
      expect((await post('noUse', admin, { size: 5000 })).body.data.size).toBe(100);
    });

    it('needs the permission demo:tenant:<action>; over GraphQL the same', async () => {
      for (const action of ['noTenant', 'noUse', 'use']) expect((await post(action, none)).status).toBe(403);
      expect((await post('use', null)).status).toBe(401);
      const q = '{ demoTenantNoTenant(size: 1) { mode total communities } }';
      expect((await t.gql(q, {}, admin)).body.data.demoTenantNoTenant).toEqual({ mode: 'noTenant', total: housesA + housesB, communities: [A, B] });
      const refused = await t.gql(q, {}, onlyA);
      expect(refused.body.data?.demoTenantNoTenant ?? null).toBeNull();
      expect(refused.body.errors[0].message).toBe('不按小区过滤的查询只对拥有全部小区的用户开放');
      expect((await t.gql('{ demoTenantUse { communities } }', {}, onlyA)).body.data.demoTenantUse.communities).toEqual([A]);
    });
  });

  describe('dict/info/types', () => {
    it('answers every dictionary type {id, name, key} by id, without a token', async () => {
      const res = await t.req('GET', '/admin/dict/info/types');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1000);
      const rows = await t.app.db.dictType.findMany({ orderBy: { id: 'asc' } });
      expect(res.body.data).toEqual(rows.map((r) => ({ id: r.id, name: r.name, key: r.key })));
      expect(res.body.data.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['goodsType', 'passRule', 'residentRole']));
    });

    it('a new type shows up; GraphQL dictTypes answers the same', async () => {
      const add = await t.req('POST', '/admin/dict/type/add', { body: { name: '测试类型', key: 'testType' }, token: admin });
      expect(add.body.code, add.text).toBe(1000);
      const res = await t.req('GET', '/admin/dict/info/types');
      expect(res.body.data.at(-1)).toEqual({ id: add.body.data.id, name: '测试类型', key: 'testType' });
      expect((await t.gql('{ dictTypes }')).body.data.dictTypes).toEqual(res.body.data);
    });
  });
});
