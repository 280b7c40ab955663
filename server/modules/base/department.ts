import { builder } from '../../builder.ts';
import { defineEntity, permOf } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../../rest/registry.ts';
import { departmentScope } from './department-scope.ts';
import { assertParentOk } from './tree.ts';

export const sysDepartment = defineEntity({
  model: 'BaseSysDepartment',
  type: 'SysDepartment',
  prefix: 'base/sys/department',
  readOnly: ['userId'],
  filters: { eq: ['parentId'], keyword: ['name'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
  scope: async (ctx) => {
    const deps = await departmentScope(ctx);
    return deps ? { id: { in: deps } } : null;
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (mode === 'add') data.userId = ctx.viewer?.userId ?? null;
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
});

registerEntity(sysDepartment);

const OrderItem = builder.inputType('SysDepartmentOrderInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    parentId: t.int({ required: false }),
    orderNum: t.int({ required: true }),
  }),
});

builder.mutationField('sysDepartmentOrder', (t) =>
  t.field({
    type: 'Boolean',
    errors: {},
    description: 'Saves the tree order after a drag: parent and position of each department (perm base:sys:department:order)',
    authScopes: { perm: permOf('base/sys/department', 'order') },
    args: { items: t.arg({ type: [OrderItem], required: true }) },
    resolve: async (_r, { items }, ctx) => {
      const rows = await ctx.db.baseSysDepartment.findMany({ select: { id: true, parentId: true } });
      const next = rows.map((r) => {
        const item = items.find((i) => i.id === r.id);
        return item ? { id: r.id, parentId: item.parentId ?? null } : r;
      });
      for (const item of items) {
        if (!rows.some((r) => r.id === item.id)) throw new AppError('validation.notFound', {}, 1001, 'id');
        assertParentOk(next, item.id, item.parentId ?? null, 'department.parentIsSelf');
      }
      await ctx.db.$transaction(
        items.map((i) => ctx.db.baseSysDepartment.update({ where: { id: i.id }, data: { parentId: i.parentId ?? null, orderNum: i.orderNum } })),
      );
      return true;
    },
  }),
);

defineRoute({
  method: 'post',
  module: 'base',
  prefix: '/admin/base/sys/department',
  path: '/order',
  summary: '排序',
  perm: permOf('base/sys/department', 'order'),
  document: `mutation($items: [SysDepartmentOrderInput!]!) { r: sysDepartmentOrder(items: $items) { __typename ... on AppError { code message httpStatus retryAfter } ... on MutationSysDepartmentOrderSuccess { data } } }`,
  variables: (b) => ({
    items: (Array.isArray(b) ? b : Array.isArray(b?.list) ? b.list : []).map((i: any) => ({
      id: Number(i.id),
      parentId: i.parentId === null || i.parentId === undefined || i.parentId === '' ? null : Number(i.parentId),
      orderNum: Number(i.orderNum ?? 0),
    })),
  }),
  result: () => undefined,
});
