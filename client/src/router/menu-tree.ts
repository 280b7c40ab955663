/**
 * The menu tree of permmenu (SPEC §2): type 0 directories and type 1 pages by
 * parentId, sorted by orderNum; type 2 rows only carry permissions. The routes
 * the pages open are router/menus.ts; this file imports no screen, so a screen
 * (the home page's shortcuts) may draw the tree without an import circle.
 */
import type { MenuItem } from '../relay/session.ts';

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
