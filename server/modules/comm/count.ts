/**
 * Counts for the home page and its widgets (comm/count), all for the
 * request's communities: to-do counts (advice waiting for staff, advice
 * being handled, repairs pending), an overview (totals and the last 30 days
 * per day for notices, meetings, ballots, repairs, users and advice) and the
 * live state of the meetings that are voting.
 *
 * "votes" counts ballots, not vote records: one per owner who voted in a
 * meeting (on any of its items, through any of their houses), dated by the
 * owner's earliest current vote in it. A ballot of three items is one vote
 * cast, not three.
 */
import { VotingStateType } from '../meeting/shapes.ts';
import { defineController } from '../../crud/define.ts';
import { entityByModel } from '../../crud/entity.ts';
import { requestCommunities, rowScope } from '../../crud/where.ts';
import { delegate } from '../../crud/tx.ts';
import type { Ctx } from '../../kernel/context.ts';
import { votingSnapshot } from '../meeting/meeting-flow.ts';
import { VOTING } from '../meeting/stages.ts';
import { adviceProcessing, adviceTodo, repairTodo } from '../business/todo.ts';

/** What a series counts: its total, and the creation times of what it counted since a day. */
type Counter = (ctx: Ctx, since: Date) => Promise<{ total: number; recent: Date[] }>;

/** Rows of a model in the request's scope, by their createTime. */
function rowsOf(model: string): Counter {
  return async (ctx, since) => {
    const scope = await rowScope(ctx, entityByModel(model)!);
    const base = { AND: scope };
    const [total, recent] = await Promise.all([
      delegate(ctx.db, model).count({ where: base }),
      delegate(ctx.db, model).findMany({ where: { AND: [base, { createTime: { gte: since } }] }, select: { createTime: true } }),
    ]);
    return { total, recent: (recent as { createTime: Date }[]).map((r) => r.createTime) };
  };
}

/**
 * Ballots cast: the owners who voted in each meeting (current votes only),
 * dated by their earliest current vote there. A vote record written before
 * owner keys existed counts by its house.
 */
export const ballots: Counter = async (ctx, since) => {
  const scope = await rowScope(ctx, entityByModel('VoteRecord')!);
  const groups = await ctx.db.voteRecord.groupBy({
    by: ['meetingId', 'ownerKey', 'houseId'],
    where: { AND: [...scope, { replacedAt: null }] },
    _min: { createTime: true },
  });
  const first = new Map<string, Date>();
  for (const g of groups) {
    const key = `${g.meetingId}\u0000${g.ownerKey ?? `house:${g.houseId}`}`;
    const at = g._min.createTime!;
    const seen = first.get(key);
    if (!seen || at < seen) first.set(key, at);
  }
  return { total: first.size, recent: [...first.values()].filter((d) => d >= since) };
};

/** What the overview counts: notices, meetings, ballots cast, repairs, app users and advice. */
const SERIES: { key: string; count: Counter }[] = [
  { key: 'notices', count: rowsOf('InfoNotice') },
  { key: 'meetings', count: rowsOf('MeetingInfo') },
  { key: 'votes', count: ballots },
  { key: 'repairs', count: rowsOf('RepairInfo') },
  { key: 'users', count: rowsOf('UserInfo') },
  { key: 'advice', count: rowsOf('AdviceInfo') },
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
    SERIES.map(async ({ key, count }) => {
      const { total, recent } = await count(ctx, since);
      const perDay = new Map(days.map((d) => [d, 0]));
      for (const at of recent) {
        const d = dayOf(at);
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
      graphql: (t) => t.int({ description: 'Advice of the selected community nobody has taken up yet (待处理), within the viewer’s scope', resolve: (_r: unknown, _a: unknown, ctx) => adviceTodo(ctx) }),
    },
    {
      action: 'adviceProcessing',
      method: 'post',
      kind: 'query',
      summary: '建议处理中',
      access: 'login',
      graphql: (t) => t.int({ description: 'Advice of the selected community taken up and not handled yet (处理中), within the viewer’s scope', resolve: (_r: unknown, _a: unknown, ctx) => adviceProcessing(ctx) }),
    },
    {
      action: 'repairTodo',
      method: 'post',
      kind: 'query',
      summary: '报修待办',
      access: 'login',
      graphql: (t) => t.int({ description: 'Repairs of the selected community pending (待处理), within the viewer’s scope', resolve: (_r: unknown, _a: unknown, ctx) => repairTodo(ctx) }),
    },
    {
      action: 'summary',
      method: 'get',
      summary: '概览',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'Totals and the last 30 days per day of notices, meetings, ballots cast (votes: one per owner and meeting), repairs, users and advice in the selected community',
          resolve: (_r: unknown, _a: unknown, ctx) => summary(ctx),
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
          resolve: async (_r: unknown, _a: unknown, ctx) => {
            const communities = requestCommunities(ctx);
            const meetings = await ctx.db.meetingInfo.findMany({ where: { status: VOTING, ...(communities ? { areaId: { in: communities } } : {}) }, orderBy: { voteEndTime: 'asc' }, omit: { joins: true } });
            return Promise.all(meetings.map(async (m: any) => ({ id: m.id, name: m.name, voteStartTime: m.voteStartTime, voteEndTime: m.voteEndTime, ...(await votingSnapshot(ctx, m)) })));
          },
        }),
      // The legacy answer names the meeting `id` as well.
      rest: { data: (states: Record<string, unknown>[] | null) => (states ?? []).map((s) => ({ id: s.meetingId, ...s })) },
    },
  ],
});
