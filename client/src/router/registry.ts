/**
 * Screen registry: maps a menu's viewPath (e.g. `modules/base/views/user.vue`)
 * or router (e.g. `/sys/user`) to a lazily loaded screen. Feature code adds its
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

/** The screen of a menu: by viewPath first, then by router. */
export function findScreen(viewPath?: string | null, router?: string | null): Screen | undefined {
  return (viewPath ? byKey.get(viewKey(viewPath)) : undefined) ?? (router ? byKey.get(viewKey(router)) : undefined);
}
