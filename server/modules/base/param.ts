import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { defineRoute } from '../../rest/registry.ts';

export const sysParam = defineEntity({
  model: 'BaseSysParam',
  type: 'SysParam',
  prefix: 'base/sys/param',
  filters: { eq: ['dataType'], keyword: ['name', 'keyName'] },
});

registerEntity(sysParam);

/** The rich-text/HTML value of a parameter, public like in the source system (e.g. an agreement page). */
builder.queryField('sysParamHtml', (t) =>
  t.string({
    nullable: true,
    description: 'The data of a parameter by its key, for public pages',
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_r, { key }, ctx) => (await ctx.db.baseSysParam.findUnique({ where: { keyName: key }, select: { data: true } }))?.data ?? null,
  }),
);

defineRoute({
  method: 'get',
  module: 'base',
  prefix: '/admin/base/sys/param',
  path: '/html',
  summary: '获得网页内容的参数值',
  perm: null,
  ignoreToken: true,
  raw: { contentType: 'text/html; charset=utf-8' },
  document: `query($key: String!) { r: sysParamHtml(key: $key) }`,
  variables: (q) => ({ key: String(q.key ?? '') }),
  result: (d) => d.r ?? '',
});
