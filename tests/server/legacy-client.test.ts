/**
 * What the source system's web client (cool-admin-vue 7.x) needs beyond the
 * rest of the API (docs/legacy-client.md): GET base/comm/program answers the
 * server's language as a string; a community-owned add that names no
 * community and sends no selectAreaId takes the user's only community, or
 * is refused naming the choices; uploads answer absolute URLs (PUBLIC_URL,
 * else the forwarded host, scheme and prefix, else the request's host); the
 * request log keeps the body a REST call sent (redacted) and the answer
 * code of a refused call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { download, png, postMultipart, spaceStaffFixture } from '../support/files.ts';
import { publicBase } from '../../server/http/public-url.ts';
import { loadConfig } from '../../server/kernel/config.ts';

const headersOf = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });

describe('the public address of absolute URLs', () => {
  it('is PUBLIC_URL, else the forwarded scheme, host and prefix, else the request host over http', () => {
    expect(publicBase({ publicUrl: 'https://example.org/api' }, headersOf({ host: 'internal:8001', 'x-forwarded-host': 'evil.test' }))).toBe('https://example.org/api');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'internal:8001' }))).toBe('http://internal:8001');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'internal:8001', 'x-forwarded-host': 'admin.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/api/' }))).toBe(
      'https://admin.example.org/api',
    );
    // Several proxies: the first (the client-facing) value; nonsense is ignored.
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'h:1', 'x-forwarded-host': 'a.example, b.internal', 'x-forwarded-proto': 'https, http' }))).toBe('https://a.example');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'h:1', 'x-forwarded-host': 'a b/c', 'x-forwarded-proto': 'javascript', 'x-forwarded-prefix': '/../x"' }))).toBe('http://h:1');
    expect(publicBase({ publicUrl: undefined }, headersOf({}))).toBe('');
  });

  it('PUBLIC_URL is an http(s) address, kept without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/api/' }).publicUrl).toBe('https://example.org/api');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.org/?x=1' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describeOnDatabases('the source system web client', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let areaA: number;
  let areaB: number;

  const call = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) => t.req(method, `/admin${path}`, { token, body, headers });
  const logsOf = async (action: string, after: number, count = 1) => {
    // Reads are logged in batches of the half second: wait for the rows, which two calls may leave in two batches.
    const until = Date.now() + 10_000;
    for (;;) {
      const rows = await t.app.db.baseSysLog.findMany({ where: { action, id: { gt: after } }, orderBy: { id: 'asc' } });
      if (rows.length >= count || Date.now() > until) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lastLogId = async () => (await t.app.db.baseSysLog.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('GET base/comm/program answers the server language as a string', async () => {
    const res = await call('GET', '/base/comm/program', null);
    expect(res.body).toEqual({ code: 1000, message: 'success', data: 'Node' });
    expect((await t.gql('{ program }')).body.data.program).toBe('Node');
  });

  it('a community-owned add without areaId or selectAreaId takes the only community, or names the ones to choose from', async () => {
    // One community in the database: the super user's only one.
    const one = await call('POST', '/space/type/add', admin, { name: '楼宇资料' });
    expect(one.body.code, one.text).toBe(1000);
    const only = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: one.body.data.id } })).areaId).toBe(only);

    ({ areaA, areaB, staff } = await spaceStaffFixture(t, 'legacy_staff'));
    // A user holding one of the two communities: theirs.
    const mine = await call('POST', '/space/type/add', staff, { name: '合同' });
    expect(mine.body.code, mine.text).toBe(1000);
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: mine.body.data.id } })).areaId).toBe(areaA);
    // A user of both: refused with the names to choose from, in the reader's language.
    const both = await call('POST', '/space/type/add', admin, { name: '图纸' }, { language: 'en' });
    expect(both.body.code).toBe(1001);
    expect(both.body.message).toBe('Choose a community first (one of: 阳光花园小区, 乙小区)');
    expect((await call('POST', '/space/type/add', admin, { name: '图纸' })).body.message).toBe('请先选择小区（可选：阳光花园小区、乙小区）');
    // The selected community, or one named, as before.
    const chosen = await call('POST', '/space/type/add', admin, { name: '图纸' }, { selectAreaId: String(areaB) });
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: chosen.body.data.id } })).areaId).toBe(areaB);
    const named = await call('POST', '/space/type/add', admin, { name: '图纸2', areaId: areaA });
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: named.body.data.id } })).areaId).toBe(areaA);
  });

  it('uploads answer absolute URLs on the forwarded or own host, which the URL gate takes and which serve the file', async () => {
    const image = png();
    const own = await postMultipart(t, '/admin/base/comm/upload', { token: admin, fields: { key: 'a' }, files: [{ name: 'me.png', data: image }] });
    expect(own.body.data).toMatch(new RegExp(`^${t.url}/upload/app/base/\\d{8}/[0-9a-f]{32}\\.png$`));
    expect((await download(t, own.body.data)).bytes.equals(image)).toBe(true);
    const proxied = await postMultipart(t, '/admin/base/comm/upload', {
      token: admin,
      files: [{ name: 'me.png', data: image }],
      headers: { 'x-forwarded-host': 'admin.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/api' },
    });
    expect(proxied.body.data).toMatch(/^https:\/\/admin\.example\.org\/api\/upload\/app\/base\/\d{8}\/[0-9a-f]{32}\.png$/);
    // The avatar the client saves is that URL: accepted, and still seen as referenced by the file cleanup.
    expect((await call('POST', '/base/comm/personUpdate', admin, { headImg: own.body.data })).body.code).toBe(1000);
    expect((await call('GET', '/base/comm/person', admin)).body.data.headImg).toBe(own.body.data);
    const { referencedKeys } = await import('../../server/files/cleanup.ts');
    expect([...(await referencedKeys(t.app.db))].some((k) => own.body.data.endsWith(k))).toBe(true);
  });

  it('the request log keeps the body a call sent, redacted, and the answer code of a refused call', async () => {
    let before = await lastLogId();
    const body = { page: 1, size: 5, keyWord: 'zz', status: 1 };
    expect((await call('POST', '/base/sys/user/page', admin, body)).body.code).toBe(1000);
    const [read] = await logsOf('POST /admin/base/sys/user/page', before);
    expect(read!.params).toEqual(body);

    // A write: the body as sent, its password redacted.
    before = await lastLogId();
    expect((await call('POST', '/base/sys/user/add', admin, { username: 'logged_user', password: 'secret12', name: 'L' })).body.code).toBe(1000);
    const [write] = await logsOf('POST /admin/base/sys/user/add', before);
    expect(write!.params).toEqual({ username: 'logged_user', password: '******', name: 'L' });

    // Refused before it ran: what was sent, and the code of the answer.
    before = await lastLogId();
    expect((await call('POST', '/base/sys/user/page', null, { page: 2, keyWord: 'x' })).status).toBe(401);
    expect((await call('POST', '/base/sys/user/page', staff, { page: 3 })).status).toBe(403);
    expect((await call('GET', '/base/sys/user/info?id=7', staff)).status).toBe(403);
    const refused = await logsOf('POST /admin/base/sys/user/page', before, 2);
    await logsOf('GET /admin/base/sys/user/info', before);
    expect(refused.map((r) => r.params)).toEqual([
      { page: 2, keyWord: 'x', __status: 401 },
      { page: 3, __status: 403 },
    ]);
    const info = await t.app.db.baseSysLog.findFirstOrThrow({ where: { action: 'GET /admin/base/sys/user/info', id: { gt: before } } });
    expect(info.params).toEqual({ id: '7', __status: 403 });
    // A refused login keeps no password either.
    before = await lastLogId();
    await call('POST', '/base/open/login', null, { username: 'admin', password: 'wrong-one', captchaId: 'x', verifyCode: '1' });
    const [login] = await logsOf('POST /admin/base/open/login', before);
    expect(JSON.stringify(login!.params)).not.toContain('wrong-one');
    expect(login!.params).toMatchObject({ username: 'admin', password: '******', verifyCode: '******' });
  });

  it('a task saved from a stale row (the scheduler moved its timing and count since it was read) is saved, the timing staying the scheduler’s', async () => {
    const added = await call('POST', '/task/info/add', admin, { name: '每日清理', service: 'log.purge', data: '{}', cron: '0 0 3 * * *', taskType: 0, type: 1, status: 1 });
    expect(added.body.code, added.text).toBe(1000);
    const id = added.body.data.id;
    // The form reads the row…
    const read = (await call('GET', `/task/info/info?id=${id}`, admin)).body.data;
    expect(read).toMatchObject({ nextRunTime: expect.any(String), runCount: 0 });
    // …the scheduler runs it meanwhile…
    const moved = { nextRunTime: new Date(Date.now() + 86_400_000), lastExecuteTime: new Date(), runCount: 4, lockExpireTime: new Date(Date.now() + 60_000) };
    await t.app.db.taskInfo.update({ where: { id }, data: moved });
    // …and the client saves the row it read, with its edit: saved, the scheduler's fields left as the scheduler set them.
    const saved = await call('POST', '/task/info/update', admin, { ...read, name: '每日清理（改）', remark: '改了名字' });
    expect(saved.body).toEqual({ code: 1000, message: 'success' });
    const row = await t.app.db.taskInfo.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ name: '每日清理（改）', remark: '改了名字', runCount: 4 });
    expect(row.lastExecuteTime!.getTime()).toBe(moved.lastExecuteTime.getTime());
    expect(row.lockExpireTime!.getTime()).toBe(moved.lockExpireTime.getTime());
    // The schedule it sent is its own (unchanged), so the next slot stays the scheduler's as well.
    expect(row.nextRunTime!.getTime()).toBe(moved.nextRunTime.getTime());
    expect((await call('POST', '/task/info/delete', admin, { ids: [id] })).body.code).toBe(1000);
  });

  it('department and menu lists name each row’s parent (the source client’s trees show it), over REST and GraphQL', async () => {
    const departments = (await call('POST', '/base/sys/department/list', admin, {})).body.data as { id: number; parentId: number | null; name: string; parentName?: string | null }[];
    const byId = new Map(departments.map((d) => [d.id, d]));
    expect(departments.some((d) => d.parentId !== null)).toBe(true);
    for (const d of departments) expect(d.parentName, d.name).toBe(d.parentId === null ? null : byId.get(d.parentId)!.name);
    const page = (await call('POST', '/base/sys/department/page', admin, { page: 1, size: 100 })).body.data.list as typeof departments;
    expect(page.find((d) => d.parentId !== null)!.parentName).toEqual(expect.any(String));
    const menus = (await call('POST', '/base/sys/menu/list', admin, {})).body.data as typeof departments;
    const menuById = new Map(menus.map((m) => [m.id, m]));
    for (const m of menus.slice(0, 50)) expect(m.parentName, m.name).toBe(m.parentId === null ? null : menuById.get(m.parentId)!.name);
    // In the reader's language, as the names themselves.
    const child = departments.find((d) => d.parentId !== null)!;
    const gql = await t.gql(`{ sysDepartmentList { rowId parentName parent { rowId name } } }`, {}, admin);
    const node = gql.body.data.sysDepartmentList.find((d: { rowId: number }) => d.rowId === child.id);
    expect(node).toEqual({ rowId: child.id, parentName: child.parentName, parent: { rowId: child.parentId, name: child.parentName } });
  });

  describe('department delete, as the source does it', () => {
    const db = () => t.app.db;
    const top = async () => (await db().baseSysDepartment.findFirstOrThrow({ where: { parentId: null }, orderBy: [{ orderNum: 'asc' }, { id: 'asc' }] })).id;
    const addDept = async (name: string) => {
      const res = await call('POST', '/base/sys/department/add', admin, { name, parentId: await top() });
      expect(res.body.code, res.text).toBe(1000);
      return res.body.data.id as number;
    };
    const addUser = async (username: string, departmentId: number) => {
      const res = await call('POST', '/base/sys/user/add', admin, { username, password: 'secret123', name: username, departmentId });
      expect(res.body.code, res.text).toBe(1000);
      return res.body.data as number;
    };
    const departmentsOf = async (ids: number[]) => (await db().baseSysUser.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } })).map((u) => u.departmentId);

    it('deleteUser false (the client’s 保留用户), or none sent: the users move to the top department', async () => {
      const kept = await addDept('保留用户部');
      const users = [await addUser('dept_keep1', kept), await addUser('dept_keep2', kept)];
      expect((await call('POST', '/base/sys/department/delete', admin, { ids: [kept], deleteUser: false })).body).toEqual({ code: 1000, message: 'success' });
      expect(await departmentsOf(users)).toEqual([await top(), await top()]);
      expect(await db().baseSysDepartment.findUnique({ where: { id: kept } })).toBeNull();
      // Without deleteUser (our client, GraphQL without the argument): the same.
      const again = await addDept('无参数部');
      const third = await addUser('dept_keep3', again);
      const gql = await t.gql(`mutation($ids: [Int!]!) { r: sysDepartmentDelete(ids: $ids) { __typename ... on AppError { message } } }`, { ids: [again] }, admin);
      expect(gql.body.data.r.__typename, JSON.stringify(gql.body)).toMatch(/Success$/);
      expect(await departmentsOf([third])).toEqual([await top()]);
    });

    it('deleteUser true (直接删除): its users are deleted into the recycle bin; restored only with (or after) their department', async () => {
      const gone = await addDept('删除用户部');
      const users = [await addUser('dept_gone1', gone), await addUser('dept_gone2', gone)];
      expect((await call('POST', '/base/sys/department/delete', admin, { ids: [gone], deleteUser: true })).body).toEqual({ code: 1000, message: 'success' });
      expect(await db().baseSysUser.count({ where: { id: { in: users } } })).toBe(0);
      const userEntry = await db().recycleData.findFirstOrThrow({ where: { entityType: 'SysUser' }, orderBy: { id: 'desc' } });
      expect((userEntry.data as { id: number }[]).map((u) => u.id).sort()).toEqual(users);
      const deptEntry = await db().recycleData.findFirstOrThrow({ where: { entityType: 'SysDepartment' }, orderBy: { id: 'desc' } });
      // The users alone would come back into a department that is gone: refused, nothing restored.
      expect((await call('POST', '/recycle/data/restore', admin, { ids: [userEntry.id] })).body).toEqual({ code: 1001, message: '关联的数据已不存在，无法恢复' });
      expect(await db().baseSysUser.count({ where: { id: { in: users } } })).toBe(0);
      expect((await call('POST', '/recycle/data/restore', admin, { ids: [deptEntry.id] })).body.code).toBe(1000);
      expect((await call('POST', '/recycle/data/restore', admin, { ids: [userEntry.id] })).body.code).toBe(1000);
      expect(await departmentsOf(users)).toEqual([gone, gone]);

      // GraphQL takes the same argument.
      const gql = await t.gql(`mutation($ids: [Int!]!) { r: sysDepartmentDelete(ids: $ids, deleteUser: true) { __typename ... on AppError { message } } }`, { ids: [gone] }, admin);
      expect(gql.body.data.r.__typename, JSON.stringify(gql.body)).toMatch(/Success$/);
      expect(await db().baseSysUser.count({ where: { id: { in: users } } })).toBe(0);
    });

    it('a user that can be neither deleted nor moved refuses the whole delete, and nothing is written', async () => {
      // The super user, here the one deleting, cannot be deleted.
      const withAdmin = await addDept('超管所在部');
      const adminRow = await db().baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } });
      await db().baseSysUser.update({ where: { id: adminRow.id }, data: { departmentId: withAdmin } });
      const other = await addUser('dept_with_admin', withAdmin);
      const bins = await db().recycleData.count();
      expect((await call('POST', '/base/sys/department/delete', admin, { ids: [withAdmin], deleteUser: true })).body).toEqual({ code: 1001, message: '不能删除当前登录用户' });
      expect(await db().baseSysDepartment.findUnique({ where: { id: withAdmin } })).not.toBeNull();
      expect(await departmentsOf([other])).toEqual([withAdmin]);
      expect(await db().recycleData.count()).toBe(bins);
      await db().baseSysUser.update({ where: { id: adminRow.id }, data: { departmentId: adminRow.departmentId } });

      // Every department at once: no top department is left to take the users.
      const all = (await db().baseSysDepartment.findMany({ select: { id: true } })).map((d) => d.id);
      const homeless = await db().baseSysUser.count({ where: { departmentId: null } });
      const res = await call('POST', '/base/sys/department/delete', admin, { ids: all, deleteUser: false }, { language: 'en' });
      expect(res.body).toEqual({ code: 1001, message: 'The department still has users and no top department is left to take them: add a top department first, or delete its users with it' });
      expect(await db().baseSysDepartment.count()).toBe(all.length);
      expect(await db().baseSysUser.count({ where: { departmentId: null } })).toBe(homeless);
    });

    it('a viewer moves users only into a top department they cover, and deletes them only with the user delete permission', async () => {
      const theirs = await addDept('受限者的部门');
      const member = await addUser('dept_member', theirs);
      const perms = ['base:sys:department:delete', 'base:sys:department:list'];
      const menus = await db().baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true } });
      const role = await call('POST', '/base/sys/role/add', admin, { name: 'dept-deleter', label: 'dept_deleter', menuIdList: menus.map((m) => m.id), departmentIdList: [theirs] });
      expect(role.body.code, role.text).toBe(1000);
      const deleter = await call('POST', '/base/sys/user/add', admin, { username: 'dept_deleter', password: 'secret123', name: 'D', departmentId: theirs, roleIdList: [role.body.data.id] });
      expect(deleter.body.code, deleter.text).toBe(1000);
      const token = (await t.login('dept_deleter', 'secret123')).token;
      const topName = (await db().baseSysDepartment.findUniqueOrThrow({ where: { id: await top() } })).name;
      expect((await call('POST', '/base/sys/department/delete', token, { ids: [theirs], deleteUser: false })).body).toEqual({
        code: 1001,
        message: `部门下的用户将转到顶级部门“${topName}”，但您的数据权限不包括该部门`,
      });
      expect((await call('POST', '/base/sys/department/delete', token, { ids: [theirs], deleteUser: true })).body).toEqual({ code: 1001, message: '部门下有您无权删除的用户' });
      expect(await departmentsOf([member])).toEqual([theirs]);
    });
  });
});
