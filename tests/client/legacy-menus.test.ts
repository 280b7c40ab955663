// @vitest-environment happy-dom
/**
 * The seeded menus suit both clients (docs/legacy-client.md "Seeded menus
 * and icons"): every icon the seed uses is of the source client's set and
 * drawn by ours, and the first page opens each client's own home: ours by
 * the page's router, the source client by its viewPath.
 */
import { describe, expect, it } from 'vitest';
import { iconShape } from '../../client/src/components/Icon.tsx';
import { findScreen } from '../../client/src/router/registry.ts';
import { homeScreen } from '../../client/src/router/screens.ts';
import { homeMenu } from '../../client/src/router/menus.ts';
import { LEGACY_HOME_VIEW, LEGACY_ICONS, MENU_TREE, type SeedDir, type SeedPage } from '../../server/seed/menus.ts';
import type { MenuItem } from '../../client/src/relay/session.ts';

/** The seed's tree as menu rows, in its order (ids and orderNum as the seed gives them). */
function seededRows(): MenuItem[] {
  const rows: MenuItem[] = [];
  const walk = (nodes: (SeedDir | SeedPage)[], parentId: number | null) => {
    for (const n of nodes) {
      const rowId = rows.length + 1;
      const page = !('children' in n);
      rows.push({ rowId, parentId, name: n.name, router: page ? n.router : null, viewPath: page ? n.viewPath : null, icon: n.icon, type: page ? 1 : 0, orderNum: rowId, perms: null, keepAlive: true, isShow: true } as unknown as MenuItem);
      if (!page) walk(n.children, rowId);
    }
  };
  walk(MENU_TREE, null);
  return rows;
}

describe('the seeded menus in our client', () => {
  it('draws every icon of the source client’s set (none falls back to the dot)', () => {
    expect(LEGACY_ICONS.filter((name) => iconShape(name) === null)).toEqual([]);
    for (const r of seededRows()) expect(iconShape(r.icon), `${r.name}: ${r.icon}`).not.toBeNull();
    // Names of earlier seeds, still in existing databases, are drawn too.
    for (const old of ['icon-home', 'icon-data', 'icon-community', 'icon-house', 'icon-user', 'icon-meeting', 'icon-vote', 'icon-advice', 'icon-repair', 'icon-log', 'icon-folder', 'icon-plugin', 'icon-code', 'icon-goods']) {
      expect(iconShape(old), old).not.toBeNull();
    }
  });

  it('opens our dashboard on the first page, whose viewPath is the source client’s home', () => {
    const home = homeMenu(seededRows())!;
    expect(home).toMatchObject({ name: '数据概览', router: '/count/home', viewPath: LEGACY_HOME_VIEW });
    expect(findScreen(home.viewPath, home.router)).toBe(homeScreen);
    // The same file under the demo's router is the demo home, not the dashboard.
    const demo = findScreen(LEGACY_HOME_VIEW, '/demo/home');
    expect(demo).toBeDefined();
    expect(demo).not.toBe(homeScreen);
    // A router that is no screen of ours leaves the viewPath to decide (a menu made in the source client).
    expect(findScreen('modules/base/views/role.vue', '/test/aa')).toBe(findScreen(null, '/sys/role'));
  });
});
