/** The communities the logged-in user may select (comm/area/myAreas). */
import { builder } from '../../builder.ts';
import { defineController } from '../../crud/define.ts';

const AreaBrief = builder.objectRef<{ id: number; name: string }>('AreaBrief').implement({
  description: 'A community the viewer may select',
  fields: (t) => ({ rowId: t.exposeInt('id'), name: t.exposeString('name') }),
});

defineController({
  prefix: 'comm/area',
  type: 'CommArea',
  operations: [
    {
      action: 'myAreas',
      method: 'get',
      summary: '我的小区',
      access: 'login',
      field: 'myAreas',
      graphql: (t) =>
        t.field({
          type: [AreaBrief],
          description: 'The communities the logged-in user may work in',
          resolve: (_r: unknown, _a: unknown, ctx) =>
            ctx.db.areaInfo.findMany({
              where: ctx.viewer!.areaIds ? { id: { in: ctx.viewer!.areaIds } } : {},
              orderBy: { id: 'asc' },
              select: { id: true, name: true },
            }),
        }),
    },
  ],
});
