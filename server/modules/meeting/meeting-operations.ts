/**
 * Operations on the meeting entity (business/meeting/info) about its ballot
 * record and announcements: verifyBallots, announcement (a print-ready HTML
 * page over REST, the same document as a typed object over GraphQL) and
 * publishAnnouncement. Spread into meeting-info.ts's operations.
 */
import { builder } from '../../builder.ts';
import type { OperationDecl, RawAnswer } from '../../crud/entity.ts';
import { addRow, updateRow } from '../../crud/service.ts';
import { entityByModel } from '../../crud/entity.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { meetingInScope } from './meeting-flow.ts';
import { verifyChain, type Verification } from './ballot-chain.ts';
import { BREAK_REASONS } from '../../core/ballot-record.ts';
import { announcementKind, buildAnnouncement, NOTICE_TYPE, type Announcement } from './announcement.ts';
import { asPublication, publishedState, recordPublication, versionsOf, type AnnouncementVersion } from './announcement-record.ts';

type Broken = Verification['broken'][number];

const BallotBreakType = builder.objectRef<Broken>('BallotBreak').implement({
  description: 'A discrepancy between the ballot record (hash chain) and the vote records',
  fields: (t) => ({
    // recordId, not id: a client store (Relay) takes `id` for a global id. REST names it id.
    recordId: t.int({ nullable: true, description: 'The vote record concerned (null for a broken link of the chain itself)', resolve: (b) => b.recordId }),
    seq: t.int({ nullable: true, description: 'The event of the chain concerned, when it is one', resolve: (b) => b.seq }),
    code: t.exposeString('reason', { description: `One of: ${BREAK_REASONS.join(', ')} (docs/ballot-record.md "What the chain covers")` }),
    reason: t.string({ description: 'What is wrong, in the reader language', resolve: (b) => b.reasonText }),
    fields: t.stringList({ nullable: true, description: 'What differs from the ballot record: the fields of a changed record, house, item, result (count.<figure>), rules or announcement', resolve: (b) => b.fields ?? null }),
    subject: t.int({ nullable: true, description: 'The house, vote item or announcement version the problem concerns, when it is one of them', resolve: (b) => b.subject ?? null }),
  }),
});

const BallotVerificationType = builder.objectRef<Verification>('BallotVerification').implement({
  description: "The check of a meeting's ballot record against its vote records",
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'Nothing is broken' }),
    records: t.exposeInt('records', { description: 'Vote records of the meeting found in the database' }),
    events: t.exposeInt('events', { description: 'Events in the ballot record' }),
    head: t.exposeString('head', { description: 'Hash of the last event (64 zeros for an empty record)' }),
    frozenHead: t.exposeString('frozenHead', { nullable: true, description: 'The head frozen with the count (null before counting)' }),
    broken: t.field({ type: [BallotBreakType], resolve: (v) => v.broken }),
  }),
});

const AnnouncementType = builder.objectRef<Announcement>('MeetingAnnouncement').implement({
  description: 'A result announcement generated from the frozen count',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'preliminary or final' }),
    title: t.exposeString('title'),
    totalOwners: t.exposeInt('totalOwners'),
    totalArea: t.exposeString('totalArea'),
    chainHead: t.exposeString('chainHead', { nullable: true }),
    chainEvents: t.exposeInt('chainEvents', { nullable: true }),
    body: t.exposeString('body', { description: 'The notice body (rich text)' }),
    html: t.exposeString('html', { description: 'The print-ready document (A4)' }),
  }),
});

async function announcementOf(ctx: Ctx, id: unknown, kind: unknown): Promise<Announcement> {
  const k = announcementKind(kind);
  const m = await meetingInScope(ctx, id);
  const full = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: m.id }, select: { vote: true, election: true } });
  return buildAnnouncement(ctx, { ...m, ...full }, k);
}

/**
 * Publishes an announcement as its stage's notice; answers the notice id.
 * A published announcement is a record (announcement-record.ts): publishing
 * it again (after a correction) needs a reason and makes its next version,
 * the earlier ones kept; each version is stated in the ballot record.
 */
async function publishAnnouncement(ctx: Ctx, id: unknown, kind: unknown, reason: unknown): Promise<number> {
  const k = announcementKind(kind);
  const m = await meetingInScope(ctx, id, 'write');
  // Publications of one meeting are written one at a time (their versions are numbered under this lock).
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${m.id} FOR UPDATE`;
  if (k === 'final') {
    const preliminary = await ctx.db.meetingNotice.findFirst({ where: { meetingId: m.id, type: NOTICE_TYPE.preliminary, isPublish: 1 }, select: { id: true } });
    if (!preliminary) throw new AppError('announcement.preliminaryFirst', {}, 1001, 'kind');
  }
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why.length > 2000) throw new AppError('validation.maxLength', { field: { label: '重新发布的理由', name: 'reason', model: 'AnnouncementVersion' }, max: 2000 }, 1001, 'reason');
  const { notice, versions } = await publishedState(ctx, m.id, k);
  const republished = notice?.isPublish === 1;
  if (republished && !why) throw new AppError('announcement.reasonRequired', {}, 1001, 'reason');
  // A notice published before versions were kept becomes the first version before it is replaced.
  if (republished && versions === 0) await recordPublication(ctx, ctx.db, notice.id);
  const a = await announcementOf(ctx, m.id, k);
  const type = NOTICE_TYPE[k];
  const decl = entityByModel('MeetingNotice')!;
  const values = { meetingId: m.id, type, title: a.title, content: a.body, isPublish: 1 };
  return asPublication(ctx, why || null, async () => (notice ? (await updateRow(ctx, decl, { ...values, id: notice.id }), notice.id) : addRow(ctx, decl, values)));
}

const AnnouncementVersionType = builder.objectRef<AnnouncementVersion>('MeetingAnnouncementVersion').implement({
  description: 'A published version of a result announcement: kept as published, never changed; the ballot record states it (an announced event)',
  fields: (t) => ({
    // rowId, not id: a client store (Relay) takes `id` for a global id. REST names it id.
    rowId: t.exposeInt('id'),
    kind: t.exposeString('kind', { description: 'preliminary or final' }),
    version: t.exposeInt('version', { description: 'From 1, in order of publication' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was published again (null for the first publication)' }),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'The notice body as published' }),
    digest: t.exposeString('digest', { description: 'SHA-256 (hex) of the content as published' }),
    noticeId: t.exposeInt('noticeId', { nullable: true }),
    seq: t.exposeInt('seq', { nullable: true, description: 'The announced event of the ballot record stating it' }),
    publishedAt: t.field({ type: 'DateTime', resolve: (v) => v.createTime }),
  }),
});

export const ballotOperations: OperationDecl[] = [
  {
    action: 'verifyBallots',
    method: 'get',
    summary: '核验选票记录',
    graphql: (t) =>
      t.field({
        type: BallotVerificationType,
        description: "Recomputes the meeting's ballot record (hash chain) and compares it with the vote records: names every record changed, deleted or inserted behind the product, and any broken link",
        args: { id: t.arg.int({ required: true }) },
        resolve: async (_r, { id }, ctx) => {
          const m = await meetingInScope(ctx, id);
          return verifyChain(ctx, m);
        },
      }),
    // The legacy-style answer names a broken record `id`.
    rest: {
      data: (v: { broken: { recordId: number | null }[] } | null) => v && { ...v, broken: v.broken.map(({ recordId, ...b }) => ({ id: recordId, ...b })) },
    },
  },
  {
    action: 'announcement',
    method: 'get',
    summary: '结果公告',
    graphql: (t) =>
      t.field({
        type: AnnouncementType,
        description: 'The preliminary or final result announcement generated from the frozen count, in the reader language (REST answers the print-ready HTML page)',
        args: { id: t.arg.int({ required: true }), kind: t.arg.string({ required: true, description: 'preliminary or final' }) },
        resolve: (_r, a, ctx) => announcementOf(ctx, a.id, a.kind),
      }),
    rest: {
      raw: { contentType: 'text/html; charset=utf-8', answer: 'html' },
      select: 'html',
      data: (v: { html: string }): RawAnswer => ({ status: 200, body: v.html }),
    },
  },
  {
    action: 'publishAnnouncement',
    method: 'post',
    summary: '发布结果公告',
    graphql: (t) =>
      t.field({
        type: 'Int',
        description:
          "Publishes the preliminary (统计 stage) or final (公示公告5) announcement as the stage's notice; answers the notice id. Once published it is a record: publishing it again needs a reason and makes a new version (the earlier ones are kept: meetingInfoAnnouncementVersions)",
        args: { id: t.arg.int({ required: true }), kind: t.arg.string({ required: true }), reason: t.arg.string({ required: false, description: 'Why it is published again (required once it was published)' }) },
        resolve: (_r, a, ctx) => publishAnnouncement(ctx, a.id, a.kind, a.reason),
      }),
    rest: { data: (id) => ({ id }) },
  },
  {
    action: 'announcementVersions',
    method: 'get',
    summary: '结果公告版本',
    // Reading the versions is reading the announcements.
    perm: 'business:meeting:info:announcement',
    graphql: (t) =>
      t.field({
        type: [AnnouncementVersionType],
        description: "The published versions of the meeting's result announcements (one kind, or both), oldest first: time, reason, digest, content",
        args: { id: t.arg.int({ required: true }), kind: t.arg.string({ required: false, description: 'preliminary or final (both when absent)' }) },
        resolve: async (_r, a, ctx) => {
          const kind = a.kind === null || a.kind === undefined || a.kind === '' ? null : announcementKind(a.kind);
          const m = await meetingInScope(ctx, a.id);
          return versionsOf(ctx, m.id, kind);
        },
      }),
    // The legacy-style answer names a row `id`.
    rest: { data: (list: { rowId: number }[] | null) => list?.map(({ rowId, ...v }) => ({ id: rowId, ...v })) ?? [] },
  },
];
