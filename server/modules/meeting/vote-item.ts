/**
 * Matters put to the owners' vote (business/meeting/vote/item), each with its
 * pass rule from the passRule dictionary: majority (ordinary matters) or
 * threeQuarters (raising or using the maintenance fund, rebuilding, changing
 * the use of common parts). Items change only before voting opens; their
 * result and count are the counting's own.
 */
import { VOTE_COUNT, VoteCountType } from './shapes.ts';
import { rowColumns } from '../../crud/select.ts';
import { snapshotOf } from './meeting-detail.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Tx } from '../../crud/tx.ts';
import { PASS_RULES } from './counting.ts';
import { VOTING } from './stages.ts';

// One select object for every row: the loaders key their batches by the select object (crud/loaders.ts).
const MEETING_VOTE = { id: true, status: true, vote: true } as const;

async function assertBeforeVoting(tx: Tx, meetingIds: number[]): Promise<void> {
  const started = await tx.meetingInfo.findFirst({ where: { id: { in: meetingIds }, status: { gte: VOTING } }, select: { id: true } });
  if (started) throw new AppError('vote.itemsFixed');
}

export const voteItem = defineEntity({
  model: 'VoteItem',
  type: 'VoteItem',
  prefix: 'business/meeting/vote/item',
  shapes: { count: VOTE_COUNT },
  readOnly: ['result'],
  // The tally, counted from the votes.
  serverManaged: ['count'],
  // What owners read on the ballot page: the ballot allow list (kernel/rich-text.ts), again on output in the owner's state.
  richText: ['description'],
  richTextProfile: 'ballot',
  filters: { eq: ['meetingId', 'result'], keyword: ['name'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  extraFields: (t) => ({
    liveCount: t.field({
      type: VoteCountType,
      nullable: true,
      description: 'The count: the stored one once counted, else the count as it stands (zeros before voting opens)',
      ...rowColumns('id', 'meetingId', 'count'),
      resolve: async (item: any, _a: unknown, ctx) => {
        if (item.count) return item.count;
        const m = await ctx.loaders.byId(ctx.db, 'MeetingInfo', item.meetingId, MEETING_VOTE);
        if (!m) return null;
        return (await snapshotOf(ctx, m)).items.find((i) => i.itemId === item.id)?.count ?? null;
      },
    }),
  }),
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (data.passRule !== undefined && !PASS_RULES.includes(data.passRule)) throw new AppError('vote.passRule', { rules: PASS_RULES.join(', ') }, 1001, 'passRule');
      if (mode === 'add' && data.passRule === undefined) data.passRule = 'majority';
      const meetingIds = [data.meetingId, mode === 'update' ? (await tx.voteItem.findUnique({ where: { id: Number(input.id) }, select: { meetingId: true } }))?.meetingId : undefined].filter((x): x is number => typeof x === 'number');
      await assertBeforeVoting(tx, meetingIds);
    },
    async beforeDelete(_ctx, tx, ids) {
      const rows = await tx.voteItem.findMany({ where: { id: { in: ids } }, select: { meetingId: true } });
      await assertBeforeVoting(tx, rows.map((r) => r.meetingId));
    },
    // An item deleted before voting does not come back onto a ballot already open.
    beforeRestore(_ctx, tx, rows) {
      return assertBeforeVoting(tx, rows.map((r) => r.meetingId));
    },
  },
});
