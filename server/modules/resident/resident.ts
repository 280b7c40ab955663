import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { areaName } from '../../crud/lookups.ts';

export const residentInfo = defineEntity({
  model: 'ResidentInfo',
  type: 'ResidentInfo',
  prefix: 'resident/info',
  areaScoped: true,
  filters: { eq: ['areaId', 'source', 'status', 'buildingNo', 'unitNo'], like: ['name', 'phone', 'idCard', 'wechat'], keyword: ['name', 'phone', 'idCard', 'wechat'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
registerEntity(residentInfo);
