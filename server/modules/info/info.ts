import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { adminUserName, areaName } from '../../crud/lookups.ts';

/** Banners may be community-wide (areaId null), so they are filtered by areaId, not scoped to the selection. */
export const infoBanner = defineEntity({
  model: 'InfoBanner',
  type: 'InfoBanner',
  prefix: 'info/banner',
  filters: { eq: ['areaId', 'status'], keyword: ['title'] },
  defaultOrder: { field: 'sort', sort: 'asc' },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});

export const infoNotice = defineEntity({
  model: 'InfoNotice',
  type: 'InfoNotice',
  creator: true,
  prefix: 'info/notice',
  areaScoped: true,
  readOnly: ['viewCount'],
  filters: { eq: ['areaId', 'source', 'status', 'meetingId'], keyword: ['title'] },
  extraFields: (t) => ({ areaName: areaName(t), userName: adminUserName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});

export const infoTemplate = defineEntity({
  model: 'InfoTemplate',
  type: 'InfoTemplate',
  prefix: 'info/template',
  filters: { eq: ['stage', 'type', 'status'], keyword: ['name', 'label'] },
});

for (const decl of [infoBanner, infoNotice, infoTemplate]) registerEntity(decl);
