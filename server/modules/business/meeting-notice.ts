/** Notices of a meeting's stages (business/meeting/notice): they belong to their meeting's community. */
import { defineEntity } from '../../crud/define.ts';

export const meetingNotice = defineEntity({
  model: 'MeetingNotice',
  type: 'MeetingNotice',
  prefix: 'business/meeting/notice',
  filters: { eq: ['meetingId', 'type', 'isPublish'], keyword: ['title'] },
});
