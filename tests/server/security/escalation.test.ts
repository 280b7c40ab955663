/**
 * No self-escalation (issue "access-control holes" §2): the attacks of the
 * outside test, by a staff user of community A whose role holds community
 * records plus user page/info/update, over REST and GraphQL; what a user
 * may grant to others (roles, communities, departments, menus); and that
 * nobody changes a user or role holding more than themselves (security
 * audit #1 and #2: password resets, status, username, moves and deletes of
 * stronger colleagues; a role's relevance widening the data permission).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { entityByModel, operationKind, operationsOf } from '../../../server/crud/entity.ts';

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
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true, perms: true } });
    expect(new Set(menus.map((m) => m.perms))).toEqual(new Set(perms));
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
      // While the target holds more than the manager, the manager changes nothing of it.
      expect((await post('/base/sys/user/update', { id: target, remark: 'x' }, manager)).body).toEqual({ code: 1001, message: '不能修改、移动或删除权限超出自己的用户' });
      expect(await code(post('/base/sys/user/update', { id: target, roleIdList: [smallRole] }, admin))).toBe(1000);
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

  describe('nobody changes a user or role holding more than themselves', () => {
    const OUTRANKED_USER = { code: 1001, message: '不能修改、移动或删除权限超出自己的用户' };
    const OUTRANKED_ROLE = { code: 1001, message: '不能修改或删除权限超出自己的角色' };
    const WIDER_DEPARTMENTS = { code: 1001, message: '不能授予或收回数据权限范围外的部门' };
    const USER_UPDATE = 'mutation($input: SysUserUpdateInput!) { sysUserUpdate(input: $input) { __typename ... on AppError { code message } } }';
    const USER_DELETE = 'mutation($ids: [Int!]!) { sysUserDelete(ids: $ids) { __typename ... on AppError { code message } } }';
    const USER_MOVE = 'mutation($d: Int!, $ids: [Int!]!) { sysUserMove(departmentId: $d, userIds: $ids) { __typename ... on AppError { code message } } }';
    const ROLE_UPDATE = 'mutation($input: SysRoleUpdateInput!) { sysRoleUpdate(input: $input) { __typename ... on AppError { code message } } }';
    const ROLE_DELETE = 'mutation($ids: [Int!]!) { sysRoleDelete(ids: $ids) { __typename ... on AppError { code message } } }';
    const editorPerms = ['base:sys:user:page', 'base:sys:user:info', 'base:sys:user:add', 'base:sys:user:update', 'base:sys:user:delete', 'base:sys:user:move', 'base:sys:role:page', 'base:sys:role:info', 'base:sys:role:add', 'base:sys:role:update', 'base:sys:role:delete'];
    let editor: string;
    let editorRole: number;
    let weakRole: number;
    /** A role whose relevance flag widens [物业服务中心] up to the root. */
    let relevantRole: number;
    /** More menus (param:page) than the editor. */
    let strong: number;
    /** More communities (A and B). */
    let wide: number;
    /** A wider data permission (through relevance). */
    let seesMore: number;
    let weaker: number;

    const stronger = () => [strong, wide, seesMore];
    const strongerRows = () => t.app.db.baseSysUser.findMany({ where: { id: { in: stronger() } }, orderBy: { id: 'asc' } });

    beforeAll(async () => {
      editorRole = await roleWith('editor_role', editorPerms, [propertyDept, ownersDept]);
      await userWith('editor', [editorRole]);
      editor = (await t.login('editor', 'secret123')).token;
      weakRole = await roleWith('weak_role', ['base:sys:user:page'], [propertyDept]);
      const paramRole = await roleWith('param_role', ['base:sys:param:page']);
      relevantRole = await roleWith('relevant_role', ['base:sys:user:page'], [propertyDept]);
      expect(await code(post('/base/sys/role/update', { id: relevantRole, relevance: true }, admin))).toBe(1000);
      strong = await userWith('strong', [editorRole, paramRole]);
      wide = await userWith('wide', [weakRole], { areaIds: [areaA, areaB] });
      seesMore = await userWith('sees_more', [relevantRole]);
      weaker = await userWith('weaker', [weakRole]);
    });

    it('every write of users and roles goes through the guard (a new mutation on them must be added to these tests)', () => {
      for (const model of ['BaseSysUser', 'BaseSysRole']) expect(entityByModel(model)?.guard, model).toBeTypeOf('function');
      // Export is a read, whatever its method.
      const mutations = (model: string) => operationsOf({ ...entityByModel(model)!, kind: 'entity' }).filter((op) => operationKind(op) === 'mutation' && op.action !== 'export').map((op) => op.action);
      expect(mutations('BaseSysUser')).toEqual(['move']);
      expect(mutations('BaseSysRole')).toEqual([]);
    });

    it('no password reset, status, username or other change of a colleague holding more, over REST or GraphQL', async () => {
      const before = await strongerRows();
      for (const id of stronger()) {
        for (const body of [{ password: 'pwned123' }, { status: 0 }, { username: `taken_${id}` }, { remark: 'x' }]) {
          expect((await post('/base/sys/user/update', { id, ...body }, editor)).body, `${id} ${JSON.stringify(body)}`).toEqual(OUTRANKED_USER);
        }
        const gql = await t.gql(USER_UPDATE, { input: { id, password: 'pwned123' } }, editor);
        expect(gql.body.data.sysUserUpdate).toEqual({ __typename: 'AppError', ...OUTRANKED_USER });
      }
      expect(await strongerRows()).toEqual(before);
      // They still log in with their own password, with their own rights.
      expect((await rightsOf('strong')).perms).toContain('base:sys:param:page');
      expect((await rightsOf('wide')).areaIds).toEqual([areaA, areaB]);
      expect((await rightsOf('sees_more')).status).toBe(1);
    });

    it('no delete or move of a colleague holding more; one among weaker ones stops the whole call', async () => {
      const before = await strongerRows();
      for (const id of stronger()) {
        expect((await post('/base/sys/user/delete', { ids: [weaker, id] }, editor)).body).toEqual(OUTRANKED_USER);
        expect((await post('/base/sys/user/move', { departmentId: ownersDept, userIds: [weaker, id] }, editor)).body).toEqual(OUTRANKED_USER);
        expect((await t.gql(USER_DELETE, { ids: [id] }, editor)).body.data.sysUserDelete).toEqual({ __typename: 'AppError', ...OUTRANKED_USER });
        expect((await t.gql(USER_MOVE, { d: ownersDept, ids: [id] }, editor)).body.data.sysUserMove).toEqual({ __typename: 'AppError', ...OUTRANKED_USER });
      }
      expect(await strongerRows()).toEqual(before);
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: weaker } })).departmentId).toBe(propertyDept);
      // Users outside the data permission (the superuser here) are not moved.
      expect(await code(post('/base/sys/user/move', { departmentId: ownersDept, userIds: [adminId] }, editor))).toBe(1000);
      expect((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: adminId } })).departmentId).toBe(rootDept);
    });

    it('grants no role whose relevance reaches beyond the editor, to a new user or an existing one', async () => {
      const add = await post('/base/sys/user/add', { username: 'too_wide', name: 'x', password: 'secret123', roleIdList: [relevantRole], areaIds: [areaA], departmentId: propertyDept }, editor);
      expect(add.body).toEqual({ code: 1001, message: '不能授予或收回自己不具备的角色权限' });
      expect(await t.app.db.baseSysUser.count({ where: { username: 'too_wide' } })).toBe(0);
      expect(await code(post('/base/sys/user/update', { id: weaker, roleIdList: [weakRole, relevantRole] }, editor))).toBe(1001);
    });

    it('an editor still adds, changes, moves and deletes users within their rights (equals included)', async () => {
      const added = await post('/base/sys/user/add', { username: 'newbie', name: 'n', password: 'secret123', roleIdList: [weakRole], areaIds: [areaA], departmentId: propertyDept }, editor);
      expect(added.body.code, added.text).toBe(1000);
      expect(await code(post('/base/sys/user/update', { id: weaker, password: 'newpass123', remark: 'ok' }, editor))).toBe(1000);
      await t.login('weaker', 'newpass123');
      expect(await code(post('/base/sys/user/update', { id: weaker, status: 0 }, editor))).toBe(1000);
      expect(await code(post('/base/sys/user/move', { departmentId: ownersDept, userIds: [weaker, added.body.data] }, editor))).toBe(1000);
      expect((await t.app.db.baseSysUser.findMany({ where: { id: { in: [weaker, added.body.data] } } })).map((u) => u.departmentId)).toEqual([ownersDept, ownersDept]);
      const peer = await userWith('peer', [editorRole]);
      expect(await code(post('/base/sys/user/update', { id: peer, remark: 'same rights' }, editor))).toBe(1000);
      expect(await code(post('/base/sys/user/delete', { ids: [weaker, peer, added.body.data] }, editor))).toBe(1000);
      expect(await t.app.db.baseSysUser.count({ where: { id: { in: [weaker, peer, added.body.data] } } })).toBe(0);
    });

    it('a role editor cannot widen a data permission through relevance, on their own role or another', async () => {
      const seen = async () => (await post('/base/sys/user/page', { size: 100 }, editor)).body.data.pagination.total;
      const before = await seen();
      expect((await post('/base/sys/role/update', { id: editorRole, relevance: true }, editor)).body).toEqual(WIDER_DEPARTMENTS);
      expect((await t.gql(ROLE_UPDATE, { input: { id: editorRole, relevance: true } }, editor)).body.data.sysRoleUpdate).toEqual({ __typename: 'AppError', ...WIDER_DEPARTMENTS });
      expect((await post('/base/sys/role/update', { id: weakRole, relevance: true }, editor)).body).toEqual(WIDER_DEPARTMENTS);
      expect((await post('/base/sys/role/add', { name: 'wider', label: 'wider', relevance: true, departmentIdList: [propertyDept] }, editor)).body).toEqual(WIDER_DEPARTMENTS);
      // The audit's step two stays refused too.
      expect(await code(post('/base/sys/role/update', { id: editorRole, departmentIdList: [propertyDept, ownersDept, rootDept] }, editor))).toBe(1001);
      expect((await t.app.db.baseSysRole.findMany({ where: { id: { in: [editorRole, weakRole] } } })).map((r) => r.relevance)).toEqual([false, false]);
      expect(await t.app.db.baseSysRole.count({ where: { label: 'wider' } })).toBe(0);
      expect(await seen()).toBe(before);
      expect((await rightsOf('editor')).perms.sort()).toEqual([...editorPerms].sort());
    });

    it('a weaker editor cannot change or delete a role holding more menus or departments', async () => {
      const rootRole = await roleWith('root_role', ['base:sys:user:page'], [rootDept]);
      const paramOnly = await roleWith('param_only', ['base:sys:param:page']);
      for (const id of [rootRole, paramOnly, relevantRole]) {
        expect((await post('/base/sys/role/update', { id, remark: 'x' }, editor)).body, String(id)).toEqual(OUTRANKED_ROLE);
        expect((await post('/base/sys/role/delete', { ids: [weakRole, id] }, editor)).body, String(id)).toEqual(OUTRANKED_ROLE);
        expect((await t.gql(ROLE_DELETE, { ids: [id] }, editor)).body.data.sysRoleDelete).toEqual({ __typename: 'AppError', ...OUTRANKED_ROLE });
      }
      expect(await t.app.db.baseSysRole.count({ where: { id: { in: [rootRole, paramOnly, relevantRole, weakRole] } } })).toBe(4);
      expect(await code(post('/base/sys/role/delete', { ids: [superRoleId] }, editor))).toBe(1001);
    });

    it('an editor still adds, changes and deletes roles within their rights', async () => {
      const menus = (await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: ['base:sys:user:page', 'base:sys:user:info'] } } })).map((m) => m.id);
      const add = await post('/base/sys/role/add', { name: 'within', label: 'within', menuIdList: menus, departmentIdList: [ownersDept] }, editor);
      expect(add.body.code, add.text).toBe(1000);
      const id = add.body.data.id;
      expect(await code(post('/base/sys/role/update', { id, remark: 'ok', departmentIdList: [propertyDept, ownersDept], menuIdList: menus.slice(0, 1) }, editor))).toBe(1000);
      expect(await code(post('/base/sys/role/update', { id: weakRole, remark: 'ok' }, editor))).toBe(1000);
      expect(await code(post('/base/sys/role/delete', { ids: [id] }, editor))).toBe(1000);
    });
  });
});
