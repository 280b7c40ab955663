/**
 * The owners' meeting as a process (stage moves with their guards:
 * stage-moves.ts, which calls into this file): the participants frozen when voting opens, votes and their
 * replacement, the ballot box, counting and the live snapshot of a vote.
 * Every function takes the request's context and works in its unit of work.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../kernel/errors.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';
import type { Ctx } from '../../kernel/context.ts';
import { afterCommit } from '../../kernel/unit-of-work.ts';
import { rowScope } from '../../crud/where.ts';
import { entityByModel } from '../../crud/entity.ts';
import { isRowId } from '../../crud/ids.ts';
import { countItem, electSeats, ownerKey, participation, type Ballot } from '../../core/counting.ts';
import { drawWithSeed } from './draw.ts';
import { RELATION_ELECTION, VOTING } from '../../core/stages.ts';
import { ballotBoxOf, participantsFor, pushVoting, ruleOf, type Participant } from './voting-state.ts';
import { chainCount, chainVotes } from './ballot-chain.ts';
import { refuseForeignFiles } from '../../files/own-files.ts';
import { BAD_CHOICE_MESSAGE, CHOICE_FIELD, isVoteChoice } from '../../core/vote-choice.ts';
import { frozenRulesOf, proxyColumns, proxyOwnersByItem, recordTermination, refuseOverloadedProxies, ruledCount, type ProxyInput } from './assembly.ts';
import { RESULT_TERMINATED } from '../../core/ruled-count.ts';
import { frozenResult } from '../../core/ruled-count.ts';
import { countBallots } from '../../kernel/metrics.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { jsonInput } from '../../crud/json.ts';

export { ballotBoxOf, participantsFor, ruleOf, votingSnapshot, type BallotBox, type Participant, type VotingSnapshot } from './voting-state.ts';

/** A meeting as the process reads it (the stage guards and effects of stage-moves.ts too). */
export type Meeting = {
  id: number;
  areaId: number;
  status: number;
  relationType: number;
  relationId: number | null;
  voteStartTime: Date | null;
  voteEndTime: Date | null;
  /** Read only where needed (5,000 participants are a large value): see participantsFor. */
  joins?: unknown;
  vote: unknown;
  election: unknown;
  /** The assembly rules frozen when voting opened (../meeting/assembly.ts). */
  assemblyRules?: unknown;
};

/** The meeting if the request may read it (or change it, for 'write'); else "not found". */
export async function meetingInScope(ctx: Ctx, id: unknown, purpose: 'read' | 'write' = 'read'): Promise<Meeting> {
  const meetingId = Number(id);
  if (!isRowId(meetingId)) throw new AppError('validation.notFound', {}, 1001, 'meetingId');
  const scope = await rowScope(ctx, entityByModel('MeetingInfo')!, purpose);
  const m = await ctx.db.meetingInfo.findFirst({ where: { AND: [{ id: meetingId }, ...scope] }, omit: { joins: true } });
  if (!m) throw new AppError('validation.notFound', {}, 1001, 'meetingId');
  return m as Meeting;
}

/** Freezes the participants: every house of the community, as it is now. */
export async function freezeParticipants(ctx: Ctx, meeting: Pick<Meeting, 'areaId'>): Promise<Participant[]> {
  const houses = await ctx.db.areaHouse.findMany({ where: { areaId: meeting.areaId }, orderBy: [{ buildingNo: 'asc' }, { unitNo: 'asc' }, { houseNo: 'asc' }, { id: 'asc' }] });
  return houses.map((h) => ({
    houseId: h.id,
    ownerName: h.ownerName,
    phone: h.phone,
    buildingNo: h.buildingNo,
    unitNo: h.unitNo,
    houseNo: h.houseNo,
    privateArea: h.privateArea === null ? null : h.privateArea.toFixed(2),
    ownerKey: ownerKey({ houseId: h.id, ownerName: h.ownerName, phone: h.phone }),
  }));
}

/** The current (not replaced) ballots of a meeting, by item. */
export async function currentBallots(ctx: Ctx, meetingId: number): Promise<Map<number, Ballot[]>> {
  const rows = await ctx.db.voteRecord.findMany({ where: { meetingId, replacedAt: null }, select: { itemId: true, houseId: true, result: true, createTime: true, id: true, proxyName: true, channel: true }, orderBy: { id: 'asc' } });
  const out = new Map<number, Ballot[]>();
  for (const r of rows) {
    if (r.houseId === null) continue;
    const list = out.get(r.itemId) ?? [];
    list.push({ houseId: r.houseId, result: r.result as 0 | 1 | 2, at: r.createTime, proxy: r.proxyName, channel: r.channel });
    out.set(r.itemId, list);
  }
  return out;
}

/** Pushes the meeting's live count to its subscribers once the request has committed (the answer waits for the push). */
export function publishVoting(ctx: Ctx, meetingId: number): void {
  afterCommit(ctx.db, () => pushVoting(ctx, meetingId));
}

async function electionOf(ctx: Ctx, m: Meeting) {
  if (m.relationType !== RELATION_ELECTION) return null;
  return electionOfMeeting(ctx, m);
}

/**
 * The election a meeting names (relationId, which has no relation and may
 * name any id: only an election of the meeting's own community counts), else
 * the election that names the meeting.
 */
export async function electionOfMeeting(ctx: Ctx, m: Pick<Meeting, 'id' | 'areaId' | 'relationId'>) {
  if (m.relationId) {
    const byRelation = await ctx.db.electionInfo.findFirst({ where: { id: m.relationId, areaId: m.areaId } });
    if (byRelation) return byRelation;
  }
  return ctx.db.electionInfo.findFirst({ where: { meetingId: m.id } });
}

async function electionSeats(ctx: Ctx, m: Meeting): Promise<number> {
  return (await electionOf(ctx, m))?.memberCount ?? 0;
}

/** Election meetings vote on their approved candidates: one item each (majority rule), made when voting opens. */
export async function ensureCandidateItems(ctx: Ctx, m: Meeting): Promise<void> {
  if (m.relationType !== RELATION_ELECTION) return;
  const candidates = await ctx.db.electionCandidate.findMany({ where: { meetingId: m.id, status: 1 }, orderBy: { id: 'asc' } });
  const existing = new Set((await ctx.db.voteItem.findMany({ where: { meetingId: m.id, candidateId: { not: null } }, select: { candidateId: true } })).map((i) => i.candidateId));
  const missing = candidates.filter((c) => !existing.has(c.id));
  if (missing.length) {
    await ctx.db.voteItem.createMany({
      data: missing.map((c) => ({ meetingId: m.id, candidateId: c.id, name: c.name ?? `#${c.id}`, description: c.introduction, passRule: 'majority' })),
    });
  }
}

/**
 * The count on which decisions rest (closing the vote, the frozen results):
 * every current ballot read afresh, not the live state of voting-state.ts,
 * which only feeds what people watch.
 */
export async function officialCount(ctx: Ctx, m: Meeting) {
  const [participants, items, ballots, proxies] = await Promise.all([
    participantsFor(ctx, m),
    ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true, passRule: true, name: true }, orderBy: { id: 'asc' } }),
    currentBallots(ctx, m.id),
    proxyOwnersByItem(ctx, m.id),
  ]);
  // Counted with the assembly rules frozen when voting opened (从众, proxies: ../meeting/assembly.ts).
  const rules = frozenRulesOf(m);
  const counted = (i: { id: number; passRule: string | null }) => {
    const raw = countItem(participants, ballots.get(i.id) ?? [], ruleOf(i.passRule));
    return ruledCount(participants, ballots.get(i.id) ?? [], ruleOf(i.passRule), raw, rules, proxies.get(i.id) ?? new Set());
  };
  return {
    rules,
    items: items.map((i) => ({ itemId: i.id, name: i.name, count: counted(i) })),
    participation: participation(participants, items.map((i) => ballots.get(i.id) ?? [])),
  };
}

/**
 * Counts and freezes every item; an election also gets its seats. The
 * ballot record states the result (a `counted` event: each item's result and
 * printed figures, the election's outcome) and its head is frozen with it;
 * `correction` names the correction a re-count follows.
 */
export async function countAndFreeze(ctx: Ctx, m: Meeting, correction: number | null = null): Promise<void> {
  const snapshot = await officialCount(ctx, m);
  // An extended vote still without a quorum is terminated (终止表决), not "not passed" (ruled-count.ts frozenResult).
  const frozen = snapshot.items.map((i) => ({ ...i, ...frozenResult(snapshot.rules, i.count) }));
  for (const item of frozen) await ctx.db.voteItem.update({ where: { id: item.itemId }, data: { result: item.result, count: jsonInput(item.count) } });
  await recordTermination(ctx, m, frozen.filter((i) => i.result === RESULT_TERMINATED));
  let election: { seats: number; elected: number[]; emptySeats: number; draws: unknown[] } | null = null;
  if (m.relationType === RELATION_ELECTION) {
    const seats = await electionSeats(ctx, m);
    const items = await ctx.db.voteItem.findMany({ where: { meetingId: m.id, candidateId: { not: null } }, select: { id: true, candidateId: true } });
    const byItem = new Map(snapshot.items.map((i) => [i.itemId, i.count]));
    // A re-count (a correction in the objection period) keeps the lot already drawn: the recorded
    // seed decides again, so a correction can never be used to draw a tie anew.
    const drawnSeed = (m.election as { draws?: { seed?: unknown }[] } | null)?.draws?.find((d) => typeof d.seed === 'string')?.seed as string | undefined;
    const draw = drawnSeed ? (among: number[], n: number) => ({ chosen: drawWithSeed(among, n, drawnSeed), seed: drawnSeed }) : recordedDraw;
    const outcome = electSeats(
      items.map((i) => ({ candidateId: i.candidateId!, count: byItem.get(i.id)! })),
      seats,
      draw,
    );
    election = { ...outcome, seats };
    await ctx.db.meetingInfo.update({ where: { id: m.id }, data: { election: { ...outcome, seats, countedAt: new Date().toISOString() } as Prisma.InputJsonValue } });
    const info = await electionOf(ctx, m);
    if (info) await ctx.db.electionInfo.update({ where: { id: info.id }, data: { status: 1 } });
  }
  // The count rests on the ballot record as it stands now: the chain states it, and its head (this statement's) is frozen with it.
  await chainCount(ctx, m.id, frozen, election, correction);
}

/**
 * A tie broken by lot, reproducibly: a random seed is drawn and recorded; the
 * candidates are ordered by SHA-256(seed:id) and the first ones win. Anyone
 * can recompute the outcome from the recorded seed.
 */
export function recordedDraw(among: number[], n: number): { chosen: number[]; seed: string } {
  const seed = randomBytes(16).toString('hex');
  return { chosen: drawWithSeed(among, n, seed), seed };
}

// The draw itself is draw.ts: the offline check of a vote table recomputes it.

/**
 * Closes the ballot boxes whose voting window has passed (for the scheduled
 * task): the meetings stay in stage 6 until someone moves them on, but no
 * vote is taken any more.
 */
export async function closeExpiredBallotBoxes(ctx: Ctx, now = new Date()): Promise<number> {
  const open = await ctx.db.meetingInfo.findMany({ where: { status: VOTING, voteEndTime: { lte: now } }, omit: { joins: true } });
  let closed = 0;
  for (const m of open) {
    const box = ballotBoxOf(m as Meeting);
    if (box.closedAt) continue;
    await ctx.db.meetingInfo.update({ where: { id: m.id }, data: { vote: { ...box, closedAt: now.toISOString() } as Prisma.InputJsonValue } });
    closed++;
  }
  return closed;
}

/**
 * An election ballot may agree with at most as many candidates as there are
 * seats: a ballot choosing more is void (the usual 选举办法 rule, and what
 * the seats mean in a 差额 election). It is refused at entry, before anything
 * is written, so a void ballot never enters the count. Checked on each
 * owner's ballot as it will stand: their current votes on the candidates with
 * this request's votes applied in order (a batch may move an agree from one
 * candidate to another).
 */
export async function refuseOverVotes(
  ctx: Ctx,
  m: Meeting,
  votes: VoteInput[],
  participants: ReadonlyMap<number, { ownerKey: string }>,
  candidateItems: ReadonlySet<number>,
  refuse: (i: number, key: MessageKey, params: Record<string, unknown>, field: string) => AppError,
): Promise<void> {
  const owners = [...new Set(votes.filter((v) => candidateItems.has(v.itemId)).map((v) => participants.get(v.houseId)!.ownerKey))];
  if (owners.length === 0) return;
  const seats = await electionSeats(ctx, m);
  const ballotOf = new Map<string, Map<number, number>>(owners.map((o) => [o, new Map()]));
  const current = await ctx.db.voteRecord.findMany({
    where: { meetingId: m.id, replacedAt: null, ownerKey: { in: owners }, itemId: { in: [...candidateItems] } },
    select: { ownerKey: true, itemId: true, result: true },
  });
  for (const r of current) if (r.ownerKey) ballotOf.get(r.ownerKey)?.set(r.itemId, r.result);
  const lastRowOf = new Map<string, number>();
  for (const [i, v] of votes.entries()) {
    if (!candidateItems.has(v.itemId)) continue;
    const owner = participants.get(v.houseId)!.ownerKey;
    ballotOf.get(owner)!.set(v.itemId, v.result);
    lastRowOf.set(owner, i);
  }
  for (const [owner, ballot] of ballotOf) {
    const agreed = [...ballot.values()].filter((r) => r === 0).length;
    if (agreed > seats) throw refuse(lastRowOf.get(owner)!, 'vote.overSeats', { seats, agreed }, 'result');
  }
}

export interface VoteInput extends ProxyInput {
  itemId: number;
  houseId: number;
  result: number;
  images?: unknown;
}

/**
 * Takes votes: only in stage 6, inside the voting window, with the ballot
 * box open, from frozen participants, on the meeting's items. A vote
 * replaces the same owner's earlier vote on the item (kept in history).
 * Answers the ids of the new records.
 */
export async function castVotes(ctx: Ctx, meetingId: unknown, votes: VoteInput[]): Promise<number[]> {
  if (votes.length === 0) throw new AppError('validation.required', { field: { label: '投票', name: 'votes' } }, 1001, 'votes');
  if (votes.length > 10000) throw new AppError('vote.tooMany', { max: 10000 });
  return castVotesIn(ctx, await meetingInScope(ctx, meetingId, 'write'), votes, null);
}

/** Where a ballot came from: null for a paper ballot entered by staff, 'online' for an owner's own vote (owner-ballot.ts). */
export type VoteChannel = 'online' | null;

/**
 * castVotes on a meeting already found in the caller's scope (staff: meetingInScope; an owner: the
 * meeting their voting credential names). Both channels follow the same rules and the same
 * "latest ballot counts" replacement, and both are stated in the ballot record.
 */
export async function castVotesIn(ctx: Ctx, m: Meeting, votes: VoteInput[], channel: VoteChannel): Promise<number[]> {
  // Serialises votes of one meeting (a second vote waits here until the first commits).
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${m.id} FOR UPDATE`;
  const now = Date.now();
  if (m.status !== VOTING) throw new AppError('vote.notVoting');
  if (ballotBoxOf(m).closedAt || !m.voteStartTime || !m.voteEndTime || now < m.voteStartTime.getTime() || now > m.voteEndTime.getTime()) throw new AppError('vote.outsideWindow');
  const participants = new Map((await participantsFor(ctx, m)).map((p) => [p.houseId, p]));
  const itemRows = await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true, candidateId: true } });
  const items = new Set(itemRows.map((i) => i.id));
  // A paper-ballot batch names the ballot that is wrong.
  const refuse = (i: number, key: MessageKey, params: Record<string, unknown>, field: string) =>
    votes.length > 1 ? new AppError('vote.inRow', { row: i + 1, reason: { key, params } }, 1001, field) : new AppError(key, params, 1001, field);
  for (const [i, v] of votes.entries()) {
    if (!items.has(v.itemId)) throw refuse(i, 'vote.unknownItem', {}, 'itemId');
    if (!participants.has(v.houseId)) throw refuse(i, 'vote.notParticipant', {}, 'houseId');
    // Every channel reaches here (paper, proxy, online): the one rule of a choice (vote-choice.ts).
    if (!isVoteChoice(v.result)) throw refuse(i, BAD_CHOICE_MESSAGE, { field: CHOICE_FIELD }, 'result');
  }
  if (m.relationType === RELATION_ELECTION) {
    const candidateItems = new Set(itemRows.filter((i) => i.candidateId !== null).map((i) => i.id));
    await refuseOverVotes(ctx, m, votes, participants, candidateItems, refuse);
  }
  // Ballot photos and proxy letters are files of this product: the declared file columns' one gate (files/own-files.ts).
  for (const [i, v] of votes.entries()) refuseForeignFiles('VoteRecord', v as unknown as Record<string, unknown>, ctx.publicUrl, (key, params, field) => refuse(i, key, params, field));
  // A ballot cast by a proxy, as the frozen rules allow (../meeting/assembly.ts).
  const rules = frozenRulesOf(m);
  const proxies = proxyColumns(rules, votes, refuse);
  const replacedAt = new Date();
  const rows = votes.map((v, i) => {
    const p = participants.get(v.houseId)!;
    return {
      ...proxies[i]!,
      meetingId: m.id,
      itemId: v.itemId,
      houseId: v.houseId,
      ownerKey: p.ownerKey,
      buildingNo: p.buildingNo,
      unitNo: p.unitNo,
      result: v.result,
      images: (v.images ?? undefined) as Prisma.InputJsonValue | undefined,
      operatorId: channel === 'online' ? null : (ctx.viewer?.userId ?? null),
      channel,
      replacedAt: null as Date | null,
    };
  });
  // The owners' current votes on these items are replaced: one statement per item, not per vote (a batch of paper ballots is thousands).
  const ownersByItem = new Map<number, Set<string>>();
  for (const r of rows) ownersByItem.set(r.itemId, (ownersByItem.get(r.itemId) ?? new Set()).add(r.ownerKey));
  const replaced: { id: number; itemId: number; ownerKey: string | null }[] = [];
  for (const [itemId, owners] of ownersByItem) {
    replaced.push(...(await ctx.db.voteRecord.updateManyAndReturn({ where: { itemId, ownerKey: { in: [...owners] }, replacedAt: null }, data: { replacedAt }, select: { id: true, itemId: true, ownerKey: true } })));
  }
  // Within the batch too, an owner's later vote on an item replaces the earlier one.
  const lastOf = new Map<string, number>();
  rows.forEach((r, i) => lastOf.set(`${r.itemId}\u0000${r.ownerKey}`, i));
  rows.forEach((r, i) => {
    if (lastOf.get(`${r.itemId}\u0000${r.ownerKey}`) !== i) r.replacedAt = replacedAt;
  });
  // Inserted in order, in chunks that stay far below the bind-parameter limit; ids follow the order of the votes.
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const created = await ctx.db.voteRecord.createManyAndReturn({ data: rows.slice(at, at + INSERT_CHUNK), select: { id: true } });
    ids.push(...created.map((c) => c.id).sort((a, b) => a - b));
  }
  await refuseOverloadedProxies(ctx, m.id, rules, proxies.map((p) => p.proxyIdCard));
  // The ballot record (a hash chain) states every new and every replaced record, in this transaction.
  await chainVotes(ctx, m.id, rows.map((r, i) => ({ ...r, id: ids[i]! })), replaced, replacedAt);
  publishVoting(ctx, m.id);
  // The metrics' ballots by channel (paper, proxy, online), counted once the transaction commits.
  countBallots(ctx.db, rows);
  return ids;
}

/** Vote records inserted per statement (ten columns each: well below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;
