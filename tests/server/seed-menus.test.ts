/**
 * The seeded menu tree (server/db/seed-menus.ts): the screens the source
 * system's web client ships (cool-admin-vue 7.x, shared/notes/
 * legacy-client-views.md) are seeded with its file paths as viewPath — that
 * client renders a blank page for any other — every SPEC §2 menu screen has
 * its page, every directory and page has an icon, and routers are unique.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE, type SeedDir, type SeedPage } from '../../server/db/seed-menus.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/** The 7.x client's screen files that are menu pages (shared/notes/legacy-client-views.md). */
const LEGACY_VIEWS = [
  'modules/base/views/user/index.vue',
  'modules/base/views/menu/index.vue',
  'modules/base/views/role.vue',
  'modules/base/views/param.vue',
  'modules/base/views/log.vue',
  'modules/dict/views/list.vue',
  'modules/recycle/views/data.vue',
  'modules/space/views/list.vue',
  'modules/task/views/list.vue',
  'modules/user/views/list.vue',
  'modules/user/views/address.vue',
  'modules/helper/views/plugins/serve.vue',
  'modules/helper/views/plugins/vue.vue',
  'modules/helper/views/ai-code.vue',
  'modules/demo/views/crud/index.vue',
  'modules/demo/views/home/index.vue',
];
/** The modules of that client; the governance modules (area, business, count, info, resident) are ours. */
const LEGACY_MODULES = ['base', 'dict', 'recycle', 'space', 'task', 'user', 'helper', 'demo'];

function pages(nodes: (SeedDir | SeedPage)[] = MENU_TREE): SeedPage[] {
  return nodes.flatMap((n) => ('children' in n ? pages(n.children) : [n]));
}

describe('seeded menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every seeded page of a legacy module has a viewPath of the legacy client, and every legacy screen has its page', async () => {
    const rows = await t.app.db.baseSysMenu.findMany({ where: { type: 1 } });
    const legacy = rows.filter((r) => LEGACY_MODULES.includes(/^modules\/([^/]+)\//.exec(r.viewPath ?? '')?.[1] ?? ''));
    expect(legacy.length).toBeGreaterThanOrEqual(LEGACY_VIEWS.length);
    for (const r of legacy) expect(LEGACY_VIEWS, `${r.name} ${r.router}`).toContain(r.viewPath);
    // No page of ours claims a legacy module's path that client lacks, and none is without a view.
    for (const r of rows) expect(r.viewPath, r.name).toMatch(/^modules\/[a-z-]+\/views\/[\w/-]+\.vue$/);
    expect([...new Set(rows.map((r) => r.viewPath))].filter((v) => LEGACY_VIEWS.includes(v!)).sort()).toEqual([...LEGACY_VIEWS].sort());
  });

  it('the SPEC §2 menu screens all have a page (app-user addresses and the demo home included)', () => {
    const routers = pages().map((p) => p.router);
    for (const r of [
      '/count/home', '/area/info', '/area/house', '/resident/info', '/meeting/info', '/election/info', '/advice/info', '/repair/info',
      '/info/notice', '/info/banner', '/info/template', '/user/list', '/user/address', '/sys/menu', '/sys/role', '/sys/user', '/sys/param',
      '/sys/log', '/dict/list', '/task/list', '/space/list', '/recycle/data', '/helper/ai-code', '/demo/crud', '/demo/home',
    ]) {
      expect(routers).toContain(r);
    }
    expect(new Set(routers).size).toBe(routers.length);
  });

  it('every directory and page has an icon; every page has buttons for what it calls', async () => {
    const rows = await t.app.db.baseSysMenu.findMany();
    const missing = rows.filter((r) => r.type !== 2 && !r.icon?.trim());
    expect(missing.map((r) => r.name)).toEqual([]);
    const byParent = new Map<number, string[]>();
    for (const r of rows) if (r.type === 2 && r.parentId) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r.perms!]);
    const crud = rows.find((r) => r.router === '/demo/crud')!;
    expect(byParent.get(crud.id)).toEqual(expect.arrayContaining(['demo:goods:page', 'demo:tenant:noTenant', 'demo:tenant:noUse', 'demo:tenant:use']));
    const address = rows.find((r) => r.router === '/user/address')!;
    expect(byParent.get(address.id)).toEqual(expect.arrayContaining(['user:address:page', 'user:address:add']));
    expect(byParent.get(rows.find((r) => r.router === '/user/list')!.id)!.every((p) => p.startsWith('user:info:'))).toBe(true);
  });
});
