/**
 * Roles (base/sys/role): menu (function) and department (data) permissions.
 * A non-super editor adds, changes and deletes only roles whose rights lie
 * within their own (grants.ts: the role as it is and as written, relevance
 * included), and never the super role.
 */
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { SUPER_ROLE_LABEL } from '../../auth/service.ts';
import { numberList, roleWithinEditor } from './grants.ts';
import { delegate, type Tx } from '../../crud/tx.ts';
import { linkedIds } from '../../crud/lookups.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

/** Replaces a role's links (menus or departments) with the given ids. */
async function replaceLinks(tx: Tx, table: 'baseSysRoleMenu' | 'baseSysRoleDepartment', column: 'menuId' | 'departmentId', roleId: number, raw: unknown) {
  if (!Array.isArray(raw)) return;
  const ids = numberList(raw);
  const links = delegate(tx, table === 'baseSysRoleMenu' ? 'BaseSysRoleMenu' : 'BaseSysRoleDepartment');
  await links.deleteMany({ where: { roleId } });
  if (ids.length) await links.createMany({ data: ids.map((id) => ({ roleId, [column]: id })) });
}

export const sysRole = defineEntity({
  model: 'BaseSysRole',
  type: 'SysRole',
  creator: true,
  prefix: 'base/sys/role',
  translatable: ['name', 'remark'],
  filters: { keyword: ['name', 'label'] },
  // One role per name as people read it (core/fold.ts): "管理员" and "管理员\u200b" or "ａｄｍｉｎ" and "Admin" are one name.
  unique: [{ fields: ['name'], key: 'nameKey' }],
  inputs: {
    menuIdList: { type: 'Int', list: true, label: '菜单权限' },
    departmentIdList: { type: 'Int', list: true, label: '数据权限' },
  },
  // Added, changed and deleted only within the editor's rights: menus, and the departments it covers with relevance expanded.
  guard: roleWithinEditor,
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
    menuIdList: linkedIds(t, { model: 'BaseSysRoleMenu', column: 'roleId', pick: 'menuId', description: '菜单权限' }),
    departmentIdList: linkedIds(t, { model: 'BaseSysRoleDepartment', column: 'roleId', pick: 'departmentId', description: '数据权限' }),
  }),
  rest: { info: ['menuIdList', 'departmentIdList'] },
  labels: {
    name: { 'zh-tw': '角色', en: 'Role' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      nameKey: { 'zh-tw': '名稱鍵', en: 'Name key' },
      label: { 'zh-tw': '角色標籤', en: 'Role label' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      relevance: { 'zh-tw': '數據權限是否關聯上下級', en: 'Cascade data permissions to sub-departments' },
      menuIdList: { 'zh-tw': '菜單權限', en: 'Menu permissions' },
      departmentIdList: { 'zh-tw': '數據權限', en: 'Data permissions' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});

/** zh-tw and en names of a role's menus: no entity declares BaseSysRoleMenu. */
registerLabels('BaseSysRoleMenu', {
  name: { 'zh-tw': '角色菜單', en: 'Role menu' },
  fields: {
    roleId: { 'zh-tw': '角色ID', en: 'Role ID' },
    menuId: { 'zh-tw': '菜單ID', en: 'Menu ID' },
  },
});

/** zh-tw and en names of a role's departments: no entity declares BaseSysRoleDepartment. */
registerLabels('BaseSysRoleDepartment', {
  name: { 'zh-tw': '角色部門', en: 'Role department' },
  fields: {
    roleId: { 'zh-tw': '角色ID', en: 'Role ID' },
    departmentId: { 'zh-tw': '部門ID', en: 'Department ID' },
  },
});
