/**
 * Owners' meetings (business/meeting/info): the meeting, its stage (moved
 * only by `next`, never written directly), and its detail. The process lives
 * in meeting-flow.ts.
 */
import { RULE } from '../../kernel/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { electionOfMeeting, meetingInScope, nextRefusals, nextStage, participantsFor, votingSnapshot, ballotBoxOf } from './meeting-flow.ts';
import { RELATION_ELECTION, STAGES, VOTING } from './stages.ts';

/**
 * The stage moves with the stage names and who made each (the operator's
 * name, else nickname, else username; null for a move no user made, or whose
 * user is gone).
 */
async function withOperatorNames(ctx: any, history: { fromStage: number; toStage: number; userId: number | null }[]) {
  const ids = [...new Set(history.map((h) => h.userId).filter((id): id is number => id !== null))];
  const users: { id: number; name: string | null; nickName: string | null; username: string }[] = ids.length
    ? await ctx.db.baseSysUser.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, nickName: true, username: true } })
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.name || u.nickName || u.username]));
  return history.map((h) => ({ ...h, fromName: STAGES[h.fromStage], toName: STAGES[h.toStage], userName: h.userId === null ? null : nameOf.get(h.userId) ?? null }));
}

export const meetingInfo = defineEntity({
  model: 'MeetingInfo',
  type: 'MeetingInfo',
  prefix: 'business/meeting/info',
  creator: true,
  rules: { name: RULE.required },
  // A meeting ends after it starts, and its voting window closes after it opens.
  order: [
    { start: 'startTime', end: 'endTime' },
    { start: 'voteStartTime', end: 'voteEndTime' },
  ],
  // The stage moves by `next`; participants, the ballot box, the election outcome and the vote table are the process's own.
  readOnly: ['status', 'joins', 'vote', 'election', 'voteTableUrl', 'voteTableTime'],
  filters: { eq: ['status', 'type', 'relationType'], keyword: ['name', 'description'] },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (mode !== 'update') return;
      const current = await tx.meetingInfo.findUnique({ where: { id: Number(input.id) }, select: { status: true, areaId: true, type: true, relationType: true, relationId: true } });
      if (!current) return;
      // Once the process has started, the meeting stays in its community; once voting opened, its window is fixed.
      if (current.status > 0 && data.areaId !== undefined && data.areaId !== current.areaId) throw new AppError('meeting.areaFixed', {}, 1001, 'areaId');
      if (current.status >= VOTING && (data.voteStartTime !== undefined || data.voteEndTime !== undefined)) throw new AppError('meeting.windowFixed', {}, 1001, 'voteEndTime');
      // The stage guards and the count depend on what the meeting is about (an election's lists, a repair): fixed once started.
      for (const col of ['relationType', 'relationId'] as const) {
        if (current.status > 0 && data[col] !== undefined && data[col] !== current[col]) throw new AppError('meeting.relationFixed', {}, 1001, col);
      }
      if (current.status >= VOTING && data.type !== undefined && data.type !== current.type) throw new AppError('meeting.typeFixed', {}, 1001, 'type');
    },
    async beforeDelete(_ctx, tx, ids) {
      // Votes are evidence: a meeting that has taken votes is kept.
      if (await tx.voteRecord.findFirst({ where: { meetingId: { in: ids } }, select: { id: true } })) throw new AppError('meeting.hasVotes');
    },
  },
  operations: [
    {
      action: 'next',
      method: 'post',
      summary: '下一阶段',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Moves the meeting one stage forward (guards in README "Owners\' meetings"); answers the new stage',
          args: { id: t.arg.int({ required: true }) },
          resolve: (_r: unknown, { id }: { id: number }, ctx: any) => nextStage(ctx, id),
        }),
    },
    {
      action: 'nextCheck',
      method: 'get',
      summary: '下一阶段检查',
      graphql: (t) =>
        t.stringList({
          description: 'Why the meeting cannot move to its next stage now (translated); empty when it can',
          args: { id: t.arg.int({ required: true }) },
          resolve: (_r: unknown, { id }: { id: number }, ctx: any) => nextRefusals(ctx, id),
        }),
    },
    {
      action: 'detail',
      method: 'get',
      summary: '详情',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'The meeting with its notices, items (with counts), participation, ballot box, stage history and, for an election, its seats',
          args: { id: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { id }: { id: number }, ctx: any) => {
            const m = await meetingInScope(ctx, id);
            const [notices, items, history, snapshot, area, participants, election] = await Promise.all([
              ctx.db.meetingNotice.findMany({ where: { meetingId: m.id }, orderBy: { type: 'asc' } }),
              ctx.db.voteItem.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' } }),
              ctx.db.meetingStageLog.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' } }),
              votingSnapshot(ctx, m),
              ctx.db.areaInfo.findUnique({ where: { id: m.areaId }, select: { name: true } }),
              participantsFor(ctx, m),
              m.relationType === RELATION_ELECTION ? electionOfMeeting(ctx, m) : null,
            ]);
            const live = new Map(snapshot.items.map((i) => [i.itemId, i.count]));
            const { joins: _joins, ...meeting } = m as Record<string, unknown>;
            return {
              ...meeting,
              areaName: area?.name ?? null,
              stageName: STAGES[m.status],
              participants: participants.length,
              ballotBox: ballotBoxOf(m),
              // A ballot may agree with at most this many candidates (the paper-ballot form checks it too).
              seats: election ? election.memberCount : null,
              notices,
              items: items.map((i: any) => ({ ...i, count: i.count ?? live.get(i.id) ?? null })),
              participation: snapshot.participation,
              history: await withOperatorNames(ctx, history),
            };
          },
        }),
    },
  ],
});
