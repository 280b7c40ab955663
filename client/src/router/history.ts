/**
 * A tiny history-mode router core: the current location as a store, navigate(),
 * and path matching with `:param` and optional `:param?` segments.
 */
import { createStore, useStore } from '../lib/store.ts';

export interface AppLocation {
  pathname: string;
  search: string;
  /** Changes on every navigation, also to the same path. */
  key: string;
}

let counter = 0;
function read(): AppLocation {
  const l = typeof window === 'undefined' ? { pathname: '/', search: '' } : window.location;
  return { pathname: normalizePath(l.pathname), search: l.search, key: String(++counter) };
}

export function normalizePath(path: string): string {
  const p = path.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p || '/';
}

export const locationStore = createStore<AppLocation>(read());

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => locationStore.set(read()));
}

/** Goes to `to` (a path with optional query). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  locationStore.set(read());
}

export function useLocation(): AppLocation {
  return useStore(locationStore);
}

export type Params = Record<string, string | undefined>;

const compiled = new Map<string, { re: RegExp; keys: string[] }>();

function compile(pattern: string) {
  let c = compiled.get(pattern);
  if (!c) {
    const keys: string[] = [];
    const source = normalizePath(pattern)
      .split('/')
      .filter(Boolean)
      .map((seg) => {
        const m = /^:(\w+)(\?)?$/.exec(seg);
        if (!m) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        keys.push(m[1]!);
        return m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
      })
      .join('');
    c = { re: new RegExp(`^${source || '/'}$`), keys };
    compiled.set(pattern, c);
  }
  return c;
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const { re, keys } = compile(pattern);
  const m = re.exec(normalizePath(pathname));
  if (!m) return null;
  const params: Params = {};
  keys.forEach((k, i) => {
    const v = m[i + 1];
    params[k] = v === undefined ? undefined : decodeURIComponent(v);
  });
  return params;
}
