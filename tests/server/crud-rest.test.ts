/**
 * The generic CRUD machinery behind every entity and the legacy /admin REST
 * contract the existing web client relies on (ARCHITECTURE "The legacy REST
 * contract", SPEC §3, §5, §6, §7), driven over real HTTP against the embedded
 * database and a real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { resources } from '../../server/crud/entity.ts';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in the server's (this process's) time zone. */
const legacy = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const DICT_KEYS = ['goodsType', 'passRule', 'politicalType', 'propertyCompany', 'propertyRepairType', 'residentRole'];

type Res = Awaited<ReturnType<TestApp['req']>>;

/** A success envelope: HTTP 200, exactly {code: 1000, message: 'success'[, data]}; returns data. */
function ok(res: Res): any {
  expect(res.status, res.text).toBe(200);
  expect(res.body.code, res.text).toBe(1000);
  expect(res.body.message).toBe('success');
  expect(Object.keys(res.body).every((k) => ['code', 'message', 'data'].includes(k))).toBe(true);
  return res.body.data;
}

/** A refusal envelope: exactly {code: 1001, message} with the given HTTP status; returns the message. */
function refused(res: Res, status = 200): string {
  expect(res.status, res.text).toBe(status);
  expect(Object.keys(res.body).sort(), res.text).toEqual(['code', 'message']);
  expect(res.body.code).toBe(1001);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  return res.body.message;
}

describeOnDatabases('generic CRUD and the legacy REST contract', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  /** Seeded departments by name. */
  let dept: Record<string, number>;

  const post = (path: string, body?: unknown, token: string | null = admin, headers?: Record<string, string>) =>
    t.req('POST', `/admin${path}`, { body, token, headers });
  const get = (path: string, token: string | null = admin, headers?: Record<string, string>) => t.req('GET', `/admin${path}`, { token, headers });

  async function addUser(fields: Record<string, unknown>): Promise<number> {
    const data = ok(await post('/base/sys/user/add', { password: 'secret123', name: String(fields.username), ...fields }));
    // The legacy user add answers the new id itself (other entities answer { id }).
    expect(data).toEqual(expect.any(Number));
    return data;
  }

  /** A role holding only the given permission strings (their type-2 menu rows), and a logged-in user with it. */
  async function restrictedUser(username: string, perms: string[], extraMenuFilter?: object) {
    const menus = await t.app.db.baseSysMenu.findMany({
      where: { type: 2, OR: [{ perms: { in: perms } }, ...(extraMenuFilter ? [extraMenuFilter] : [])] },
      select: { id: true, perms: true },
    });
    const role = ok(await post('/base/sys/role/add', { name: `${username}-role`, label: `${username}_role`, menuIdList: menus.map((m) => m.id), departmentIdList: [] }));
    const id = await addUser({ username, password: 'viewer123', departmentId: dept['物业服务中心'], roleIdList: [role.id] });
    const { token } = await t.login(username, 'viewer123');
    return { token, id, roleId: role.id as number, menus };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    adminId = (await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } })).id;
    const deps = await t.app.db.baseSysDepartment.findMany();
    dept = Object.fromEntries(deps.map((d) => [d.name, d.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('envelope and authorization', () => {
    it('answers success as {code:1000, message:"success", data}', async () => {
      const res = await get('/base/comm/person');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const person = ok(res);
      expect(person).toMatchObject({ id: adminId, username: 'admin', nickName: '管理员' });
      expect(person).not.toHaveProperty('password');
      expect(person.createTime).toMatch(TIME);
    });

    it('answers business and validation errors with HTTP 200 and {code:1001, message}', async () => {
      expect(refused(await get('/base/sys/user/info?id=999999'))).toBe('数据不存在');
      expect(refused(await post('/base/sys/user/add', { name: 'x', password: 'secret123' }))).toBe('用户名不能为空');
    });

    it('answers HTTP 401 {code:1001} without a token or with a bad one', async () => {
      expect(refused(await post('/base/sys/user/page', { page: 1, size: 20 }, null), 401)).toBe('登录失效或无权限访问~');
      refused(await get('/base/comm/person', 'not-a-real-token'), 401);
      refused(await get('/base/sys/user/info?id=1', null), 401);
    });

    it('answers HTTP 403 {code:1001} to a user lacking the permission, and serves what the role holds', async () => {
      // A role with only the app-user buttons (user/info page) and the parameter list's page button.
      const r = await restrictedUser('peer_viewer', ['base:sys:param:page'], { perms: { startsWith: 'user:info:' } });
      expect(r.menus.length).toBeGreaterThan(1);
      expect(refused(await post('/base/sys/user/page', { page: 1, size: 20 }, r.token), 403)).toBe('登录失效或无权限访问~');
      refused(await get(`/base/sys/user/info?id=${adminId}`, r.token), 403);
      refused(await post('/base/sys/param/add', { keyName: 'nope', name: 'nope' }, r.token), 403);
      expect(await t.app.db.baseSysParam.count({ where: { keyName: 'nope' } })).toBe(0);
      // What the role holds is served; so is what every logged-in user may call.
      expect(ok(await post('/base/sys/param/page', {}, r.token)).pagination.total).toBeGreaterThanOrEqual(2);
      expect(ok(await get('/base/comm/person', r.token)).username).toBe('peer_viewer');
      const pm = ok(await get('/base/comm/permmenu', r.token));
      expect(pm.perms).toEqual([...new Set(r.menus.flatMap((m) => m.perms!.split(',')))].sort());
      expect(pm.perms).toContain('user:info:page');
      expect(pm.perms).not.toContain('base:sys:user:page');
    });

    it('answers an unknown /admin path with HTTP 404 and a message', async () => {
      const res = await get('/base/nope');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 1001, message: expect.stringContaining('/admin/base/nope') });
      expect((await t.req('POST', '/admin/base/sys/user/nothing', { body: {}, token: admin })).status).toBe(404);
      // The method is part of the route: page is POST only.
      expect((await get('/base/sys/user/page')).status).toBe(404);
    });
  });

  describe('sys user', () => {
    let pagerIds: number[] = [];
    let pagerRole: { id: number; name: string };

    beforeAll(async () => {
      pagerRole = { id: ok(await post('/base/sys/role/add', { name: '分页角色', label: 'pager_role' })).id, name: '分页角色' };
      // 20 users: 1-5 disabled; 1-8 in the owners' committee, the rest in the property service centre.
      for (let i = 1; i <= 20; i++) {
        pagerIds.push(
          await addUser({
            username: `pager${pad(i)}`,
            name: i === 13 ? 'Pager Zeta' : `Pager ${pad(i)}`,
            status: i <= 5 ? 0 : 1,
            departmentId: i <= 8 ? dept['业主委员会'] : dept['物业服务中心'],
            roleIdList: [pagerRole.id],
          }),
        );
      }
    }, 120_000);

    it('page: default size 15, {list, pagination:{page,size,total}}, page 2', async () => {
      // The super user is never listed (like the legacy user page).
      const total = await t.app.db.baseSysUser.count({ where: { NOT: { username: 'admin' } } });
      expect(total).toBeGreaterThanOrEqual(20);
      const first = ok(await post('/base/sys/user/page', {}));
      expect(Object.keys(first).sort()).toEqual(['list', 'pagination']);
      expect(first.pagination).toEqual({ page: 1, size: 15, total });
      expect(first.list).toHaveLength(15);

      const p1 = ok(await post('/base/sys/user/page', { page: 1, keyWord: 'pager', order: 'username', sort: 'asc' }));
      const p2 = ok(await post('/base/sys/user/page', { page: 2, keyWord: 'pager', order: 'username', sort: 'asc' }));
      expect(p1.pagination).toEqual({ page: 1, size: 15, total: 20 });
      expect(p2.pagination).toEqual({ page: 2, size: 15, total: 20 });
      expect(p2.list.map((u: any) => u.username)).toEqual(['pager16', 'pager17', 'pager18', 'pager19', 'pager20']);
      // The bundled client sends size 20 and createTime desc.
      const c = ok(await post('/base/sys/user/page', { page: 1, size: 20, order: 'createTime', sort: 'desc', keyWord: 'pager' }));
      expect(c.pagination).toEqual({ page: 1, size: 20, total: 20 });
      expect(c.list[0].username).toBe('pager20');
      // Past the end: an empty list with the total; oversized pages are served (and paged) at the maximum size.
      expect(ok(await post('/base/sys/user/page', { page: 9, keyWord: 'pager' }))).toEqual({ list: [], pagination: { page: 9, size: 15, total: 20 } });
      expect(ok(await post('/base/sys/user/page', { size: 5000, keyWord: 'pager' })).pagination).toEqual({ page: 1, size: 1000, total: 20 });
      expect(ok(await post('/base/sys/user/page', { page: 0, size: -3, keyWord: 'pager' })).pagination).toEqual({ page: 1, size: 15, total: 20 });
    });

    it('page: order and sort on a column, invalid order column refused', async () => {
      const asc = ok(await post('/base/sys/user/page', { size: 20, keyWord: 'pager', order: 'username', sort: 'asc' }));
      const names = asc.list.map((u: any) => u.username);
      expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `pager${pad(i + 1)}`));
      const desc = ok(await post('/base/sys/user/page', { size: 20, keyWord: 'pager', order: 'username', sort: 'desc' }));
      expect(desc.list.map((u: any) => u.username)).toEqual([...names].reverse());
      expect(refused(await post('/base/sys/user/page', { order: 'nosuchcolumn' }))).toBe('排序字段不正确');
      // Hidden columns cannot be sorted on either (that would leak their order).
      expect(refused(await post('/base/sys/user/page', { order: 'password' }))).toBe('排序字段不正确');
    });

    it('page: keyWord on name and username, status and departmentIds filters', async () => {
      const zeta = ok(await post('/base/sys/user/page', { keyWord: 'zeta' }));
      expect(zeta.pagination.total).toBe(1);
      expect(zeta.list[0]).toMatchObject({ username: 'pager13', name: 'Pager Zeta' });
      expect(ok(await post('/base/sys/user/page', { keyWord: 'PAGER07' })).list.map((u: any) => u.username)).toEqual(['pager07']);

      const disabled = ok(await post('/base/sys/user/page', { keyWord: 'pager', status: 0, size: 50 }));
      expect(disabled.pagination.total).toBe(5);
      expect(disabled.list.every((u: any) => u.status === 0)).toBe(true);
      // Clients send numbers as strings too.
      expect(ok(await post('/base/sys/user/page', { keyWord: 'pager', status: '1' })).pagination.total).toBe(15);

      const owners = ok(await post('/base/sys/user/page', { keyWord: 'pager', departmentIds: [dept['业主委员会']], size: 50 }));
      expect(owners.pagination.total).toBe(8);
      expect(owners.list.every((u: any) => u.departmentId === dept['业主委员会'] && u.departmentName === '业主委员会')).toBe(true);
      const both = ok(await post('/base/sys/user/page', { keyWord: 'pager', departmentIds: [dept['业主委员会'], dept['物业服务中心']], status: 0 }));
      expect(both.pagination.total).toBe(5);
      refused(await post('/base/sys/user/page', { status: 'abc' }));
    });

    it('page rows carry departmentName and roleName, never password, and legacy timestamps', async () => {
      const page = ok(await post('/base/sys/user/page', { keyWord: 'pager01' }));
      const row = page.list[0];
      expect(row).toMatchObject({ id: pagerIds[0], username: 'pager01', departmentName: '业主委员会', roleName: '分页角色', status: 0 });
      expect(row).not.toHaveProperty('password');
      const db = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: pagerIds[0] } });
      expect(row.createTime).toMatch(TIME);
      expect(row.createTime).toBe(legacy(db.createTime));
      expect(row.updateTime).toBe(legacy(db.updateTime));
      // Like the legacy user page, the super user is never listed; its info still answers.
      expect(ok(await post('/base/sys/user/page', { keyWord: 'admin' })).list.map((u: any) => u.username)).not.toContain('admin');
      expect(ok(await post('/base/sys/user/list', { keyWord: 'admin' })).map((u: any) => u.username)).not.toContain('admin');
      expect(ok(await get(`/base/sys/user/info?id=${adminId}`))).toMatchObject({ username: 'admin', departmentName: '社区治理委员会' });
      for (const u of ok(await post('/base/sys/user/list', { keyWord: 'pager' }))) expect(u).not.toHaveProperty('password');
    });

    it('add → {id}; info adds roleIdList and departmentName; update changes fields and roles; delete goes to the recycle bin', async () => {
      const id = await addUser({
        username: 'peer_alice',
        password: 'alice123',
        name: 'Alice',
        nickName: 'ali',
        departmentId: dept['业主委员会'],
        roleIdList: [pagerRole.id],
        phone: '13800000001',
        email: 'alice@example.com',
        remark: 'created by test',
        status: 1,
      });
      const info = ok(await get(`/base/sys/user/info?id=${id}`));
      expect(info).toMatchObject({
        id,
        username: 'peer_alice',
        name: 'Alice',
        nickName: 'ali',
        departmentId: dept['业主委员会'],
        departmentName: '业主委员会',
        roleIdList: [pagerRole.id],
        phone: '13800000001',
        email: 'alice@example.com',
        remark: 'created by test',
        status: 1,
        passwordV: 1,
        userId: adminId,
      });
      expect(info).not.toHaveProperty('password');
      expect(info.createTime).toMatch(TIME);
      expect(info.updateTime).toMatch(TIME);

      const role2 = ok(await post('/base/sys/role/add', { name: '第二角色', label: 'second_role' })).id;
      // Legacy clients send the whole row back, with extra keys; a blank password keeps the old one.
      const upd = await post('/base/sys/user/update', {
        ...info,
        name: 'Alice Updated',
        nickName: 'ali2',
        departmentId: dept['社区居委会'],
        roleIdList: [role2],
        remark: 'updated',
        password: '',
      });
      expect(upd.body).toEqual({ code: 1000, message: 'success' });
      const after = ok(await get(`/base/sys/user/info?id=${id}`));
      expect(after).toMatchObject({ name: 'Alice Updated', nickName: 'ali2', departmentId: dept['社区居委会'], departmentName: '社区居委会', roleIdList: [role2], remark: 'updated', username: 'peer_alice', passwordV: 1 });
      await t.login('peer_alice', 'alice123');
      expect(refused(await post('/base/sys/user/update', { id: 999999, name: 'ghost' }))).toBe('数据不存在');

      const recycledBefore = await t.app.db.recycleData.count();
      const del = await post('/base/sys/user/delete', { ids: [id] });
      expect(del.body).toEqual({ code: 1000, message: 'success' });
      expect(await t.app.db.baseSysUser.count({ where: { id } })).toBe(0);
      expect(await t.app.db.baseSysUserRole.count({ where: { userId: id } })).toBe(0);
      expect(await t.app.db.recycleData.count()).toBe(recycledBefore + 1);
      const bin = await t.app.db.recycleData.findFirstOrThrow({ orderBy: { id: 'desc' } });
      expect(bin).toMatchObject({ userId: adminId, url: '/admin/base/sys/user/delete', params: { ids: [id] }, count: 1 });
      expect(bin.entityInfo).toMatchObject({ model: 'BaseSysUser' });
      expect(bin.data).toEqual([expect.objectContaining({ id, username: 'peer_alice', name: 'Alice Updated' })]);
      expect(refused(await get(`/base/sys/user/info?id=${id}`))).toBe('数据不存在');
      refused(await get('/base/sys/user/info?id=abc'));
    });

    it('delete refuses the current user (here the super administrator), deleting nothing', async () => {
      expect(refused(await post('/base/sys/user/delete', { ids: [adminId, pagerIds[19]] }))).toBe('不能删除当前登录用户');
      expect(await t.app.db.baseSysUser.count({ where: { id: pagerIds[19] } })).toBe(1);
      expect(await t.app.db.baseSysUser.count({ where: { id: adminId } })).toBe(1);
    });

    it('validates before writing: required, lengths, password length, duplicates, types', async () => {
      const users = await t.app.db.baseSysUser.count();
      const links = await t.app.db.baseSysUserRole.count();
      const base = { name: 'V', password: 'secret123', roleIdList: [pagerRole.id] };
      expect(refused(await post('/base/sys/user/add', { ...base, username: undefined }))).toBe('用户名不能为空');
      expect(refused(await post('/base/sys/user/add', { ...base, username: '  ' }))).toBe('用户名不能为空');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'nopass', password: undefined }))).toBe('密码不能为空');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'u'.repeat(101) }))).toBe('用户名长度不能超过100个字符');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'longphone', phone: '1'.repeat(21) }))).toBe('手机长度不能超过20个字符');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'shortpw', password: '12345' }))).toBe('密码长度需在6到16个字符之间');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'longpw', password: '1'.repeat(17) }))).toBe('密码长度需在6到16个字符之间');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'pager01' }))).toBe('用户名已经存在~');
      // Fields are named by their label, as in every other message.
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'badstatus', status: 'abc' }))).toBe('状态格式不正确');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'badrole', roleIdList: ['x'] }))).toBe('角色格式不正确');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'badstatus', status: 'abc' }, admin, { language: 'en' }))).toBe('Status has an invalid format');
      // Links to rows that do not exist are refused, not answered with a server error.
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'ghostrole', roleIdList: [999999] }))).toBe('数据不存在');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'ghostdept', departmentId: 999999 }))).toBe('数据不存在');
      // Updates are checked the same way and change nothing when refused.
      expect(refused(await post('/base/sys/user/update', { id: pagerIds[1], username: 'pager01' }))).toBe('用户名已经存在~');
      expect(refused(await post('/base/sys/user/update', { id: pagerIds[1], name: 'Changed', password: '123' }))).toBe('密码长度需在6到16个字符之间');
      expect(refused(await post('/base/sys/user/update', { id: pagerIds[1], name: '' }))).toBe('姓名不能为空');
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: pagerIds[1] } })).name).toBe('Pager 02');
      expect(await t.app.db.baseSysUser.count()).toBe(users);
      expect(await t.app.db.baseSysUserRole.count()).toBe(links);

      // The bounds themselves are accepted.
      const edge = await addUser({ username: 'e'.repeat(100), password: '1'.repeat(16), phone: '0755-12345678-123456' });
      await addUser({ username: 'sixpw', password: '123456' });
      expect(ok(await get(`/base/sys/user/info?id=${edge}`)).username).toHaveLength(100);
    });

    it('answers in English with the language header', async () => {
      const en = { language: 'en' };
      const base = { name: 'V', password: 'secret123' };
      expect(refused(await post('/base/sys/user/add', base, admin, en))).toBe('Username cannot be empty');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'pager01' }, admin, en))).toBe('Username already exists');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'x', password: '1' }, admin, en))).toBe('Password must be 6 to 16 characters');
      expect(refused(await post('/base/sys/user/add', { ...base, username: 'u'.repeat(101) }, admin, en))).toBe('Username must be at most 100 characters');
      expect(refused(await get('/base/sys/user/info?id=999999', admin, en))).toBe('Record not found');
      expect(refused(await post('/base/sys/user/page', {}, null, en), 401)).toBe('Login expired or no permission');
      expect((await get('/base/nope', admin, en)).body.message).toBe('/admin/base/nope Not Found');
    });

    it('move: POST /base/sys/user/move {departmentId, userIds} moves users', async () => {
      const ids = [pagerIds[0]!, pagerIds[1]!];
      expect((await post('/base/sys/user/move', { departmentId: dept['社区居委会'], userIds: ids })).body).toEqual({ code: 1000, message: 'success' });
      const moved = await t.app.db.baseSysUser.findMany({ where: { id: { in: ids } } });
      expect(moved.map((u) => u.departmentId)).toEqual([dept['社区居委会'], dept['社区居委会']]);
      expect(ok(await get(`/base/sys/user/info?id=${ids[0]}`)).departmentName).toBe('社区居委会');
      expect(refused(await post('/base/sys/user/move', { departmentId: 999999, userIds: ids }))).toBe('数据不存在');
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: ids[0] } })).departmentId).toBe(dept['社区居委会']);
      refused(await post('/base/sys/user/move', { departmentId: dept['业主委员会'] }));
      // Ids sent as strings are read as numbers, as on every other route.
      ok(await post('/base/sys/user/move', { departmentId: String(dept['物业服务中心']), userIds: [String(pagerIds[2])] }));
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: pagerIds[2] } })).departmentId).toBe(dept['物业服务中心']);
      ok(await post('/base/sys/user/move', { departmentId: dept['业主委员会'], userIds: [pagerIds[2]] }));
    });
  });

  describe('role', () => {
    it('add with menuIdList and departmentIdList; info returns them; update replaces them', async () => {
      const menus = (await t.app.db.baseSysMenu.findMany({ where: { type: 2 }, take: 3, orderBy: { id: 'asc' } })).map((m) => m.id);
      const res = ok(await post('/base/sys/role/add', { name: 'peer-viewer', label: 'peer_viewer', remark: 'few perms', relevance: false, menuIdList: menus, departmentIdList: [dept['业主委员会']] }));
      expect(res).toEqual({ id: expect.any(Number) });
      const info = ok(await get(`/base/sys/role/info?id=${res.id}`));
      expect(info).toMatchObject({ id: res.id, name: 'peer-viewer', label: 'peer_viewer', remark: 'few perms', relevance: false, userId: adminId, departmentIdList: [dept['业主委员会']] });
      expect([...info.menuIdList].sort((a: number, b: number) => a - b)).toEqual(menus);
      expect(info.createTime).toMatch(TIME);

      ok(await post('/base/sys/role/update', { id: res.id, relevance: true, menuIdList: [menus[0]], departmentIdList: [] }));
      expect(ok(await get(`/base/sys/role/info?id=${res.id}`))).toMatchObject({ relevance: true, menuIdList: [menus[0]], departmentIdList: [], label: 'peer_viewer' });
      const page = ok(await post('/base/sys/role/page', { keyWord: 'PEER-VIEW' }));
      expect(page.pagination.total).toBe(1);
      expect(page.list[0]).toMatchObject({ id: res.id, name: 'peer-viewer' });
    });

    it('validates label length and required fields, writing nothing', async () => {
      const roles = await t.app.db.baseSysRole.count();
      expect(refused(await post('/base/sys/role/add', { name: 'long-label', label: 'l'.repeat(51) }))).toBe('角色标签长度不能超过50个字符');
      expect(refused(await post('/base/sys/role/add', { name: 'no-label' }))).toBe('角色标签不能为空');
      expect(refused(await post('/base/sys/role/add', { name: '超级管理员', label: 'other' }))).toBe('角色已存在：名称为“超级管理员”（ID 1）');
      expect(refused(await post('/base/sys/role/add', { name: 'ghost-menu', label: 'ghost_menu', menuIdList: [999999] }))).toBe('数据不存在');
      expect(refused(await post('/base/sys/role/add', { name: 'ghost-dept', label: 'ghost_dept', departmentIdList: [999999] }))).toBe('数据不存在');
      expect(refused(await post('/base/sys/role/add', { name: 'bad-relevance', label: 'bad_relevance', relevance: 'maybe', menuIdList: [] }))).toMatch(/格式不正确$/);
      expect(await t.app.db.baseSysRole.count()).toBe(roles);
      ok(await post('/base/sys/role/add', { name: 'fifty', label: 'l'.repeat(50) }));
    });

    it('refuses to delete the super admin role (label admin); deletes others', async () => {
      const superRole = await t.app.db.baseSysRole.findUniqueOrThrow({ where: { label: 'admin' } });
      expect(refused(await post('/base/sys/role/delete', { ids: [superRole.id] }))).toBe('不能删除超级管理员角色');
      expect(await t.app.db.baseSysRole.count({ where: { id: superRole.id } })).toBe(1);
      const id = ok(await post('/base/sys/role/add', { name: 'to-delete', label: 'to_delete', menuIdList: [1] })).id;
      ok(await post('/base/sys/role/delete', { ids: [id] }));
      expect(await t.app.db.baseSysRole.count({ where: { id } })).toBe(0);
      expect(await t.app.db.baseSysRoleMenu.count({ where: { roleId: id } })).toBe(0);
    });
  });

  describe('menu', () => {
    it('router must start with /', async () => {
      const before = await t.app.db.baseSysMenu.count();
      expect(refused(await post('/base/sys/menu/add', { name: 'bad', type: 1, router: 'no/slash' }))).toBe('路由必须以 / 开头');
      expect(refused(await post('/base/sys/menu/add', { name: 'bad', type: 1, router: 'x' }, admin, { language: 'en' }))).toBe('The route must start with /');
      expect(await t.app.db.baseSysMenu.count()).toBe(before);
      const id = ok(await post('/base/sys/menu/add', { name: 'good', type: 1, router: '/good', viewPath: 'modules/x.vue' })).id;
      expect(ok(await get(`/base/sys/menu/info?id=${id}`))).toMatchObject({ id, router: '/good', type: 1, keepAlive: true, isShow: true, orderNum: 0, parentId: null });
      ok(await post('/base/sys/menu/delete', { ids: [id] }));
    });

    it('list is sorted by orderNum', async () => {
      const list = ok(await post('/base/sys/menu/list', {}));
      expect(list.length).toBe(await t.app.db.baseSysMenu.count());
      const orders = list.map((m: any) => m.orderNum);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(list[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), type: expect.any(Number) });
      expect(list[0].createTime).toMatch(TIME);
    });

    it('deleting a directory removes its children; a menu cannot go under its own descendant', async () => {
      const dir = ok(await post('/base/sys/menu/add', { name: '临时目录', type: 0, orderNum: 1 })).id;
      const page = ok(await post('/base/sys/menu/add', { name: '临时页面', type: 1, parentId: dir, router: '/tmp/page' })).id;
      const button = ok(await post('/base/sys/menu/add', { name: '临时按钮', type: 2, parentId: page, perms: 'a:b:c, a:b:d' })).id;
      expect((await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: button } })).perms).toBe('a:b:c,a:b:d');
      expect(refused(await post('/base/sys/menu/update', { id: dir, parentId: button }))).toBe('上级菜单不能是自己或其下级');
      expect(refused(await post('/base/sys/menu/update', { id: dir, parentId: dir }))).toBe('上级菜单不能是自己或其下级');
      expect(refused(await post('/base/sys/menu/add', { name: '孤儿', type: 1, parentId: 999999, router: '/orphan' }))).toBe('数据不存在');
      expect(await t.app.db.baseSysMenu.count({ where: { name: '孤儿' } })).toBe(0);
      ok(await post('/base/sys/menu/delete', { ids: [dir] }));
      expect(await t.app.db.baseSysMenu.count({ where: { id: { in: [dir, page, button] } } })).toBe(0);
    });
  });

  describe('department', () => {
    it('list, add, order with an array body; no own-descendant parent', async () => {
      const list = ok(await post('/base/sys/department/list', {}));
      expect(list.map((d: any) => d.name)).toEqual(expect.arrayContaining(['社区治理委员会', '业主委员会', '物业服务中心', '社区居委会']));
      expect(list[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), orderNum: expect.any(Number) });
      const root = dept['社区治理委员会']!;
      const a = ok(await post('/base/sys/department/add', { name: '一组', parentId: root, orderNum: 10 })).id;
      const b = ok(await post('/base/sys/department/add', { name: '二组', parentId: a })).id;
      expect(ok(await get(`/base/sys/department/info?id=${b}`))).toMatchObject({ name: '二组', parentId: a, orderNum: 0, userId: adminId });

      const res = await post('/base/sys/department/order', [
        { id: b, parentId: root, orderNum: 0 },
        { id: a, parentId: root, orderNum: 99 },
      ]);
      expect(res.body).toEqual({ code: 1000, message: 'success' });
      const after = ok(await post('/base/sys/department/list', {}));
      const byId = new Map(after.map((d: any) => [d.id, d]));
      expect(byId.get(b)).toMatchObject({ parentId: root, orderNum: 0 });
      expect(byId.get(a)).toMatchObject({ parentId: root, orderNum: 99 });
      const orders = after.map((d: any) => d.orderNum);
      expect(orders).toEqual([...orders].sort((x: number, y: number) => x - y));

      // The root cannot move under one of its descendants, by update or by order.
      const c = ok(await post('/base/sys/department/add', { name: '三组', parentId: a })).id;
      expect(refused(await post('/base/sys/department/update', { id: a, parentId: c }))).toBe('上级部门不能是自己或其下级');
      expect(refused(await post('/base/sys/department/update', { id: root, parentId: c }))).toBe('上级部门不能是自己或其下级');
      expect(refused(await post('/base/sys/department/order', [{ id: root, parentId: c, orderNum: 1 }]))).toBe('上级部门不能是自己或其下级');
      expect(refused(await post('/base/sys/department/order', [{ id: a, parentId: a, orderNum: 1 }]))).toBe('上级部门不能是自己或其下级');
      expect((await t.app.db.baseSysDepartment.findUniqueOrThrow({ where: { id: root } })).parentId).toBeNull();
      expect((await t.app.db.baseSysDepartment.findUniqueOrThrow({ where: { id: a } })).parentId).toBe(root);
      expect(refused(await post('/base/sys/department/add', { name: '孤儿', parentId: 999999 }))).toBe('数据不存在');
      expect(await t.app.db.baseSysDepartment.count({ where: { name: '孤儿' } })).toBe(0);
      expect(refused(await post('/base/sys/department/delete', { ids: [a] }))).toBe('请先删除下级部门');
      ok(await post('/base/sys/department/delete', { ids: [c, b] }));
      ok(await post('/base/sys/department/delete', { ids: [a] }));
    });

    it('order follows the data permission: only visible departments, under visible parents', async () => {
      const root = dept['社区治理委员会']!;
      // Sees only its own department (物业服务中心).
      const r = await restrictedUser('peer_orderer', ['base:sys:department:order', 'base:sys:department:list']);
      expect(ok(await post('/base/sys/department/list', {}, r.token)).map((d: any) => d.name)).toEqual(['物业服务中心']);
      const before = await t.app.db.baseSysDepartment.findMany({ orderBy: { id: 'asc' } });
      expect(refused(await post('/base/sys/department/order', [{ id: dept['业主委员会'], parentId: root, orderNum: 7 }], r.token))).toBe('数据不存在');
      expect(refused(await post('/base/sys/department/order', [{ id: dept['物业服务中心'], parentId: dept['业主委员会'], orderNum: 7 }], r.token))).toBe('数据不存在');
      expect(refused(await post('/base/sys/department/order', [{ id: dept['物业服务中心'], parentId: 999999, orderNum: 7 }]))).toBe('数据不存在');
      expect(await t.app.db.baseSysDepartment.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
      // Its own department may move among its siblings (same parent).
      ok(await post('/base/sys/department/order', [{ id: dept['物业服务中心'], parentId: root, orderNum: 2 }], r.token));
    });

    it('user move follows the data permission: no moving users into a department the viewer cannot see', async () => {
      const r = await restrictedUser('peer_mover', ['base:sys:user:move', 'base:sys:user:page']);
      const own = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'peer_mover' } });
      expect(refused(await post('/base/sys/user/move', { departmentId: dept['业主委员会'], userIds: [own.id] }, r.token))).toBe('数据不存在');
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: own.id } })).departmentId).toBe(own.departmentId);
    });

    it('POST department/list with no body and no Content-Type is read as {}', async () => {
      const res = await t.req('POST', '/admin/base/sys/department/list', { token: admin });
      const data = ok(res);
      expect(Array.isArray(data)).toBe(true);
      expect(data.length).toBe(await t.app.db.baseSysDepartment.count());
    });
  });

  describe('param', () => {
    it('CRUD, unique key, and the public html page', async () => {
      const id = ok(await post('/base/sys/param/add', { keyName: 'agreement', name: '用户协议', data: '<h1>协议</h1>', dataType: 1, remark: 'r' })).id;
      expect(ok(await get(`/base/sys/param/info?id=${id}`))).toMatchObject({ id, keyName: 'agreement', name: '用户协议', data: '<h1>协议</h1>', dataType: 1, remark: 'r' });
      expect(refused(await post('/base/sys/param/add', { keyName: 'agreement', name: 'dup' }))).toBe('键已存在');
      const page = ok(await post('/base/sys/param/page', { keyWord: 'agree' }));
      expect(page.pagination).toEqual({ page: 1, size: 15, total: 1 });
      expect(ok(await post('/base/sys/param/page', { dataType: 1 })).list.every((p: any) => p.dataType === 1)).toBe(true);
      ok(await post('/base/sys/param/update', { id, data: '<h1>新协议</h1>' }));

      const html = await t.req('GET', '/admin/base/sys/param/html?key=agreement');
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toMatch(/^text\/html/);
      // A complete page (tests/server/param-html.test.ts covers sanitizing and its policy).
      expect(html.text).toMatch(/^<!doctype html>/);
      expect(html.text).toContain('<title>用户协议</title>');
      expect(html.text).toContain('<body><h1>新协议</h1></body>');
      const seeded = await t.req('GET', '/admin/base/sys/param/html?key=text');
      expect(seeded.status).toBe(200);
      expect(seeded.text).toContain('<body><p>欢迎使用社区治理管理后台</p></body>');
      expect((await t.req('GET', '/admin/base/open/html?key=text')).text).toBe(seeded.text);
      expect((await t.req('GET', '/admin/base/sys/param/html?key=missing')).status).toBe(404);

      ok(await post('/base/sys/param/delete', { ids: [id] }));
      expect(await t.app.db.baseSysParam.count({ where: { keyName: 'agreement' } })).toBe(0);
    });
  });

  describe('request log', () => {
    it('records requests (userId, action, ip, params) with secrets redacted; page rows include name', async () => {
      const marker = `logged_${kind}`;
      await addUser({ username: marker, password: 'plainsecret1' });
      await t.login(marker, 'plainsecret1');
      const row = await vi.waitFor(
        async () => {
          const rows = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/base/sys/user/add' }, orderBy: { id: 'desc' } });
          const found = rows.find((r: any) => r.params?.username === marker);
          if (!found) throw new Error('not logged yet');
          return found;
        },
        { timeout: 5000, interval: 50 },
      );
      expect(row).toMatchObject({ userId: adminId, ip: '127.0.0.1' });
      expect(row.params).toMatchObject({ username: marker, password: '******' });
      const login = await vi.waitFor(
        async () => {
          const rows = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/base/open/login' }, orderBy: { id: 'desc' } });
          const found = rows.find((r: any) => r.params?.username === marker);
          if (!found) throw new Error('not logged yet');
          return found;
        },
        { timeout: 5000, interval: 50 },
      );
      expect(login.params).toMatchObject({ password: '******', verifyCode: '******' });
      const all = await t.app.db.baseSysLog.findMany();
      expect(JSON.stringify(all)).not.toContain('plainsecret1');

      const page = ok(await post('/base/sys/log/page', { keyWord: '/admin/base/sys/user/add', size: 5 }));
      expect(page.pagination.total).toBeGreaterThan(0);
      expect(page.list[0]).toMatchObject({ userId: adminId, name: '超级管理员', action: 'POST /admin/base/sys/user/add', ip: '127.0.0.1' });
      expect(page.list[0].createTime).toMatch(TIME);
      // The log is read-only row by row.
      expect((await post('/base/sys/log/add', { action: 'x' })).status).toBe(404);
    });

    it('setKeep / getKeep / clear', async () => {
      expect(ok(await get('/base/sys/log/getKeep'))).toBe(31);
      expect((await post('/base/sys/log/setKeep', { value: 7 })).body).toEqual({ code: 1000, message: 'success' });
      expect(ok(await get('/base/sys/log/getKeep'))).toBe(7);
      expect(refused(await post('/base/sys/log/setKeep', { value: 0 }))).toBe('保存天数需为1到10000之间的整数');
      refused(await post('/base/sys/log/setKeep', { value: 'abc' }));
      refused(await post('/base/sys/log/setKeep', {}));
      expect(ok(await get('/base/sys/log/getKeep'))).toBe(7);

      await vi.waitFor(async () => expect(await t.app.db.baseSysLog.count({ where: { action: 'GET /admin/base/sys/log/getKeep' } })).toBeGreaterThan(0));
      const lastId = (await t.app.db.baseSysLog.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
      expect((await post('/base/sys/log/clear')).body).toEqual({ code: 1000, message: 'success' });
      // Only what was logged after the clear (the clear call itself) remains.
      const left = await t.app.db.baseSysLog.findMany();
      expect(left.every((r) => r.id > lastId)).toBe(true);
      expect(left.every((r) => r.action === 'POST /admin/base/sys/log/clear')).toBe(true);
    });
  });

  describe('open and common routes', () => {
    it('GET /base/open/eps without a token lists modules, routes and columns', async () => {
      const eps = ok(await get('/base/open/eps', null));
      expect(Object.keys(eps)).toEqual(expect.arrayContaining(['base', 'dict']));
      for (const [module, controllers] of Object.entries<any[]>(eps)) {
        for (const c of controllers) {
          expect(c).toMatchObject({ module, prefix: expect.stringMatching(/^\/admin\//), info: { type: { name: expect.any(String), description: expect.any(String) } } });
          expect(Array.isArray(c.api) && Array.isArray(c.columns)).toBe(true);
          for (const a of c.api) {
            expect(Object.keys(a).sort()).toEqual(['dts', 'ignoreToken', 'method', 'path', 'prefix', 'summary', 'tag']);
            expect(a.prefix).toBe(c.prefix);
            expect(['get', 'post']).toContain(a.method);
            expect(a.path).toMatch(/^\/\w+$/);
          }
          for (const col of c.columns) expect(col).toMatchObject({ propertyName: expect.any(String), type: expect.any(String), comment: expect.any(String), nullable: expect.any(Boolean) });
        }
      }
      const user = eps.base.find((c: any) => c.prefix === '/admin/base/sys/user');
      expect(user.info.type).toEqual({ name: 'user', description: expect.any(String) });
      expect(user.api.map((a: any) => `${a.method} ${a.path}`).sort()).toEqual(
        ['post /add', 'post /delete', 'post /export', 'get /info', 'post /list', 'post /move', 'post /page', 'post /update'].sort(),
      );
      expect(user.api.every((a: any) => a.ignoreToken === false && a.prefix === '/admin/base/sys/user')).toBe(true);
      const cols = new Map(user.columns.map((c: any) => [c.propertyName, c]));
      expect([...cols.keys()]).toEqual(expect.arrayContaining(['id', 'createTime', 'updateTime', 'departmentId', 'name', 'username', 'nickName', 'headImg', 'phone', 'email', 'remark', 'status']));
      expect(cols.has('password')).toBe(false);
      expect(cols.get('username')).toMatchObject({ type: 'varchar', length: 100, comment: '用户名', nullable: false });
      expect(cols.get('phone')).toMatchObject({ type: 'varchar', length: 20, nullable: true });
      expect(cols.get('status')).toMatchObject({ type: 'int', nullable: false });

      const open = eps.base.find((c: any) => c.prefix === '/admin/base/open');
      expect(open.api.map((a: any) => a.path)).toEqual(expect.arrayContaining(['/login', '/captcha', '/refreshToken', '/eps', '/html']));
      expect(open.api.every((a: any) => a.ignoreToken === true)).toBe(true);
      const dictInfo = eps.dict.find((c: any) => c.prefix === '/admin/dict/info');
      expect(dictInfo.api.filter((a: any) => a.ignoreToken).map((a: any) => a.path).sort()).toEqual(['/data', '/types']);
      const comm = eps.base.find((c: any) => c.prefix === '/admin/base/comm');
      expect(comm.api.find((a: any) => a.path === '/program').ignoreToken).toBe(true);
      expect(comm.api.find((a: any) => a.path === '/person').ignoreToken).toBe(false);
    });

    it('GET /base/comm/program needs no token', async () => {
      const program = ok(await get('/base/comm/program', null));
      // The source system's client reads the server's language as a string (and lower-cases it).
      expect(program).toBe('Node');
    });

    it('POST /dict/info/data answers the named dictionaries, or all of them', async () => {
      const one = ok(await post('/dict/info/data', { types: ['residentRole'] }));
      expect(Object.keys(one)).toEqual(['residentRole']);
      expect(one.residentRole.map((i: any) => i.name)).toEqual(['业主', '租户', '家庭成员', '业委会委员', '楼栋长']);
      for (const item of one.residentRole) {
        expect(Object.keys(item).sort()).toEqual(['id', 'name', 'orderNum', 'parentId', 'typeId', 'value']);
        expect(item).toMatchObject({ id: expect.any(Number), typeId: expect.any(Number), parentId: null });
      }
      expect(one.residentRole[0]).toMatchObject({ value: 1, orderNum: 1 });
      for (const body of [{}, { types: [] }, undefined]) {
        const all = ok(await t.req('POST', '/admin/dict/info/data', { body, token: admin }));
        expect(Object.keys(all).sort()).toEqual(DICT_KEYS);
      }
      // A comma-separated string names several.
      expect(Object.keys(ok(await post('/dict/info/data', { types: 'passRule,goodsType' }))).sort()).toEqual(['goodsType', 'passRule']);
      // The boot call may come before login, too.
      expect(Object.keys(ok(await post('/dict/info/data', {}, null))).sort()).toEqual(DICT_KEYS);
      expect(ok(await get('/dict/info/types', null)).map((d: any) => d.key).sort()).toEqual(DICT_KEYS);
    });
  });

  describe('permissions of the route table', () => {
    /** The served routes that need a permission; the others are open (no token) or common to every logged-in user. */
    function guardedRoutes() {
      const open = t.app.routes.filter((r) => r.perm === null);
      // Only open routes and the common calls of a logged-in user go without a permission.
      const unexpected = open.filter((r) => r.access !== 'open' && !/^\/admin\/(base\/)?comm(\/|$)/.test(r.prefix)).map((r) => r.prefix + r.path);
      expect(unexpected).toEqual([]);
      for (const [prefix, path] of [['/admin/base/comm', '/person'], ['/admin/base/comm', '/permmenu'], ['/admin/dict/info', '/data'], ['/admin/dict/info', '/types'], ['/admin/base/sys/param', '/html'], ['/admin/base/open', '/eps']] as const) {
        expect(open.some((r) => r.prefix === prefix && r.path === path), prefix + path).toBe(true);
      }
      return t.app.routes.filter((r) => r.perm !== null);
    }

    it('the seeded menu tree holds a permission button for every served endpoint', async () => {
      const eps = ok(await get('/base/open/eps', null));
      const listed = Object.values<any[]>(eps).flat().flatMap((c) => c.api.map((a: any) => `${a.method} ${a.prefix}${a.path}`));
      // EPS lists exactly the served routes.
      expect(listed.sort()).toEqual(t.app.routes.map((r) => `${r.method} ${r.prefix}${r.path}`).sort());
      const guarded = guardedRoutes();
      expect(guarded.length).toBeGreaterThan(30);
      // The permission of a route is module:entity:action of its prefix and path, unless its operation
      // names another one explicitly (the import template is guarded by the import permission).
      const declared = new Map<string, string>(resources().flatMap((d) => (d.operations ?? []).filter((o) => o.perm).map((o) => [`/admin/${d.prefix}/${o.action}`, o.perm!] as const)));
      expect(declared.get('/admin/area/house/importTemplate')).toBe('area:house:import');
      for (const r of guarded) expect(r.perm).toBe(declared.get(r.prefix + r.path) ?? `${r.prefix.replace(/^\/admin\//, '').replaceAll('/', ':')}:${r.path.slice(1)}`);
      const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2 } });
      const held = new Set(menus.flatMap((m) => (m.perms ?? '').split(',').filter(Boolean)));
      expect(guarded.map((r) => r.perm).filter((p) => !held.has(p!))).toEqual([]);
      // The admin holds them all.
      const adminPerms = new Set(ok(await get('/base/comm/permmenu')).perms);
      expect(guarded.map((r) => r.perm).filter((p) => !adminPerms.has(p))).toEqual([]);
    });

    it('every guarded route answers 403 to a user without its permission', async () => {
      const r = await restrictedUser('peer_nobody', ['base:sys:param:page']);
      const body = { id: 1, ids: [999999], departmentId: 1, userIds: [999999], value: 7, page: 1, name: 'x', label: 'x', keyName: 'x' };
      const wrong: string[] = [];
      for (const route of guardedRoutes()) {
        const path = `${route.prefix}${route.path}`;
        const res = route.method === 'get' ? await t.req('GET', `${path}?id=1`, { token: r.token }) : await t.req('POST', path, { body, token: r.token });
        const expected = route.perm === 'base:sys:param:page' ? 200 : 403;
        if (res.status !== expected || (expected === 403 && res.body.code !== 1001)) wrong.push(`${route.method} ${path}: ${res.status} ${res.text.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
      expect(await t.app.db.baseSysParam.count({ where: { keyName: 'x' } })).toBe(0);
      expect((await get('/base/sys/log/getKeep')).body.code).toBe(1000);
    });
  });

  describe('GraphQL', () => {
    const PAGE = `query($first: Int, $after: String, $filter: SysUserFilter, $keyWord: String) {
      sysUserPage(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: "username", sort: asc) {
        totalCount edges { node { id rowId username status } } pageInfo { hasNextPage endCursor } } }`;

    it('sysUserPage is a connection with totalCount, paged with after', async () => {
      const first = await t.gql(PAGE, { first: 5, keyWord: 'pager' }, admin);
      expect(first.body.errors).toBeUndefined();
      const c = first.body.data.sysUserPage;
      expect(c.totalCount).toBe(20);
      expect(c.edges.map((e: any) => e.node.username)).toEqual(['pager01', 'pager02', 'pager03', 'pager04', 'pager05']);
      expect(c.pageInfo).toEqual({ hasNextPage: true, endCursor: expect.any(String) });
      expect(c.edges[0].node.id).not.toBe(String(c.edges[0].node.rowId));
      const second = await t.gql(PAGE, { first: 5, after: c.pageInfo.endCursor, keyWord: 'pager' }, admin);
      expect(second.body.data.sysUserPage.edges.map((e: any) => e.node.username)).toEqual(['pager06', 'pager07', 'pager08', 'pager09', 'pager10']);
      const tail = await t.gql(PAGE, { first: 50, keyWord: 'pager' }, admin);
      expect(tail.body.data.sysUserPage.pageInfo.hasNextPage).toBe(false);

      const disabled = await t.gql(PAGE, { first: 50, keyWord: 'pager', filter: { status: 0 } }, admin);
      expect(disabled.body.data.sysUserPage.totalCount).toBe(5);
      expect(disabled.body.data.sysUserPage.edges.every((e: any) => e.node.status === 0)).toBe(true);
      const enabled = await t.gql(PAGE, { first: 50, keyWord: 'pager', filter: { status: 1 } }, admin);
      expect(enabled.body.data.sysUserPage.totalCount).toBe(15);

      const anonymous = await t.gql(PAGE, { first: 5 }, null);
      expect(anonymous.body.data?.sysUserPage ?? null).toBeNull();
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('node(id) refetches a user for admin and is refused without base:sys:user perms', async () => {
      const page = await t.gql(PAGE, { first: 1, keyWord: 'pager01' }, admin);
      const node = page.body.data.sysUserPage.edges[0].node;
      const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on SysUser { rowId username departmentName } } }`;
      const refetch = await t.gql(NODE, { id: node.id }, admin);
      expect(refetch.body.errors).toBeUndefined();
      expect(refetch.body.data.node).toMatchObject({ __typename: 'SysUser', id: node.id, rowId: node.rowId, username: 'pager01' });

      // peer_viewer holds no base:sys:user permission; pager10 sits in its own department, so only the permission stands in the way.
      const { token } = await t.login('peer_viewer', 'viewer123');
      const pager10 = (await t.gql(PAGE, { first: 1, keyWord: 'pager10' }, admin)).body.data.sysUserPage.edges[0].node;
      const refused = await t.gql(NODE, { id: pager10.id }, token);
      expect(refused.body.data?.node ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(refused.body)).not.toContain('pager10');
      // Out of its department scope the row is not even found.
      const outside = await t.gql(NODE, { id: node.id }, token);
      expect(outside.body.data?.node ?? null).toBeNull();
      expect(JSON.stringify(outside.body)).not.toContain('pager01');
      const listRefused = await t.gql(PAGE, { first: 5 }, token);
      expect(listRefused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("a role's department data permission limits every read and write, also node(id)", async () => {
      // pager01 and pager02 were moved to 社区居委会; the role covers 业主委员会; the user sits in 物业服务中心.
      const r = await restrictedUser('peer_scoped', ['base:sys:user:page', 'base:sys:user:list', 'base:sys:user:info', 'base:sys:user:update', 'base:sys:user:delete']);
      ok(await post('/base/sys/role/update', { id: r.roleId, departmentIdList: [dept['业主委员会']] }));
      const pager01 = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'pager01' } });
      const pager03 = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'pager03' } });
      expect(pager01.departmentId).toBe(dept['社区居委会']);

      const page = ok(await post('/base/sys/user/page', { keyWord: 'pager', size: 50 }, r.token));
      expect(page.pagination.total).toBe(18);
      expect(page.list.map((u: any) => u.username)).not.toContain('pager01');
      expect(ok(await post('/base/sys/user/list', { keyWord: 'admin' }, r.token))).toEqual([]);
      expect(ok(await get(`/base/sys/user/info?id=${pager03.id}`, r.token)).username).toBe('pager03');
      expect(refused(await get(`/base/sys/user/info?id=${pager01.id}`, r.token))).toBe('数据不存在');
      expect(refused(await post('/base/sys/user/update', { id: pager01.id, name: 'hijacked' }, r.token))).toBe('数据不存在');
      ok(await post('/base/sys/user/delete', { ids: [pager01.id] }, r.token));
      const still = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: pager01.id } });
      expect(still.name).toBe('Pager 01');

      const NODE = `query($id: ID!) { node(id: $id) { ... on SysUser { rowId username } } }`;
      const ids = (await t.gql(`query { sysUserPage(first: 50, keyWord: "pager", orderBy: "username", sort: asc) { edges { node { id username } } } }`, {}, admin)).body.data.sysUserPage.edges;
      const gid = (name: string) => ids.find((e: any) => e.node.username === name).node.id;
      const seen = await t.gql(NODE, { id: gid('pager03') }, r.token);
      expect(seen.body.data.node).toEqual({ rowId: pager03.id, username: 'pager03' });
      const hidden = await t.gql(NODE, { id: gid('pager01') }, r.token);
      expect(hidden.body.data?.node ?? null).toBeNull();
      expect(JSON.stringify(hidden.body)).not.toContain('pager01');
      const gqlPage = await t.gql(`query { sysUserPage(first: 50, keyWord: "pager") { totalCount } }`, {}, r.token);
      expect(gqlPage.body.data.sysUserPage.totalCount).toBe(18);

      // With relevance the superior departments come along (the root, where admin sits), not the siblings.
      ok(await post('/base/sys/role/update', { id: r.roleId, relevance: true }));
      const wider = await t.login('peer_scoped', 'viewer123');
      expect(ok(await get(`/base/sys/user/info?id=${adminId}`, wider.token)).username).toBe('admin');
      expect(ok(await post('/base/sys/user/page', { keyWord: 'pager' }, wider.token)).pagination.total).toBe(18);
    });

    it('sysUserAdd returns the AppError union member on validation failure, the payload on success', async () => {
      const ADD = `mutation($input: SysUserAddInput!) { sysUserAdd(input: $input) {
        __typename ... on AppError { code message field } ... on MutationSysUserAddSuccess { data { rowId record { username roleIdList } } } } }`;
      const before = await t.app.db.baseSysUser.count();
      const missing = await t.gql(ADD, { input: { username: 'gql_user', name: 'G' } }, admin);
      expect(missing.body.errors).toBeUndefined();
      expect(missing.body.data.sysUserAdd).toEqual({ __typename: 'AppError', code: 1001, message: '密码不能为空', field: 'password' });
      const taken = await t.gql(ADD, { input: { username: 'pager01', name: 'G', password: 'secret123' } }, admin, { language: 'en' });
      expect(taken.body.data.sysUserAdd).toEqual({ __typename: 'AppError', code: 1001, message: 'Username already exists', field: 'username' });
      expect(await t.app.db.baseSysUser.count()).toBe(before);
      const good = await t.gql(ADD, { input: { username: 'gql_user', name: 'G', password: 'secret123', roleIdList: [] } }, admin);
      expect(good.body.data.sysUserAdd).toEqual({ __typename: 'MutationSysUserAddSuccess', data: { rowId: expect.any(Number), record: { username: 'gql_user', roleIdList: [] } } });
    });
  });
});

afterAll(async () => {
  await stopSharedPostgres();
});
