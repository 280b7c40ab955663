/** The request log (base/sys/log): read-only rows, the kept days, and clearing. */
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { getKeepDays, purgeOldLogs, setKeepDays } from '../../audit/log.ts';
import { holdsEveryCommunity, requestCommunities } from '../../crud/where.ts';
import type { Ctx } from '../../kernel/context.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

/**
 * Which log rows a request may read (or clear). A row holds the arguments
 * of its call, community data included, so it is scoped like community
 * data, by the communities its request worked in (audit/log.ts): a viewer
 * sees the rows whose communities are all within the ones they work in
 * now. Rows without communities (logins, an unrestricted administrator's
 * calls) could be about any community: only a viewer of every community,
 * without a selection, sees them.
 */
export async function logScope(ctx: Ctx): Promise<Record<string, unknown> | null> {
  const ids = requestCommunities(ctx);
  if (ids === null) return null;
  if (ctx.selectAreaId === null && (await holdsEveryCommunity(ctx))) return null;
  return { communities: { some: {}, every: { communityId: { in: ids } } } };
}

export const sysLog = defineEntity({
  model: 'BaseSysLog',
  type: 'SysLog',
  prefix: 'base/sys/log',
  // The request log is an audit trail: readable, never edited row by row (only cleared as a whole).
  actions: ['page', 'list', 'info'],
  readOnly: ['userId', 'action', 'ip', 'params'],
  recycle: false,
  scope: logScope,
  filters: { eq: ['userId'], keyword: ['action', 'ip'] },
  lookups: { name: { model: 'BaseSysUser', column: 'userId', pick: 'name', description: '用户', relation: 'user' } },
  rest: { page: ['name'] },
  operations: [
    {
      action: 'setKeep',
      method: 'post',
      summary: '日志保存时间',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Sets the days the request log is kept, and purges older entries',
          args: { value: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { value }: { value: number }, ctx) => {
            if (!Number.isInteger(value) || value < 1 || value > 10000) throw new AppError('log.keepDays', {}, 1001, 'value');
            await setKeepDays(ctx.db, value);
            await purgeOldLogs(ctx.db);
            return value;
          },
        }),
      rest: { data: () => undefined },
    },
    {
      action: 'getKeep',
      method: 'get',
      summary: '获得日志保存时间',
      graphql: (t) => t.int({ description: 'Days the request log is kept', resolve: (_r: unknown, _a: unknown, ctx) => getKeepDays(ctx.db) }),
    },
    {
      action: 'clear',
      method: 'post',
      summary: '清理日志',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Deletes the request log (the entries the viewer may read); answers how many entries were deleted',
          resolve: async (_r: unknown, _a: unknown, ctx) => (await ctx.db.baseSysLog.deleteMany({ where: (await logScope(ctx)) ?? {} })).count,
        }),
      rest: { data: () => undefined },
    },
  ],
  labels: {
    name: { 'zh-tw': '系統日誌', en: 'System log' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      action: { 'zh-tw': '行為', en: 'Action' },
      ip: { 'zh-tw': 'IP', en: 'IP address' },
      params: { 'zh-tw': '參數', en: 'Parameters' },
      requestId: { 'zh-tw': '請求ID', en: 'Request ID' },
      name: { 'zh-tw': '用戶', en: 'User' },
      communities: { 'zh-tw': '涉及小區', en: 'Communities' },
    },
  },
});

/** zh-tw and en names of the communities of a request log row (written by audit/): no entity declares BaseSysLogCommunity. */
registerLabels('BaseSysLogCommunity', {
  name: { 'zh-tw': '日誌小區', en: 'Log community' },
  fields: {
    logId: { 'zh-tw': '日誌ID', en: 'Log ID' },
    communityId: { 'zh-tw': '小區ID', en: 'Community ID' },
  },
});
