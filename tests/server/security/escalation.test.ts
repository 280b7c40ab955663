/**
 * No self-escalation (issue "access-control holes" §2): the attacks of the
 * outside test, by a staff user of community A whose role holds community
 * records plus user page/info/update, over REST and GraphQL; and what a
 * user may grant to others (roles, communities, departments, menus).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';

describeOnDatabases('no self-escalation', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let superRoleId: number;
  let areaA: number;
  let areaB: number;
  let staff: { id: number; token: string; roleId: number };
  let rootDept: number;
  let ownersDept: number;
  let propertyDept: number;

  const post = (path: string, body: unknown, token: string) => t.req('POST', `/admin${path}`, { body, token });
  const code = async (p: Promise<{ body: any }>) => (await p).body.code;

  /** A role holding exactly these permission strings (their buttons), optionally with data permission over departments. */
  async function roleWith(name: string, perms: string[], departmentIdList: number[] = []) {
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true } });
    const res = await post('/base/sys/role/add', { name, label: name, menuIdList: menus.map((m) => m.id), departmentIdList }, admin);
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data.id as number;
  }

  async function userWith(username: string, roleIds: number[], extra: Record<string, unknown> = {}) {
    const res = await post('/base/sys/user/add', { username, name: username, password: 'secret123', roleIdList: roleIds, areaIds: [areaA], departmentId: propertyDept, ...extra }, admin);
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data as number;
  }

  /** What the user may do, as the server resolves it at the next login. */
  async function rightsOf(username: string) {
    const { token } = await t.login(username, 'secret123');
    const perm = await t.req('GET', '/admin/base/comm/permmenu', { token });
    const person = await t.req('GET', '/admin/base/comm/person', { token });
    return { perms: perm.body.data.perms as string[], areaIds: person.body.data.areaIds, departmentId: person.body.data.departmentId, status: person.body.data.status };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    adminId = (await db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } })).id;
    superRoleId = (await db.baseSysRole.findFirstOrThrow({ where: { label: 'admin' } })).id;
    areaA = (await db.areaInfo.findFirstOrThrow()).id;
    areaB = (await post('/area/info/add', { name: '乙小区' }, admin)).body.data.id;
    const deps = Object.fromEntries((await db.baseSysDepartment.findMany()).map((d) => [d.name, d.id]));
    rootDept = deps['社区治理委员会']!;
    ownersDept = deps['业主委员会']!;
    propertyDept = deps['物业服务中心']!;
    const communityPerms = (await db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'area:' } } })).map((m) => m.perms!);
    const roleId = await roleWith('staff_role', [...communityPerms, 'base:sys:user:page', 'base:sys:user:info', 'base:sys:user:update'], [propertyDept]);
    const id = await userWith('staff_a', [roleId]);
    staff = { id, token: (await t.login('staff_a', 'secret123')).token, roleId };
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('the attacks of the outside test', () => {
    it('a user cannot add a role to themselves, over REST or GraphQL', async () => {
      const before = await rightsOf('staff_a');
      expect(await code(post('/base/sys/user/update', { id: staff.id, roleIdList: [staff.roleId, superRoleId] }, staff.token))).toBe(1001);
      const gql = await t.gql(
        'mutation($input: SysUserUpdateInput!) { sysUserUpdate(input: $input) { __typename ... on AppError { code message } } }',
        { input: { id: staff.id, roleIdList: [staff.roleId, superRoleId] } },
        staff.token,
      );
      expect(gql.body.data.sysUserUpdate.__typename).toBe('AppError');
      expect(await rightsOf('staff_a')).toEqual(before);
      expect((await t.app.db.baseSysUserRole.findMany({ where: { userId: staff.id } })).map((r) => r.roleId)).toEqual([staff.roleId]);
    });

    it('a user cannot widen their own communities, department or status', async () => {
      const before = await rightsOf('staff_a');
      for (const body of [{ areaIds: [areaA, areaB] }, { departmentId: rootDept }, { status: 1, remark: 'x' }]) {
        const res = await post('/base/sys/user/update', { id: staff.id, ...body }, staff.token);
        expect(res.body, JSON.stringify(body)).toEqual({ code: 1001, message: '不能在此修改自己的账号，请在个人中心修改' });
      }
      expect(await rightsOf('staff_a')).toEqual(before);
    });

    it('only the superuser changes the superuser (no remark, password or status)', async () => {
      const row = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: adminId } });
      for (const body of [{ remark: 'x' }, { password: 'hacked123' }, { status: 0 }, { roleIdList: [] }]) {
        expect(await code(post('/base/sys/user/update', { id: adminId, ...body }, staff.token)), JSON.stringify(body)).toBe(1001);
      }
      expect(await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: adminId } })).toEqual(row);
    });

    it('personUpdate needs the current password to set a new one', async () => {
      const { token } = await t.login('staff_a', 'secret123');
      const missing = await post('/base/comm/personUpdate', { password: 'newpass123' }, token);
      expect(missing.body).toEqual({ code: 1001, message: '原密码不能为空' });
      expect(await code(post('/base/comm/personUpdate', { password: 'newpass123', oldPassword: 'wrong-one' }, token))).toBe(1001);
      await t.login('staff_a', 'secret123');
      // Profile fields need no password; rights cannot be sent through it at all.
      expect(await code(post('/base/comm/personUpdate', { nickName: '甲', roleIdList: [superRoleId], areaIds: [areaB], status: 0 }, token))).toBe(1000);
      expect(await rightsOf('staff_a')).toMatchObject({ areaIds: [areaA], status: 1 });
      expect(await code(post('/base/comm/personUpdate', { password: 'newpass123', oldPassword: 'secret123' }, token))).toBe(1000);
      await t.login('staff_a', 'newpass123');
      expect(await code(post('/base/comm/personUpdate', { password: 'secret123', oldPassword: 'newpass123' }, (await t.login('staff_a', 'newpass123')).token))).toBe(1000);
      staff.token = (await t.login('staff_a', 'secret123')).token;
    });
  });

  describe('what a user may grant to others', () => {
    let manager: string;
    let managerRole: number;
    let target: number;
    let smallRole: number;
    let bigRole: number;

    beforeAll(async () => {
      const perms = ['base:sys:user:page', 'base:sys:user:info', 'base:sys:user:update', 'base:sys:role:page', 'base:sys:role:info', 'base:sys:role:update', 'base:sys:menu:update', 'base:sys:menu:page'];
      managerRole = await roleWith('manager_role', perms, [propertyDept]);
      await userWith('manager', [managerRole]);
      manager = (await t.login('manager', 'secret123')).token;
      smallRole = await roleWith('small_role', ['base:sys:user:page']);
      bigRole = await roleWith('big_role', ['base:sys:user:page', 'base:sys:user:delete']);
      target = await userWith('target', [smallRole]);
    });

    it('grants roles whose menus it holds, never others nor the super role; cannot take away roles it could not grant', async () => {
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [smallRole, superRoleId] }, manager))).toBe(1001);
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [bigRole] }, manager))).toBe(1001);
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [smallRole, managerRole] }, manager))).toBe(1000);
      expect((await t.app.db.baseSysUserRole.findMany({ where: { userId: target } })).map((r) => r.roleId).sort()).toEqual([smallRole, managerRole].sort());
      // A role the manager could not grant stays where the superuser put it.
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [smallRole, bigRole] }, admin))).toBe(1000);
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [smallRole] }, manager))).toBe(1001);
    });

    it('grants only communities and departments it holds', async () => {
      expect(await code(post('/base/sys/user/update', { id: target, areaIds: [areaA, areaB] }, manager))).toBe(1001);
      expect(await code(post('/base/sys/user/update', { id: target, departmentId: ownersDept }, manager))).toBe(1001);
      expect(await code(post('/base/sys/user/update', { id: target, areaIds: [areaA], departmentId: propertyDept }, manager))).toBe(1000);
    });

    it('a role gets only menus and departments its editor holds; the super role is the superuser’s', async () => {
      const deleteButton = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { perms: 'base:sys:user:delete' } });
      const ownMenus = (await t.app.db.baseSysRoleMenu.findMany({ where: { roleId: managerRole } })).map((m) => m.menuId);
      expect(await code(post('/base/sys/role/update', { id: managerRole, menuIdList: [...ownMenus, deleteButton.id] }, manager))).toBe(1001);
      expect(await code(post('/base/sys/role/update', { id: managerRole, departmentIdList: [propertyDept, rootDept] }, manager))).toBe(1001);
      expect(await code(post('/base/sys/role/update', { id: superRoleId, remark: 'x' }, manager))).toBe(1001);
      expect(await code(post('/base/sys/role/update', { id: smallRole, label: 'admin' }, manager))).toBe(1001);
      expect(await code(post('/base/sys/role/update', { id: smallRole, remark: 'ok', menuIdList: ownMenus.slice(0, 2) }, manager))).toBe(1000);
      expect((await rightsOf('manager')).perms.includes('base:sys:user:delete')).toBe(false);
    });

    it('a menu gets no permission its editor does not hold', async () => {
      const ownButton = (await t.app.db.baseSysMenu.findFirstOrThrow({ where: { perms: 'base:sys:user:page' } })).id;
      expect(await code(post('/base/sys/menu/update', { id: ownButton, perms: 'base:sys:user:page,base:sys:user:delete' }, manager))).toBe(1001);
      expect((await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: ownButton } })).perms).toBe('base:sys:user:page');
    });
  });
});
