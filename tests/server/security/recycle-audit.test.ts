/**
 * The recycle bin follows the community and data permission of what it
 * holds and never shows a password hash (§3); a mutation commits with its
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
      const gql = await t.gql(`{ recycleDataPage(first: 100) { edges { node { data entityInfo } } } }`, {}, admin);
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
      const a = (await post('/area/house/add', { areaId: areaA, ownerName: '甲回收' })).body.data.id;
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

  describe('audit log', () => {
    it('a change whose log row cannot be written is not made', async () => {
      await t.app.db.$executeRawUnsafe(`ALTER TABLE base_sys_log ADD CONSTRAINT no_param_add CHECK (action NOT LIKE '%sys/param/add%' AND action NOT LIKE '%sysParamAdd%')`);
      try {
        const res = await post('/base/sys/param/add', { keyName: 'unlogged', name: '无日志', data: 'x' });
        expect(res.status).toBe(500);
        expect(res.text).not.toMatch(/constraint|base_sys_log|\/work\//);
        const gql = await t.gql(`mutation { sysParamAdd(input: { keyName: "unlogged2", name: "无日志" }) { __typename } }`, {}, admin);
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
      // NUL cannot be stored by the database: refused with a translated 1001, and that refusal is on record.
      const nul = await post('/area/info/add', { name: 'a\u0000b', functions: { x: 'c\u0000d' } });
      expect(nul.body).toEqual({ code: 1001, message: '输入包含不允许的字符' });
      const refusals = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/area/info/add', id: { gt: logsBefore } }, orderBy: { id: 'desc' } });
      expect(refusals.filter((l) => JSON.stringify(l.params).includes('__refused')).length).toBe(1);
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
