/**
 * Notices of a meeting's stages (business/meeting/notice): one per meeting
 * and stage. Publishing one also publishes it to residents as an info
 * notice (source 会议, linked to the meeting); its publishTime is when it
 * was first published. The notices of 统计 (8) and 公示公告5 (9) are the
 * result announcements: once published they are records, changed only by
 * publishing a new version (announcement-record.ts).
 */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { addRow, updateRow } from '../../crud/service.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import { meetingInScope } from './meeting-flow.ts';
import { fillTemplate } from './template-fill.ts';
import { LAST_STAGE } from '../../core/stages.ts';
import { FilledNoticeType } from './shapes.ts';
import { entityRef } from '../../crud/graphql.ts';
import { INT_LIST } from '../../crud/shapes.ts';
import { notify } from '../../plugins/notify.ts';
import { recordPublication, refuseRecordChange, refuseRecordRestore } from './announcement-record.ts';
import { stageValueLabels } from './stage-labels.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Keeps the residents' info notice of a published meeting notice in step with it. */
async function syncInfoNotice(ctx: Ctx, tx: Tx, noticeId: number): Promise<void> {
  const n = await tx.meetingNotice.findUnique({ where: { id: noticeId }, include: { meeting: { select: { areaId: true } } } });
  if (!n || n.isPublish !== 1) return;
  const data = { areaId: n.meeting.areaId, title: n.title ?? '', content: n.content, images: n.images ?? undefined, files: n.files ?? undefined, source: 1, meetingId: n.meetingId, status: 1 };
  if (n.noticeId && (await tx.infoNotice.findUnique({ where: { id: n.noticeId }, select: { id: true } }))) {
    const before = await tx.infoNotice.findUnique({ where: { id: n.noticeId }, select: { status: true } });
    await tx.infoNotice.update({ where: { id: n.noticeId }, data: data as Prisma.InfoNoticeUncheckedUpdateInput });
    if (before?.status !== 1) await notify(ctx, tx, 'notice.published', { id: n.noticeId, title: data.title, areaId: data.areaId, source: 1, meetingId: n.meetingId });
  } else {
    const info = await tx.infoNotice.create({ data: { ...(data as Prisma.InfoNoticeUncheckedCreateInput), userId: ctx.viewer?.userId ?? null }, select: { id: true } });
    await tx.meetingNotice.update({ where: { id: n.id }, data: { noticeId: info.id } });
    await notify(ctx, tx, 'notice.published', { id: info.id, title: data.title, areaId: data.areaId, source: 1, meetingId: n.meetingId });
  }
}

const SaveInput = builder.inputType('MeetingNoticeSaveInput', {
  fields: (t) => ({
    meetingId: t.int({ required: true }),
    type: t.int({ required: true, description: 'The stage (0–10)' }),
    title: t.string({ required: false }),
    content: t.string({ required: false }),
    isPublish: t.int({ required: false, description: '0 否, 1 是' }),
    templates: t.field({ type: 'JSON', required: false }),
    files: t.field({ type: 'JSON', required: false }),
    images: t.field({ type: 'JSON', required: false }),
  }),
});

// Typed: resolvers below refer to it, and TypeScript cannot infer a type from itself.
export const meetingNotice: EntityDecl = defineEntity({
  model: 'MeetingNotice',
  type: 'MeetingNotice',
  prefix: 'business/meeting/notice',
  // The residents' notice a publish created (its id) and when it was published.
  serverManaged: ['noticeId', 'publishTime'],
  richText: ['content'],
  filters: { eq: ['meetingId', 'type', 'isPublish'], keyword: ['title'] },
  // The info templates the notice was filled from: their ids (typed), and the rows as a relation.
  shapes: { templates: INT_LIST },
  references: { infoTemplates: { model: 'InfoTemplate', column: 'templates', pick: 'name', description: '模板', list: true } },
  // A published result announcement (types 8 and 9) is a record: no generic write changes, unpublishes or deletes it (announcement-record.ts).
  guard: async (ctx, tx, ids, phase) => {
    if (phase === 'before') await refuseRecordChange(ctx, tx, ids);
  },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (data.type !== undefined && data.type !== null && (data.type < 0 || data.type > LAST_STAGE)) throw new AppError('validation.type', { field: { label: '阶段', name: 'type', model: 'MeetingNotice' } }, 1001, 'type');
      // Published when it becomes published: saving a published notice again (after 结项 too) moves no date.
      if (data.isPublish === 1) {
        const before = mode === 'update' ? await tx.meetingNotice.findUnique({ where: { id: Number(input.id) }, select: { isPublish: true, publishTime: true } }) : null;
        if (before?.isPublish === 1 && before.publishTime) delete data.publishTime;
        else data.publishTime = new Date();
      }
    },
    async afterWrite(ctx, tx, id) {
      await syncInfoNotice(ctx, tx, id);
      // The first publication of a result announcement through this entity is its first version.
      await recordPublication(ctx, tx, id);
    },
    beforeRestore(_ctx, _tx, rows) {
      refuseRecordRestore(rows);
    },
    // A restored published notice is shown to residents again.
    async afterRestore(ctx, tx, ids) {
      for (const id of ids) await syncInfoNotice(ctx, tx, id);
    },
  },
  operations: [
    {
      action: 'save',
      method: 'post',
      summary: '保存',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Creates or updates the notice of a meeting stage (one per meeting and stage); answers its id',
          args: { input: t.arg({ type: SaveInput, required: true }) },
          resolve: async (_r: unknown, { input }: { input: Record<string, unknown> & { meetingId: number; type: number } }, ctx) => {
            await meetingInScope(ctx, input.meetingId, 'write');
            const existing = await ctx.db.meetingNotice.findFirst({ where: { meetingId: input.meetingId, type: input.type }, select: { id: true } });
            const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
            return existing ? updateRow(ctx, meetingNotice, { ...values, id: existing.id }) : addRow(ctx, meetingNotice, values);
          },
        }),
      rest: { args: (b) => ({ input: b }), data: () => undefined },
    },
    {
      action: 'byType',
      method: 'get',
      summary: '按类型查询',
      graphql: (t) =>
        t.field({
          type: entityRef('MeetingNotice'),
          nullable: true,
          description: 'The notice of a meeting stage, or null',
          args: { meetingId: t.arg.int({ required: true }), type: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { meetingId, type }: { meetingId: number; type: number }, ctx) => {
            await meetingInScope(ctx, meetingId);
            return ctx.db.meetingNotice.findFirst({ where: { meetingId, type } });
          },
        }),
    },
    {
      action: 'fill',
      method: 'post',
      kind: 'query',
      summary: '模板填充',
      graphql: (t) =>
        t.field({
          type: FilledNoticeType,
          description: 'A template filled from the meeting ({{meeting.name}}-style placeholders, listed in server/modules/meeting/template-fill.ts); nothing is saved',
          args: { meetingId: t.arg.int({ required: true }), templateId: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { meetingId, templateId }: { meetingId: number; templateId: number }, ctx) => {
            const m = await meetingInScope(ctx, meetingId);
            const template = await ctx.db.infoTemplate.findUnique({ where: { id: templateId } });
            if (!template) throw new AppError('validation.notFound', {}, 1001, 'templateId');
            return fillTemplate(ctx, m, template);
          },
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '會議公告', en: 'Meeting notice' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      title: { 'zh-tw': '標題', en: 'Title' },
      content: { 'zh-tw': '內容', en: 'Content' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      isPublish: { 'zh-tw': '是否發布', en: 'Published' },
      'isPublish.0': { 'zh-tw': '否', en: 'No' },
      'isPublish.1': { 'zh-tw': '是', en: 'Yes' },
      publishTime: { 'zh-tw': '發布時間', en: 'Published at' },
      templates: { 'zh-tw': '模板', en: 'Templates' },
      files: { 'zh-tw': '檔案', en: 'Files' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      type: { 'zh-tw': '階段', en: 'Stage' },
      ...stageValueLabels('type'),
      noticeId: { 'zh-tw': '通知ID', en: 'Notice ID' },
    },
  },
});
