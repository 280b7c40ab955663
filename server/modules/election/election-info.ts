/** Elections (business/election/info): seats, type (等额/差额), recommendation limits, and the outcome once counted. */
import { ElectionOutcomeType, RECOMMENDATION_LIMITS } from '../meeting/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { rowColumns } from '../../crud/select.ts';
import { assertElectionOpen, assertElectionsRemovable } from './election-lists.ts';
import type { ElectionOutcome } from '../../core/counting.ts';

// One select object for every row: the loaders key their batches by the select object (crud/loaders.ts).
const MEETING_ELECTION = { election: true } as const;

export const electionInfo = defineEntity({
  model: 'ElectionInfo',
  type: 'ElectionInfo',
  prefix: 'business/election/info',
  shapes: { limitCount: RECOMMENDATION_LIMITS },
  plural: 'elections',
  creator: true,
  rules: { title: RULE.required, memberCount: { kind: 'range', min: 1, max: 1000 } },
  order: [{ start: 'startTime', end: 'endTime' }],
  filters: { eq: ['status', 'type', 'meetingId'], keyword: ['title'] },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      // Seats, type and meeting are fixed once the candidate list has closed (election-lists.ts).
      if (mode === 'update') await assertElectionOpen(tx, Number(input.id), data);
      // A new election does not join a meeting whose candidate list has closed either.
      if (mode === 'add' && typeof data.meetingId === 'number') await assertElectionsRemovable(tx, [{ id: 0, meetingId: data.meetingId }]);
      if (data.limitCount !== undefined && data.limitCount !== null && typeof data.limitCount === 'object') {
        for (const v of Object.values(data.limitCount as Record<string, unknown>)) {
          if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 1000) throw new AppError('election.limitCount', {}, 1001, 'limitCount');
        }
      }
    },
    async beforeDelete(_ctx, tx, ids) {
      await assertElectionsRemovable(tx, await tx.electionInfo.findMany({ where: { id: { in: ids } }, select: { id: true, meetingId: true } }));
    },
    beforeRestore(_ctx, tx, rows) {
      return assertElectionsRemovable(tx, rows.map((r) => ({ id: r.id, meetingId: r.meetingId ?? null })));
    },
  },
  lookups: { userName: ADMIN_USER_NAME, areaName: AREA_NAME },
  extraFields: (t) => ({
    outcome: t.field({
      type: ElectionOutcomeType,
      nullable: true,
      description: '选举结果',
      ...rowColumns('meetingId'),
      resolve: async (e: { meetingId: number | null }, _a: unknown, ctx) => {
        if (!e.meetingId) return null;
        const m = await ctx.loaders.byId(ctx.db, 'MeetingInfo', e.meetingId, MEETING_ELECTION);
        return (m?.election ?? null) as ElectionOutcome | null;
      },
    }),
  }),
  rest: { page: ['userName', 'areaName'], info: ['userName', 'areaName', 'outcome'] },
  labels: {
    name: { 'zh-tw': '選舉信息', en: 'Election' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      title: { 'zh-tw': '標題', en: 'Title' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      memberCount: { 'zh-tw': '成員人數', en: 'Number of members' },
      session: { 'zh-tw': '屆次', en: 'Term' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '等額', en: 'Non-competitive' },
      'type.1': { 'zh-tw': '差額', en: 'Competitive' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '進行中', en: 'In progress' },
      'status.1': { 'zh-tw': '已結束', en: 'Ended' },
      startTime: { 'zh-tw': '開始時間', en: 'Start time' },
      endTime: { 'zh-tw': '結束時間', en: 'End time' },
      meetingInfo: { 'zh-tw': '會議信息', en: 'Meeting info' },
      limitCount: { 'zh-tw': '每人推薦數', en: 'Recommendations per person' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      userName: { 'zh-tw': '用戶', en: 'User' },
      outcome: { 'zh-tw': '選舉結果', en: 'Election outcome' },
    },
  },
});
