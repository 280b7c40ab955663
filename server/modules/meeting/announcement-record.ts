/**
 * Published result announcements are records (docs/ballot-record.md
 * "Published announcements are records"): the preliminary (the 统计 stage's notice, type 8) and the
 * final one (公示公告5's notice, type 9), once published, are never changed
 * in place.
 *
 * - Every publication is a version (table announcement_version: kind,
 *   version from 1, reason, title, the content as published, its SHA-256,
 *   the notice, the publisher), appended and never updated; the ballot
 *   record states each (an `announced` event: kind, version, reason, title,
 *   digest), in the same transaction, under the meeting's row lock.
 * - The first publication may come through publishAnnouncement or through
 *   the notice entity (a stage notice saved as published); from then on the
 *   notice row is changed only by publishAnnouncement, which requires a
 *   reason and makes the next version: an update, save, unpublish, delete or
 *   restore of a published type 8/9 notice through the notice entity (REST,
 *   GraphQL, any path of crud/service.ts) is refused (guard and hooks of
 *   meeting-notice.ts call here).
 * - The notice row shows the latest version to residents; its publishTime
 *   stays the first publication's (meeting-notice.ts), each version keeps
 *   its own time.
 * - verifyBallots compares the stored versions and the published notices
 *   with the `announced` events (addChainCheck below).
 */
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import { AppError } from '../../kernel/errors.ts';
import { sha256 } from './chain-hash.ts';
import { type Break, type ChainStatements } from '../../core/ballot-record.ts';
import { addChainCheck, appendEvents } from './ballot-chain.ts';
import { NOTICE_TYPE, type AnnouncementKind } from './announcement.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

/** The announcement each stage notice type is. */
const KIND_OF_TYPE = new Map<number, AnnouncementKind>(Object.entries(NOTICE_TYPE).map(([k, type]) => [type, k as AnnouncementKind]));
export const ANNOUNCEMENT_TYPES: readonly number[] = [...KIND_OF_TYPE.keys()];

/** Publications in progress through publishAnnouncement (by request): only they write a published announcement's notice. */
const publishing = new WeakMap<Ctx, { reason: string | null }>();

/** Runs a write of the announcement's notice as a publication (with its reason): the notice hooks let it through and record it as a version. */
export async function asPublication<T>(ctx: Ctx, reason: string | null, write: () => Promise<T>): Promise<T> {
  publishing.set(ctx, { reason });
  try {
    return await write();
  } finally {
    publishing.delete(ctx);
  }
}

/** A published announcement's notice (type 8 or 9, published) among these rows: refused to the notice entity's writes. */
export async function refuseRecordChange(ctx: Ctx, tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || publishing.has(ctx)) return;
  const published = await tx.meetingNotice.count({ where: { id: { in: [...ids] }, isPublish: 1, type: { in: [...ANNOUNCEMENT_TYPES] } } });
  if (published > 0) throw new AppError('announcement.recordOnly', {}, 1001, 'type');
}

/** A restore from the recycle bin of a published announcement's notice (deleted before announcements were records) is refused too. */
export function refuseRecordRestore(rows: readonly Record<string, unknown>[]): void {
  if (rows.some((r) => Number(r.isPublish) === 1 && ANNOUNCEMENT_TYPES.includes(Number(r.type)))) throw new AppError('announcement.recordOnly', {}, 1001, 'type');
}

/**
 * After a notice write (meeting-notice.ts afterWrite; publishAnnouncement):
 * a published announcement's notice becomes a version when it has none yet
 * (its first publication, through either path), or when publishAnnouncement
 * writes it (the next version, with its reason). The version states the
 * content as stored, and the ballot record states the version.
 */
export async function recordPublication(ctx: Ctx, tx: Tx, noticeId: number): Promise<void> {
  const n = await tx.meetingNotice.findUnique({ where: { id: noticeId }, select: { id: true, meetingId: true, type: true, isPublish: true, title: true, content: true } });
  const kind = n && n.isPublish === 1 ? KIND_OF_TYPE.get(n.type ?? -1) : undefined;
  if (!n || !kind) return;
  // Versions and events of one meeting are written one transaction at a time (as ballots are).
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${n.meetingId} FOR UPDATE`;
  const last = await tx.announcementVersion.findFirst({ where: { meetingId: n.meetingId, kind }, orderBy: { version: 'desc' }, select: { version: true } });
  const pending = publishing.get(ctx);
  if (last && !pending) return;
  const version = (last?.version ?? 0) + 1;
  const title = n.title ?? '';
  const content = n.content ?? '';
  const digest = sha256(content);
  const reason = pending?.reason ?? null;
  const { events } = await appendEvents(ctx, n.meetingId, [{ kind: 'announced', at: new Date().toISOString(), announcement: kind, version, reason, title, digest, notice: n.id }]);
  await tx.announcementVersion.create({ data: { meetingId: n.meetingId, kind, version, reason, title, content, digest, noticeId: n.id, seq: events[0]!.seq, userId: ctx.viewer?.userId ?? null } });
}

/** Whether an announcement has been published (it has a version, or a published notice from before versions were kept). */
export async function publishedState(ctx: Ctx, meetingId: number, kind: AnnouncementKind): Promise<{ notice: { id: number; isPublish: number } | null; versions: number }> {
  const [notice, versions] = await Promise.all([
    ctx.db.meetingNotice.findFirst({ where: { meetingId, type: NOTICE_TYPE[kind] }, select: { id: true, isPublish: true } }),
    ctx.db.announcementVersion.count({ where: { meetingId, kind } }),
  ]);
  return { notice, versions };
}

export interface AnnouncementVersion {
  id: number;
  kind: string;
  version: number;
  reason: string | null;
  title: string;
  content: string;
  digest: string;
  noticeId: number | null;
  seq: number | null;
  createTime: Date;
}

/** A meeting's announcement versions (one kind, or both), oldest first. */
export async function versionsOf(ctx: Ctx, meetingId: number, kind: AnnouncementKind | null): Promise<AnnouncementVersion[]> {
  return ctx.db.announcementVersion.findMany({
    where: { meetingId, ...(kind ? { kind } : {}) },
    orderBy: [{ kind: 'desc' }, { version: 'asc' }],
    select: { id: true, kind: true, version: true, reason: true, title: true, content: true, digest: true, noticeId: true, seq: true, createTime: true },
  });
}

/**
 * verifyBallots' part: each `announced` event has its stored version with
 * the same content (digest), title and reason; each stored version is
 * stated by an event; each published announcement's notice shows its latest
 * version. A meeting from before versions were kept has neither events nor
 * versions, and is not judged here.
 */
async function verifyAnnouncements(ctx: Ctx, meeting: { id: number }, statements: ChainStatements): Promise<Break[]> {
  const [versions, notices] = await Promise.all([
    ctx.db.announcementVersion.findMany({ where: { meetingId: meeting.id }, orderBy: { version: 'asc' } }),
    ctx.db.meetingNotice.findMany({ where: { meetingId: meeting.id, type: { in: [...ANNOUNCEMENT_TYPES] } }, select: { id: true, type: true, isPublish: true, title: true, content: true } }),
  ]);
  const out: Break[] = [];
  const key = (kind: string, version: number) => `${kind}\u0000${version}`;
  const stored = new Map(versions.map((v) => [key(v.kind, v.version), v]));
  const stated = new Set<string>();
  for (const { seq, payload: p } of statements.announced) {
    stated.add(key(p.announcement, p.version));
    const v = stored.get(key(p.announcement, p.version));
    if (!v) {
      out.push({ recordId: null, seq, reason: 'announcementMissing' });
      continue;
    }
    const fields = [
      ...(sha256(v.content) !== p.digest ? ['content'] : []),
      ...(v.digest !== p.digest ? ['digest'] : []),
      ...(v.title !== p.title ? ['title'] : []),
      ...((v.reason ?? null) !== (p.reason ?? null) ? ['reason'] : []),
      ...(v.seq !== seq ? ['seq'] : []),
    ];
    if (fields.length) out.push({ recordId: null, seq, reason: 'announcement', subject: v.id, fields });
  }
  for (const v of versions) if (!stated.has(key(v.kind, v.version))) out.push({ recordId: null, seq: v.seq, reason: 'announcementNotInChain', subject: v.id });
  for (const [type, kind] of KIND_OF_TYPE) {
    const latest = versions.filter((v) => v.kind === kind).at(-1);
    const notice = notices.find((n) => n.type === type);
    if (latest) {
      const fields = !notice ? ['missing'] : [...(notice.isPublish !== 1 ? ['isPublish'] : []), ...(sha256(notice.content ?? '') !== latest.digest ? ['content'] : []), ...((notice.title ?? '') !== latest.title ? ['title'] : [])];
      if (fields.length) out.push({ recordId: null, seq: latest.seq, reason: 'notice', subject: notice?.id ?? latest.noticeId, fields });
    } else if (notice?.isPublish === 1 && statements.opened) {
      // Opened under the record, so every publication is a version: this one was published behind the product.
      out.push({ recordId: null, seq: null, reason: 'notice', subject: notice.id, fields: ['notInChain'] });
    }
  }
  return out;
}

addChainCheck(verifyAnnouncements);

/** zh-tw and en names of the announcement versions this file records: no entity declares AnnouncementVersion. */
registerLabels('AnnouncementVersion', {
  name: { 'zh-tw': '結果公告版本', en: 'Result announcement version' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '發布時間', en: 'Published at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
    kind: { 'zh-tw': '公告', en: 'Announcement' },
    'kind.preliminary': { 'zh-tw': '初步統計公示', en: 'Preliminary result announcement' },
    'kind.final': { 'zh-tw': '最終結果公告', en: 'Final result announcement' },
    version: { 'zh-tw': '版本（自1起）', en: 'Version (from 1)' },
    reason: { 'zh-tw': '重新發布的理由（首次發布為空）', en: 'Reason for publishing again (empty for the first publication)' },
    title: { 'zh-tw': '標題', en: 'Title' },
    content: { 'zh-tw': '發布的內容', en: 'Published content' },
    digest: { 'zh-tw': '內容摘要 = SHA-256(發布的內容)', en: 'Digest = SHA-256(published content)' },
    noticeId: { 'zh-tw': '會議公告ID', en: 'Meeting notice ID' },
    seq: { 'zh-tw': '選票記錄事件序號', en: 'Ballot record event' },
    userId: { 'zh-tw': '發布人ID', en: 'Published by (user ID)' },
    meeting: { 'zh-tw': '會議', en: 'Meeting' },
  },
});
