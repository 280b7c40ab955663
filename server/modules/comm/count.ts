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
import { VOTING } from '../../core/stages.ts';
import { adviceProcessing, adviceTodo, repairTodo } from '../business/todo.ts';
import { Prisma } from '../../generated/prisma/client.ts';

/**
 * The days of the overview: the last DAYS calendar days of the server's
 * clock, each labelled 'YYYY-MM-DD', and where each begins. A series counts
 * what it dated on or after `since` by the day it falls on.
 */
interface Days {
  since: Date;
  labels: string[];
  /**
   * Sorted instants: the first instant of each labelled day and of the day
   * after it (width_bucket's thresholds in SQL); `labelAt[i]` names the day
   * that starts at bounds[i], undefined for a day after the last.
   */
  bounds: Date[];
  labelAt: (string | undefined)[];
  /** A label's place in the per-day figures. */
  index: Map<string, number>;
}

/** What a series counts: its total, and per labelled day (in `days.labels` order) what it dated then. */
type Counter = (ctx: Ctx, days: Days) => Promise<{ total: number; perDay: number[] }>;

/** Dates counted per labelled day (a date outside the days counts in none). */
function perDayOf(days: Days, dates: Date[]): number[] {
  const out = days.labels.map(() => 0);
  for (const at of dates) {
    const i = at >= days.since ? days.index.get(dayOf(at)) : undefined;
    if (i !== undefined) out[i]!++;
  }
  return out;
}

/** Rows of a model in the request's scope, by their createTime (only the last days' rows are loaded). */
function rowsOf(model: string): Counter {
  return async (ctx, days) => {
    const scope = await rowScope(ctx, entityByModel(model)!);
    const base = { AND: scope };
    const [total, recent] = await Promise.all([
      delegate(ctx.db, model).count({ where: base }),
      delegate(ctx.db, model).findMany({ where: { AND: [base, { createTime: { gte: days.since } }] }, select: { createTime: true } }),
    ]);
    return { total, perDay: perDayOf(days, (recent as { createTime: Date }[]).map((r) => r.createTime)) };
  };
}

/**
 * Ballots cast: the owners who voted in each meeting (current votes only),
 * dated by their earliest current vote there. A vote record written before
 * owner keys existed counts by its house (and those without a house as one).
 *
 * Counted in the database: a city holds millions of current vote records,
 * and shipping one group per owner and meeting to be dated here cost the
 * city-wide dashboard seconds of CPU per view (docs/capacity.md). The days
 * are the server's calendar days, so they are handed to SQL as instants
 * (width_bucket over `days.bounds`), not as a time zone the database would
 * have to know.
 */
export const ballots: Counter = async (ctx, days) => {
  const decl = entityByModel('VoteRecord')!;
  // The row scope as every read of vote records applies it (and its refusal of a community not the viewer's)…
  const scope = await rowScope(ctx, decl);
  const communities = requestCommunities(ctx);
  // …is, for vote records, "of a meeting of these communities" (ownership through the meeting). Should it
  // ever say more (an entity scope), this SQL would no longer apply it: refuse rather than count too much.
  if (decl.scope || scope.length !== (communities === null ? 0 : 1)) throw new Error('comm/count ballots: the vote record scope is not the meeting community this count applies');
  const inScope = communities === null ? Prisma.empty : Prisma.sql`AND v."meetingId" IN (SELECT id FROM meeting_info WHERE "areaId" = ANY(${communities}::int[]))`;
  const rows = await ctx.db.$queryRaw<{ bucket: number | null; n: number }[]>`
    WITH ballot AS (
      SELECT min(v."createTime") AS first
      FROM vote_record v
      WHERE v."replacedAt" IS NULL ${inScope}
      GROUP BY v."meetingId", coalesce(v."ownerKey", 'house:' || coalesce(v."houseId"::text, 'null'))
    )
    SELECT CASE WHEN first >= ${days.since.toISOString()}::timestamptz THEN width_bucket(first, ${days.bounds.map((d) => d.toISOString())}::timestamptz[]) END AS bucket,
           count(*)::int AS n
    FROM ballot GROUP BY 1`;
  const perDay = days.labels.map(() => 0);
  let total = 0;
  for (const { bucket, n } of rows) {
    total += Number(n);
    // Bucket b (1-based) holds bounds[b-1] ≤ first < bounds[b]: the day starting at bounds[b-1], if it is one of ours.
    const label = bucket !== null && bucket >= 1 ? days.labelAt[Number(bucket) - 1] : undefined;
    const i = label === undefined ? undefined : days.index.get(label);
    if (i !== undefined) perDay[i]! += Number(n);
  }
  return { total, perDay };
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
/** The first instant of a labelled day, `after` days later, on the server's clock. */
const startOf = (label: string, after = 0) => {
  const [y, m, d] = label.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + after);
};

function overviewDays(): Days {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (DAYS - 1) * 86400_000);
  const labels = Array.from({ length: DAYS }, (_, i) => dayOf(new Date(since.getTime() + i * 86400_000)));
  const starts = new Map<number, string | undefined>();
  for (const label of labels) {
    starts.set(startOf(label).getTime(), label);
    if (!starts.has(startOf(label, 1).getTime())) starts.set(startOf(label, 1).getTime(), undefined);
  }
  const bounds = [...starts.keys()].sort((a, b) => a - b);
  return { since, labels, bounds: bounds.map((t) => new Date(t)), labelAt: bounds.map((t) => starts.get(t)), index: new Map(labels.map((d, i) => [d, i])) };
}

async function summary(ctx: Ctx) {
  const days = overviewDays();
  const out: Record<string, { total: number; days: { date: string; count: number }[] }> = {};
  await Promise.all(
    SERIES.map(async ({ key, count }) => {
      const { total, perDay } = await count(ctx, days);
      out[key] = { total, days: days.labels.map((date) => ({ date, count: perDay[days.index.get(date)!]! })) };
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
            return Promise.all(meetings.map(async (m) => ({ id: m.id, name: m.name, voteStartTime: m.voteStartTime, voteEndTime: m.voteEndTime, ...(await votingSnapshot(ctx, m)) })));
          },
        }),
      // The legacy answer names the meeting `id` as well.
      rest: { data: (states: Record<string, unknown>[] | null) => (states ?? []).map((s) => ({ id: s.meetingId, ...s })) },
    },
  ],
});
