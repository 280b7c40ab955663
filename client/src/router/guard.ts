/**
 * The navigation guard of SPEC §2, as a pure function of the path and the
 * session:
 * - without a token only /login and the error pages are allowed; everything
 *   else (unknown paths too) goes to /login;
 * - with a token, /login goes to / while the token is unexpired;
 * - with a token, an unknown path goes to /404 (once the menus are loaded:
 *   until then the decision waits).
 */
import { PUBLIC_PATHS } from './routes.ts';

export interface GuardContext {
  hasToken: boolean;
  /** less than 2 s left */
  tokenExpired: boolean;
  /** the menus (dynamic routes) are loaded */
  routesReady: boolean;
  /** whether a route matches the path */
  isKnown: (pathname: string) => boolean;
}

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'wait' };

export function guard(pathname: string, ctx: GuardContext): GuardResult {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (!ctx.hasToken) return isPublic ? { action: 'allow' } : { action: 'redirect', to: '/login' };
  if (pathname === '/login') return ctx.tokenExpired ? { action: 'allow' } : { action: 'redirect', to: '/' };
  if (isPublic) return { action: 'allow' };
  if (!ctx.routesReady) return { action: 'wait' };
  return ctx.isKnown(pathname) ? { action: 'allow' } : { action: 'redirect', to: '/404' };
}
