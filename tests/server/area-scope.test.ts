// Community scoping: the selectAreaId header and the user's areaIds decide which rows of community entities a request sees.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

describeOnDatabases('community (area) scoping', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let staff: string;

  const post = (path: string, body: unknown, token: string, area?: number) =>
    t.req('POST', `/admin${path}`, { body, token, headers: area ? { selectAreaId: String(area) } : {} });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaA = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    areaB = (await post('/area/info/add', { name: '第二小区' }, admin)).body.data.id;
    await post('/area/house/add', { areaId: areaB, ownerName: '乙业主', buildingNo: '9', unitNo: '1', houseNo: '101', privateArea: '80' }, admin);
    // A staff member of community A only, with every house and area permission.
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, OR: [{ perms: { startsWith: 'area:' } }] }, select: { id: true } });
    const role = (await post('/base/sys/role/add', { name: 'A区管理员', label: 'area_a', menuIdList: menus.map((m) => m.id) }, admin)).body.data.id;
    await post('/base/sys/user/add', { username: 'staff_a', password: 'staff123', name: 'A区', roleIdList: [role], areaIds: [areaA] }, admin);
    staff = (await t.login('staff_a', 'staff123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the selected community filters lists; without a selection the superuser sees all', async () => {
    const all = (await post('/area/house/page', { size: 100 }, admin)).body.data;
    const onlyB = (await post('/area/house/page', { size: 100 }, admin, areaB)).body.data;
    expect(onlyB.pagination.total).toBe(1);
    expect(onlyB.list[0]).toMatchObject({ ownerName: '乙业主', areaId: areaB, areaName: '第二小区' });
    expect(all.pagination.total).toBe(onlyB.pagination.total + (await t.app.db.areaHouse.count({ where: { areaId: areaA } })));
  });

  it('a new row takes the selected community when none is given', async () => {
    const id = (await post('/area/house/add', { ownerName: '丙业主', buildingNo: '2', houseNo: '202', privateArea: '75' }, admin, areaB)).body.data.id;
    expect((await t.app.db.areaHouse.findUniqueOrThrow({ where: { id } })).areaId).toBe(areaB);
  });

  it('staff see and choose only their communities', async () => {
    const mine = await t.req('GET', '/admin/comm/area/myAreas', { token: staff });
    expect(mine.body.data).toEqual([{ id: areaA, name: expect.any(String) }]);
    const allAreas = await t.req('GET', '/admin/comm/area/myAreas', { token: admin });
    expect(allAreas.body.data.map((a: any) => a.id)).toEqual([areaA, areaB]);

    const page = (await post('/area/house/page', { size: 100 }, staff)).body.data;
    expect(page.list.every((h: any) => h.areaId === areaA)).toBe(true);
    expect(page.pagination.total).toBe(await t.app.db.areaHouse.count({ where: { areaId: areaA } }));

    const refused = await post('/area/house/page', {}, staff, areaB);
    expect(refused.body).toEqual({ code: 1001, message: '无权访问该小区' });
    const foreign = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId: areaB } });
    expect((await t.req('GET', `/admin/area/house/info?id=${foreign.id}`, { token: staff })).body.code).toBe(1001);
    expect((await post('/area/house/update', { id: foreign.id, ownerName: '篡改' }, staff)).body.code).toBe(1001);
    expect((await post('/area/house/add', { areaId: areaB, ownerName: '越权' }, staff)).body.code).toBe(1001);
    expect((await post('/area/house/delete', { ids: [foreign.id] }, staff)).body.code).toBe(1000);
    // A delete outside the scope touches nothing.
    expect(await t.app.db.areaHouse.findUnique({ where: { id: foreign.id } })).not.toBeNull();
    expect((await post('/area/info/list', {}, staff)).body.data.map((a: any) => a.id)).toEqual([areaA]);
  });

  it('GraphQL follows the same scope (selectAreaId header)', async () => {
    const q = '{ areaHousePage(first: 50) { totalCount edges { node { areaId } } } }';
    const res = await t.gql(q, {}, admin, { selectAreaId: String(areaB) });
    expect(res.body.data.areaHousePage.edges.every((e: any) => e.node.areaId === areaB)).toBe(true);
    const denied = await t.gql(q, {}, staff, { selectAreaId: String(areaB) });
    expect(denied.body.data).toBeNull();
    expect(denied.body.errors[0].message).toBe('无权访问该小区');
  });
});
