/** Documents of the file space (space/info). */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const spaceInfo = defineEntity({
  model: 'SpaceInfo',
  type: 'SpaceInfo',
  prefix: 'space/info',
  filters: { eq: ['type', 'classifyId'], keyword: ['name'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
