import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { AppError } from '../../errors.ts';
import { SUPER_ROLE_LABEL } from '../../auth/service.ts';

/** Replaces a role's links (menus or departments) with the given ids. */
async function replaceLinks(tx: any, table: 'baseSysRoleMenu' | 'baseSysRoleDepartment', column: 'menuId' | 'departmentId', roleId: number, raw: unknown) {
  if (!Array.isArray(raw)) return;
  const ids = [...new Set(raw.map(Number).filter(Number.isInteger))];
  await tx[table].deleteMany({ where: { roleId } });
  if (ids.length) await tx[table].createMany({ data: ids.map((id) => ({ roleId, [column]: id })) });
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
    async afterWrite(_ctx, tx, id, input) {
      await replaceLinks(tx, 'baseSysRoleMenu', 'menuId', id, input.menuIdList);
      await replaceLinks(tx, 'baseSysRoleDepartment', 'departmentId', id, input.departmentIdList);
    },
    async beforeDelete(_ctx, tx, ids) {
      const superRole = await tx.baseSysRole.findFirst({ where: { id: { in: ids }, label: SUPER_ROLE_LABEL }, select: { id: true } });
      if (superRole) throw new AppError('role.cannotDeleteAdmin');
    },
  },
  extraFields: (t) => ({
    menuIdList: t.intList({ description: '菜单权限', select: { menus: { select: { menuId: true } } }, resolve: (r: any) => r.menus.map((m: any) => m.menuId) }),
    departmentIdList: t.intList({
      description: '数据权限',
      select: { departments: { select: { departmentId: true } } },
      resolve: (r: any) => r.departments.map((d: any) => d.departmentId),
    }),
  }),
  rest: { info: ['menuIdList', 'departmentIdList'] },
});

registerEntity(sysRole);
