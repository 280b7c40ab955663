/** Members of the re-election working group (business/election/group): they belong to their meeting's community. */
import { defineEntity } from '../../crud/define.ts';

export const electionGroup = defineEntity({
  model: 'ElectionGroup',
  type: 'ElectionGroup',
  prefix: 'business/election/group',
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'buildingNo'] },
});
