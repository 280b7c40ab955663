/** Notices to residents (info/notice). */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName, areaName } from '../../crud/lookups.ts';

export const infoNotice = defineEntity({
  model: 'InfoNotice',
  type: 'InfoNotice',
  creator: true,
  prefix: 'info/notice',
  readOnly: ['viewCount'],
  filters: { eq: ['areaId', 'source', 'status'], keyword: ['title'] },
  extraFields: (t) => ({ areaName: areaName(t), userName: adminUserName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});
