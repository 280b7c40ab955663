/** Elections (business/election/info). */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName, areaName } from '../../crud/lookups.ts';

export const electionInfo = defineEntity({
  model: 'ElectionInfo',
  type: 'ElectionInfo',
  prefix: 'business/election/info',
  creator: true,
  filters: { eq: ['status', 'type', 'meetingId'], keyword: ['title'] },
  extraFields: (t) => ({ userName: adminUserName(t), areaName: areaName(t) }),
  rest: { page: ['userName', 'areaName'], info: ['userName', 'areaName'] },
});
