/**
 * The recycle bin follows every community and the data permission of what it
 * holds and never shows a password hash (§3); a restore is a write (the add
 * permission; access-control rows by the superuser only); a mutation commits with its
 * log row or not at all, the log takes any input the API takes, and
 * sensitive arguments are redacted whatever the variables are called (§4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, CAPTCHA, type TestApp } from '../../support/app.ts';

describeOnDatabases('recycle bin and audit log', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;

  const post = (path: string, body: unknown, token: string | null = admin, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaA = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    areaB = (await post('/area/info/add', { name: '乙小区' })).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('recycle bin', () => {
    it('keeps a deleted user’s password hash for the restore but never shows it, and the restore brings the user back whole', async () => {
      const role = (await post('/base/sys/role/add', { name: '回收角色', label: 'recycled_role', menuIdList: [] })).body.data.id;
      const id = (await post('/base/sys/user/add', { username: 'recycled', name: '回收', password: 'secret123', roleIdList: [role] })).body.data;
      const hash = (await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id } })).password;
      expect((await post('/base/sys/user/delete', { ids: [id] })).body.code).toBe(1000);
      const page = await post('/recycle/data/page', { keyWord: '/admin/base/sys/user/delete', size: 50 });
      expect(page.body.code).toBe(1000);
      const entry = page.body.data.list.find((e: any) => e.data.some((u: any) => u.id === id));
      expect(entry).toBeDefined();
      expect(page.text).not.toContain(hash);
      expect(page.text).not.toContain('argon2');
      expect(entry.data[0].password).toBeUndefined();
      expect(entry.entityInfo.related.find((r: any) => r.model === 'BaseSysUserRole').rows).toEqual([expect.objectContaining({ userId: id, roleId: role })]);
      const info = await t.req('GET', `/admin/recycle/data/info?id=${entry.id}`, { token: admin });
      expect(info.text).not.toContain('argon2');
      const gql = await t.gql(`{ recycleDataPage(first: 100) { edges { node { data entityInfo { model type prefix related { model how column rows } } } } } }`, {}, admin);
      expect(JSON.stringify(gql.body)).not.toContain('argon2');
      expect((await t.gql('{ recycleDataList { rowId } }', {}, admin)).body.errors).toBeDefined();
      // The secret column is not a field of the API at all.
      expect((await t.gql(`{ recycleDataPage(first: 1) { edges { node { secrets } } } }`, {}, admin)).body.errors?.[0]?.message).toMatch(/secrets/);

      expect((await post('/recycle/data/restore', { ids: [entry.id] })).body).toEqual({ code: 1000, message: 'success' });
      const back = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id } });
      expect(back.password).toBe(hash);
      expect((await t.app.db.baseSysUserRole.findMany({ where: { userId: id } })).map((r) => r.roleId)).toEqual([role]);
      await t.login('recycled', 'secret123');
      expect(await t.app.db.recycleData.findUnique({ where: { id: entry.id } })).toBeNull();
    });

    it('a restore whose id is taken again refuses cleanly and changes nothing', async () => {
      const id = (await post('/dict/type/add', { name: '临时', key: 'tmp_recycle' })).body.data.id;
      await post('/dict/type/delete', { ids: [id] });
      const entry = await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'DictType' }, orderBy: { id: 'desc' } });
      await t.app.db.dictType.create({ data: { id, name: '占位', key: 'tmp_taken' } });
      const res = await post('/recycle/data/restore', { ids: [entry.id] });
      expect(res.body).toEqual({ code: 1001, message: `数据已存在，无法恢复（ID：${id}）` });
      expect(await t.app.db.recycleData.findUnique({ where: { id: entry.id } })).not.toBeNull();
      expect((await t.app.db.dictType.findUniqueOrThrow({ where: { id } })).key).toBe('tmp_taken');
    });

    it('staff see entries of their communities and permissions only', async () => {
      const a = (await post('/area/house/add', { areaId: areaA, ownerName: '甲回收', buildingNo: 'R1', houseNo: '101', privateArea: '80' })).body.data.id;
      const b = (await post('/resident/info/add', { areaId: areaB, name: '乙回收', phone: '13900000000', roles: [1] })).body.data.id;
      await post('/area/house/delete', { ids: [a] });
      await post('/resident/info/delete', { ids: [b] });
      const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, OR: [{ perms: { startsWith: 'area:house:' } }, { perms: { startsWith: 'resident:' } }, { perms: { startsWith: 'recycle:' } }] } });
      const role = (await post('/base/sys/role/add', { name: '甲回收员', label: 'recycle_a', menuIdList: menus.map((m) => m.id) })).body.data.id;
      await post('/base/sys/user/add', { username: 'recycle_a', name: '甲', password: 'secret123', roleIdList: [role], areaIds: [areaA] });
      const staff = (await t.login('recycle_a', 'secret123')).token;
      const page = await post('/recycle/data/page', { size: 100 }, staff);
      expect(page.body.code).toBe(1000);
      expect(page.text).toContain('甲回收');
      expect(page.text).not.toContain('乙回收');
      // Deleted users (no user permission) and other communities are out of sight, also by id and through GraphQL.
      expect(page.body.data.list.every((e: any) => ['AreaHouse', 'ResidentInfo'].includes(e.entityType) && e.areaId === areaA)).toBe(true);
      const foreign = await t.app.db.recycleData.findFirstOrThrow({ where: { areaId: areaB } });
      expect((await t.req('GET', `/admin/recycle/data/info?id=${foreign.id}`, { token: staff })).body.code).toBe(1001);
      expect((await post('/recycle/data/restore', { ids: [foreign.id] }, staff)).body.code).toBe(1001);
      expect(await t.app.db.residentInfo.findUnique({ where: { id: b } })).toBeNull();
      const forged = await post('/recycle/data/page', { size: 100 }, staff, { selectAreaId: String(areaB) });
      expect(forged.body.code).toBe(1001);
    });
  });

  describe('restore is a write, and entries keep every community of their rows', () => {
    const menusFor = async (perms: string[]) => (await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true } })).map((m) => m.id);
    const permsOf = async (token: string) => (await t.req('GET', '/admin/base/comm/permmenu', { token })).body.data.perms as string[];
    const staff = async (username: string, perms: string[], areaIds: number[], extraRoles: number[] = []) => {
      const role = (await post('/base/sys/role/add', { name: username, label: username, menuIdList: await menusFor(perms) })).body.data.id;
      expect((await post('/base/sys/user/add', { username, name: username, password: 'secret123', roleIdList: [role, ...extraRoles], areaIds })).body.code).toBe(1000);
      return { role, token: (await t.login(username, 'secret123')).token };
    };
    const restoreGql = (ids: number[], token: string) =>
      t.gql('mutation($ids: [Int!]!) { recycleDataRestore(ids: $ids) { __typename ... on AppError { code message } ... on MutationRecycleDataRestoreSuccess { data } } }', { ids }, token);
    const pageGql = async (token: string) => JSON.stringify((await t.gql('{ recycleDataPage(first: 100) { edges { node { rowId entityType areaId data entityInfo { model type prefix related { model how column rows } } } } } }', {}, token)).body);

    it('a role (or any access-control row) deleted from under a user is restored by the superuser only; REST and GraphQL', async () => {
      const big = (await post('/base/sys/role/add', { name: '大角色', label: 'big_role', menuIdList: await menusFor(['base:sys:user:page', 'base:sys:user:delete']) })).body.data.id;
      const s = await staff('restorer_s', ['recycle:data:page', 'recycle:data:restore', 'base:sys:role:page'], [areaA], [big]);
      expect(await permsOf(s.token)).toContain('base:sys:user:delete');
      expect((await post('/base/sys/role/delete', { ids: [big] })).body.code).toBe(1000);
      expect(await permsOf(s.token)).not.toContain('base:sys:user:delete');

      // The entry is visible (role:page), but restoring it would hand the rights back without any grant rule.
      const page = await post('/recycle/data/page', { size: 100 }, s.token);
      const entry = page.body.data.list.find((e: any) => e.data.some((r: any) => r.id === big));
      expect(entry.entityInfo.related.map((r: any) => r.model)).toEqual(expect.arrayContaining(['BaseSysRoleMenu', 'BaseSysUserRole']));
      expect((await post('/recycle/data/restore', { ids: [entry.id] }, s.token)).body).toEqual({ code: 1001, message: '用户、角色、菜单和部门的数据只有超级管理员可以恢复' });
      expect((await restoreGql([entry.id], s.token)).body.data.recycleDataRestore).toMatchObject({ __typename: 'AppError', code: 1001 });
      expect(await t.app.db.baseSysRole.findUnique({ where: { id: big } })).toBeNull();
      expect(await t.app.db.recycleData.findUnique({ where: { id: entry.id } })).not.toBeNull();
      expect(await permsOf(s.token)).not.toContain('base:sys:user:delete');

      // The superuser may: the role comes back with its links, and the cached rights follow.
      expect((await restoreGql([entry.id], admin)).body.data.recycleDataRestore).toEqual({ __typename: 'MutationRecycleDataRestoreSuccess', data: 1 });
      expect(await permsOf(s.token)).toContain('base:sys:user:delete');
    });

    it('any other entry needs the add permission of its entity; with it the restore works', async () => {
      const s = await staff('restorer_h', ['recycle:data:page', 'recycle:data:restore', 'area:house:page'], [areaA]);
      const house = (await post('/area/house/add', { areaId: areaA, ownerName: '恢复屋主', buildingNo: 'R2', houseNo: '101', privateArea: '80' })).body.data.id;
      await post('/area/house/delete', { ids: [house] });
      const entry = (await post('/recycle/data/page', { size: 100 }, s.token)).body.data.list.find((e: any) => e.data.some((r: any) => r.id === house));
      expect(entry.areaId).toBe(areaA);
      expect((await post('/recycle/data/restore', { ids: [entry.id] }, s.token)).body).toEqual({ code: 1001, message: '没有该数据的新增权限，无法恢复' });
      expect((await restoreGql([entry.id], s.token)).body.data.recycleDataRestore).toMatchObject({ __typename: 'AppError', code: 1001 });
      expect(await t.app.db.areaHouse.findUnique({ where: { id: house } })).toBeNull();

      await post('/base/sys/role/update', { id: s.role, menuIdList: await menusFor(['recycle:data:page', 'recycle:data:restore', 'area:house:page', 'area:house:add']) });
      expect((await post('/recycle/data/restore', { ids: [entry.id] }, s.token)).body).toEqual({ code: 1000, message: 'success' });
      expect((await t.app.db.areaHouse.findUniqueOrThrow({ where: { id: house } })).ownerName).toBe('恢复屋主');
    });

    it('deleted app users and their addresses keep all their communities: staff of A neither see nor restore those of B or of A and B', async () => {
      const appUser = async (nickName: string, areaIds: number[], street: string) => {
        const id = (await post('/user/info/add', { nickName, phone: '13800000001', areaIds })).body.data.id;
        const address = (await post('/user/address/add', { userId: id, contact: `${nickName}_contact`, phone: '13800000002', address: street })).body.data.id;
        return { id, address };
      };
      const b = await appUser('MARKB_resident', [areaB], 'MARKB_street');
      const ab = await appUser('MARKAB_shared', [areaA, areaB], 'MARKAB_street');
      const a = await appUser('MARKA_own', [areaA], 'MARKA_street');
      expect((await post('/user/address/delete', { ids: [b.address] })).body.code).toBe(1000);
      expect((await post('/user/info/delete', { ids: [b.id, ab.id, a.id] })).body.code).toBe(1000);

      const entryOf = async (model: string, id: number) =>
        (await t.app.db.recycleData.findMany({ include: { areas: true } })).find((e) => (e.entityInfo as any).model === model && (e.data as any[]).some((r) => r.id === id))!;
      const bAddress = await entryOf('UserAddress', b.address);
      const bUser = await entryOf('UserInfo', b.id);
      const abUser = await entryOf('UserInfo', ab.id);
      const aUser = await entryOf('UserInfo', a.id);
      // The address has its user's community; a user of two communities is one entry of both.
      expect(bAddress.areas.map((x) => x.communityId)).toEqual([areaB]);
      expect(bUser.areas.map((x) => x.communityId)).toEqual([areaB]);
      expect(abUser.areas.map((x) => x.communityId).sort()).toEqual([areaA, areaB].sort());
      expect(abUser.areaId).toBeNull();
      expect(aUser.areaId).toBe(areaA);

      const perms = ['recycle:data:page', 'recycle:data:info', 'recycle:data:restore', 'user:info:page', 'user:info:add', 'user:address:page', 'user:address:add'];
      const s = await staff('restorer_a', perms, [areaA]);
      const page = await post('/recycle/data/page', { size: 100 }, s.token);
      expect(page.body.code).toBe(1000);
      const gql = await pageGql(s.token);
      for (const text of [page.text, gql]) {
        expect(text).toContain('MARKA_own');
        expect(text).toContain('MARKA_street');
        expect(text).not.toContain('MARKB_');
        expect(text).not.toContain('MARKAB_');
      }
      for (const entry of [bAddress, bUser, abUser]) {
        expect((await t.req('GET', `/admin/recycle/data/info?id=${entry.id}`, { token: s.token })).body.code).toBe(1001);
        expect((await post('/recycle/data/restore', { ids: [entry.id] }, s.token)).body.code).toBe(1001);
        expect((await restoreGql([entry.id], s.token)).body.data.recycleDataRestore).toMatchObject({ __typename: 'AppError', code: 1001 });
      }
      expect(await t.app.db.userInfo.findMany({ where: { id: { in: [b.id, ab.id] } } })).toEqual([]);
      expect(await t.app.db.userAddress.findUnique({ where: { id: b.address } })).toBeNull();

      // Their own community's user comes back with its address; staff of both communities restore the shared one.
      expect((await post('/recycle/data/restore', { ids: [aUser.id] }, s.token)).body.code).toBe(1000);
      expect((await t.app.db.userAddress.findUniqueOrThrow({ where: { id: a.address } })).address).toBe('MARKA_street');
      const both = await staff('restorer_ab', perms, [areaA, areaB]);
      expect(await pageGql(both.token)).toContain('MARKAB_shared');
      expect((await restoreGql([abUser.id], both.token)).body.data.recycleDataRestore).toEqual({ __typename: 'MutationRecycleDataRestoreSuccess', data: 1 });
      expect((await t.app.db.userInfo.findUniqueOrThrow({ where: { id: ab.id } })).areaIds).toEqual([areaA, areaB]);
    });

    it('an entry without a community is seen by all readers only when its model belongs to none; else by who holds every community', async () => {
      const legacy = await t.app.db.recycleData.create({
        data: { entityType: 'AppUser', entityInfo: { model: 'UserInfo', type: 'AppUser', prefix: 'user/info', related: [] }, data: [{ id: 987654, nickName: 'MARK_legacy' }] },
      });
      const dict = (await post('/dict/type/add', { name: 'MARK_dict', key: 'mark_dict' })).body.data.id;
      await post('/dict/type/delete', { ids: [dict] });
      const perms = ['recycle:data:page', 'recycle:data:restore', 'user:info:page', 'user:info:add', 'dict:type:page', 'dict:type:add'];
      const s = await staff('restorer_n', perms, [areaA]);
      const page = await post('/recycle/data/page', { size: 100 }, s.token);
      expect(page.text).toContain('MARK_dict');
      expect(page.text).not.toContain('MARK_legacy');
      expect((await post('/recycle/data/restore', { ids: [legacy.id] }, s.token)).body.code).toBe(1001);
      const all = await staff('restorer_all', perms, [areaA, areaB]);
      expect(await pageGql(all.token)).toContain('MARK_legacy');
    });
  });

  describe('audit log', () => {
    it('a change whose log row cannot be written is not made', async () => {
      await t.app.db.$executeRawUnsafe(`ALTER TABLE base_sys_log ADD CONSTRAINT no_param_add CHECK (action NOT LIKE '%sys/param/add%' AND action NOT LIKE '%sysParamAdd%')`);
      try {
        // Rolled back and said so, translated (audit/unit-of-work.ts), never a 500.
        const res = await post('/base/sys/param/add', { keyName: 'unlogged', name: '无日志', data: 'x' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ code: 1001, message: '操作日志无法记录，本次操作未执行，请修改输入后重试' });
        expect(res.text).not.toMatch(/constraint|base_sys_log|\/work\//);
        const gql = await t.gql(`mutation { sysParamAdd(input: { keyName: "unlogged2", name: "无日志" }) { __typename } }`, {}, admin);
        expect(gql.body.errors[0].extensions.code).toBe('BAD_REQUEST');
        expect(JSON.stringify(gql.body)).not.toMatch(/constraint|base_sys_log|\/work\//);
        expect(await t.app.db.baseSysParam.findMany({ where: { keyName: { in: ['unlogged', 'unlogged2'] } } })).toEqual([]);
      } finally {
        await t.app.db.$executeRawUnsafe('ALTER TABLE base_sys_log DROP CONSTRAINT no_param_add');
      }
    });

    it('a change is logged in the same transaction, whatever its JSON holds; a refused change leaves only its refusal', async () => {
      const functions = { deep: [[[{ emoji: '社区🏠', quote: '"\\\'', unicode: '\u2028\u00e9' }]]] };
      const logsBefore = (await t.app.db.baseSysLog.aggregate({ _max: { id: true } }))._max.id ?? 0;
      const id = (await post('/area/info/add', { name: '日志小区', functions })).body.data.id;
      // Calls refused before they ran are logged in batches and may land after this entry: look among those written since.
      const logs = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/area/info/add', id: { gt: logsBefore } }, orderBy: { id: 'desc' } });
      expect(logs.map((l) => l.params)).toContainEqual(expect.objectContaining({ name: '日志小区', functions }));
      expect((await t.app.db.areaInfo.findUniqueOrThrow({ where: { id } })).functions).toEqual(functions);
      // NUL cannot be stored by the database: refused with a translated 1001 as the body is read (kernel/text-input.ts),
      // and that refusal is on record with its answer, in the read log's next batch (NUL shown as its escape).
      const nul = await post('/area/info/add', { name: 'a\u0000b', functions: { x: 'c\u0000d' } });
      expect(nul.body).toEqual({ code: 1001, message: '输入包含不允许的字符' });
      const refusalsOf = () => t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/area/info/add', id: { gt: logsBefore } }, orderBy: { id: 'desc' } });
      let refusals = await refusalsOf();
      for (let i = 0; i < 50 && !refusals.some((l) => (l.params as { name?: string }).name === 'a\\u0000b'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        refusals = await refusalsOf();
      }
      expect(refusals.filter((l) => (l.params as { name?: string }).name === 'a\\u0000b').map((l) => l.params)).toEqual([{ name: 'a\\u0000b', functions: { x: 'c\\u0000d' }, __status: 200 }]);
      expect(refusals.filter((l) => JSON.stringify(l.params).includes('__refused')).length).toBe(0);
      // A refused update changes nothing, though the log says it was tried.
      const before = await t.app.db.areaInfo.findUniqueOrThrow({ where: { id } });
      expect((await post('/area/info/update', { id, name: 'x'.repeat(101) })).body.code).toBe(1001);
      expect(await t.app.db.areaInfo.findUniqueOrThrow({ where: { id } })).toEqual(before);
    });

    it('redacts sensitive arguments by their schema mark, whatever the variables are called', async () => {
      const captcha = async () => (await t.gql('mutation { captcha { captchaId } }')).body.data.captcha.captchaId;
      const secret = `Pw_${kind}_renamed`;
      await t.gql('mutation($u: String, $p: String, $c: String, $v: String) { login(input: { username: $u, password: $p, captchaId: $c, verifyCode: $v }) { __typename } }', {
        u: 'admin',
        p: secret,
        c: await captcha(),
        v: CAPTCHA,
      });
      const id = await captcha();
      await t.gql(`mutation { login(input: { username: "admin", password: "${secret}2", captchaId: "${id}", verifyCode: "${CAPTCHA}" }) { __typename } }`);
      await t.gql('mutation($x: String!) { refreshToken(refreshToken: $x) { __typename } }', { x: `${secret}-refresh` });
      const rows = await t.app.db.baseSysLog.findMany({ where: { action: { contains: 'login' } } });
      const text = JSON.stringify(await t.app.db.baseSysLog.findMany());
      expect(text).not.toContain(secret);
      expect(text).not.toContain(CAPTCHA === '4242' ? `"verifyCode":"${CAPTCHA}"` : CAPTCHA);
      const logged = rows.map((r) => (r.params as any).login?.input).filter(Boolean);
      expect(logged.length).toBeGreaterThanOrEqual(2);
      for (const input of logged) expect(input).toMatchObject({ username: 'admin', password: '******', verifyCode: '******' });
    });
  });
});
