/** Permission checks on the request's viewer. */
import type { Viewer } from '../kernel/context.ts';

export type { Viewer };

export function hasPerm(viewer: Viewer | null, perm: string | readonly string[]): boolean {
  if (!viewer) return false;
  if (viewer.isSuper) return true;
  return typeof perm === 'string' ? viewer.perms.has(perm) : perm.some((p) => viewer.perms.has(p));
}
