/** Departments (base/sys/department): a tree under department data permission, reordered by drag. */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { departmentScope } from './department-scope.ts';
import { assertParentOk } from './tree.ts';

const OrderItem = builder.inputType('SysDepartmentOrderInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    parentId: t.int({ required: false }),
    orderNum: t.int({ required: true }),
  }),
});

export const sysDepartment = defineEntity({
  model: 'BaseSysDepartment',
  type: 'SysDepartment',
  creator: true,
  prefix: 'base/sys/department',
  translatable: ['name'],
  dataPermissionColumn: 'id',
  filters: { eq: ['parentId'], keyword: ['name'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
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
    async beforeDelete(_ctx, tx, ids) {
      const child = await tx.baseSysDepartment.findFirst({ where: { parentId: { in: ids }, id: { notIn: ids } }, select: { id: true } });
      if (child) throw new AppError('department.hasChildren');
      // Users of a removed department stay, without a department.
      await tx.baseSysUser.updateMany({ where: { departmentId: { in: ids } }, data: { departmentId: null } });
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
});
