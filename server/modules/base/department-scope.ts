/**
 * Data permission: the departments whose rows (users, departments) a viewer
 * may see, from the departmentIdList of their roles. With a role's
 * relevance flag, superior and subordinate departments are included too.
 * The same expansion gives the scope a role or another user would grant
 * (modules/base/rights.ts), so what a viewer may see and what they may
 * grant are measured alike.
 */
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';

/** A department a role covers, and whether that role's relevance flag widens it. */
export interface DepartmentGrant {
  departmentId: number;
  relevance: boolean;
}

/** Expands department grants to the departments they cover; the department tree is read once, and only when a grant needs it. */
export type DepartmentExpander = (grants: DepartmentGrant[], own?: number | null) => Promise<Set<number>>;

export function departmentExpander(db: Tx): DepartmentExpander {
  let tree: Promise<{ children: Map<number, number[]>; parent: Map<number, number | null> }> | null = null;
  const loadTree = async () => {
    const all = await db.baseSysDepartment.findMany({ select: { id: true, parentId: true } });
    const children = new Map<number, number[]>();
    const parent = new Map<number, number | null>();
    for (const d of all) {
      parent.set(d.id, d.parentId);
      if (d.parentId !== null) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
    }
    return { children, parent };
  };
  return async (grants, own = null) => {
    const ids = new Set<number>(grants.map((g) => g.departmentId));
    if (own) ids.add(own);
    const widened = grants.filter((g) => g.relevance);
    if (widened.length === 0) return ids;
    const { children, parent } = await (tree ??= loadTree());
    for (const g of widened) {
      // Subordinates, breadth first (walked from each grant, also through departments already in the set).
      const seen = new Set<number>([g.departmentId]);
      const queue = [g.departmentId];
      while (queue.length) {
        const id = queue.shift()!;
        for (const c of children.get(id) ?? []) if (!seen.has(c)) (seen.add(c), ids.add(c), queue.push(c));
      }
      // Superiors up to the root (the seen set guards against a cycle).
      let up = parent.get(g.departmentId) ?? null;
      while (up !== null && !seen.has(up)) (seen.add(up), ids.add(up), (up = parent.get(up) ?? null));
    }
    return ids;
  };
}

const cache = new WeakMap<Ctx, Promise<number[] | null>>();

/**
 * The viewer's data permission (null: every department), computed once per
 * request: a write later in the same request (a role's relevance turned on)
 * does not widen the scope its own checks compare with.
 */
export function departmentScope(ctx: Ctx): Promise<number[] | null> {
  let p = cache.get(ctx);
  if (!p) {
    p = compute(ctx);
    cache.set(ctx, p);
  }
  return p;
}

async function compute(ctx: Ctx): Promise<number[] | null> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.isSuper) return null;
  const links = await ctx.db.baseSysRoleDepartment.findMany({
    where: { roleId: { in: viewer.roleIds } },
    select: { departmentId: true, role: { select: { relevance: true } } },
  });
  const ids = await departmentExpander(ctx.db)(links.map((l) => ({ departmentId: l.departmentId, relevance: l.role.relevance })), viewer.departmentId);
  return [...ids];
}
