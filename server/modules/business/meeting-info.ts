/** Owners' meetings (business/meeting/info). */
import { defineEntity } from '../../crud/define.ts';
import { areaName } from '../../crud/lookups.ts';

export const meetingInfo = defineEntity({
  model: 'MeetingInfo',
  type: 'MeetingInfo',
  prefix: 'business/meeting/info',
  creator: true,
  filters: { eq: ['status', 'type', 'relationType'], keyword: ['name', 'description'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});
