/** Banners (info/banner), shown by `sort`. A banner without a community is shown in every community (written only by who holds them all). */
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { safeLink, sanitizeRichText } from '../../kernel/rich-text.ts';

export const infoBanner = defineEntity({
  model: 'InfoBanner',
  type: 'InfoBanner',
  prefix: 'info/banner',
  filters: { eq: ['areaId'], keyword: ['title'] },
  defaultOrder: { field: 'sort', sort: 'asc' },
  hooks: {
    beforeWrite(_ctx, _tx, data) {
      if (data.content !== undefined) data.content = sanitizeRichText(data.content);
      if (data.jump !== undefined && !safeLink(data.jump)) throw new AppError('info.jump', {}, 1001, 'jump');
      if (data.image !== undefined && !safeLink(data.image)) throw new AppError('info.image', {}, 1001, 'image');
    },
  },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
});
