/**
 * Screen registry: maps a menu's router (e.g. `/sys/user`) or viewPath (e.g.
 * `modules/base/views/user.vue`) to a lazily loaded screen. Feature code adds its
 * screens in router/screens.ts; a menu whose screen is not registered shows the
 * placeholder screen.
 */
import type { Screen } from './types.ts';

const byKey = new Map<string, Screen>();

/**
 * The registry key of a viewPath or router: `modules/base/views/user.vue`,
 * `/src/modules/base/views/user.vue` and `base/user` all give `base/user`;
 * a router gives its path without the leading slash (`sys/user`).
 */
export function viewKey(viewPathOrRouter: string): string {
  let p = viewPathOrRouter.trim().replace(/\\/g, '/').replace(/^\/+/, '');
  p = p.replace(/^(src\/|cool\/)?modules\//, '');
  p = p.replace(/\.(vue|tsx?|jsx?)$/, '');
  p = p.replace(/\/views\//, '/').replace(/\/index$/, '');
  return p.replace(/\/+$/, '');
}

/** Registers a screen under viewPaths and/or routers. */
export function registerScreen(keys: string[], screen: Screen): Screen {
  for (const k of keys) byKey.set(viewKey(k), screen);
  return screen;
}

/**
 * The screen of a menu: by its router when that names one of our screens,
 * else by its viewPath. The router is the page's address in both clients;
 * the viewPath is a file of the source system's client, which for a page
 * both share can be another screen of that client (the first page, 数据概览,
 * names that client's home: our dashboard is found by its router /count/home).
 */
export function findScreen(viewPath?: string | null, router?: string | null): Screen | undefined {
  return (router ? byKey.get(viewKey(router)) : undefined) ?? (viewPath ? byKey.get(viewKey(viewPath)) : undefined);
}
