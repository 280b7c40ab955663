/**
 * Extending a vote that fell short, and the override of the one-year bar on
 * a terminated matter (docs/assembly-rules.md). Operations of the meeting
 * entity (business/meeting/info): `extend`, `extendCheck`, `override`.
 *
 * Extension: at or after the deadline, with the meeting still in 投票, when
 * the frozen rules allow it and both the participating area and the
 * participating owners (those who voted on at least one item) are under half
 * of the totals; the new deadline is at most maxExtensionDays after the
 * deadline voting opened with. The ballot box reopens until the new deadline.
 * Each extension is a stage-log line (kind 1, fromStage = toStage = 6,
 * note {from, to}).
 */
import { builder } from '../../builder.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { OperationDecl } from '../../crud/entity.ts';
import { participation, formatHundredths, toHundredths } from '../../core/counting.ts';
import { VOTING } from '../../core/stages.ts';
import { ballotBoxOf, currentBallots, meetingInScope, participantsFor, publishVoting } from './meeting-flow.ts';
import { committeeOf, frozenRulesOf, LOG_EXTEND, LOG_OVERRIDE, overrideQuorum } from './assembly.ts';
import { chainExtension } from './ballot-chain.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

const DAY_MS = 24 * 3600_000;

type Refusal = { key: string; params?: Record<string, unknown> };

function stamp(d: Date): string {
  return d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/** Why the vote cannot be extended now (to newEnd, when given). */
async function extendRefusals(ctx: Ctx, m: Awaited<ReturnType<typeof meetingInScope>> & { assemblyRules?: unknown }, now: Date, newEnd: Date | null): Promise<Refusal[]> {
  if (m.status !== VOTING) return [{ key: 'assembly.extendNotVoting' }];
  const out: Refusal[] = [];
  const rules = frozenRulesOf(m);
  if (!rules.extensionAllowed) out.push({ key: 'assembly.extendForbidden' });
  if (!m.voteEndTime || now.getTime() < m.voteEndTime.getTime()) out.push({ key: 'assembly.extendBeforeDeadline', params: { deadline: m.voteEndTime ? stamp(m.voteEndTime) : '—' } });
  // The condition: both the participating area and the participating owners stay under half (exact, by cross-multiplication).
  const [participants, ballots] = await Promise.all([participantsFor(ctx, m), currentBallots(ctx, m.id)]);
  const items = await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const p = participation(participants, items.map((i) => ballots.get(i.id) ?? []));
  const area = toHundredths(p.votedAnyArea);
  const total = toHundredths(p.totalArea);
  if (total > 0n && area * 2n >= total) out.push({ key: 'assembly.extendAreaHalf', params: { share: formatHundredths((area * 10000n) / total) } });
  if (p.totalOwners > 0 && p.votedAnyOwners * 2 >= p.totalOwners) out.push({ key: 'assembly.extendOwnersHalf', params: { voted: p.votedAnyOwners, total: p.totalOwners } });
  if (newEnd) {
    const original = rules.originalVoteEndTime ? new Date(rules.originalVoteEndTime) : m.voteEndTime;
    const latest = original ? new Date(original.getTime() + rules.maxExtensionDays * DAY_MS) : null;
    if (newEnd.getTime() <= now.getTime() || (m.voteEndTime && newEnd.getTime() <= m.voteEndTime.getTime())) out.push({ key: 'assembly.extendEndInvalid' });
    else if (latest && newEnd.getTime() > latest.getTime()) out.push({ key: 'assembly.extendTooLong', params: { latest: stamp(latest), days: rules.maxExtensionDays } });
  }
  return out;
}

function parseEnd(value: unknown): Date {
  const d = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(typeof value === 'string' ? value.replace(' ', 'T') : value) : null;
  if (!d || Number.isNaN(d.getTime())) throw new AppError('validation.required', { field: { label: '投票结束时间', name: 'voteEndTime', model: 'MeetingInfo' } }, 1001, 'voteEndTime');
  return d;
}

/** Extends the vote to voteEndTime; answers the new deadline. */
export async function extendVoting(ctx: Ctx, id: unknown, voteEndTime: unknown): Promise<Date> {
  const newEnd = parseEnd(voteEndTime);
  const found = await meetingInScope(ctx, id, 'write');
  // One extension at a time (and never beside a vote being cast).
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${found.id} FOR UPDATE`;
  const m = (await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: found.id }, omit: { joins: true } })) as typeof found & { assemblyRules?: unknown };
  const now = new Date();
  const reasons = await extendRefusals(ctx, m, now, newEnd);
  if (reasons.length) throw new AppError('assembly.cannotExtend', { reasons: reasons.map((r) => ctx.t(r.key, r.params)).join('；') }, 1001, 'voteEndTime');
  const rules = frozenRulesOf(m);
  const { closedAt: _closed, ...box } = ballotBoxOf(m);
  const extended = { ...rules, originalVoteEndTime: rules.originalVoteEndTime ?? m.voteEndTime?.toISOString() ?? null, extensions: (rules.extensions ?? 0) + 1 };
  await ctx.db.meetingInfo.update({
    where: { id: m.id },
    data: { voteEndTime: newEnd, vote: box as Prisma.InputJsonValue, assemblyRules: extended as Prisma.InputJsonValue },
  });
  // The count of extensions decides a lapse (终止表决): the ballot record states the rules as they now are.
  await chainExtension(ctx, m.id, m.voteEndTime, newEnd, extended as unknown as Record<string, unknown>);
  await ctx.db.meetingStageLog.create({
    data: { meetingId: m.id, fromStage: VOTING, toStage: VOTING, kind: LOG_EXTEND, userId: ctx.viewer?.userId ?? null, note: { from: m.voteEndTime?.toISOString() ?? null, to: newEnd.toISOString() } },
  });
  publishVoting(ctx, m.id);
  return newEnd;
}

/** Why the vote cannot be extended now (translated); empty when it can. */
export async function extendCheck(ctx: Ctx, id: unknown): Promise<string[]> {
  const m = (await meetingInScope(ctx, id)) as Awaited<ReturnType<typeof meetingInScope>> & { assemblyRules?: unknown };
  return (await extendRefusals(ctx, m, new Date(), null)).map((r) => ctx.t(r.key, r.params));
}

/**
 * Records the override of the one-year bar on this meeting (before it opens
 * voting): members named by candidate id, who must be members of the
 * community's current committee (committeeOf), at least two thirds of it.
 * A stage-log line (kind 3, note {memberIds, members, committee, reason}).
 */
export async function recordOverride(ctx: Ctx, id: unknown, memberIds: unknown, reason: unknown): Promise<number> {
  const m = await meetingInScope(ctx, id, 'write');
  if (m.status >= VOTING) throw new AppError('assembly.overrideAfterVoting', {}, 1001, 'id');
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw new AppError('assembly.overrideReason', {}, 1001, 'reason');
  if (text.length > 1000) throw new AppError('validation.lengthBetween', { min: 1, max: 1000, field: { label: '理由', name: 'reason' } }, 1001, 'reason');
  const committee = await committeeOf(ctx, m.areaId);
  if (!committee) throw new AppError('assembly.overrideNoCommittee', {}, 1001, 'memberIds');
  const named = [...new Set(Array.isArray(memberIds) ? memberIds : [])];
  for (const v of named) if (!committee.members.some((x) => x.id === v)) throw new AppError('assembly.overrideNotMember', { id: String(v) }, 1001, 'memberIds');
  const needed = overrideQuorum(committee.members.length);
  if (named.length < needed) throw new AppError('assembly.overrideTooFew', { needed, committee: committee.members.length, named: named.length }, 1001, 'memberIds');
  const log = await ctx.db.meetingStageLog.create({
    data: {
      meetingId: m.id,
      fromStage: m.status,
      toStage: m.status,
      kind: LOG_OVERRIDE,
      userId: ctx.viewer?.userId ?? null,
      note: { memberIds: named, members: committee.members.filter((x) => named.includes(x.id)), committee: { meetingId: committee.meetingId, size: committee.members.length }, reason: text } as Prisma.InputJsonValue,
    },
  });
  return log.id;
}

/** The meeting entity's operations for extension and override (meeting-info.ts lists them). */
export const assemblyOperations: OperationDecl[] = [
  {
    action: 'extend',
    method: 'post',
    summary: '延长投票',
    graphql: (t) =>
      t.field({
        type: 'DateTime',
        description: 'Extends the voting period (at or after the deadline, when the frozen assembly rules allow it and both participating area and owners are under half; at most maxExtensionDays after the original deadline); answers the new deadline',
        args: { id: t.arg.int({ required: true }), voteEndTime: t.arg({ type: 'DateTime', required: true }) },
        resolve: (_r, a, ctx) => extendVoting(ctx, a.id, a.voteEndTime),
      }),
    rest: { data: (end) => ({ voteEndTime: end }) },
  },
  {
    action: 'extendCheck',
    method: 'get',
    summary: '延长投票检查',
    graphql: (t) =>
      t.stringList({
        description: 'Why the vote cannot be extended now (translated); empty when it can',
        args: { id: t.arg.int({ required: true }) },
        resolve: (_r, { id }, ctx) => extendCheck(ctx, id),
      }),
  },
  {
    action: 'override',
    method: 'post',
    summary: '重新表决许可',
    graphql: (t) =>
      t.field({
        type: 'Int',
        description: 'Records that two thirds of the owners’ committee agree to table a matter terminated less than a year ago (members by candidate id of the last counted election); answers the log id',
        args: { id: t.arg.int({ required: true }), memberIds: t.arg.intList({ required: true }), reason: t.arg.string({ required: true }) },
        resolve: (_r, a, ctx) => recordOverride(ctx, a.id, a.memberIds, a.reason),
      }),
    rest: { data: (id) => ({ id }) },
  },
];

void builder;
