/** Residents (resident/info). */
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';

export const residentInfo = defineEntity({
  model: 'ResidentInfo',
  type: 'ResidentInfo',
  prefix: 'resident/info',
  filters: { eq: ['areaId', 'source'], like: ['name', 'phone', 'idCard', 'wechat'], keyword: ['name', 'phone'] },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
});
