/**
 * Counts for the home page and its widgets (comm/count), all for the
 * request's communities: to-do counts (advice and repairs still needing
 * staff), an overview (totals and the last 30 days per day for notices,
 * meetings, votes, repairs, users and advice) and the live state of the
 * meetings that are voting.
 */
import { VotingStateType } from '../business/shapes.ts';
import { defineController } from '../../crud/define.ts';
import { entityByModel } from '../../crud/entity.ts';
import { requestCommunities, rowScope } from '../../crud/where.ts';
import { delegate } from '../../crud/tx.ts';
import type { Ctx } from '../../kernel/context.ts';
import { votingSnapshot } from '../business/meeting-flow.ts';
import { VOTING } from '../business/stages.ts';
import { adviceTodo, repairTodo } from '../business/todo.ts';

/** What the overview counts: notices, meetings, votes (current ballots), repairs, app users and advice. */
const SERIES: { key: string; model: string; where?: Record<string, unknown> }[] = [
  { key: 'notices', model: 'InfoNotice' },
  { key: 'meetings', model: 'MeetingInfo' },
  { key: 'votes', model: 'VoteRecord', where: { replacedAt: null } },
  { key: 'repairs', model: 'RepairInfo' },
  { key: 'users', model: 'UserInfo' },
  { key: 'advice', model: 'AdviceInfo' },
];

const DAYS = 30;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function summary(ctx: Ctx) {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (DAYS - 1) * 86400_000);
  const days = Array.from({ length: DAYS }, (_, i) => dayOf(new Date(since.getTime() + i * 86400_000)));
  const out: Record<string, { total: number; days: { date: string; count: number }[] }> = {};
  await Promise.all(
    SERIES.map(async ({ key, model, where }) => {
      const scope = await rowScope(ctx, entityByModel(model)!);
      const base = { AND: [...scope, ...(where ? [where] : [])] };
      const [total, recent] = await Promise.all([
        delegate(ctx.db, model).count({ where: base }),
        delegate(ctx.db, model).findMany({ where: { AND: [base, { createTime: { gte: since } }] }, select: { createTime: true } }),
      ]);
      const perDay = new Map(days.map((d) => [d, 0]));
      for (const r of recent as { createTime: Date }[]) {
        const d = dayOf(r.createTime);
        if (perDay.has(d)) perDay.set(d, perDay.get(d)! + 1);
      }
      out[key] = { total, days: days.map((date) => ({ date, count: perDay.get(date)! })) };
    }),
  );
  return out;
}

export const commCount = defineController({
  prefix: 'comm/count',
  type: 'CommCount',
  operations: [
    {
      action: 'adviceTodo',
      method: 'post',
      kind: 'query',
      summary: '建议待办',
      access: 'login',
      graphql: (t) => t.int({ description: 'Advice of the selected community not yet handled (待处理 and 处理中), within the viewer’s scope', resolve: (_r: unknown, _a: unknown, ctx: any) => adviceTodo(ctx) }),
    },
    {
      action: 'repairTodo',
      method: 'post',
      kind: 'query',
      summary: '报修待办',
      access: 'login',
      graphql: (t) => t.int({ description: 'Repairs of the selected community pending (待处理), within the viewer’s scope', resolve: (_r: unknown, _a: unknown, ctx: any) => repairTodo(ctx) }),
    },
    {
      action: 'summary',
      method: 'get',
      summary: '概览',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'Totals and the last 30 days per day of notices, meetings, votes, repairs, users and advice in the selected community',
          resolve: (_r: unknown, _a: unknown, ctx: any) => summary(ctx),
        }),
    },
    {
      action: 'voting',
      method: 'get',
      summary: '投票中',
      graphql: (t) =>
        t.field({
          type: [VotingStateType],
          description: 'The live state (items and turnout) of every meeting in the voting stage of the selected community',
          resolve: async (_r: unknown, _a: unknown, ctx: any) => {
            const communities = requestCommunities(ctx);
            const meetings = await ctx.db.meetingInfo.findMany({ where: { status: VOTING, ...(communities ? { areaId: { in: communities } } : {}) }, orderBy: { voteEndTime: 'asc' }, omit: { joins: true } });
            return Promise.all(meetings.map(async (m: any) => ({ id: m.id, name: m.name, voteStartTime: m.voteStartTime, voteEndTime: m.voteEndTime, ...(await votingSnapshot(ctx, m)) })));
          },
        }),
    },
  ],
});
