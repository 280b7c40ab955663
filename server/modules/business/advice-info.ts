/**
 * Residents' suggestions, complaints and repair requests (business/advice/info),
 * addressed to the owners' committee, the property manager or the residents'
 * committee. Status moves (docs/security.md "No silent drops",
 * docs/resident-services.md "Advice"): a staff reply moves
 * 待处理 → 处理中 (advice-reply.ts); `handle` moves 处理中 → 已处理 (a reply
 * must come first); a resident's message on a handled advice reopens it.
 * A status sent through update runs the same state machine (moveAdvice).
 */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { APP_USER_NICK_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { rowScope } from '../../crud/where.ts';
import { AppError } from '../../kernel/errors.ts';
import { todoChanged, todoHooks } from './todo.ts';
import type { Tx } from '../../crud/tx.ts';

export const ADVICE = { pending: 0, processing: 1, handled: 2 } as const;

/**
 * The status moves staff make (the one state machine behind `handle` and a
 * status sent through `update`): 待处理 → 处理中 (taken up), 处理中 → 已处理
 * (a reply must come first). A handled advice reopens only by a resident's
 * message (advice-reply.ts); nothing goes back to 待处理. The to-do counts
 * and their live pushes follow every move.
 */
async function moveAdvice(tx: Tx, id: number, from: number, to: unknown): Promise<void> {
  // An update sending the stored status back never gets here (crud/service.ts judgeFixed); handle asking again is refused below.
  if (typeof to !== 'number' || !Object.values(ADVICE).includes(to as 0)) throw new AppError('validation.type', { field: { label: '状态', name: 'status', model: 'AdviceInfo' } }, 1001, 'status');
  if (from === ADVICE.handled) throw new AppError('advice.alreadyHandled', {}, 1001, 'status');
  if (to === ADVICE.pending) throw new AppError('advice.cannotReset', {}, 1001, 'status');
  if (to === ADVICE.handled && from === ADVICE.pending) throw new AppError('advice.replyFirst', {}, 1001, 'status');
  // Only one of two concurrent moves succeeds.
  const { count } = await tx.adviceInfo.updateMany({ where: { id, status: from }, data: { status: to } });
  if (count !== 1) throw new AppError('advice.changedMeanwhile');
  const row = await tx.adviceInfo.findUnique({ where: { id }, select: { areaId: true } });
  todoChanged(tx, row?.areaId ?? null);
}

export const adviceInfo = defineEntity({
  model: 'AdviceInfo',
  type: 'AdviceInfo',
  prefix: 'business/advice/info',
  plural: 'advice',
  rules: { title: RULE.required },
  richText: ['content'],
  readOnly: ['status'],
  // A copy of the latest staff reply, kept by the replies.
  serverManaged: ['latestReply'],
  // A status sent through update makes the same move as `handle`.
  transitions: { status: { apply: (_ctx, tx, id, from, to) => moveAdvice(tx, id, from as number, to) } },
  // SPEC §7: title and the resident's nick name by keyword; status and type for the to-do lists.
  filters: { eq: ['status', 'type'], keyword: ['title'], keywordLookups: [{ column: 'userId', model: 'UserInfo', field: 'nickName' }] },
  lookups: { userNickName: APP_USER_NICK_NAME, areaName: AREA_NAME },
  rest: { page: ['userNickName', 'areaName'], info: ['userNickName', 'areaName'] },
  hooks: todoHooks('adviceInfo'),
  operations: [
    {
      action: 'handle',
      method: 'post',
      summary: '标记已处理',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Marks an advice handled (处理中 → 已处理); answers the new status',
          args: { id: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { id }: { id: number }, ctx) => {
            const scope = await rowScope(ctx, adviceInfo, 'write');
            const row = await ctx.db.adviceInfo.findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true, status: true } });
            if (!row) throw new AppError('validation.notFound');
            await moveAdvice(ctx.db, id, row.status, ADVICE.handled);
            return ADVICE.handled;
          },
        }),
      rest: { data: () => undefined },
    },
  ],
  labels: {
    name: { 'zh-tw': '建議信息', en: 'Suggestion' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      objectType: { 'zh-tw': '對象', en: 'Addressed to' },
      'objectType.0': { 'zh-tw': '業委會', en: 'Owners\' committee' },
      'objectType.1': { 'zh-tw': '物業', en: 'Property management' },
      'objectType.2': { 'zh-tw': '居委會', en: 'Residents\' committee' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '建議', en: 'Suggestion' },
      'type.1': { 'zh-tw': '投訴', en: 'Complaint' },
      'type.2': { 'zh-tw': '報修', en: 'Repair request' },
      title: { 'zh-tw': '標題', en: 'Title' },
      content: { 'zh-tw': '內容', en: 'Content' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      latestReply: { 'zh-tw': '最新回覆', en: 'Latest reply' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '待處理', en: 'Pending' },
      'status.1': { 'zh-tw': '處理中', en: 'In progress' },
      'status.2': { 'zh-tw': '已處理', en: 'Handled' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      userNickName: { 'zh-tw': '用戶暱稱', en: 'User nickname' },
    },
  },
});
