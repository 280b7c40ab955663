/** The logged-in admin user as seen by every resolver. */
export interface Viewer {
  userId: number;
  username: string;
  name: string;
  passwordV: number;
  /** The refresh-token family (session) the access token belongs to. */
  sessionId: string;
  /** Holds every permission (the admin user, or a role labelled admin). */
  isSuper: boolean;
  roleIds: number[];
  perms: ReadonlySet<string>;
  departmentId: number | null;
  /** Communities the user may work in; null means all (superuser). */
  areaIds: number[] | null;
}

export function hasPerm(viewer: Viewer | null, perm: string | readonly string[]): boolean {
  if (!viewer) return false;
  if (viewer.isSuper) return true;
  return typeof perm === 'string' ? viewer.perms.has(perm) : perm.some((p) => viewer.perms.has(p));
}
