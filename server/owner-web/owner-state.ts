/**
 * What the owner's ballot page shows (POST /vote/api/state and the state in
 * every answer of owner-ballot.ts; docs/owner-voting.md "States of the
 * page", "What owners read"): the page renders from it and never guesses.
 *
 * - `phase`, one of OWNER_PHASES, decided here only:
 *   notOpen (the box opens later: the page says when; items can be read,
 *   casting is refused with the opening time), open, extended (open again
 *   after an extension: the new deadline and the original one), closed (the
 *   recorded ballots), terminated (counted, every item terminated for want
 *   of a quorum after an extension), announced (a result announcement is
 *   published: a link to it, the items' results).
 * - Every rich text — the meeting's description, the items' texts, the
 *   published notices' contents — passes the ballot allow list
 *   (kernel/rich-text.ts) here, on output, whatever is stored; every other
 *   text is plain and the page renders it as text.
 * - Documents are named, never linked: the meeting's files and the
 *   attachments of its published notices (owner-files.ts), downloaded with
 *   POST /vote/api/file under the session.
 */
import type { Db } from '../kernel/context.ts';
import { AppError } from '../kernel/errors.ts';
import type { Lang } from '../kernel/i18n/messages.ts';
import { sanitizeRichText } from '../kernel/rich-text.ts';
import type { Meeting } from '../modules/meeting/meeting-flow.ts';
import { ballotBoxOf, type Participant } from '../modules/meeting/voting-state.ts';
import { frozenRulesOf } from '../modules/meeting/assembly.ts';
import { RESULT_TERMINATED } from '../core/ruled-count.ts';
import { NOTICE_TYPE } from '../modules/meeting/announcement.ts';
import { nameOf } from '../modules/meeting/credentials.ts';
import { COUNTING, VOTING } from '../core/stages.ts';
import { ownerLibrary, type OwnerDocument } from './owner-files.ts';

export const OWNER_PHASES = ['notOpen', 'open', 'extended', 'closed', 'terminated', 'announced'] as const;
export type OwnerPhase = (typeof OWNER_PHASES)[number];

/** The meeting as the owner's state reads it. */
export type OwnerMeeting = Meeting & { name?: string | null; description?: string | null; files?: unknown };

/** Whether the ballot box takes votes now: stage 投票, not closed, inside the window. */
export function isOpen(m: Meeting, now = Date.now()): boolean {
  return m.status === VOTING && !ballotBoxOf(m).closedAt && !!m.voteStartTime && !!m.voteEndTime && now >= m.voteStartTime.getTime() && now <= m.voteEndTime.getTime();
}

/** Whether the box has yet to open: stage 投票 (or before), not closed, its start still ahead. */
function notYetOpen(m: Meeting, now: number): boolean {
  if (m.status > VOTING || ballotBoxOf(m).closedAt) return false;
  return m.status < VOTING || !m.voteStartTime || now < m.voteStartTime.getTime();
}

/** The phase of the owner's page (see the file's comment). */
export function phaseOf(m: Meeting, facts: { announced: boolean; results: (number | null)[] }, now = Date.now()): OwnerPhase {
  if (isOpen(m, now)) return frozenRulesOf(m).extensions > 0 ? 'extended' : 'open';
  if (notYetOpen(m, now)) return 'notOpen';
  if (m.status >= COUNTING && facts.announced) return 'announced';
  if (m.status >= COUNTING && facts.results.length > 0 && facts.results.every((r) => r === RESULT_TERMINATED)) return 'terminated';
  return 'closed';
}

const INTL_LOCALE: Record<Lang, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en' };

/** An IANA time zone the page sent (its browser's), if this runtime knows it. */
export function timeZoneOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(raw)) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    return undefined;
  }
}

/** A moment as the owner reads it: their language, their time zone (the server's when the page sent none). */
export function ownerTime(at: Date, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

/**
 * Refuses a ballot unless the box is open: before it opens with the time it
 * opens (in the owner's language and time zone), afterwards as ended.
 */
export function refuseUnlessOpen(m: Meeting, lang: Lang, timeZone?: string, now = Date.now()): void {
  if (isOpen(m, now)) return;
  if (notYetOpen(m, now)) throw new AppError('ownerVote.notYetOpen', { start: m.voteStartTime ? ownerTime(m.voteStartTime, lang, timeZone) : '—' });
  throw new AppError('ownerVote.closed');
}

/** Rich text as owners may read it: the ballot allow list, on output. */
const ballotHtml = (html: string | null | undefined) => sanitizeRichText(html ?? '', 'ballot');

export interface OwnerNotice {
  id: number;
  /** The stage it belongs to (8: the preliminary result announcement, 9: the final one). */
  type: number;
  title: string;
  publishTime: string | null;
  content: string;
  files: OwnerDocument[];
}

/** What the owner sees: only their own houses and ballots. */
export async function ownerState(db: Db, m: OwnerMeeting, houses: Participant[], ownerKey: string) {
  const [items, records, area, library] = await Promise.all([
    db.voteItem.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' }, select: { id: true, name: true, description: true, passRule: true, result: true } }),
    db.voteRecord.findMany({ where: { meetingId: m.id, ownerKey, replacedAt: null }, select: { id: true, itemId: true, result: true, channel: true, createTime: true } }),
    db.areaInfo.findUnique({ where: { id: m.areaId }, select: { name: true } }),
    ownerLibrary(db, { id: m.id, name: nameOf(m), files: m.files }),
  ]);
  const events = records.length
    ? await db.ballotEvent.findMany({ where: { meetingId: m.id, recordId: { in: records.map((r) => r.id) }, kind: { in: ['cast', 'corrected'] } }, select: { recordId: true, hash: true, seq: true } })
    : [];
  const eventOf = new Map(events.map((e) => [e.recordId, e]));
  // The published result announcement (the final one once there is one), as its notice stands.
  const announcements = library.notices.filter((n) => n.type === NOTICE_TYPE.final || n.type === NOTICE_TYPE.preliminary).sort((a, b) => b.type - a.type);
  const phase = phaseOf(m, { announced: announcements.length > 0, results: items.map((i) => i.result) }, Date.now());
  const counted = phase === 'announced' || phase === 'terminated';
  const rules = frozenRulesOf(m);
  return {
    phase,
    meeting: {
      name: nameOf(m),
      community: area?.name ?? '',
      description: ballotHtml(m.description),
      // Names only: the page downloads them through /vote/api/file (owner-files.ts), never by URL.
      files: library.meeting,
      voteStartTime: m.voteStartTime?.toISOString() ?? null,
      voteEndTime: m.voteEndTime?.toISOString() ?? null,
      // An extended vote: the deadline voting opened with, and how often it was extended.
      originalVoteEndTime: rules.extensions > 0 ? rules.originalVoteEndTime : null,
      extensions: rules.extensions ?? 0,
      open: phase === 'open' || phase === 'extended',
    },
    owner: {
      name: houses[0]?.ownerName ?? '',
      houses: houses.map((h) => ({ label: [h.buildingNo, h.unitNo, h.houseNo].filter((x) => x).join('-'), area: h.privateArea })),
    },
    // Results only once counted and announced (or terminated): the page does not show a count before it is published.
    items: items.map((i) => ({ id: i.id, name: i.name, description: ballotHtml(i.description), passRule: i.passRule, result: counted ? i.result : null })),
    ballots: records.map((r) => ({ itemId: r.itemId, result: r.result, channel: r.channel ?? 'paper', time: r.createTime.toISOString(), seq: eventOf.get(r.id)?.seq ?? null, hash: eventOf.get(r.id)?.hash ?? null })),
    notices: library.notices.map((n) => ({ ...n, content: ballotHtml(n.content) })) satisfies OwnerNotice[],
    announcement: announcements[0] ? { noticeId: announcements[0].id, title: announcements[0].title, final: announcements[0].type === NOTICE_TYPE.final } : null,
  };
}
