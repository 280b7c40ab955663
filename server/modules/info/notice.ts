/**
 * Notices to residents (info/notice). A notice saved with a publish time
 * still ahead is saved closed; the system task "定时发布公告"
 * (server/tasks/builtin.ts, service notice.publish) opens it when the time
 * comes, unless someone changed it after that time.
 */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName, areaName } from '../../crud/lookups.ts';

export const infoNotice = defineEntity({
  model: 'InfoNotice',
  type: 'InfoNotice',
  creator: true,
  prefix: 'info/notice',
  readOnly: ['viewCount'],
  hooks: {
    async beforeWrite(_ctx, tx, data) {
      if (!(data.publishTime instanceof Date)) return;
      const [{ now }] = await (tx as any).$queryRaw`SELECT now() AS now`;
      if (data.publishTime.getTime() > new Date(now).getTime()) data.status = 0;
    },
  },
  filters: { eq: ['areaId', 'source', 'status'], keyword: ['title'] },
  extraFields: (t) => ({ areaName: areaName(t), userName: adminUserName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});
