/**
 * The seeded menu tree (server/seed/menus.ts): the screens the source
 * system's web client ships (cool-admin-vue 7.x, shared/notes/
 * legacy-client-views.md) are seeded with its file paths as viewPath — that
 * client renders a blank page for any other — every SPEC §2 menu screen has
 * its page, every directory and page has an icon, and routers are unique.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { LEGACY_HOME_VIEW, LEGACY_ICONS, MENU_TREE, type SeedDir, type SeedPage } from '../../server/seed/menus.ts';
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

  it('the first page (type 1, in tree order) is one the source client has: its home; our client finds our dashboard by the router', async () => {
    const rows = await t.app.db.baseSysMenu.findMany({ where: { type: { not: 2 } } });
    const first = (parentId: number | null): (typeof rows)[number] | null => {
      for (const r of rows.filter((x) => x.parentId === parentId && x.isShow).sort((a, b) => a.orderNum - b.orderNum || a.id - b.id)) {
        if (r.type === 1) return r;
        const found = first(r.id);
        if (found) return found;
      }
      return null;
    };
    const home = first(null)!;
    expect(LEGACY_VIEWS).toContain(home.viewPath);
    expect(home).toMatchObject({ name: '数据概览', router: '/count/home', viewPath: LEGACY_HOME_VIEW });
  });

  it('every directory and page has an icon of the source client’s set; every page has buttons for what it calls', async () => {
    const rows = await t.app.db.baseSysMenu.findMany();
    const missing = rows.filter((r) => r.type !== 2 && !r.icon?.trim());
    expect(missing.map((r) => r.name)).toEqual([]);
    const outside = rows.filter((r) => r.type !== 2 && !(LEGACY_ICONS as readonly string[]).includes(r.icon!));
    expect(outside.map((r) => `${r.name}: ${r.icon}`)).toEqual([]);
    const byParent = new Map<number, string[]>();
    for (const r of rows) if (r.type === 2 && r.parentId) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r.perms!]);
    const crud = rows.find((r) => r.router === '/demo/crud')!;
    expect(byParent.get(crud.id)).toEqual(expect.arrayContaining(['demo:goods:page', 'demo:tenant:noTenant', 'demo:tenant:noUse', 'demo:tenant:use']));
    const address = rows.find((r) => r.router === '/user/address')!;
    expect(byParent.get(address.id)).toEqual(expect.arrayContaining(['user:address:page', 'user:address:add']));
    expect(byParent.get(rows.find((r) => r.router === '/user/list')!.id)!.every((p) => p.startsWith('user:info:'))).toBe(true);
  });

  it('an existing install gets the same menus from its migration, where its rows still hold what the previous seed wrote; edited rows keep theirs', async () => {
    const dir = readdirSync(new URL('../../prisma/migrations/', import.meta.url)).find((d) => d.endsWith('_legacy_client_menus'))!;
    const sql = readFileSync(new URL(`../../prisma/migrations/${dir}/migration.sql`, import.meta.url), 'utf8');
    const statements = sql.split('\n').filter((l) => l.startsWith('UPDATE'));
    const db = t.app.db;
    const seeded = await db.baseSysMenu.findMany({ where: { type: { not: 2 } }, orderBy: { id: 'asc' } });
    // Back to the previous seed's values, as an install seeded before would hold them.
    for (const st of statements) {
      const m = /SET "(icon|viewPath)" = '([^']+)' WHERE type = (\d) AND (router|name) = '([^']+)' AND "(?:icon|viewPath)" = '([^']+)';/.exec(st);
      expect(m, st).not.toBeNull();
      const [, column, now, type, by, key, before] = m!;
      const row = seeded.find((r) => r.type === Number(type) && (by === 'router' ? r.router === key : r.name === key));
      // The hidden directory of routes no page lists is seeded only when there are such routes.
      if (!row && key === '其他接口') continue;
      expect(row, st).toBeDefined();
      expect(row![column as 'icon' | 'viewPath'], st).toBe(now);
      await db.baseSysMenu.update({ where: { id: row!.id }, data: { [column!]: before } });
    }
    // One an administrator changed meanwhile.
    const edited = seeded.find((r) => r.router === '/sys/log')!;
    await db.baseSysMenu.update({ where: { id: edited.id }, data: { icon: 'icon-custom' } });
    for (const st of statements) await db.$executeRawUnsafe(st);
    const after = await db.baseSysMenu.findMany({ where: { type: { not: 2 } }, orderBy: { id: 'asc' } });
    expect(after.filter((r) => r.id !== edited.id).map((r) => [r.name, r.icon, r.viewPath])).toEqual(seeded.filter((r) => r.id !== edited.id).map((r) => [r.name, r.icon, r.viewPath]));
    expect(after.find((r) => r.id === edited.id)!.icon).toBe('icon-custom');
  });
});
