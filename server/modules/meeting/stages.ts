/**
 * The 11 stages of an owners' meeting as one table (docs/stages.md): each
 * stage's value (meeting status, notice type and template stage share
 * them), its GraphQL name (the MeetingStage enum), its zh-cn name (other
 * languages: the MeetingInfo.status labels), whether it is a public-notice
 * stage, what guards entering or leaving it and what entering or leaving
 * it does. A meeting moves one stage forward at a time, never back, by
 * `next` (meeting-flow.ts nextStage, which reads only this table); every
 * move is recorded. The client reads the same facts from
 * client/src/meta/stages.json, printed from this table by `npm run
 * schema:print`.
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
import { fieldLabel } from '../../kernel/i18n/labels.ts';
import type { Lang, MessageKey } from '../../kernel/i18n/messages.ts';
import type { Ctx } from '../../kernel/context.ts';
import { declareEnum } from '../../crud/shapes.ts';
// Called only when a meeting moves (never while the modules load), so the import cycle with meeting-flow.ts is harmless.
import { ballotBoxOf, countAndFreeze, electionOfMeeting, ensureCandidateItems, freezeParticipants, freezeRules, lapseRefusals, officialCount, type Meeting } from './meeting-flow.ts';
import { chainOpening } from './ballot-chain.ts';

/** Meeting relationType: 0 一般事务, 1 维修, 2 选举. */
export const RELATION_ELECTION = 2;
export const RELATION_REPAIR = 1;

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

export interface Stage {
  value: number;
  /** Its value name in the GraphQL enum MeetingStage. */
  key: string;
  /** zh-cn name, as the schema's status labels say it (other languages: MeetingInfo.status.<value> labels). */
  name: string;
  /** A public-notice stage: leaving it needs a published notice of it; notices and notice templates are written for it. */
  notice: boolean;
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

export const STAGE_TABLE: readonly Stage[] = [
  { value: 0, key: 'PROJECT_SETUP', name: '立项', notice: false },
  { value: 1, key: 'PUBLIC_NOTICE_1', name: '公示公告1', notice: true },
  { value: 2, key: 'WORKING_GROUP', name: '改选小组', notice: false, leaveGuard: groupApproved },
  { value: 3, key: 'PUBLIC_NOTICE_2', name: '公示公告2', notice: true },
  { value: 4, key: 'CANDIDATES', name: '候选', notice: false, leaveGuard: candidatesApproved },
  { value: 5, key: 'PUBLIC_NOTICE_3', name: '公示公告3', notice: true },
  { value: 6, key: 'VOTING', name: '投票', notice: false, enterGuard: votingCanOpen, onEnter: openVoting, afterEnter: chainOpened, leaveGuard: votingOver, onLeave: closeVoting },
  { value: 7, key: 'PUBLIC_NOTICE_4', name: '公示公告4', notice: true },
  { value: 8, key: 'COUNTING', name: '统计', notice: false, afterEnter: (ctx, moved) => countAndFreeze(ctx, moved) },
  { value: 9, key: 'PUBLIC_NOTICE_5', name: '公示公告5', notice: true },
  { value: 10, key: 'CLOSED', name: '结项', notice: false },
];

// The table is indexed by value: a stage's place is its value.
STAGE_TABLE.forEach((s, i) => {
  if (s.value !== i) throw new Error(`stages.ts: stage ${s.key} has value ${s.value} at place ${i}`);
});

/** The stage of a value, or undefined outside 0…10. */
export const stageOf = (value: number): Stage | undefined => STAGE_TABLE[value];

function valueOf(key: string): number {
  const s = STAGE_TABLE.find((x) => x.key === key);
  if (!s) throw new Error(`stages.ts: no stage ${key}`);
  return s.value;
}

/** zh-cn names by value. */
export const STAGES = STAGE_TABLE.map((s) => s.name);
export const LAST_STAGE = STAGE_TABLE.length - 1;
export const VOTING = valueOf('VOTING');
export const COUNTING = valueOf('COUNTING');
export const NOTICE_STAGES: readonly number[] = STAGE_TABLE.filter((s) => s.notice).map((s) => s.value);

export function isNoticeStage(stage: number): boolean {
  return stageOf(stage)?.notice ?? false;
}

/** A stage's name in the reader's language (the meeting status labels of the schema). */
export function stageName(lang: Lang, status: number): string {
  return (lang === 'zh-cn' ? undefined : fieldLabel(lang, 'MeetingInfo', `status.${status}`)) ?? STAGES[status] ?? String(status);
}

/**
 * The GraphQL enum of the stages (statusEnum of a meeting, stageEnum of a
 * template), from this table; the columns naming it must label the same
 * values with the same names in prisma/schema.prisma.
 */
export const MeetingStageEnum = declareEnum(
  'MeetingStage',
  `会议阶段 (server/modules/meeting/stages.ts): ${STAGE_TABLE.map((s) => `${s.value} ${s.name}`).join(', ')}; public-notice stages ${NOTICE_STAGES.join(', ')}`,
  STAGE_TABLE.map((s) => ({ key: s.key, value: s.value, label: s.name, description: `${s.value} ${s.name} (${fieldLabel('en', 'MeetingInfo', `status.${s.value}`)})` })),
);

/** The facts the client reads (client/src/meta/stages.json): no names (the client has them in every language from entities.json). */
export function stagesMetaText(): string {
  return `${JSON.stringify(
    STAGE_TABLE.map((s) => ({ value: s.value, key: s.key, notice: s.notice })),
    null,
    2,
  )}\n`;
}
