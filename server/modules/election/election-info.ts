/** Elections (business/election/info): seats, type (等额/差额), recommendation limits, and the outcome once counted. */
import { ElectionOutcomeType, RECOMMENDATION_LIMITS } from '../meeting/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { rowColumns } from '../../crud/select.ts';
import { assertElectionOpen, assertElectionsRemovable } from './election-lists.ts';

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
      resolve: async (e: any, _a: unknown, ctx) => {
        if (!e.meetingId) return null;
        const m = await ctx.loaders.byId(ctx.db, 'MeetingInfo', e.meetingId, MEETING_ELECTION);
        return m?.election ?? null;
      },
    }),
  }),
  rest: { page: ['userName', 'areaName'], info: ['userName', 'areaName', 'outcome'] },
});
