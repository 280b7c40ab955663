/**
 * A meeting's detail. Over GraphQL it is the meeting itself (meetingInfoDetail
 * answers the MeetingInfo node), whose fields lead to everything the detail
 * screen shows: notices, items with their counts (liveCount while voting),
 * participants, turnout, ballot box, stage history, community, seats. Over
 * REST it keeps the legacy object, formatted from those fields: the
 * meeting's columns with `areaName`, `stageName`, `participants`,
 * `ballotBox`, `seats`, `notices`, `items` (count: the live count while
 * voting), `participation` and `history` (with the stages' names).
 */
import type { Ctx } from '../../kernel/context.ts';
import { votingSnapshot, type MeetingHead, type VotingSnapshot } from './voting-state.ts';
import { STAGES } from '../../core/stages.ts';

/** The columns the live state of a meeting needs. */
export const HEAD = ['id', 'status', 'vote'] as const;

const snapshots = new WeakMap<object, Map<number, Promise<VotingSnapshot>>>();

/** The live state of a meeting, once per request however many fields ask for it. */
export function snapshotOf(ctx: Ctx, m: MeetingHead): Promise<VotingSnapshot> {
  let byMeeting = snapshots.get(ctx);
  if (!byMeeting) snapshots.set(ctx, (byMeeting = new Map()));
  let s = byMeeting.get(m.id);
  if (!s) byMeeting.set(m.id, (s = votingSnapshot(ctx, m)));
  return s;
}

/**
 * The REST detail's selection: the meeting's row, its parts as connections
 * (sized for what a meeting holds: a notice per stage, a stage log per move,
 * items by the hundred; the GraphQL cost limit prices each page by its size).
 */
export function DETAIL_SELECTION(rows: (type: string, extras?: string[]) => string): string {
  return [
    rows('MeetingInfo', ['areaName', 'stageName', 'participantCount', 'seats']).replace(/(^| )joins \{[^}]*\}/, ''),
    `participation { totalArea totalOwners votedAnyArea votedAnyOwners votedAllArea votedAllOwners }`,
    `notices(first: 20) { edges { node { ${rows('MeetingNotice')} } } }`,
    `voteItems(first: 150) { edges { node { ${rows('VoteItem', ['liveCount { rule totalArea totalOwners votingArea votingOwners agreeArea agreeOwners disagreeArea disagreeOwners abstainArea abstainOwners quorumMet passed }'])} } } }`,
    `stageLogs(first: 50) { edges { node { rowId meetingId fromStage toStage userId userName createTime updateTime } } }`,
  ].join(' ');
}

/** A row of the formatted detail answer. */
type DetailRow = Record<string, unknown>;
const nodes = (conn: unknown): DetailRow[] => ((conn as { edges?: { node: DetailRow }[] } | null)?.edges ?? []).map((e) => e.node);

/** The legacy detail object from the formatted answer of DETAIL_SELECTION. */
export function legacyDetail(v: DetailRow): unknown {
  const { participation, notices, voteItems, stageLogs, participantCount, ...meeting } = v;
  return {
    ...meeting,
    participants: participantCount,
    ballotBox: meeting.vote ?? {},
    notices: nodes(notices).sort((a, b) => (Number(a.type ?? 0) - Number(b.type ?? 0)) || (a.id as number) - (b.id as number)),
    items: nodes(voteItems).map(({ liveCount, ...item }) => ({ ...item, count: item.count ?? liveCount ?? null })),
    participation,
    history: nodes(stageLogs).map(({ rowId, ...h }) => ({ id: rowId, ...h, fromName: STAGES[h.fromStage as number], toName: STAGES[h.toStage as number] })),
  };
}
