/**
 * The assembly's own rules (议事规则) as the vote applies them
 * (docs/assembly-rules.md): frozen into the meeting when voting opens, then
 * read from there only, so a later change of the community's rules never
 * changes a vote under way or a count already made.
 *
 * - 从众 (countNonVotersWithMajority): once the quorum is met by the
 *   owners who actually voted, the owners who did not vote are counted with
 *   the choice that holds more than half of the voting area and of the
 *   voting owners; the raw figures stay, the adjusted ones are added, and
 *   the verdict is the adjusted one.
 * - Proxies: a ballot may be cast by a proxy (name, ID number, letter of
 *   authorisation); the count says how many owners and what area voted by
 *   proxy; a proxy may carry at most maxOwnersPerProxy owners.
 * - Lapse: an item of an extended vote that has no quorum when counted is
 *   terminated (终止表决, result 2), recorded in the stage log; the same
 *   matter cannot open voting again in the community for a year unless an
 *   override names two thirds of the owners' committee.
 *
 * This file does not import meeting-flow.ts (meeting-flow calls into it).
 */
import { shownPersonal } from '../../crud/personal.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';
import { AppError } from '../../kernel/errors.ts';
import { foldName } from '../../core/fold.ts';
import { RULE } from '../../core/field-rules.ts';
import { columnProblem } from '../../crud/field-refusal.ts';
import { keyOfUrl } from '../../files/service.ts';
import { electorateOf, latestBallots, type Ballot, type HouseShare, type ItemCount, type PassRule } from '../../core/counting.ts';
import { nonVotersOf, ruledCountOf, type NonVoterAdjustment, type RuledCount } from '../../core/ruled-count.ts';
import { COUNTING, RELATION_ELECTION, RELATION_REPAIR } from '../../core/stages.ts';
import { DEFAULT_RULES, MAX_EXTENSION_DAYS, type FrozenRules } from '../../core/assembly-rules.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Kinds of stage log lines (meeting_stage_log.kind). */
export const LOG_MOVE = 0;
export const LOG_EXTEND = 1;
export const LOG_TERMINATE = 2;
export const LOG_OVERRIDE = 3;


/** The community's rules as they are now (defaults when it has none). */
export async function currentRules(ctx: Ctx, areaId: number) {
  const row = await ctx.db.assemblyRule.findUnique({ where: { areaId } });
  if (!row) return { ...DEFAULT_RULES, source: 'default' as const, ruleId: null };
  return {
    extensionAllowed: row.extensionAllowed === 1,
    maxExtensionDays: Math.min(MAX_EXTENSION_DAYS, Math.max(0, row.maxExtensionDays)),
    countNonVotersWithMajority: row.countNonVotersWithMajority === 1,
    proxiesAllowed: row.proxiesAllowed === 1,
    maxOwnersPerProxy: row.maxOwnersPerProxy ?? null,
    source: 'community' as const,
    ruleId: row.id,
  };
}

/** The rules frozen into a meeting as voting opens (meeting-flow nextStage). */
export async function freezeRules(ctx: Ctx, m: { areaId: number; voteEndTime: Date | null }, now: Date): Promise<FrozenRules> {
  return { ...(await currentRules(ctx, m.areaId)), frozenAt: now.toISOString(), originalVoteEndTime: m.voteEndTime?.toISOString() ?? null, extensions: 0 };
}

/** The rules a meeting counts with: its frozen rules; the defaults for a meeting that opened voting before rules were frozen. */
export function frozenRulesOf(m: { assemblyRules?: unknown; voteEndTime?: Date | null }): FrozenRules {
  const r = m.assemblyRules;
  if (r && typeof r === 'object' && !Array.isArray(r)) return r as FrozenRules;
  return { ...DEFAULT_RULES, source: 'default', ruleId: null, frozenAt: '', originalVoteEndTime: m.voteEndTime?.toISOString() ?? null, extensions: 0 };
}

// ------------------------------------------------------------------ the count

// The arithmetic is pure (core/ruled-count.ts), shared with the offline check of a vote table.

/** 从众 for an item, from its participants and ballots (ruled-count.ts nonVotersOf). */
export function countWithNonVoters(houses: readonly HouseShare[], ballots: readonly Ballot[], rule: PassRule, raw: ItemCount): NonVoterAdjustment {
  return nonVotersOf(electorateOf(houses), latestBallots(houses, ballots), rule, raw);
}

/**
 * An item's count under the meeting's frozen rules, from its participants
 * and ballots (ruled-count.ts ruledCountOf): the raw art. 278 count, with
 * 从众 when the rules say so, and the owners and area whose current ballot
 * was cast by a proxy (proxyOwnerKeys: the owners of the item's current
 * proxy ballots).
 */
export function ruledCount(houses: readonly HouseShare[], ballots: readonly Ballot[], rule: PassRule, raw: ItemCount, rules: FrozenRules, proxyOwnerKeys: ReadonlySet<string>): RuledCount {
  return ruledCountOf(electorateOf(houses), latestBallots(houses, ballots), rule, raw, rules, proxyOwnerKeys);
}

/** The owners whose current ballot on each item was cast by a proxy. */
export async function proxyOwnersByItem(ctx: Ctx, meetingId: number): Promise<Map<number, Set<string>>> {
  const rows = await ctx.db.voteRecord.findMany({ where: { meetingId, replacedAt: null, proxyIdCard: { not: null } }, select: { itemId: true, ownerKey: true } });
  const out = new Map<number, Set<string>>();
  for (const r of rows) if (r.ownerKey) out.set(r.itemId, (out.get(r.itemId) ?? new Set()).add(r.ownerKey));
  return out;
}

// ------------------------------------------------------------------ proxies

export interface ProxyInput {
  proxyName?: string | null;
  proxyIdCard?: string | null;
  proxyDocument?: string | null;
}

/**
 * Checks and normalises the proxy of each vote (before anything is
 * written): all three parts or none, the ID number by the declared ID-card
 * rule, the letter as a file of our upload; refused when the frozen rules
 * forbid proxies. Answers the columns to store per vote.
 */
export function proxyColumns(
  rules: FrozenRules,
  votes: readonly ProxyInput[],
  refuse: (i: number, key: MessageKey, params: Record<string, unknown>, field: string) => AppError,
): { proxyName: string | null; proxyIdCard: string | null; proxyDocument: string | null }[] {
  return votes.map((v, i) => {
    const name = (v.proxyName ?? '').trim();
    const idCard = (v.proxyIdCard ?? '').trim().toUpperCase();
    const doc = (v.proxyDocument ?? '').trim();
    if (!name && !idCard && !doc) return { proxyName: null, proxyIdCard: null, proxyDocument: null };
    if (!rules.proxiesAllowed) throw refuse(i, 'assembly.proxyForbidden', {}, 'proxyName');
    if (!name || !idCard || !doc) throw refuse(i, 'assembly.proxyIncomplete', {}, !name ? 'proxyName' : !idCard ? 'proxyIdCard' : 'proxyDocument');
    // Judged with the column named (crud/field-refusal.ts): the messages read "{field} …".
    const nameProblem = columnProblem('VoteRecord', 'proxyName', { kind: 'length', min: 1, max: 100 }, name);
    if (nameProblem) throw refuse(i, nameProblem.key, nameProblem.params, 'proxyName');
    const problem = columnProblem('VoteRecord', 'proxyIdCard', RULE.idCard, idCard);
    if (problem) throw refuse(i, problem.key, problem.params, 'proxyIdCard');
    if (doc.length > 500 || keyOfUrl(doc) === null) throw refuse(i, 'assembly.proxyDocument', {}, 'proxyDocument');
    return { proxyName: name, proxyIdCard: idCard, proxyDocument: doc };
  });
}

/**
 * After a batch is written (same transaction): no proxy of the batch carries
 * more owners than the rules allow. Counted on the meeting's current ballots,
 * so an owner whose proxy ballot was replaced by their own no longer counts
 * against the proxy; a refusal rolls the batch back.
 */
export async function refuseOverloadedProxies(ctx: Ctx, meetingId: number, rules: FrozenRules, idCards: readonly (string | null)[]): Promise<void> {
  const max = rules.maxOwnersPerProxy;
  const cards = [...new Set(idCards.filter((c): c is string => !!c))];
  if (max === null || max === undefined || cards.length === 0) return;
  const rows = await ctx.db.voteRecord.findMany({
    where: { meetingId, replacedAt: null, proxyIdCard: { in: cards } },
    select: { proxyIdCard: true, proxyName: true, ownerKey: true },
    distinct: ['proxyIdCard', 'ownerKey'],
  });
  const owners = new Map<string, { name: string; n: number }>();
  for (const r of rows) {
    // The refusal names the proxy as staff may read it (crud/personal.ts): masked for who may not read residents.
    const o = owners.get(r.proxyIdCard!) ?? { name: String(r.proxyName ? shownPersonal(ctx, 'name', r.proxyName) : shownPersonal(ctx, 'idCard', r.proxyIdCard!)), n: 0 };
    o.n += 1;
    owners.set(r.proxyIdCard!, o);
  }
  for (const { name, n } of owners.values()) if (n > max) throw new AppError('assembly.proxyTooMany', { name, owners: n, max }, 1001, 'proxyIdCard');
}

// ------------------------------------------------------------------ the matter and its lapse

/**
 * "The same matter" (docs/assembly-rules.md): a meeting about a repair or an
 * election is that repair or election (relationType + relationId); every
 * vote item is also a matter by its name as people read it (core/fold.ts:
 * NFKC, invisible characters removed, blanks collapsed, case folded), so a
 * general matter tabled again under the same item name in the same
 * community is the same matter, however it is spelt.
 */
export function matterKeys(m: { relationType: number; relationId: number | null }, itemNames: readonly string[]): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  if (m.relationId && (m.relationType === RELATION_REPAIR || m.relationType === RELATION_ELECTION)) out.push({ key: `relation:${m.relationType}:${m.relationId}`, label: `#${m.relationId}` });
  for (const name of itemNames) {
    const folded = foldName(name);
    if (folded) out.push({ key: `item:${folded}`, label: name.trim() });
  }
  return out;
}

/**
 * The keys a recorded matter answers to: the key it was recorded with, and
 * for an item its name folded as now (a termination recorded before the
 * folding changed still bars the same name).
 */
function recordedKeys(x: { key?: unknown; label?: unknown }): string[] {
  const key = typeof x.key === 'string' ? x.key : '';
  return key.startsWith('item:') ? [key, `item:${foldName(typeof x.label === 'string' ? x.label : key.slice(5))}`] : [key];
}

const YEAR_MS = 365 * 24 * 3600_000;

/** A recorded matter's name: an item's name, or the title of the repair or election it is. */
async function matterName(ctx: Ctx, x: { key: string; label: string }): Promise<string> {
  const relation = /^relation:(\d+):(\d+)$/.exec(x.key);
  if (!relation) return x.label;
  const [type, id] = [Number(relation[1]), Number(relation[2])];
  const row = type === RELATION_REPAIR ? await ctx.db.repairInfo.findUnique({ where: { id }, select: { title: true } }) : type === RELATION_ELECTION ? await ctx.db.electionInfo.findUnique({ where: { id }, select: { title: true } }) : null;
  return row?.title ? `${row.title}（${x.label}）` : x.label;
}

/**
 * Records the termination of a counted meeting's items (stage log kind 2,
 * note: the items and the matters terminated). Called as the count is
 * frozen.
 */
export async function recordTermination(ctx: Ctx, m: { id: number; status: number; relationType: number; relationId: number | null }, items: { itemId: number; name: string }[]): Promise<void> {
  if (items.length === 0) return;
  const matters = matterKeys(m, items.map((i) => i.name));
  await ctx.db.meetingStageLog.create({
    data: { meetingId: m.id, fromStage: m.status, toStage: m.status, kind: LOG_TERMINATE, userId: ctx.viewer?.userId ?? null, note: { items: items.map((i) => i.itemId), matters } as Prisma.InputJsonValue },
  });
}

/**
 * Why this meeting may not open voting: one of its matters was terminated in
 * the community less than a year ago, and no override is recorded on it.
 * Answers refusals for meeting-flow's guard of entering 投票.
 */
export async function lapseRefusals(ctx: Ctx, m: { id: number; areaId: number; relationType: number; relationId: number | null }, itemNames: readonly string[], now: Date): Promise<{ key: MessageKey; params?: Record<string, unknown> }[]> {
  const since = new Date(now.getTime() - YEAR_MS);
  const terminations = await ctx.db.meetingStageLog.findMany({
    where: { kind: LOG_TERMINATE, createTime: { gt: since }, meetingId: { not: m.id }, meeting: { areaId: m.areaId } },
    select: { note: true, createTime: true, meeting: { select: { id: true, name: true } } },
    orderBy: { id: 'desc' },
  });
  if (terminations.length === 0) return [];
  const mine = new Map(matterKeys(m, itemNames).map((k) => [k.key, k.label]));
  for (const t of terminations) {
    const note = t.note as { matters?: unknown } | null;
    const matters = Array.isArray(note?.matters) ? (note.matters as { key: string; label: string }[]) : [];
    let hit: { key: string; label: string } | undefined;
    let mineKey: string | undefined;
    for (const x of matters) {
      mineKey = recordedKeys(x).find((k) => mine.has(k));
      if (mineKey) {
        hit = x;
        break;
      }
    }
    if (!hit || !mineKey) continue;
    const override = await ctx.db.meetingStageLog.findFirst({ where: { meetingId: m.id, kind: LOG_OVERRIDE }, select: { id: true } });
    if (override) return [];
    // The refusal names the earlier matter as it was recorded, its meeting and the day it was terminated.
    return [{ key: 'assembly.matterBarred', params: { mine: mine.get(mineKey) ?? hit.label, matter: await matterName(ctx, hit), meeting: t.meeting.name, meetingId: t.meeting.id, date: t.createTime.toISOString().slice(0, 10) } }];
  }
  return [];
}

/**
 * The owners' committee the override must name two thirds of: the
 * candidates elected by the community's most recently counted election
 * (meeting.election.elected of its latest counted election meeting).
 */
export async function committeeOf(ctx: Ctx, areaId: number): Promise<{ meetingId: number; members: { id: number; name: string | null }[] } | null> {
  const meetings = await ctx.db.meetingInfo.findMany({
    where: { areaId, relationType: RELATION_ELECTION, status: { gte: COUNTING } },
    select: { id: true, election: true },
    orderBy: { id: 'desc' },
    take: 20,
  });
  const counted = meetings
    .map((x) => ({ id: x.id, election: x.election as { elected?: unknown; countedAt?: unknown } | null }))
    .filter((x) => Array.isArray(x.election?.elected) && (x.election!.elected as unknown[]).length > 0)
    .sort((a, b) => String(b.election!.countedAt ?? '').localeCompare(String(a.election!.countedAt ?? '')) || b.id - a.id)[0];
  if (!counted) return null;
  const ids = (counted.election!.elected as unknown[]).filter((v): v is number => Number.isInteger(v));
  const rows = await ctx.db.electionCandidate.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return { meetingId: counted.id, members: ids.map((id) => ({ id, name: rows.find((r) => r.id === id)?.name ?? null })) };
}

/** Committee members needed for an override: two thirds, rounded up. */
export function overrideQuorum(committee: number): number {
  return Math.ceil((committee * 2) / 3);
}
