/** Parameters (base/sys/param): key/value settings; a rich-text one is also served as a public HTML page. */
import { defineEntity } from '../../crud/define.ts';

export const sysParam = defineEntity({
  model: 'BaseSysParam',
  type: 'SysParam',
  prefix: 'base/sys/param',
  filters: { eq: ['dataType'], keyword: ['name', 'keyName'] },
  operations: [
    {
      action: 'html',
      method: 'get',
      summary: '获得网页内容的参数值',
      access: 'open',
      field: 'sysParamHtml',
      graphql: (t) =>
        t.string({
          nullable: true,
          description: 'The data of a parameter by its key, for public pages (e.g. an agreement)',
          args: { key: t.arg.string({ required: true }) },
          resolve: async (_r: unknown, { key }: { key: string }, ctx: any) =>
            (await ctx.db.baseSysParam.findUnique({ where: { keyName: key.slice(0, 255) }, select: { data: true } }))?.data ?? null,
        }),
      rest: { raw: { contentType: 'text/html; charset=utf-8' }, data: (v) => v ?? '' },
    },
  ],
});
