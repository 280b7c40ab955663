import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { areaName } from '../../crud/lookups.ts';

export const spaceInfo = defineEntity({
  model: 'SpaceInfo',
  type: 'SpaceInfo',
  prefix: 'space/info',
  filters: { eq: ['type', 'classifyId', 'areaId'], keyword: ['name'] },
});

export const spaceType = defineEntity({
  model: 'SpaceType',
  type: 'SpaceType',
  prefix: 'space/type',
  filters: { eq: ['areaId', 'parentId'], keyword: ['name'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});

registerEntity(spaceInfo);
registerEntity(spaceType);
