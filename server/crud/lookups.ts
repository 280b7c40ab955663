/**
 * Computed "name of the referenced row" fields (areaName, userName…) shared
 * by entity declarations; batched per request through ctx.loaders. Each
 * names the column it reads (crud/select.ts loads only selected columns).
 */
import { rowColumns } from './select.ts';

export function lookupField(
  t: any,
  opts: { model: string; column: string; pick: string; description: string },
) {
  return t.string({
    nullable: true,
    description: opts.description,
    ...rowColumns(opts.column),
    resolve: async (row: any, _a: unknown, ctx: any) => (await ctx.loaders.byId(ctx.db, opts.model, row[opts.column], { [opts.pick]: true }))?.[opts.pick] ?? null,
  });
}

export const areaName = (t: any) => lookupField(t, { model: 'AreaInfo', column: 'areaId', pick: 'name', description: '小区名称' });
/** Name of the admin user in userId (creator or operator). */
export const adminUserName = (t: any) => lookupField(t, { model: 'BaseSysUser', column: 'userId', pick: 'name', description: '用户' });
/** Nick name of the app user (resident) in userId. */
export const appUserNickName = (t: any) => lookupField(t, { model: 'UserInfo', column: 'userId', pick: 'nickName', description: '用户昵称' });

/**
 * The ids a row's to-many link table holds for it (a user's role ids, a
 * role's menu ids), ascending; loaded for a whole page in one statement
 * beside its rows (ctx.loaders.byParent), never joined into the rows statement.
 */
export function linkedIds(t: any, opts: { model: string; column: string; pick: string; description: string }) {
  return t.intList({
    description: opts.description,
    ...rowColumns('id'),
    resolve: async (row: any, _a: unknown, ctx: any) =>
      (await ctx.loaders.byParent(ctx.db, opts.model, opts.column, row.id, { [opts.pick]: true })).map((r: any) => r[opts.pick] as number).sort((a: number, b: number) => a - b),
  });
}
