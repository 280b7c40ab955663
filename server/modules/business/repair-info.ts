/**
 * Repair requests (business/repair/info): 0 待处理 → 1 已处理 through `handle`
 * (who and when are recorded); the type comes from the propertyRepairType
 * dictionary. A repair that needs the maintenance fund starts an owners'
 * meeting (relationType 维修, relationId = the repair) with `startMeeting`.
 */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { APP_USER_NICK_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { rowScope } from '../../crud/where.ts';
import { addRow } from '../../crud/service.ts';
import { AppError } from '../../kernel/errors.ts';
import { hasPerm } from '../../auth/viewer.ts';
import { todoChanged, todoHooks } from './todo.ts';
import type { Tx } from '../../crud/tx.ts';
import type { Ctx } from '../../kernel/context.ts';
import { meetingInfo } from '../meeting/meeting-info.ts';
import { RELATION_REPAIR } from '../../core/stages.ts';

export const REPAIR = { pending: 0, handled: 1 } as const;

/**
 * The one status move of a repair, behind `handle` and a status sent through
 * `update`: 待处理 → 已处理, recording who, when and the note; a handled
 * repair is not reopened. The to-do counts and their live pushes follow.
 */
async function moveRepair(ctx: Ctx, tx: Tx, id: number, from: number, to: unknown, remark: unknown): Promise<void> {
  // An update sending the stored status back never gets here (crud/service.ts judgeFixed); handle asking again is refused below.
  if (to !== REPAIR.pending && to !== REPAIR.handled) throw new AppError('validation.type', { field: { label: '状态', name: 'status', model: 'RepairInfo' } }, 1001, 'status');
  if (from === REPAIR.handled) throw new AppError('repair.alreadyHandled', {}, 1001, 'status');
  const note = typeof remark === 'string' && remark.trim() !== '' ? remark.slice(0, 10000) : null;
  // Only one of two concurrent marks succeeds.
  const { count } = await tx.repairInfo.updateMany({ where: { id, status: REPAIR.pending }, data: { status: REPAIR.handled, handledBy: ctx.viewer!.userId, handledTime: new Date(), handleRemark: note } });
  if (count !== 1) throw new AppError('repair.alreadyHandled', {}, 1001, 'status');
  const row = await tx.repairInfo.findUnique({ where: { id }, select: { areaId: true } });
  todoChanged(tx, row?.areaId ?? null);
}

/** Starts an owners' meeting on a repair that needs the maintenance fund (relationType 维修); answers the meeting id. */
export async function startRepairMeeting(ctx: Ctx, a: { id: number; name?: string | null; description?: string | null }): Promise<number> {
  // Starting a meeting is also adding one.
  if (!hasPerm(ctx.viewer, 'business:meeting:info:add')) throw new AppError('auth.forbidden', {}, 1001, undefined, 403);
  const scope = await rowScope(ctx, repairInfo, 'write');
  const repair = await ctx.db.repairInfo.findFirst({ where: { AND: [{ id: a.id }, ...scope] } });
  if (!repair) throw new AppError('validation.notFound');
  if (repair.meetingId) throw new AppError('repair.hasMeeting', { id: repair.meetingId });
  const meetingId = await addRow(ctx, meetingInfo, { areaId: repair.areaId, name: a.name?.trim() || `维修事项：${repair.title}`, description: a.description ?? null, type: 2, relationType: RELATION_REPAIR, relationId: repair.id });
  await ctx.db.repairInfo.update({ where: { id: repair.id }, data: { meetingId } });
  return meetingId;
}

export const repairInfo = defineEntity({
  model: 'RepairInfo',
  type: 'RepairInfo',
  prefix: 'business/repair/info',
  plural: 'repairs',
  rules: { title: RULE.required },
  readOnly: ['status', 'handleRemark', 'meetingId'],
  // Who handled it and when: set by the move to 已处理 (moveRepair).
  serverManaged: ['handledBy', 'handledTime'],
  // A status sent through update is handled as by `handle`, with the note sent beside it; who and when are the server's.
  transitions: { status: { apply: (ctx, tx, id, from, to, input) => moveRepair(ctx, tx, id, from as number, to, input.handleRemark), with: ['handleRemark'] } },
  // SPEC §7: title by keyword; status and type for the to-do list.
  filters: { eq: ['status', 'type'], keyword: ['title'] },
  dicts: { type: 'propertyRepairType' },
  lookups: {
    areaName: AREA_NAME,
    userName: APP_USER_NICK_NAME,
    handledByName: { model: 'BaseSysUser', column: 'handledBy', pick: 'name', description: '处理人', relation: 'handler' },
  },
  rest: { page: ['areaName', 'userName', 'handledByName'], info: ['areaName', 'userName', 'handledByName'] },
  hooks: {
    async beforeWrite(_ctx, tx, data) {
      if (data.type === undefined || data.type === null) return;
      const dict = await tx.dictType.findUnique({ where: { key: 'propertyRepairType' }, select: { items: { select: { value: true } } } });
      if (dict && !dict.items.some((i) => i.value === String(data.type))) throw new AppError('repair.type', {}, 1001, 'type');
    },
    ...todoHooks('repairInfo'),
  },
  operations: [
    {
      action: 'handle',
      method: 'post',
      summary: '标记已处理',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Marks a repair handled (待处理 → 已处理), recording who and when, with an optional note; answers the new status',
          args: { id: t.arg.int({ required: true }), remark: t.arg.string({ required: false }) },
          resolve: async (_r: unknown, { id, remark }: { id: number; remark?: string | null }, ctx) => {
            const scope = await rowScope(ctx, repairInfo, 'write');
            const row = await ctx.db.repairInfo.findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true, status: true } });
            if (!row) throw new AppError('validation.notFound');
            await moveRepair(ctx, ctx.db, id, row.status, REPAIR.handled, remark);
            return REPAIR.handled;
          },
        }),
      rest: { data: () => undefined },
    },
    {
      action: 'startMeeting',
      method: 'post',
      summary: '发起业主大会',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: "Starts an owners' meeting on a repair that needs the maintenance fund (relationType 维修); answers the meeting id",
          args: { id: t.arg.int({ required: true }), name: t.arg.string({ required: false }), description: t.arg.string({ required: false }) },
          resolve: (_r: unknown, a: { id: number; name?: string | null; description?: string | null }, ctx) => startRepairMeeting(ctx, a),
        }),
      rest: { data: (id) => ({ meetingId: id }) },
    },
  ],
  labels: {
    name: { 'zh-tw': '報修信息', en: 'Repair request' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      title: { 'zh-tw': '標題', en: 'Title' },
      type: { 'zh-tw': '類型', en: 'Type' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '待處理', en: 'Pending' },
      'status.1': { 'zh-tw': '已處理', en: 'Handled' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      template: { 'zh-tw': '模板', en: 'Template' },
      docUrl: { 'zh-tw': '文件地址', en: 'Document URL' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      files: { 'zh-tw': '檔案', en: 'Files' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      userName: { 'zh-tw': '用戶', en: 'User' },
      handledBy: { 'zh-tw': '處理人ID', en: 'Handled by (ID)' },
      handledTime: { 'zh-tw': '處理時間', en: 'Handled at' },
      handleRemark: { 'zh-tw': '處理說明', en: 'Handling note' },
      handledByName: { 'zh-tw': '處理人', en: 'Handled by' },
    },
  },
});
