/** Departments (base/sys/department): a tree under department data permission, reordered by drag; a delete takes its users along or moves them to the top department. */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { departmentScope } from './department-scope.ts';
import { assertParentOk } from './tree.ts';
import { sysUser } from './user.ts';
import { deleteRows } from '../../crud/service.ts';
import { permOf } from '../../crud/entity.ts';
import { hasPerm } from '../../auth/viewer.ts';
import { localized } from '../../crud/translations.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';

const OrderItem = builder.inputType('SysDepartmentOrderInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    parentId: t.int({ required: false }),
    orderNum: t.int({ required: true }),
  }),
});

/**
 * The users of departments being deleted, as the source system does it: with
 * `deleteUser` they are deleted (a user delete: to the recycle bin, with every
 * rule of one), else they move to the top department (the first root
 * department left, in tree order). No user is left without an existing
 * department: a user that can be neither moved nor deleted refuses the whole
 * delete.
 */
async function rehomeUsers(ctx: Ctx, tx: Tx, ids: number[], deleteUser: boolean): Promise<void> {
  const users = (await tx.baseSysUser.findMany({ where: { departmentId: { in: ids } }, select: { id: true }, orderBy: { id: 'asc' } })).map((u) => u.id);
  if (users.length === 0) return;
  if (deleteUser) {
    // A user delete: it needs its permission, refuses the super user and oneself, and finds no user outside the viewer's data permission.
    if (!hasPerm(ctx.viewer, permOf(sysUser.prefix, 'delete'))) throw new AppError('department.usersOutOfReach', {}, 1001, 'deleteUser');
    const deleted = await deleteRows(ctx, sysUser, users);
    if (deleted.length !== users.length) throw new AppError('department.usersOutOfReach', {}, 1001, 'deleteUser');
    return;
  }
  const top = await tx.baseSysDepartment.findFirst({ where: { parentId: null, id: { notIn: ids } }, orderBy: [{ orderNum: 'asc' }, { id: 'asc' }], select: { id: true, name: true, i18n: true } });
  if (!top) throw new AppError('department.noTopForUsers', {}, 1001, 'deleteUser');
  // As a move (base/sys/user/move): into a department the viewer's data permission covers, of users within the viewer's rights.
  const covered = await departmentScope(ctx);
  if (covered && !covered.includes(top.id)) throw new AppError('department.topOutOfScope', { name: localized(top, 'name', ctx.lang) });
  await sysUser.guard!(ctx, tx, users, 'before');
  await tx.baseSysUser.updateMany({ where: { id: { in: users } }, data: { departmentId: top.id } });
  await sysUser.guard!(ctx, tx, users, 'after');
}

export const sysDepartment = defineEntity({
  model: 'BaseSysDepartment',
  type: 'SysDepartment',
  creator: true,
  prefix: 'base/sys/department',
  translatable: ['name'],
  dataPermissionColumn: 'id',
  // The source client asks whether the department's users go with it (true) or move to the top department (false, the default).
  deleteInputs: { deleteUser: { type: 'Boolean', label: '删除部门下的用户' } },
  filters: { eq: ['parentId'], keyword: ['name'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
  // The source's department list names each row's parent (its client's tree shows it).
  lookups: { parentName: { model: 'BaseSysDepartment', column: 'parentId', pick: 'name', description: '上级部门名称' } },
  rest: { page: ['parentName'] },
  scope: async (ctx) => {
    const deps = await departmentScope(ctx);
    return deps ? { id: { in: deps } } : null;
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (data.parentId !== undefined && data.parentId !== null) {
        const parent = await tx.baseSysDepartment.findUnique({ where: { id: data.parentId }, select: { id: true } });
        const deps = await departmentScope(ctx);
        if (!parent || (deps && !deps.includes(data.parentId))) throw new AppError('validation.notFound', {}, 1001, 'parentId');
      }
      if (mode === 'update' && data.parentId !== undefined) {
        const rows = await tx.baseSysDepartment.findMany({ select: { id: true, parentId: true } });
        assertParentOk(rows, Number(input.id), data.parentId, 'department.parentIsSelf');
      }
    },
    async beforeDelete(ctx, tx, ids, args) {
      const child = await tx.baseSysDepartment.findFirst({ where: { parentId: { in: ids }, id: { notIn: ids } }, select: { id: true } });
      if (child) throw new AppError('department.hasChildren');
      await rehomeUsers(ctx, tx, ids, args.deleteUser === true);
    },
  },
  operations: [
    {
      action: 'order',
      method: 'post',
      summary: '排序',
      graphql: (t) =>
        t.field({
          type: 'Boolean',
          description: 'Saves the tree order after a drag: parent and position of each department (perm base:sys:department:order)',
          args: { items: t.arg({ type: [OrderItem], required: true }) },
          resolve: async (_r: unknown, { items }: { items: { id: number; parentId?: number | null; orderNum: number }[] }, ctx) => {
            const rows: { id: number; parentId: number | null }[] = await ctx.db.baseSysDepartment.findMany({ select: { id: true, parentId: true } });
            const next = rows.map((r) => {
              const item = items.find((i) => i.id === r.id);
              return item ? { id: r.id, parentId: item.parentId ?? null } : r;
            });
            // Data permission: only departments the viewer may see can be reordered, and only under a parent it may see (or their current one).
            const visible = await departmentScope(ctx);
            for (const item of items) {
              const row = rows.find((r) => r.id === item.id);
              if (!row || (visible && !visible.includes(item.id))) throw new AppError('validation.notFound', {}, 1001, 'id');
              const parentId = item.parentId ?? null;
              if (parentId !== null && !rows.some((r) => r.id === parentId)) throw new AppError('validation.notFound', {}, 1001, 'parentId');
              if (visible && parentId !== row.parentId && parentId !== null && !visible.includes(parentId)) throw new AppError('validation.notFound', {}, 1001, 'parentId');
              assertParentOk(next, item.id, parentId, 'department.parentIsSelf');
            }
            for (const i of items) await ctx.db.baseSysDepartment.update({ where: { id: i.id }, data: { parentId: i.parentId ?? null, orderNum: i.orderNum } });
            return true;
          },
        }),
      // The legacy body is the bare list of items (or {list}).
      rest: { args: (b) => ({ items: b.list ?? b.items ?? [] }), data: () => undefined },
    },
  ],
  labels: {
    name: { 'zh-tw': '部門', en: 'Department' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '部門名稱', en: 'Department name' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      parentId: { 'zh-tw': '上級部門ID', en: 'Parent department ID' },
      orderNum: { 'zh-tw': '排序', en: 'Sort order' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
      parentName: { 'zh-tw': '上級部門名稱', en: 'Parent department name' },
    },
  },
});
