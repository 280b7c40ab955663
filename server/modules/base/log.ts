/** The request log (base/sys/log): read-only rows, the kept days, and clearing. */
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { getKeepDays, purgeOldLogs, setKeepDays } from '../../audit/log.ts';
import { holdsEveryCommunity, requestCommunities } from '../../crud/where.ts';
import type { Ctx } from '../../kernel/context.ts';

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
});
