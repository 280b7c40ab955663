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

export interface MenuNode {
  menu: MenuItem;
  /** the path the menu opens ('/' for the home page) */
  path: string;
  children: MenuNode[];
}

export function menuPath(menu: MenuItem): string {
  const r = menu.router?.trim();
  if (!r) return `/${menu.rowId}`;
  return r.startsWith('/') ? r : `/${r}`;
}

function sortedChildren(menus: readonly MenuItem[], parentId: number | null): MenuItem[] {
  return menus
    .filter((m) => m.type !== 2 && (m.parentId ?? null) === parentId)
    .sort((a, b) => a.orderNum - b.orderNum || a.rowId - b.rowId);
}

/** The first page of the tree in display order: the home route. */
export function homeMenu(menus: readonly MenuItem[]): MenuItem | null {
  const walk = (parentId: number | null): MenuItem | null => {
    for (const m of sortedChildren(menus, parentId)) {
      if (m.type === 1) return m;
      const found = walk(m.rowId);
      if (found) return found;
    }
    return null;
  };
  return walk(null);
}

/** The visible menu tree (isShow), with each page's path; directories without visible content are dropped. */
export function buildMenuTree(menus: readonly MenuItem[]): MenuNode[] {
  const home = homeMenu(menus);
  const known = new Set(menus.map((m) => m.rowId));
  const build = (parentId: number | null): MenuNode[] =>
    sortedChildren(menus, parentId)
      .filter((m) => m.isShow)
      .map((m) => ({ menu: m, path: m === home ? '/' : menuPath(m), children: m.type === 0 ? build(m.rowId) : [] }))
      .filter((n) => n.menu.type === 1 || n.children.length > 0);
  // rows whose parent is not in the list hang at the top
  const orphans = menus.filter((m) => m.parentId != null && !known.has(m.parentId)).map((m) => m.parentId!);
  return [...build(null), ...[...new Set(orphans)].flatMap((p) => build(p))];
}

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
