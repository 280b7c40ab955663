/** Election candidates (business/election/candidate): they belong to their meeting's community. */
import { defineEntity } from '../../crud/define.ts';

export const electionCandidate = defineEntity({
  model: 'ElectionCandidate',
  type: 'ElectionCandidate',
  prefix: 'business/election/candidate',
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'phone', 'buildingNo'] },
});
