/** Document categories of the file space (space/type), a tree per community. */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const spaceType = defineEntity({
  model: 'SpaceType',
  type: 'SpaceType',
  prefix: 'space/type',
  filters: { eq: ['areaId', 'parentId'], keyword: ['name'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
