/**
 * Menus in and out (SPEC §7 menu POST /create, /export, /import, /parse):
 * create makes a page for a declared resource with one button per declared
 * action; export answers the chosen menus and their descendants as a tree
 * without database ids or timestamps (nothing chosen is refused, SPEC §2);
 * parse previews an import; import merges without duplicates, all or
 * nothing, under the validation of menu add — and a non-super user never
 * gets a button for a permission they do not hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { permissionsByPrefix } from '../../server/crud/permissions.ts';

type Node = { name: string; type: number; router: string | null; perms: string | null; childMenus: Node[]; [k: string]: unknown };

/** Keys that must never appear in an export. */
function dbKeys(nodes: unknown[]): string[] {
  const found: string[] = [];
  const walk = (n: any) => {
    for (const k of ['id', 'parentId', 'createTime', 'updateTime']) if (k in n) found.push(`${n.name}.${k}`);
    for (const c of n.childMenus ?? []) walk(c);
  };
  nodes.forEach(walk);
  return found;
}

const countNodes = (nodes: Node[]): number => nodes.reduce((n, c) => n + 1 + countNodes(c.childMenus), 0);

/** A custom tree: a directory with a page (two buttons) and a nested directory with an external page. */
const CUSTOM: unknown[] = [
  {
    name: '导入目录',
    type: 0,
    icon: 'icon-folder',
    orderNum: 90,
    childMenus: [
      {
        name: '导入页面',
        type: 1,
        router: '/imported/page',
        viewPath: 'modules/imported/views/page.vue',
        icon: 'icon-menu',
        orderNum: 1,
        keepAlive: false,
        childMenus: [
          { name: '分页查询', type: 2, perms: 'demo:goods:page', orderNum: 0 },
          { name: '新增', type: 2, perms: 'demo:goods:add,demo:goods:info', orderNum: 1 },
        ],
      },
      { name: '下级目录', type: 0, orderNum: 2, childMenus: [{ name: '外部页面', type: 1, router: 'https://example.org/doc', orderNum: 0, isShow: false }] },
    ],
  },
];

describeOnDatabases('menu create, export, parse and import', (kind) => {
  let t: TestApp;
  let admin: string;
  /** Holds the menu buttons create/export/parse/import/page and demo goods page + info only. */
  let staff: string;
  let demoDir: number;

  const post = (path: string, body: unknown, token = admin, headers: Record<string, string> = {}) => t.req('POST', `/admin/base/sys/menu/${path}`, { body, token, headers });
  const menuCount = () => t.app.db.baseSysMenu.count();
  const rootIds = async () => (await t.app.db.baseSysMenu.findMany({ where: { parentId: null }, select: { id: true } })).map((m) => m.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    demoDir = (await db.baseSysMenu.findFirstOrThrow({ where: { name: '演示', type: 0 } })).id;
    const perms = ['base:sys:menu:create', 'base:sys:menu:export', 'base:sys:menu:parse', 'base:sys:menu:import', 'base:sys:menu:page', 'base:sys:menu:list', 'demo:goods:page', 'demo:goods:info'];
    const buttons = await db.baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true } });
    const role = await db.baseSysRole.create({ data: { name: '菜单管理员', label: 'menu_staff', menus: { create: buttons.map((b) => ({ menuId: b.id })) } } });
    const { hashPassword } = await import('../../server/auth/password.ts');
    await db.baseSysUser.create({ data: { username: 'menu_staff', name: 'menu_staff', password: await hashPassword('secret123'), roles: { create: [{ roleId: role.id }] } } });
    staff = (await t.login('menu_staff', 'secret123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('create', () => {
    it('a page for a declared prefix with one button per declared action (the seed’s list), under a directory', async () => {
      const res = await post('create', { prefix: 'demo/goods', parentId: demoDir, name: '商品二', router: '/demo/goods2', viewPath: 'modules/demo/views/goods2.vue', icon: 'icon-goods' });
      expect(res.body.code, res.text).toBe(1000);
      const defs = permissionsByPrefix().get('demo/goods')!;
      expect(res.body.data.buttons.map((b: any) => b.perms)).toEqual(defs.map((d) => d.perm));
      expect(res.body.data.buttons.map((b: any) => b.name)).toEqual(defs.map((d) => d.summary));
      const page = await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: res.body.data.id } });
      expect(page).toMatchObject({ parentId: demoDir, type: 1, name: '商品二', router: '/demo/goods2', viewPath: 'modules/demo/views/goods2.vue', icon: 'icon-goods' });
      const buttons = await t.app.db.baseSysMenu.findMany({ where: { parentId: page.id }, orderBy: { orderNum: 'asc' } });
      expect(buttons.map((b) => [b.type, b.perms])).toEqual(defs.map((d) => [2, d.perm]));
    });

    it('also for a controller’s operations (demo/tenant); an icon when none is given; a chosen subset of actions', async () => {
      const res = await post('create', { prefix: '/admin/demo/tenant', name: '租户演示', router: '/demo/tenant2', actions: ['use', 'noTenant'] });
      expect(res.body.code, res.text).toBe(1000);
      expect(res.body.data.buttons.map((b: any) => b.perms)).toEqual(['demo:tenant:noTenant', 'demo:tenant:use']);
      expect((await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: res.body.data.id } })).icon).toBe('icon-menu');
    });

    it('refuses unknown prefixes and actions, a parent that is not a directory, a bad or taken router, writing nothing', async () => {
      const before = await menuCount();
      const page = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/demo/crud' } });
      const cases: [Record<string, unknown>, string][] = [
        [{ prefix: 'nope/thing', name: 'x', router: '/x1' }, '没有声明接口前缀 nope/thing'],
        [{ prefix: 'base/open', name: 'x', router: '/x1' }, '没有声明接口前缀 base/open'],
        [{ prefix: 'demo/goods', name: 'x', router: '/x1', actions: ['page', 'fly'] }, '接口 demo/goods 没有操作 fly'],
        [{ prefix: 'demo/goods', name: 'x', router: '/x1', parentId: page.id }, '上级菜单必须是目录'],
        [{ prefix: 'demo/goods', name: 'x', router: '/x1', parentId: 99999999 }, '数据不存在'],
        [{ prefix: 'demo/goods', name: 'x', router: 'x1' }, '路由必须以 / 开头'],
        [{ prefix: 'demo/goods', name: 'x', router: '/demo/crud' }, '路由 /demo/crud 已被其他菜单使用'],
        [{ prefix: 'demo/goods', router: '/x1' }, '菜单名称不能为空'],
        [{ prefix: 'demo/goods', name: 'x' }, '菜单地址不能为空'],
        [{ name: 'x', router: '/x1' }, '接口前缀不能为空'],
        [{ prefix: 'demo/goods', name: 'x'.repeat(300), router: '/x1' }, '菜单名称长度不能超过255个字符'],
      ];
      for (const [body, message] of cases) {
        const res = await post('create', body);
        expect(res.body, JSON.stringify(body)).toEqual({ code: 1001, message });
      }
      expect(await menuCount()).toBe(before);
      const en = await post('create', { prefix: 'nope/thing', name: 'x', router: '/x1' }, admin, { language: 'en' });
      expect(en.body.message).toBe('No resource is declared with the prefix nope/thing');
    });

    it('a non-super user gets buttons only for permissions they hold', async () => {
      const before = await menuCount();
      const all = await post('create', { prefix: 'demo/goods', name: '我的商品', router: '/mine/goods' }, staff);
      expect(all.body).toEqual({ code: 1001, message: '不能设置自己不具备的权限' });
      expect(await menuCount()).toBe(before);
      const held = await post('create', { prefix: 'demo/goods', name: '我的商品', router: '/mine/goods', actions: ['page', 'info'] }, staff);
      expect(held.body.code, held.text).toBe(1000);
      expect(held.body.data.buttons.map((b: any) => b.perms)).toEqual(['demo:goods:info', 'demo:goods:page']);
    });

    it('over GraphQL: the typed result, or the AppError', async () => {
      const m = 'mutation($input: SysMenuCreateInput!) { sysMenuCreate(input: $input) { __typename ... on MutationSysMenuCreateSuccess { data { rowId buttons { rowId perms } } } ... on AppError { message field } } }';
      const ok = await t.gql(m, { input: { prefix: 'dict/type', name: '字典类型', router: '/dict/type2' } }, admin);
      expect(ok.body.data.sysMenuCreate.data.buttons.map((b: any) => b.perms)).toEqual(permissionsByPrefix().get('dict/type')!.map((d) => d.perm));
      const bad = await t.gql(m, { input: { prefix: 'zzz', name: 'x', router: '/x' } }, admin);
      expect(bad.body.data.sysMenuCreate).toEqual({ __typename: 'AppError', message: '没有声明接口前缀 zzz', field: 'prefix' });
    });
  });

  describe('export', () => {
    it('refuses when no menu is chosen, and unknown ids', async () => {
      for (const body of [{}, { ids: [] }, { ids: '' }]) expect((await post('export', body)).body).toEqual({ code: 1001, message: '请先选择要导出的菜单' });
      expect((await post('export', { ids: [99999999] })).body).toEqual({ code: 1001, message: '数据不存在' });
    });

    it('answers the chosen menus with all their descendants as a tree without ids or timestamps', async () => {
      const system = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { name: '系统管理', parentId: null } });
      const role = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/sys/role' } });
      const res = await post('export', { ids: [system.id, role.id] });
      expect(res.body.code, res.text).toBe(1000);
      const tree = res.body.data as Node[];
      // The role page is under the system directory: one root.
      expect(tree.map((n) => n.name)).toEqual(['系统管理']);
      expect(dbKeys(tree)).toEqual([]);
      // A menu's translations go with it (i18n, when it has any).
      expect(Object.keys(tree[0]!).sort()).toEqual(['childMenus', 'i18n', 'icon', 'isShow', 'keepAlive', 'name', 'orderNum', 'perms', 'router', 'type', 'viewPath']);
      expect(tree[0]!.i18n).toEqual({ en: { name: 'System' }, 'zh-tw': { name: '系統管理' } });
      const auth = tree[0]!.childMenus.find((c) => c.name === '权限管理')!;
      const menuPage = auth.childMenus.find((c) => c.router === '/sys/menu')!;
      expect(menuPage.childMenus.map((b) => b.perms)).toEqual(expect.arrayContaining(['base:sys:menu:create', 'base:sys:menu:export', 'base:sys:menu:import', 'base:sys:menu:parse']));
      const all = await t.app.db.baseSysMenu.findMany({ select: { id: true, parentId: true } });
      const under = (id: number): number => all.filter((m) => m.parentId === id).reduce((n, m) => n + 1 + under(m.id), 0);
      expect(countNodes(tree)).toBe(1 + under(system.id));
      // Same answer every time, and over GraphQL.
      expect((await post('export', { ids: [role.id, system.id] })).body.data).toEqual(tree);
      expect((await t.gql('query($ids: [Int!]!) { sysMenuExport(ids: $ids) }', { ids: [system.id] }, admin)).body.data.sysMenuExport).toEqual(tree);
    });
  });

  describe('parse and import', () => {
    it('parse previews: everything of an exported tree exists already; nothing is written', async () => {
      const tree = (await post('export', { ids: await rootIds() })).body.data as Node[];
      const before = await menuCount();
      const res = await post('parse', { menus: tree });
      expect(res.body.code, res.text).toBe(1000);
      expect(res.body.data.create).toEqual([]);
      expect(res.body.data.errors).toEqual([]);
      expect(res.body.data.exists).toHaveLength(countNodes(tree));
      const home = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { name: '首页', parentId: null } });
      expect(res.body.data.exists.find((e: any) => e.path === '首页')).toEqual({ path: '首页', name: '首页', type: 0, router: null, viewPath: null, perms: null, id: home.id });
      const crud = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/demo/crud' } });
      expect(res.body.data.exists.find((e: any) => e.router === '/demo/crud')).toMatchObject({ path: '系统管理 / 演示 / 演示列表', type: 1, id: crud.id });
      expect(await menuCount()).toBe(before);
    });

    it('parse lists what would be created and the errors, with their place in the tree, in the caller language', async () => {
      const before = await menuCount();
      const tree = structuredClone(CUSTOM) as any[];
      tree[0].childMenus.push({ name: '坏路由', type: 1, router: 'no-slash' }, { name: '坏按钮', type: 2, perms: 'x:y', childMenus: [{ name: 'c', type: 2 }] }, { name: '坏类型', type: 7 }, 'not a menu');
      const res = await post('parse', { menus: tree });
      expect(res.body.code, res.text).toBe(1000);
      expect(res.body.data.create.map((c: any) => c.path)).toEqual([
        '导入目录',
        '导入目录 / 导入页面',
        '导入目录 / 导入页面 / 分页查询',
        '导入目录 / 导入页面 / 新增',
        '导入目录 / 下级目录',
        '导入目录 / 下级目录 / 外部页面',
        // Under a refused node (as a new row under a new parent).
        '导入目录 / 坏按钮 / c',
      ]);
      expect(res.body.data.errors).toEqual([
        { path: '导入目录 / 坏路由', field: 'router', message: '路由必须以 / 开头' },
        { path: '导入目录 / 坏按钮', field: 'childMenus', message: '权限按钮不能有下级菜单' },
        { path: '导入目录 / 坏类型', field: 'type', message: '类型格式不正确' },
        { path: '导入目录 / #6', field: 'menus', message: '菜单格式不正确' },
      ]);
      expect(res.body.data.create.every((c: any) => c.id === null)).toBe(true);
      const en = await post('parse', { menus: tree }, admin, { language: 'en' });
      expect(en.body.data.errors[0].message).toBe('The route must start with /');
      // A non-super user: buttons for permissions they do not hold are errors.
      const mine = await post('parse', { menus: CUSTOM }, staff);
      expect(mine.body.data.errors).toEqual([{ path: '导入目录 / 导入页面 / 新增', field: 'perms', message: '不能设置自己不具备的权限' }]);
      expect(await menuCount()).toBe(before);
    });

    it('import merges without duplicates; importing twice adds nothing', async () => {
      const before = await menuCount();
      const res = await post('import', { menus: CUSTOM });
      expect(res.body.code, res.text).toBe(1000);
      expect(res.body.data).toMatchObject({ created: 6, existing: 0 });
      expect(await menuCount()).toBe(before + 6);
      const page = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/imported/page' } });
      expect(page).toMatchObject({ type: 1, viewPath: 'modules/imported/views/page.vue', keepAlive: false, icon: 'icon-menu' });
      const dir = await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: page.parentId! } });
      expect(dir).toMatchObject({ name: '导入目录', parentId: null, type: 0, orderNum: 90 });
      expect((await t.app.db.baseSysMenu.findMany({ where: { parentId: page.id }, orderBy: { orderNum: 'asc' } })).map((b) => b.perms)).toEqual(['demo:goods:page', 'demo:goods:add,demo:goods:info']);
      // Again: everything matches (the button by its permissions, in any order).
      const again = structuredClone(CUSTOM) as any[];
      again[0].childMenus[0].childMenus[1].perms = 'demo:goods:info, demo:goods:add';
      const second = await post('import', { menus: again });
      expect(second.body.data).toEqual({ created: 0, existing: 6, createdIds: [] });
      expect(await menuCount()).toBe(before + 6);
      // A new button under the existing page is added; the rest stays.
      again[0].childMenus[0].childMenus.push({ name: '删除', type: 2, perms: 'demo:goods:delete' });
      const third = await post('import', { menus: again });
      expect(third.body.data).toMatchObject({ created: 1, existing: 6 });
      expect(await t.app.db.baseSysMenu.count({ where: { parentId: page.id } })).toBe(3);
    });

    it('is all or nothing: one invalid node refuses the whole import, naming it', async () => {
      const before = await menuCount();
      const tree = [{ name: '全有或全无', type: 0, childMenus: [{ name: '好页面', type: 1, router: '/all/good' }, { name: '坏页面', type: 1, router: 'bad', childMenus: [] }] }];
      const res = await post('import', { menus: tree });
      expect(res.body).toEqual({ code: 1001, message: '全有或全无 / 坏页面：路由必须以 / 开头' });
      expect(await menuCount()).toBe(before);
      const long = await post('import', { menus: [{ name: 'n'.repeat(256), type: 0 }] });
      expect(long.body.code).toBe(1001);
      expect(long.body.message).toContain('菜单名称长度不能超过255个字符');
      expect(await menuCount()).toBe(before);
    });

    it('a non-super importer cannot bring in buttons for permissions they do not hold', async () => {
      const before = await menuCount();
      const tree = [{ name: '员工目录', type: 0, childMenus: [{ name: '员工页面', type: 1, router: '/staff/page', childMenus: [{ name: '删除', type: 2, perms: 'base:sys:user:delete' }] }] }];
      const res = await post('import', { menus: tree }, staff);
      expect(res.body).toEqual({ code: 1001, message: '员工目录 / 员工页面 / 删除：不能设置自己不具备的权限' });
      expect(await menuCount()).toBe(before);
      (tree[0]!.childMenus[0]!.childMenus[0] as any).perms = 'demo:goods:page';
      const ok = await post('import', { menus: tree }, staff);
      expect(ok.body.data).toMatchObject({ created: 3, existing: 0 });
    });

    it('accepts the tree as JSON text, as {menus}, as a bare array body, under a chosen directory, and as an uploaded .json file', async () => {
      const one = (router: string) => [{ name: `页 ${router}`, type: 1, router, childMenus: [] }];
      expect((await post('parse', { menus: JSON.stringify(one('/t/a')) })).body.data.create).toHaveLength(1);
      expect((await post('parse', { menus: { menus: one('/t/a') } })).body.data.create).toHaveLength(1);
      expect((await post('parse', one('/t/a'))).body.data.create).toHaveLength(1);
      const grafted = await post('import', { menus: one('/t/b'), parentId: demoDir });
      expect(grafted.body.code, grafted.text).toBe(1000);
      expect((await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/t/b' } })).parentId).toBe(demoDir);

      const form = new FormData();
      form.append('file', new Blob([JSON.stringify(one('/t/upload'))], { type: 'application/json' }), 'menus.json');
      const upload = await fetch(`${t.url}/admin/base/sys/menu/import`, { method: 'POST', headers: { authorization: admin }, body: form });
      expect(await upload.json()).toMatchObject({ code: 1000, data: { created: 1 } });
      expect(await t.app.db.baseSysMenu.count({ where: { router: '/t/upload' } })).toBe(1);
      const parseForm = new FormData();
      parseForm.append('file', new Blob([JSON.stringify(one('/t/upload'))]), 'menus.json');
      expect((await (await fetch(`${t.url}/admin/base/sys/menu/parse`, { method: 'POST', headers: { authorization: admin }, body: parseForm })).json()).data.exists).toHaveLength(1);

      const notJson = new FormData();
      notJson.append('file', new Blob(['hello'], { type: 'text/plain' }), 'menus.txt');
      expect(await (await fetch(`${t.url}/admin/base/sys/menu/import`, { method: 'POST', headers: { authorization: admin }, body: notJson })).json()).toEqual({ code: 1001, message: '只接受 JSON 文件（.json）' });
    });

    it('refuses what is not a menu list, and an empty one', async () => {
      for (const [menus, message] of [
        ['{not json', '菜单数据不是有效的 JSON 菜单列表'],
        [{ a: 1 }, '菜单数据不是有效的 JSON 菜单列表'],
        [[], '没有要导入的菜单'],
      ] as const) {
        expect((await post('import', { menus })).body, JSON.stringify(menus)).toEqual({ code: 1001, message });
        expect((await post('parse', { menus })).body.code).toBe(1001);
      }
      expect((await post('import', {})).body.code).toBe(1001);
      const deep: any = { name: 'd0', type: 0, childMenus: [] };
      let cur = deep;
      for (let i = 1; i < 15; i++) cur = (cur.childMenus[0] = { name: `d${i}`, type: 0, childMenus: [] });
      expect((await post('import', { menus: JSON.stringify([deep]) })).body).toEqual({ code: 1001, message: '菜单层级过深（最多12层）' });
    });

    it('round trip: an export imported into an empty menu table gives the same tree', async () => {
      const tree = (await post('export', { ids: await rootIds() })).body.data as Node[];
      expect(countNodes(tree)).toBe(await menuCount());
      // Empty the menu table (as a fresh database without the seeded menus would be).
      await t.app.db.baseSysRoleMenu.deleteMany({});
      await t.app.db.baseSysMenu.deleteMany({});
      const res = await post('import', { menus: tree });
      expect(res.body.code, res.text).toBe(1000);
      expect(res.body.data.created).toBe(countNodes(tree));
      expect((await post('export', { ids: await rootIds() })).body.data).toEqual(tree);
      expect((await post('import', { menus: tree })).body.data.created).toBe(0);
    });
  });
});

describe('menu export → import between the embedded database and PostgreSQL', () => {
  let from: TestApp;
  let to: TestApp;
  afterAll(async () => {
    await from?.close();
    await to?.close();
    await stopSharedPostgres();
  });

  it('a fresh database that imports the export of another has the same menu tree; a second import adds nothing', async () => {
    [from, to] = await Promise.all([startTestApp('embedded'), startTestApp('postgres')]);
    const [a, b] = [(await from.login()).token, (await to.login()).token];
    const call = (app: TestApp, token: string, path: string, body: unknown) => app.req('POST', `/admin/base/sys/menu/${path}`, { body, token });
    const roots = async (app: TestApp) => (await app.app.db.baseSysMenu.findMany({ where: { parentId: null }, select: { id: true } })).map((m) => m.id);
    // The source has menus the seed does not: an imported tree and a created page.
    expect((await call(from, a, 'import', { menus: CUSTOM })).body.code).toBe(1000);
    const dir = await from.app.db.baseSysMenu.findFirstOrThrow({ where: { name: '演示', type: 0 } });
    expect((await call(from, a, 'create', { prefix: 'demo/goods', parentId: dir.id, name: '商品三', router: '/demo/goods3' })).body.code).toBe(1000);
    const exported = (await call(from, a, 'export', { ids: await roots(from) })).body.data as Node[];
    const targetBefore = await to.app.db.baseSysMenu.count();
    const imported = await call(to, b, 'import', { menus: exported });
    expect(imported.body.code, imported.text).toBe(1000);
    expect(imported.body.data.created).toBe(countNodes(exported) - targetBefore);
    expect((await call(to, b, 'export', { ids: await roots(to) })).body.data).toEqual(exported);
    expect((await call(to, b, 'import', { menus: exported })).body.data.created).toBe(0);
    expect(await to.app.db.baseSysMenu.count()).toBe(await from.app.db.baseSysMenu.count());
  });
});
