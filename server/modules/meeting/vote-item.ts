/**
 * Matters put to the owners' vote (business/meeting/vote/item), each with its
 * pass rule from the passRule dictionary: majority (ordinary matters) or
 * threeQuarters (raising or using the maintenance fund, rebuilding, changing
 * the use of common parts). What owners vote on is frozen when voting opens
 * (the `frozen` declaration, judged by crud/freeze.ts on every generic write
 * path): no item is added, deleted, restored or changed from 投票 on, and
 * from 统计 on its name and result are the count's; the result is the
 * counting's own (read-only) and the tally only the server writes.
 */
import { VOTE_COUNT, VoteCountType } from './shapes.ts';
import { rowColumns } from '../../crud/select.ts';
import { snapshotOf } from './meeting-detail.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { PASS_RULES } from '../../core/counting.ts';
import { COUNTING, VOTING } from '../../core/stages.ts';
import type { MeetingHead } from './voting-state.ts';
import type { ItemCount } from '../../core/counting.ts';

// One select object for every row: the loaders key their batches by the select object (crud/loaders.ts).
const MEETING_VOTE = { id: true, status: true, vote: true } as const;

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
  // Frozen by the meeting's stage: what owners vote on from 投票 on (no item added, deleted or restored either), the count's outcome from 统计 on.
  frozen: {
    stage: { column: 'status', via: { column: 'meetingId', model: 'MeetingInfo' } },
    rules: [
      { from: VOTING, rows: true, message: 'freeze.itemRows' },
      { from: VOTING, columns: ['meetingId', 'name', 'description', 'passRule', 'candidateId'], message: 'freeze.itemContent' },
      { from: COUNTING, columns: ['name', 'result'], message: 'freeze.itemCounted' },
    ],
  },
  filters: { eq: ['meetingId', 'result'], keyword: ['name'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  extraFields: (t) => ({
    liveCount: t.field({
      type: VoteCountType,
      nullable: true,
      description: 'The count: the stored one once counted, else the count as it stands (zeros before voting opens)',
      ...rowColumns('id', 'meetingId', 'count'),
      resolve: async (item: { id: number; meetingId: number; count: unknown }, _a: unknown, ctx) => {
        if (item.count) return item.count as ItemCount;
        const m = await ctx.loaders.byId(ctx.db, 'MeetingInfo', item.meetingId, MEETING_VOTE);
        if (!m) return null;
        return (await snapshotOf(ctx, m as unknown as MeetingHead)).items.find((i) => i.itemId === item.id)?.count ?? null;
      },
    }),
  }),
  hooks: {
    beforeWrite(_ctx, _tx, data, mode) {
      if (data.passRule !== undefined && !PASS_RULES.includes(data.passRule)) throw new AppError('vote.passRule', { rules: PASS_RULES.join(', ') }, 1001, 'passRule');
      if (mode === 'add' && data.passRule === undefined) data.passRule = 'majority';
    },
  },
  labels: {
    name: { 'zh-tw': '投票事項', en: 'Vote item' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      name: { 'zh-tw': '事項名稱', en: 'Item name' },
      description: { 'zh-tw': '描述', en: 'Description' },
      result: { 'zh-tw': '結果', en: 'Result' },
      'result.0': { 'zh-tw': '不通過', en: 'Not passed' },
      'result.1': { 'zh-tw': '通過', en: 'Passed' },
      count: { 'zh-tw': '統計', en: 'Tally' },
      passRule: { 'zh-tw': '通過規則', en: 'Pass rule' },
      candidateId: { 'zh-tw': '候選人ID', en: 'Candidate ID' },
      liveCount: { 'zh-tw': '即時統計', en: 'Current count' },
      'result.2': { 'zh-tw': '終止表決', en: 'Terminated' },
    },
  },
});
