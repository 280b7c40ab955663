/** Matters put to the owners' vote (business/meeting/vote/item). */
import { defineEntity } from '../../crud/define.ts';

export const voteItem = defineEntity({
  model: 'VoteItem',
  type: 'VoteItem',
  prefix: 'business/meeting/vote/item',
  filters: { eq: ['meetingId', 'result'], keyword: ['name'] },
  defaultOrder: { field: 'id', sort: 'asc' },
});
