/**
 * Residents' suggestions, complaints and repair requests (business/advice/info),
 * addressed to the owners' committee, the property manager or the residents'
 * committee. Status moves (README "Advice and repairs"): a staff reply moves
 * 待处理 → 处理中 (advice-reply.ts); `handle` moves 处理中 → 已处理 (a reply
 * must come first); a resident's message on a handled advice reopens it.
 * The status is never written directly.
 */
import { RULE } from '../../kernel/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { APP_USER_NICK_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { rowScope } from '../../crud/where.ts';
import { AppError } from '../../kernel/errors.ts';
import { todoChanged, todoHooks } from './todo.ts';

export const ADVICE = { pending: 0, processing: 1, handled: 2 } as const;

export const adviceInfo = defineEntity({
  model: 'AdviceInfo',
  type: 'AdviceInfo',
  prefix: 'business/advice/info',
  rules: { title: RULE.required },
  richText: ['content'],
  readOnly: ['status', 'latestReply'],
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
          resolve: async (_r: unknown, { id }: { id: number }, ctx: any) => {
            const scope = await rowScope(ctx, adviceInfo, 'write');
            const row = await ctx.db.adviceInfo.findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true, status: true, areaId: true } });
            if (!row) throw new AppError('validation.notFound');
            if (row.status === ADVICE.handled) throw new AppError('advice.alreadyHandled');
            if (row.status === ADVICE.pending) throw new AppError('advice.replyFirst');
            // Only one of two concurrent marks succeeds.
            const { count } = await ctx.db.adviceInfo.updateMany({ where: { id, status: ADVICE.processing }, data: { status: ADVICE.handled } });
            if (count !== 1) throw new AppError('advice.changedMeanwhile');
            todoChanged(ctx.db, row.areaId);
            return ADVICE.handled;
          },
        }),
      rest: { data: () => undefined },
    },
  ],
});
