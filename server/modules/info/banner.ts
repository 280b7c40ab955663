/** Banners (info/banner), shown by `sort`. A banner without a community is shown in every community (written only by who holds them all). */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';

export const infoBanner = defineEntity({
  model: 'InfoBanner',
  type: 'InfoBanner',
  prefix: 'info/banner',
  plural: 'banners',
  rules: { title: RULE.required, image: RULE.required, jump: RULE.link },
  richText: ['content'],
  filters: { eq: ['areaId'], keyword: ['title'] },
  defaultOrder: { field: 'sort', sort: 'asc' },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
});
