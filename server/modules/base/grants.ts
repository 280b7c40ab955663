/**
 * No escalation: a non-super user changes only users and roles whose rights
 * lie within their own. A user's or a role's rights are one value (Rights):
 * the menus (function permissions) it holds, the communities (users only)
 * and the department data permission it grants, with a role's relevance
 * expanded exactly as department-scope.ts expands the viewer's. The rule
 * compares that value, read from the database, with the editor's own:
 *
 * - before an update or delete (a password reset, a status change, a move
 *   included): the row as it is must lie within the editor's rights, so
 *   nobody takes over, disables or deletes a colleague who holds more;
 * - after an add or update, in the same transaction: the row as written
 *   must still lie within them, so no column (relevance, departmentIdList,
 *   roleIdList, one added later) can grant more than the editor holds.
 *
 * The generic write path calls the rule through the entity's `guard`
 * (crud/service.ts), so no hook has to remember it. The superuser's rows and
 * role are the superuser's; the superuser is not restricted.
 */
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import type { GuardPhase } from '../../crud/entity.ts';
import { SUPER_ROLE_LABEL, SUPER_USERNAME } from '../../auth/service.ts';
import { departmentExpander, departmentScope, type DepartmentExpander } from './department-scope.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';

export function numberList(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(Number).filter((n) => Number.isInteger(n)))];
}

/**
 * A change of a set of ids (e.g. an app user's communities) is allowed when
 * everything added or removed is grantable by the viewer.
 */
export function assertGrantable(before: number[], after: number[], grantable: (id: number) => boolean, key: MessageKey, field: string): void {
  const b = new Set(before);
  const a = new Set(after);
  const changed = [...after.filter((id) => !b.has(id)), ...before.filter((id) => !a.has(id))];
  if (changed.some((id) => !grantable(id))) throw new AppError(key, {}, 1001, field);
}

/** What a user or a role lets its holder do. */
interface Rights {
  /** The admin account, a holder of the super role, or the super role itself. */
  superuser: boolean;
  menuIds: ReadonlySet<number>;
  /** Communities (a role grants none). */
  areaIds: ReadonlySet<number>;
  /** The effective department data permission. */
  departments: ReadonlySet<number>;
}

type Aspect = 'superuser' | 'menus' | 'areas' | 'departments';

/** The first aspect in which `target` holds more than `editor`, or null when it lies within. */
function exceeding(target: Rights, editor: Rights): Aspect | null {
  const within = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].every((x) => b.has(x));
  if (target.superuser) return 'superuser';
  if (!within(target.menuIds, editor.menuIds)) return 'menus';
  if (!within(target.areaIds, editor.areaIds)) return 'areas';
  if (!within(target.departments, editor.departments)) return 'departments';
  return null;
}

/**
 * The viewer's rights as they were when the request began (null: the
 * superuser, or no viewer: not restricted). departmentScope is computed once
 * per request, so a write earlier in the request cannot widen it.
 */
async function editorRights(ctx: Ctx): Promise<Rights | null> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.isSuper) return null;
  return {
    superuser: false,
    menuIds: viewer.menuIds,
    areaIds: new Set(viewer.areaIds ?? []),
    departments: new Set((await departmentScope(ctx)) ?? []),
  };
}

interface RoleRow {
  label: string;
  relevance: boolean;
  menus: { menuId: number }[];
  departments: { departmentId: number }[];
}
const roleSelect = { label: true, relevance: true, menus: { select: { menuId: true } }, departments: { select: { departmentId: true } } } as const;

async function rightsOf(expand: DepartmentExpander, roles: RoleRow[], user?: { username: string; areaIds: unknown; departmentId: number | null }): Promise<Rights> {
  const grants = roles.flatMap((r) => r.departments.map((d) => ({ departmentId: d.departmentId, relevance: r.relevance })));
  return {
    superuser: user?.username === SUPER_USERNAME || roles.some((r) => r.label === SUPER_ROLE_LABEL),
    menuIds: new Set(roles.flatMap((r) => r.menus.map((m) => m.menuId))),
    areaIds: new Set(numberList(user?.areaIds)),
    departments: await expand(grants, user?.departmentId ?? null),
  };
}

async function userRights(tx: Tx, ids: number[]): Promise<Map<number, Rights>> {
  const users = await tx.baseSysUser.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true, areaIds: true, departmentId: true, roles: { select: { role: { select: roleSelect } } } },
  });
  const expand = departmentExpander(tx);
  return new Map(await Promise.all(users.map(async (u) => [u.id, await rightsOf(expand, u.roles.map((r) => r.role), u)] as const)));
}

async function roleRights(tx: Tx, ids: number[]): Promise<Map<number, Rights>> {
  const roles = await tx.baseSysRole.findMany({ where: { id: { in: ids } }, select: { id: true, ...roleSelect } });
  const expand = departmentExpander(tx);
  return new Map(await Promise.all(roles.map(async (r) => [r.id, await rightsOf(expand, [r])] as const)));
}

/** The refusal for each aspect: before a change (the row holds more than the editor), and after it (the write would grant more). */
const REFUSALS: Record<'user' | 'role', { before: MessageKey; after: Partial<Record<Aspect, [MessageKey, string?]>> }> = {
  user: {
    before: 'user.outranked',
    after: { superuser: ['user.grantRole', 'roleIdList'], menus: ['user.grantRole', 'roleIdList'], departments: ['user.grantRole', 'roleIdList'], areas: ['user.grantArea', 'areaIds'] },
  },
  role: {
    before: 'role.outranked',
    after: { superuser: ['user.superOnly'], menus: ['role.grantMenu', 'menuIdList'], departments: ['role.grantDepartment', 'departmentIdList'] },
  },
};

function rightsGuard(kind: 'user' | 'role', load: (tx: Tx, ids: number[]) => Promise<Map<number, Rights>>) {
  return async (ctx: Ctx, tx: Tx, ids: number[], phase: GuardPhase): Promise<void> => {
    // Taken first, also when there are no rows yet (before an add): the editor's rights as the request found them.
    const editor = await editorRights(ctx);
    if (!editor || ids.length === 0) return;
    for (const rights of (await load(tx, ids)).values()) {
      const aspect = exceeding(rights, editor);
      if (!aspect) continue;
      if (phase === 'before') throw new AppError(aspect === 'superuser' ? 'user.superOnly' : REFUSALS[kind].before);
      const [key, field] = REFUSALS[kind].after[aspect] ?? [REFUSALS[kind].before];
      throw new AppError(key, {}, 1001, field);
    }
  };
}

/** A user row is changed (updated, moved, deleted) only by an editor who holds at least its rights, and only within them. */
export const userWithinEditor = rightsGuard('user', userRights);
/** A role is added, changed or deleted only within the editor's rights (menus and effective departments). */
export const roleWithinEditor = rightsGuard('role', roleRights);
