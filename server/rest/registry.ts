/**
 * The table of /admin routes that are not generated from an entity's generic
 * actions: open and comm routes and entity extras. Each runs a prepared
 * GraphQL operation, so authorization stays in one place (the schema).
 */
export interface RouteDef {
  method: 'get' | 'post';
  /** Module of the EPS listing, e.g. 'base'. */
  module: string;
  /** Controller prefix, e.g. '/admin/base/open'. */
  prefix: string;
  /** Path under the prefix, with its leading slash. */
  path: string;
  summary: string;
  /** The permission string checked by the operation, for the menu seed and EPS; null = none. */
  perm: string | null;
  ignoreToken?: boolean;
  document: string;
  variables(input: any): Record<string, unknown>;
  result(data: Record<string, any>, variables: Record<string, any>): unknown;
  /** Answer something other than the JSON envelope (e.g. an HTML page). */
  raw?: { contentType: string };
}

const routes: RouteDef[] = [];

export function defineRoute(route: RouteDef): RouteDef {
  routes.push(route);
  return route;
}

export function definedRoutes(): RouteDef[] {
  return routes;
}
