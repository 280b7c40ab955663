/**
 * Dynamic routes from the menus of permmenu (SPEC §2): type 0 directories and
 * type 1 pages form the tree by parentId sorted by orderNum; type 2 rows only
 * carry permissions. A page whose viewPath starts with http opens in an iframe;
 * a page without a view goes to /404; the first page is the home route `/`.
 */
import type { MenuItem } from '../relay/session.ts';
import { findScreen } from './registry.ts';
import { frameScreen, placeholderScreen } from './screens.ts';
import type { RouteRecord } from './types.ts';
import { homeMenu, menuPath } from './menu-tree.ts';

// The tree itself (menu-tree.ts) imports no screen, so a screen may draw it.
export { buildMenuTree, homeMenu, menuPath, type MenuNode } from './menu-tree.ts';

function pageRoute(menu: MenuItem, path: string): RouteRecord {
  const view = menu.viewPath?.trim();
  const base = { path, title: menu.name, layout: 'main' as const, processTab: true, keepAlive: menu.keepAlive, menu };
  if (!view) return { ...base, screen: placeholderScreen, redirect: '/404' };
  if (/^https?:\/\//i.test(view)) return { ...base, screen: frameScreen, data: { url: view } };
  return { ...base, screen: findScreen(view, menu.router) ?? placeholderScreen };
}

const cache = new WeakMap<readonly MenuItem[], RouteRecord[]>();

/** The routes of the menu pages; the home page is mapped to `/` and its own path redirects there. */
export function buildMenuRoutes(menus: readonly MenuItem[]): RouteRecord[] {
  let routes = cache.get(menus);
  if (!routes) {
    const home = homeMenu(menus);
    routes = [];
    for (const m of menus) {
      if (m.type !== 1) continue;
      const path = menuPath(m);
      if (m === home) {
        routes.push(pageRoute(m, '/'));
        if (path !== '/') routes.push({ ...pageRoute(m, path), redirect: '/' });
      } else {
        routes.push(pageRoute(m, path));
      }
    }
    cache.set(menus, routes);
  }
  return routes;
}
