/**
 * Every permission string the declarations define, with the name of its
 * button: the generic actions of each entity and each operation that needs
 * a permission. The menu seed and menu create build their buttons from
 * this list, so a declared operation always has its button.
 */
import { actionsOf, operationPerm, permOf, resources } from './entity.ts';

export interface PermissionDef {
  prefix: string;
  action: string;
  perm: string;
  /** zh-cn name of the button. */
  summary: string;
}

export const CRUD_SUMMARY: Record<string, string> = { add: '新增', delete: '删除', update: '修改', info: '单个信息', list: '列表查询', page: '分页查询' };

export function permissionDefs(): PermissionDef[] {
  const out: PermissionDef[] = [];
  const seen = new Set<string>();
  const push = (d: PermissionDef) => {
    if (seen.has(d.perm)) return;
    seen.add(d.perm);
    out.push(d);
  };
  for (const decl of resources()) {
    if (decl.kind === 'entity') for (const action of actionsOf(decl)) push({ prefix: decl.prefix, action, perm: permOf(decl.prefix, action), summary: CRUD_SUMMARY[action]! });
    for (const op of decl.operations ?? []) {
      const perm = operationPerm(decl, op);
      // An operation that reuses another action's permission adds no button of its own.
      if (perm && perm === permOf(decl.prefix, op.action)) push({ prefix: decl.prefix, action: op.action, perm, summary: op.summary });
    }
  }
  return out;
}

/** Permission definitions grouped by REST prefix. */
export function permissionsByPrefix(): Map<string, PermissionDef[]> {
  const out = new Map<string, PermissionDef[]>();
  for (const d of permissionDefs()) out.set(d.prefix, [...(out.get(d.prefix) ?? []), d]);
  return out;
}
