/** Residents (resident/info). */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const residentInfo = defineEntity({
  model: 'ResidentInfo',
  type: 'ResidentInfo',
  prefix: 'resident/info',
  filters: { eq: ['areaId', 'source'], like: ['name', 'phone', 'idCard', 'wechat'], keyword: ['name', 'phone'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
