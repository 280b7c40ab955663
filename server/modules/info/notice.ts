/**
 * Notices to residents (info/notice): open or closed (status 1/0), written by
 * hand (source 0) or published from a meeting (source 1), counted views. The
 * rich-text content is sanitized on the server. A notice saved with a
 * publish time still ahead is saved closed; the system task "定时发布公告"
 * (server/tasks/builtin.ts, service notice.publish) opens it when the time
 * comes, unless someone changed it after that time.
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
    async beforeWrite(_ctx, tx, data) {
      if (data.content !== undefined) data.content = sanitizeRichText(data.content);
      if (data.jump !== undefined && !safeLink(data.jump)) throw new AppError('info.jump', {}, 1001, 'jump');
      if (data.publishTime instanceof Date) {
        const [{ now }] = await (tx as any).$queryRaw`SELECT now() AS now`;
        if (data.publishTime.getTime() > new Date(now).getTime()) data.status = 0;
      }
    },
  },
  extraFields: (t) => ({ areaName: areaName(t), userName: adminUserName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});
