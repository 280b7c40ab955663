import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { areaName } from '../../crud/lookups.ts';
import { defineRoute } from '../../rest/registry.ts';

export const areaInfo = defineEntity({
  model: 'AreaInfo',
  type: 'AreaInfo',
  prefix: 'area/info',
  filters: { eq: ['province', 'city', 'district'], keyword: ['name', 'street', 'town'] },
  // Staff see the communities assigned to them (all for the superuser).
  scope: (ctx) => (ctx.viewer?.areaIds ? { id: { in: ctx.viewer.areaIds } } : null),
});
registerEntity(areaInfo);

export const areaHouse = defineEntity({
  model: 'AreaHouse',
  type: 'AreaHouse',
  prefix: 'area/house',
  areaScoped: true,
  filters: { eq: ['areaId', 'buildingNo', 'unitNo'], keyword: ['ownerName', 'phone', 'areaCode', 'houseNo'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
registerEntity(areaHouse);

const AreaBrief = builder.objectRef<{ id: number; name: string }>('AreaBrief').implement({
  description: 'A community the viewer may select',
  fields: (t) => ({ rowId: t.exposeInt('id'), name: t.exposeString('name') }),
});

builder.queryField('myAreas', (t) =>
  t.field({
    type: [AreaBrief],
    description: 'The communities the logged-in user may work in',
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) =>
      ctx.db.areaInfo.findMany({
        where: ctx.viewer!.areaIds ? { id: { in: ctx.viewer!.areaIds } } : {},
        orderBy: { id: 'asc' },
        select: { id: true, name: true },
      }),
  }),
);

defineRoute({
  module: 'comm',
  prefix: '/admin/comm/area',
  method: 'get',
  path: '/myAreas',
  summary: '我的小区',
  perm: null,
  document: `query { r: myAreas { id: rowId name } }`,
  variables: () => ({}),
  result: (d) => d.r,
});
