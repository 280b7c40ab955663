/**
 * The objection period (询异) of an owners' meeting: from the publication of
 * the preliminary announcement (the 统计 stage's notice) until the final one
 * (公示公告5's notice) is published. Staff record an owner's inquiry
 * (business/meeting/inquiry), look up that owner's recorded ballots with
 * their digests in the ballot record, and answer; a ballot is corrected
 * only through a recorded correction (business/meeting/correction/correct)
 * with a reason and evidence: a new vote record replaces the owner's
 * current one, the ballot record states it (kind 'corrected'), the count is
 * recomputed and frozen again, and the final announcement lists it.
 * Inquiries and corrections belong to their meeting's community (the
 * meetingId relation): scope, exports and the recycle bin follow from it.
 */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import { countAndFreeze, meetingInScope, participantsFor, refuseOverVotes } from './meeting-flow.ts';
import { COUNTING, RELATION_ELECTION } from '../../core/stages.ts';
import { appendEvents, chainHead, chainRecordOf, RECORD_COLUMNS } from './ballot-chain.ts';
import { NOTICE_TYPE } from './announcement.ts';
import { refuseForeignFiles } from '../../files/own-files.ts';
import { BAD_CHOICE_MESSAGE, CHOICE_FIELD, isVoteChoice, VOTE_CHOICE_RULE } from '../../core/vote-choice.ts';
// The VoteChoice scalar a correction's result is typed with (registered on import).
import './vote-choice-scalar.ts';

/** Refuses unless the meeting is between its published preliminary and its published final announcement. */
export async function assertObjectionOpen(db: Tx | Ctx['db'], m: { id: number; status: number }): Promise<void> {
  if (m.status < COUNTING || m.status > NOTICE_TYPE.final) throw new AppError('objection.closed', {}, 1001, 'meetingId');
  const notices = await db.meetingNotice.findMany({ where: { meetingId: m.id, type: { in: [NOTICE_TYPE.preliminary, NOTICE_TYPE.final] }, isPublish: 1 }, select: { type: true } });
  const published = new Set(notices.map((n: { type: number | null }) => n.type));
  if (!published.has(NOTICE_TYPE.preliminary) || published.has(NOTICE_TYPE.final)) throw new AppError('objection.closed', {}, 1001, 'meetingId');
}

async function participantOf(ctx: Ctx, m: Parameters<typeof participantsFor>[1], houseId: unknown) {
  const p = (await participantsFor(ctx, m)).find((x) => x.houseId === Number(houseId));
  if (!p) throw new AppError('vote.notParticipant', {}, 1001, 'houseId');
  return p;
}

export const ballotInquiry = defineEntity({
  model: 'BallotInquiry',
  type: 'BallotInquiry',
  prefix: 'business/meeting/inquiry',
  creator: true,
  readOnly: ['status'],
  // Set when the answer is written.
  serverManaged: ['answerTime'],
  filters: { eq: ['meetingId', 'houseId', 'status'], keyword: ['question', 'answer'] },
  // The house asking: a row of the meeting's community (checked on write, offered to readers).
  references: { house: { model: 'AreaHouse', column: 'houseId', pick: 'houseNo', description: '询问的房屋' } },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      // A new inquiry, or one moved to another meeting or house: the meeting is in its objection period and the house takes part.
      if (mode === 'add' || data.meetingId !== undefined || data.houseId !== undefined) {
        const current = mode === 'update' ? await tx.ballotInquiry.findUnique({ where: { id: Number(input.id) }, select: { meetingId: true, houseId: true } }) : null;
        const m = await meetingInScope(ctx, data.meetingId ?? current?.meetingId, 'write');
        await assertObjectionOpen(tx, m);
        await participantOf(ctx, m, data.houseId ?? current?.houseId);
      }
      if (mode === 'add' && (typeof data.question !== 'string' || !data.question.trim())) throw new AppError('validation.required', { field: { label: '询问内容', name: 'question', model: 'BallotInquiry' } }, 1001, 'question');
      if (typeof data.answer === 'string' && data.answer.trim()) {
        data.status = 1;
        data.answerTime = new Date();
      } else if (mode === 'update' && data.answer !== undefined) {
        data.status = 0;
        data.answerTime = null;
      }
    },
  },
  labels: {
    name: { 'zh-tw': '詢異記錄', en: 'Ballot inquiry' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '建立時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      houseId: { 'zh-tw': '房屋ID', en: 'House ID' },
      question: { 'zh-tw': '詢問內容', en: 'Question' },
      answer: { 'zh-tw': '答覆', en: 'Answer' },
      answerTime: { 'zh-tw': '答覆時間', en: 'Answered at' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '待答覆', en: 'Awaiting answer' },
      'status.1': { 'zh-tw': '已答覆', en: 'Answered' },
      userId: { 'zh-tw': '記錄人ID', en: 'Recorded by' },
      meeting: { 'zh-tw': '會議', en: 'Meeting' },
      house: { 'zh-tw': '詢問的房屋', en: 'House asking' },
    },
  },
});

interface TrailEvent {
  seq: number;
  kind: string;
  hash: string;
  at: Date;
}
interface TrailRecord {
  recordId: number;
  itemId: number;
  itemName: string;
  houseId: number | null;
  result: number;
  current: boolean;
  createTime: Date;
  events: TrailEvent[];
}
interface Trail {
  head: string;
  events: number;
  records: TrailRecord[];
}

const TrailEventType = builder.objectRef<TrailEvent>('BallotTrailEvent').implement({
  description: 'An event of the ballot record about this vote record: its place in the chain and its hash (digest)',
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    kind: t.exposeString('kind', { description: 'cast, replaced or corrected' }),
    hash: t.exposeString('hash', { description: 'SHA-256 of the previous hash and the canonical record' }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
  }),
});
const TrailRecordType = builder.objectRef<TrailRecord>('BallotTrailRecord').implement({
  description: "One of an owner's vote records, with the events that state it",
  fields: (t) => ({
    recordId: t.exposeInt('recordId'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    houseId: t.exposeInt('houseId', { nullable: true }),
    result: t.exposeInt('result', { description: '0 同意, 1 不同意, 2 弃权' }),
    current: t.exposeBoolean('current', { description: 'Counted now (not replaced by a later ballot or a correction)' }),
    createTime: t.field({ type: 'DateTime', resolve: (r) => r.createTime }),
    events: t.field({ type: [TrailEventType], resolve: (r) => r.events }),
  }),
});
const TrailType = builder.objectRef<Trail>('BallotTrail').implement({
  description: "An owner's recorded ballots in a meeting (through any of their houses) and the ballot record's current head",
  fields: (t) => ({
    head: t.exposeString('head'),
    events: t.exposeInt('events'),
    records: t.field({ type: [TrailRecordType], resolve: (r) => r.records }),
  }),
});

/** The ballots recorded for the owner of a house (all their houses), with their events. */
export async function ballotTrail(ctx: Ctx, meetingId: unknown, houseId: unknown): Promise<Trail> {
  const m = await meetingInScope(ctx, meetingId);
  const p = await participantOf(ctx, m, houseId);
  const [records, items, head] = await Promise.all([
    ctx.db.voteRecord.findMany({ where: { meetingId: m.id, ownerKey: p.ownerKey }, orderBy: { id: 'asc' }, select: { ...RECORD_COLUMNS, createTime: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true, name: true } }),
    chainHead(ctx, m.id),
  ]);
  const events = await ctx.db.ballotEvent.findMany({ where: { meetingId: m.id, recordId: { in: records.map((r) => r.id) } }, orderBy: { seq: 'asc' }, select: { seq: true, kind: true, hash: true, createTime: true, recordId: true } });
  const names = new Map(items.map((i) => [i.id, i.name]));
  return {
    head: head.head,
    events: head.seq,
    records: records.map((r) => ({
      recordId: r.id,
      itemId: r.itemId,
      itemName: names.get(r.itemId) ?? `#${r.itemId}`,
      houseId: r.houseId,
      result: r.result,
      current: r.replacedAt === null,
      createTime: r.createTime,
      events: events.filter((e) => e.recordId === r.id).map((e) => ({ seq: e.seq, kind: e.kind, hash: e.hash, at: e.createTime })),
    })),
  };
}

export interface CorrectionInput {
  meetingId: number;
  houseId: number;
  itemId: number;
  result: number;
  reason: string;
  evidence?: unknown;
  inquiryId?: number | null;
}

/**
 * Evidence: one or more files uploaded to this product (the declared file
 * column ballot_correction.evidence passes the file gate, files/own-files.ts:
 * an outside address or a script is refused naming the field, and the
 * cleanup keeps every file a correction names).
 */
function evidenceOf(ctx: Ctx, v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  const urls = list.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
  if (urls.length === 0 || urls.length !== list.length || urls.some((u) => u.length > 1000)) throw new AppError('objection.evidence', {}, 1001, 'evidence');
  refuseForeignFiles('BallotCorrection', { evidence: urls }, ctx.publicUrl);
  return urls;
}

/** Records a correction of an owner's ballot on an item, re-counts and answers the correction's id. */
export async function correctBallot(ctx: Ctx, input: CorrectionInput): Promise<number> {
  const m = await meetingInScope(ctx, input.meetingId, 'write');
  // The meeting's votes are written one transaction at a time (as castVotes).
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${m.id} FOR UPDATE`;
  await assertObjectionOpen(ctx.db, m);
  const p = await participantOf(ctx, m, input.houseId);
  if (!(await ctx.db.voteItem.findFirst({ where: { id: Number(input.itemId), meetingId: m.id }, select: { id: true } }))) throw new AppError('vote.unknownItem', {}, 1001, 'itemId');
  if (!isVoteChoice(input.result)) throw new AppError(BAD_CHOICE_MESSAGE, { field: CHOICE_FIELD }, 1001, 'result');
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) throw new AppError('validation.required', { field: { label: '更正理由', name: 'reason', model: 'BallotCorrection' } }, 1001, 'reason');
  if (reason.length > 2000) throw new AppError('validation.maxLength', { field: { label: '更正理由', name: 'reason', model: 'BallotCorrection' }, max: 2000 }, 1001, 'reason');
  const evidence = evidenceOf(ctx, input.evidence);
  if (input.inquiryId !== undefined && input.inquiryId !== null) {
    const inquiry = await ctx.db.ballotInquiry.findFirst({ where: { id: Number(input.inquiryId), meetingId: m.id }, select: { id: true } });
    if (!inquiry) throw new AppError('validation.notFound', {}, 1001, 'inquiryId');
  }
  // A corrected election ballot obeys the seat limit of a cast one (an owner agrees with at most as many candidates as there are seats).
  if (m.relationType === RELATION_ELECTION) {
    const candidateItems = new Set((await ctx.db.voteItem.findMany({ where: { meetingId: m.id, candidateId: { not: null } }, select: { id: true } })).map((i) => i.id));
    await refuseOverVotes(ctx, m, [{ itemId: input.itemId, houseId: p.houseId, result: input.result }], new Map([[p.houseId, p]]), candidateItems, (_i, key, params, field) => new AppError(key, params, 1001, field));
  }
  const current = await ctx.db.voteRecord.findFirst({ where: { meetingId: m.id, itemId: input.itemId, ownerKey: p.ownerKey, replacedAt: null }, select: RECORD_COLUMNS, orderBy: { id: 'desc' } });
  if (current && current.result === input.result) throw new AppError('objection.sameResult', {}, 1001, 'result');
  const now = new Date();
  const correction = await ctx.db.ballotCorrection.create({
    data: { meetingId: m.id, inquiryId: input.inquiryId ?? null, itemId: input.itemId, houseId: p.houseId, fromResult: current?.result ?? null, toResult: input.result, replacedId: current?.id ?? null, reason, evidence, userId: ctx.viewer?.userId ?? null },
    select: { id: true },
  });
  if (current) await ctx.db.voteRecord.update({ where: { id: current.id }, data: { replacedAt: now } });
  const record = await ctx.db.voteRecord.create({
    data: { meetingId: m.id, itemId: input.itemId, houseId: p.houseId, ownerKey: p.ownerKey, buildingNo: p.buildingNo, unitNo: p.unitNo, result: input.result, operatorId: ctx.viewer?.userId ?? null },
    select: RECORD_COLUMNS,
  });
  await ctx.db.ballotCorrection.update({ where: { id: correction.id }, data: { recordId: record.id } });
  await appendEvents(ctx, m.id, [{ kind: 'corrected', at: now.toISOString(), record: chainRecordOf(m.id, record), replaces: current?.id ?? null, correction: { id: correction.id, reason, evidence } }]);
  // The count rests on the corrected ballots: recomputed and frozen again, with the chain's new head.
  await countAndFreeze(ctx, m as Parameters<typeof countAndFreeze>[1], correction.id);
  return correction.id;
}

export const ballotCorrection = defineEntity({
  model: 'BallotCorrection',
  type: 'BallotCorrection',
  prefix: 'business/meeting/correction',
  actions: ['page', 'list', 'info'],
  // The result it replaced and the records it replaced and wrote, as the correction found and made them.
  serverManaged: ['fromResult', 'replacedId', 'recordId'],
  // userId: the staff user who made the correction (its author).
  creator: true,
  // What the correction answers (an inquiry), corrects (an item of a house) and the two vote records: the one replaced, kept in the history, and the one written.
  references: {
    inquiry: { model: 'BallotInquiry', column: 'inquiryId', pick: 'question', description: '询异记录' },
    item: { model: 'VoteItem', column: 'itemId', pick: 'name', description: '事项' },
    house: { model: 'AreaHouse', column: 'houseId', pick: 'houseNo', description: '房屋' },
    replacedRecord: { model: 'VoteRecord', column: 'replacedId', pick: 'result', description: '被更正的投票记录' },
    record: { model: 'VoteRecord', column: 'recordId', pick: 'result', description: '更正后的投票记录' },
  },
  recycle: false,
  filters: { eq: ['meetingId', 'houseId', 'itemId', 'inquiryId'], keyword: ['reason'] },
  // A corrected ballot's choice follows the one rule of every ballot (the VoteChoice scalar); declared for docs/field-rules.md.
  rules: { toResult: VOTE_CHOICE_RULE },
  operations: [
    {
      action: 'correct',
      method: 'post',
      summary: '更正选票',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description:
            "Corrects an owner's ballot on an item during the objection period (between the published preliminary and final announcements), with a reason and evidence (uploaded file URLs): replaces the current ballot, appends a 'corrected' event to the ballot record and re-counts. Answers the correction's id",
          args: {
            meetingId: t.arg.int({ required: true }),
            houseId: t.arg.int({ required: true }),
            itemId: t.arg.int({ required: true }),
            result: t.arg({ type: 'VoteChoice', required: true, description: '结果: 0 同意, 1 不同意, 2 弃权 — exactly these integers', extensions: { model: 'VoteRecord' } }),
            reason: t.arg.string({ required: true }),
            evidence: t.arg({ type: 'JSON', required: true, description: 'Uploaded file URL(s) of the evidence' }),
            inquiryId: t.arg.int({ required: false }),
          },
          resolve: (_r, a, ctx) => correctBallot(ctx, a),
        }),
      rest: { data: (id) => ({ id }) },
    },
    {
      action: 'ballots',
      method: 'get',
      summary: '业主表决记录',
      perm: 'business:meeting:inquiry:page',
      // The owner's ballots and their events in the ballot record: the vote records' read permission too.
      alsoReads: 'VoteRecord',
      graphql: (t) =>
        t.field({
          type: TrailType,
          description: "The recorded ballots of a house's owner (through any of their houses) with their events' digests in the ballot record, for answering an inquiry",
          args: { meetingId: t.arg.int({ required: true }), houseId: t.arg.int({ required: true }) },
          resolve: (_r, a, ctx) => ballotTrail(ctx, a.meetingId, a.houseId),
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '選票更正', en: 'Ballot correction' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '建立時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      inquiryId: { 'zh-tw': '詢異記錄ID', en: 'Inquiry ID' },
      itemId: { 'zh-tw': '事項ID', en: 'Item ID' },
      houseId: { 'zh-tw': '房屋ID', en: 'House ID' },
      fromResult: { 'zh-tw': '原結果（空為未投票）', en: 'Previous result (empty: no vote)' },
      'fromResult.0': { 'zh-tw': '同意', en: 'Agree' },
      'fromResult.1': { 'zh-tw': '不同意', en: 'Disagree' },
      'fromResult.2': { 'zh-tw': '棄權', en: 'Abstain' },
      toResult: { 'zh-tw': '更正結果', en: 'Corrected result' },
      'toResult.0': { 'zh-tw': '同意', en: 'Agree' },
      'toResult.1': { 'zh-tw': '不同意', en: 'Disagree' },
      'toResult.2': { 'zh-tw': '棄權', en: 'Abstain' },
      replacedId: { 'zh-tw': '被更正的投票記錄ID', en: 'Corrected vote record ID' },
      recordId: { 'zh-tw': '更正後的投票記錄ID', en: 'New vote record ID' },
      reason: { 'zh-tw': '更正理由', en: 'Reason' },
      evidence: { 'zh-tw': '證據（上傳檔案地址）', en: 'Evidence (uploaded files)' },
      userId: { 'zh-tw': '操作人ID', en: 'Entered by' },
      meeting: { 'zh-tw': '會議', en: 'Meeting' },
    },
  },
});
