/** Banners (info/banner). A banner without a community is shown in every community (written only by who holds them all). */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const infoBanner = defineEntity({
  model: 'InfoBanner',
  type: 'InfoBanner',
  prefix: 'info/banner',
  filters: { eq: ['areaId'], keyword: ['title'] },
  defaultOrder: { field: 'sort', sort: 'asc' },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
