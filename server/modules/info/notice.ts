/**
 * Notices to residents (info/notice): open or closed (status 1/0), written by
 * hand (source 0) or published from a meeting (source 1), counted views. The
 * rich-text content is sanitized on the server.
 */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName, areaName } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { safeLink, sanitizeRichText } from '../../kernel/rich-text.ts';

export const infoNotice = defineEntity({
  model: 'InfoNotice',
  type: 'InfoNotice',
  creator: true,
  prefix: 'info/notice',
  readOnly: ['viewCount', 'source', 'meetingId'],
  filters: { eq: ['areaId', 'source', 'status'], keyword: ['title'] },
  hooks: {
    beforeWrite(_ctx, _tx, data) {
      if (data.content !== undefined) data.content = sanitizeRichText(data.content);
      if (data.jump !== undefined && !safeLink(data.jump)) throw new AppError('info.jump', {}, 1001, 'jump');
    },
  },
  extraFields: (t) => ({ areaName: areaName(t), userName: adminUserName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});
