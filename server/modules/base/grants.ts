/**
 * No self-escalation: what a non-super user may grant through the generic
 * writes of users and roles. They may grant only roles whose menus they hold
 * themselves, communities they hold and departments inside their data
 * permission; what lies outside that must stay exactly as it was (they can
 * neither add nor take away rights they could not give). The superuser's
 * rows and role are changed by the superuser only.
 */
import { AppError } from '../../kernel/errors.ts';
import type { Ctx, Viewer } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import { SUPER_ROLE_LABEL, SUPER_USERNAME } from '../../auth/service.ts';
import { departmentScope } from './department-scope.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';

export function numberList(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(Number).filter((n) => Number.isInteger(n)))];
}

/**
 * A change of a set of ids (roles, communities, menus, departments) is
 * allowed when everything added or removed is grantable by the viewer.
 */
export function assertGrantable(before: number[], after: number[], grantable: (id: number) => boolean, key: MessageKey, field: string): void {
  const b = new Set(before);
  const a = new Set(after);
  const changed = [...after.filter((id) => !b.has(id)), ...before.filter((id) => !a.has(id))];
  if (changed.some((id) => !grantable(id))) throw new AppError(key, {}, 1001, field);
}

/** Whether a user row is the superuser (the admin account, or a holder of the super role). */
export async function isSuperUser(tx: Tx, userId: number): Promise<boolean> {
  const u = await tx.baseSysUser.findUnique({ where: { id: userId }, select: { username: true, roles: { select: { role: { select: { label: true } } } } } });
  return !!u && (u.username === SUPER_USERNAME || u.roles.some((r) => r.role.label === SUPER_ROLE_LABEL));
}

/** Roles the viewer may grant: not the super role, and every menu of the role held by the viewer. */
export async function grantableRoles(ctx: Ctx, tx: Tx, roleIds: number[]): Promise<Set<number>> {
  const viewer = ctx.viewer as Viewer;
  if (viewer.isSuper) return new Set(roleIds);
  const roles = await tx.baseSysRole.findMany({
    where: { id: { in: roleIds } },
    select: { id: true, label: true, menus: { select: { menuId: true } }, departments: { select: { departmentId: true } } },
  });
  const deps = await departmentScope(ctx);
  return new Set(
    roles
      .filter((r) => r.label !== SUPER_ROLE_LABEL)
      .filter((r) => r.menus.every((m) => viewer.menuIds.has(m.menuId)))
      .filter((r) => !deps || r.departments.every((d) => deps.includes(d.departmentId)))
      .map((r) => r.id),
  );
}
