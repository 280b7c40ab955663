/** Owners' votes (business/meeting/vote/record). */
import { defineEntity } from '../../crud/define.ts';

export const voteRecord = defineEntity({
  model: 'VoteRecord',
  type: 'VoteRecord',
  prefix: 'business/meeting/vote/record',
  filters: { eq: ['meetingId', 'itemId', 'userId', 'result', 'buildingNo', 'unitNo'] },
});
