import type { MenuItem } from '../relay/session.ts';
import { matchPath, type Params } from './history.ts';
import { buildMenuRoutes } from './menus.ts';
import { staticRoutes } from './routes.ts';
import type { RouteRecord } from './types.ts';

export interface ResolvedRoute {
  route: RouteRecord;
  params: Params;
}

let fixed: RouteRecord[] | null = null;

/** The route of a path: menu routes first (they carry the menu's title and keepAlive), then the fixed routes. */
export function resolveRoute(pathname: string, menus: readonly MenuItem[] | null): ResolvedRoute | null {
  fixed ??= staticRoutes();
  for (const route of [...(menus ? buildMenuRoutes(menus) : []), ...fixed]) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
