/** Roles (base/sys/role): menu (function) and department (data) permissions, granted only within the editor's own. */
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { SUPER_ROLE_LABEL } from '../../auth/service.ts';
import { departmentScope } from './department-scope.ts';
import { assertGrantable, numberList } from './grants.ts';
import type { Tx } from '../../crud/tx.ts';
import { linkedIds } from '../../crud/lookups.ts';

/** Replaces a role's links (menus or departments) with the given ids. */
async function replaceLinks(tx: Tx, table: 'baseSysRoleMenu' | 'baseSysRoleDepartment', column: 'menuId' | 'departmentId', roleId: number, raw: unknown) {
  if (!Array.isArray(raw)) return;
  const ids = numberList(raw);
  await (tx[table] as any).deleteMany({ where: { roleId } });
  if (ids.length) await (tx[table] as any).createMany({ data: ids.map((id) => ({ roleId, [column]: id })) });
}

export const sysRole = defineEntity({
  model: 'BaseSysRole',
  type: 'SysRole',
  creator: true,
  prefix: 'base/sys/role',
  filters: { keyword: ['name', 'label'] },
  inputs: {
    menuIdList: { type: 'Int', list: true, label: '菜单权限' },
    departmentIdList: { type: 'Int', list: true, label: '数据权限' },
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      const viewer = ctx.viewer!;
      if (viewer.isSuper) return;
      const id = mode === 'update' ? Number(input.id) : null;
      const current = id === null ? null : await tx.baseSysRole.findUnique({
        where: { id },
        select: { label: true, menus: { select: { menuId: true } }, departments: { select: { departmentId: true } } },
      });
      // The super role, and the super label, are the superuser's.
      if (current?.label === SUPER_ROLE_LABEL || data.label === SUPER_ROLE_LABEL) throw new AppError('user.superOnly');
      if (input.menuIdList !== undefined && input.menuIdList !== null) {
        assertGrantable(current?.menus.map((m) => m.menuId) ?? [], numberList(input.menuIdList), (m) => viewer.menuIds.has(m), 'role.grantMenu', 'menuIdList');
      }
      if (input.departmentIdList !== undefined && input.departmentIdList !== null) {
        const deps = await departmentScope(ctx);
        assertGrantable(current?.departments.map((d) => d.departmentId) ?? [], numberList(input.departmentIdList), (d) => !deps || deps.includes(d), 'role.grantDepartment', 'departmentIdList');
      }
    },
    async afterWrite(_ctx, tx, id, input) {
      await replaceLinks(tx, 'baseSysRoleMenu', 'menuId', id, input.menuIdList);
      await replaceLinks(tx, 'baseSysRoleDepartment', 'departmentId', id, input.departmentIdList);
    },
    async beforeDelete(ctx, tx, ids) {
      const superRole = await tx.baseSysRole.findFirst({ where: { id: { in: ids }, label: SUPER_ROLE_LABEL }, select: { id: true } });
      if (superRole) throw new AppError('role.cannotDeleteAdmin');
      // Deleting a role takes its rights from its holders: only a role the viewer could have granted.
      if (!ctx.viewer!.isSuper) {
        const roles = await tx.baseSysRole.findMany({ where: { id: { in: ids } }, select: { menus: { select: { menuId: true } } } });
        if (roles.some((r) => r.menus.some((m) => !ctx.viewer!.menuIds.has(m.menuId)))) throw new AppError('role.grantMenu');
      }
    },
  },
  extraFields: (t) => ({
    menuIdList: linkedIds(t, { model: 'BaseSysRoleMenu', column: 'roleId', pick: 'menuId', description: '菜单权限' }),
    departmentIdList: linkedIds(t, { model: 'BaseSysRoleDepartment', column: 'roleId', pick: 'departmentId', description: '数据权限' }),
  }),
  rest: { info: ['menuIdList', 'departmentIdList'] },
});
