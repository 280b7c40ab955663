/** Houses of a community (area/house). */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const areaHouse = defineEntity({
  model: 'AreaHouse',
  type: 'AreaHouse',
  prefix: 'area/house',
  filters: { eq: ['areaId', 'buildingNo', 'unitNo'], keyword: ['ownerName', 'phone', 'areaCode', 'houseNo'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
