/** Every /admin route: the generated entity routes and the declared extras. */
import { allCrudRoutes } from './crud-routes.ts';
import { definedRoutes, type RouteDef } from './registry.ts';

let table: RouteDef[] | undefined;

export function allRoutes(): RouteDef[] {
  table ??= [...allCrudRoutes(), ...definedRoutes()];
  return table;
}

export function routeKey(method: string, path: string): string {
  return `${method.toLowerCase()} ${path}`;
}
