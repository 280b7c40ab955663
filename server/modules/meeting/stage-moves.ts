/**
 * How an owners' meeting moves through its stages (docs/stages.md): what
 * guards entering or leaving a stage and what entering or leaving it does,
 * keyed by the stage values of the stage table (core/stages.ts, the facts:
 * value, GraphQL name, zh-cn name, public notice). A meeting moves one
 * stage forward at a time, never back, by `next` (nextStage below, which
 * reads only these two tables); every move is recorded.
 *
 * Guards (docs/meetings.md "Stages"):
 * - leaving a public-notice stage (1, 3, 5, 7, 9) needs a published notice of that stage;
 * - election meetings (relationType 2) need approved working-group members to
 *   leave stage 2, and approved candidates to leave stage 4 (as many as the
 *   seats for 等额, more for 差额); other meetings pass stages 2 and 4 freely;
 * - entering 6 (voting) needs a vote item, voteStartTime < voteEndTime,
 *   voteEndTime in the future and a house in the community; the participants
 *   and the assembly rules are frozen then, and the ballot record states them
 *   with the items (an `opened` event);
 * - leaving 6 needs voteEndTime passed or every participant to have voted on
 *   every item; it closes the ballot box;
 * - entering 8 (counting) computes and freezes every item's result, which the
 *   ballot record states (a `counted` event, whose hash is the frozen head);
 * - nothing follows 10.
 */
import type { MessageKey } from '../../kernel/i18n/messages.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { COUNTING, LAST_STAGE, RELATION_ELECTION, STAGE_TABLE, STAGES, stageOf, VOTING } from '../../core/stages.ts';
import { ballotBoxOf, countAndFreeze, electionOfMeeting, ensureCandidateItems, freezeParticipants, meetingInScope, officialCount, publishVoting, type Meeting } from './meeting-flow.ts';
import { freezeRules, lapseRefusals } from './assembly.ts';
import { chainOpening } from './ballot-chain.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';
import { stageValueLabels } from './stage-labels.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

const stageValue = (key: string): number => STAGE_TABLE.find((s) => s.key === key)!.value;
const WORKING_GROUP = stageValue('WORKING_GROUP');
const CANDIDATES = stageValue('CANDIDATES');

/** Why a meeting cannot move now: a message key with its parameters. */
export interface Refusal {
  key: MessageKey;
  params?: Record<string, unknown>;
}

/** A guard: why the meeting (as stored before the move) cannot make it now, or []. */
export type StageGuard = (ctx: Ctx, m: Meeting, now: Date) => Promise<Refusal[]>;
/** An effect written with the move: the meeting's columns it sets in the same guarded update (it may write other rows first). */
export type StageWrite = (ctx: Ctx, m: Meeting, now: Date) => Promise<Record<string, unknown>>;
/** An effect after the move is recorded, on the meeting as moved. */
export type StageAfter = (ctx: Ctx, moved: Meeting) => Promise<void>;

/** What a stage guards and does (its facts: core/stages.ts). */
export interface StageMoves {
  /** Why the meeting cannot leave it now (besides the notice of a public-notice stage). */
  leaveGuard?: StageGuard;
  /** Why the meeting cannot enter it now. */
  enterGuard?: StageGuard;
  /** What leaving it writes with the move. */
  onLeave?: StageWrite;
  /** What entering it writes with the move. */
  onEnter?: StageWrite;
  /** What entering it does once the move is recorded. */
  afterEnter?: StageAfter;
}

// ---------------------------------------------------------------- guards

/** 改选小组: an election meeting needs an approved working-group member. */
const groupApproved: StageGuard = async (ctx, m) => {
  if (m.relationType !== RELATION_ELECTION) return [];
  return (await ctx.db.electionGroup.count({ where: { meetingId: m.id, status: 1 } })) === 0 ? [{ key: 'meeting.noGroup' }] : [];
};

/** 候选: an election meeting needs approved candidates, as many as the seats (等额) or more (差额). */
const candidatesApproved: StageGuard = async (ctx, m) => {
  if (m.relationType !== RELATION_ELECTION) return [];
  const election = await electionOfMeeting(ctx, m);
  const seats = election?.memberCount ?? 0;
  const approved = await ctx.db.electionCandidate.count({ where: { meetingId: m.id, status: 1 } });
  const competitive = election?.type === 1;
  if (seats <= 0) return [{ key: 'meeting.noSeats' }];
  if (competitive ? approved <= seats : approved !== seats) return [{ key: competitive ? 'meeting.candidatesCompetitive' : 'meeting.candidatesEqual', params: { seats, approved } }];
  return [];
};

/** 投票 opens: something to vote on, a window still open, houses, and every house with an area that can weigh its vote. */
const votingCanOpen: StageGuard = async (ctx, m, now) => {
  const out: Refusal[] = [];
  const items = await ctx.db.voteItem.count({ where: { meetingId: m.id } });
  const candidates = m.relationType === RELATION_ELECTION ? await ctx.db.electionCandidate.count({ where: { meetingId: m.id, status: 1 } }) : 0;
  if (items === 0 && candidates === 0) out.push({ key: 'meeting.noItems' });
  if (!m.voteStartTime || !m.voteEndTime || m.voteStartTime.getTime() >= m.voteEndTime.getTime()) out.push({ key: 'meeting.voteWindow' });
  else if (m.voteEndTime.getTime() <= now.getTime()) out.push({ key: 'meeting.voteEndPassed' });
  if ((await ctx.db.areaHouse.count({ where: { areaId: m.areaId } })) === 0) out.push({ key: 'meeting.noHouses' });
  // Every participant's area weighs its owner's vote: a missing or non-positive one would count wrongly (or not at all).
  const badArea = { areaId: m.areaId, OR: [{ privateArea: null }, { privateArea: { lte: 0 } }] };
  const bad = await ctx.db.areaHouse.count({ where: badArea });
  if (bad > 0) {
    const first = await ctx.db.areaHouse.findMany({ where: badArea, orderBy: [{ buildingNo: 'asc' }, { unitNo: 'asc' }, { houseNo: 'asc' }, { id: 'asc' }], take: 5, select: { id: true, buildingNo: true, unitNo: true, houseNo: true } });
    // A house saved before the house rules may have no number at all: it is named by its ID then, never by nothing.
    // A list: the message joins it as the reader's language lists things (kernel/i18n/messages.ts).
    const houses = first.map((h) => [h.buildingNo, h.unitNo, h.houseNo].filter((v) => v && v.trim()).join('-') || `ID ${h.id}`);
    if (bad > first.length) houses.push('…');
    out.push({ key: 'meeting.houseArea', params: { count: bad, houses } });
  }
  // A matter terminated in the community less than a year ago may not be tabled again without a recorded override (assembly.ts).
  const names = (await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { name: true } })).map((i) => i.name);
  out.push(...(await lapseRefusals(ctx, m, names, now)));
  return out;
};

/** 投票 closes: its window is over, or every owner has voted on every item. */
const votingOver: StageGuard = async (ctx, m, now) => {
  if (m.voteEndTime && m.voteEndTime.getTime() <= now.getTime()) return [];
  const snapshot = await officialCount(ctx, m);
  const missing = snapshot.participation.totalOwners - snapshot.participation.votedAllOwners;
  return snapshot.participation.votedAllOwners < snapshot.participation.totalOwners ? [{ key: 'meeting.votingOpen', params: { missing } }] : [];
};

// ---------------------------------------------------------------- effects

/** Voting opens: an election's candidates become items, the participants are frozen, the ballot box opens. */
const openVoting: StageWrite = async (ctx, m, now) => {
  await ensureCandidateItems(ctx, m);
  // The assembly rules the meeting counts with are frozen with its participants (assembly.ts).
  return { joins: await freezeParticipants(ctx, m), vote: { ...ballotBoxOf(m), openedAt: now.toISOString() }, assemblyRules: await freezeRules(ctx, m, now) };
};

/** Voting opened (the move is recorded): the ballot record states the electorate, rules and items just frozen (ballot-chain.ts). */
const chainOpened: StageAfter = async (ctx, moved) => chainOpening(ctx, moved, moved.relationType === RELATION_ELECTION ? await electionOfMeeting(ctx, moved) : null);

/** Leaving voting closes the ballot box, unless it closed already (its window passed: closeExpiredBallotBoxes): the first closing time is the one that counts. */
const closeVoting: StageWrite = async (_ctx, m, now) => ({ vote: { ...ballotBoxOf(m), closedAt: ballotBoxOf(m).closedAt ?? now.toISOString() } });

// ---------------------------------------------------------------- the table

/** The guards and effects of each stage by value (stages not named here pass freely and do nothing). */
const STAGE_MOVES: Readonly<Record<number, StageMoves>> = {
  [WORKING_GROUP]: { leaveGuard: groupApproved },
  [CANDIDATES]: { leaveGuard: candidatesApproved },
  [VOTING]: { enterGuard: votingCanOpen, onEnter: openVoting, afterEnter: chainOpened, leaveGuard: votingOver, onLeave: closeVoting },
  [COUNTING]: { afterEnter: (ctx, moved) => countAndFreeze(ctx, moved) },
};

const movesOf = (value: number): StageMoves => STAGE_MOVES[value] ?? {};

// ---------------------------------------------------------------- the move

/**
 * Why the meeting cannot leave its stage now (message keys), or []: the
 * guards of the stage table (stages.ts), in the order leaving comes before
 * entering: the notice of a public-notice stage, the stage's own guard for
 * leaving it, then the next stage's guard for entering it.
 */
async function refusals(ctx: Ctx, m: Meeting, now: Date): Promise<Refusal[]> {
  const from = stageOf(m.status);
  const to = stageOf(m.status + 1);
  if (!from || !to || m.status >= LAST_STAGE) return [{ key: 'meeting.finished' }];
  const out: Refusal[] = [];
  if (from.notice) {
    const notice = await ctx.db.meetingNotice.findFirst({ where: { meetingId: m.id, type: from.value, isPublish: 1 }, select: { id: true } });
    if (!notice) out.push({ key: 'meeting.noticeNotPublished', params: { stage: STAGES[from.value] } });
  }
  const leave = movesOf(from.value).leaveGuard;
  const enter = movesOf(to.value).enterGuard;
  if (leave) out.push(...(await leave(ctx, m, now)));
  if (enter) out.push(...(await enter(ctx, m, now)));
  return out;
}

/** The reasons a move is refused, translated, for the stepper of the client. */
export async function nextRefusals(ctx: Ctx, meetingId: unknown): Promise<string[]> {
  const m = await meetingInScope(ctx, meetingId);
  return (await refusals(ctx, m, new Date())).map((r) => ctx.t(r.key, r.params));
}

/** Moves the meeting one stage forward; answers the new stage. Concurrent moves move it once. */
export async function nextStage(ctx: Ctx, meetingId: unknown): Promise<number> {
  const m = await meetingInScope(ctx, meetingId, 'write');
  const now = new Date();
  const reasons = await refusals(ctx, m, now);
  if (reasons.length) throw new AppError('meeting.cannotMove', { reasons: reasons.map((r) => ctx.t(r.key, r.params)).join('；') });
  const from = m.status;
  const to = from + 1;
  // What leaving and entering write goes with the stage, in the one guarded update below (STAGE_MOVES).
  const data: Record<string, unknown> = { status: to, ...(await movesOf(from).onLeave?.(ctx, m, now)), ...(await movesOf(to).onEnter?.(ctx, m, now)) };
  // Only one of two concurrent moves finds the stage it started from.
  const { count } = await ctx.db.meetingInfo.updateMany({ where: { id: m.id, status: from }, data: data as Prisma.MeetingInfoUncheckedUpdateManyInput });
  if (count !== 1) throw new AppError('meeting.movedMeanwhile');
  await ctx.db.meetingStageLog.create({ data: { meetingId: m.id, fromStage: from, toStage: to, userId: ctx.viewer?.userId ?? null } });
  const moved = { ...m, ...data } as Meeting;
  await movesOf(to).afterEnter?.(ctx, moved);
  publishVoting(ctx, m.id);
  return to;
}

/** zh-tw and en names of a meeting's stage history: no entity declares MeetingStageLog. */
registerLabels('MeetingStageLog', {
  name: { 'zh-tw': '會議階段記錄', en: 'Meeting stage log' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
    fromStage: { 'zh-tw': '原階段', en: 'From stage' },
    toStage: { 'zh-tw': '新階段', en: 'To stage' },
    userId: { 'zh-tw': '操作人ID', en: 'Operator ID' },
    ...stageValueLabels('fromStage'),
    ...stageValueLabels('toStage'),
    kind: { 'zh-tw': '類型', en: 'Kind' },
    'kind.0': { 'zh-tw': '階段變更', en: 'Stage move' },
    'kind.1': { 'zh-tw': '延長投票', en: 'Voting extended' },
    'kind.2': { 'zh-tw': '終止表決', en: 'Vote terminated' },
    'kind.3': { 'zh-tw': '重新表決許可', en: 'Re-vote override' },
    note: { 'zh-tw': '說明', en: 'Note' },
  },
});
