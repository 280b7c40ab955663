/**
 * Data permission: the departments whose rows (users, departments) a viewer
 * may see, from the departmentIdList of their roles. With a role's
 * relevance flag, superior and subordinate departments are included too.
 */
import type { Ctx } from '../../kernel/context.ts';

const cache = new WeakMap<Ctx, Promise<number[] | null>>();

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
  const ids = new Set<number>(links.map((l) => l.departmentId));
  if (viewer.departmentId) ids.add(viewer.departmentId);
  if (links.some((l) => l.role.relevance)) {
    const all = await ctx.db.baseSysDepartment.findMany({ select: { id: true, parentId: true } });
    const children = new Map<number, number[]>();
    const parent = new Map<number, number | null>();
    for (const d of all) {
      parent.set(d.id, d.parentId);
      if (d.parentId !== null) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
    }
    for (const l of links.filter((x) => x.role.relevance)) {
      // Subordinates, breadth first.
      const queue = [l.departmentId];
      while (queue.length) {
        const id = queue.shift()!;
        for (const c of children.get(id) ?? []) if (!ids.has(c)) (ids.add(c), queue.push(c));
      }
      // Superiors up to the root.
      let up = parent.get(l.departmentId) ?? null;
      while (up !== null && !ids.has(up)) (ids.add(up), (up = parent.get(up) ?? null));
    }
  }
  return [...ids];
}
