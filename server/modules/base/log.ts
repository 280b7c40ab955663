import { builder } from '../../builder.ts';
import { defineEntity, permOf } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../../rest/registry.ts';
import { getKeepDays, purgeOldLogs, setKeepDays } from './log-store.ts';

export const sysLog = defineEntity({
  model: 'BaseSysLog',
  type: 'SysLog',
  prefix: 'base/sys/log',
  // The request log is an audit trail: readable, never edited row by row (only cleared as a whole).
  actions: ['page', 'list', 'info'],
  readOnly: ['userId', 'action', 'ip', 'params'],
  recycle: false,
  filters: { eq: ['userId'], keyword: ['action', 'ip'] },
  extraFields: (t) => ({
    name: t.string({
      nullable: true,
      description: '用户',
      resolve: async (l: any, _a: unknown, ctx: any) => (await ctx.loaders.byId('BaseSysUser', l.userId, { name: true }))?.name ?? null,
    }),
  }),
  rest: { page: ['name'] },
});

registerEntity(sysLog);

const perm = (a: string) => permOf('base/sys/log', a);
const errorsSel = '__typename ... on AppError { code message httpStatus retryAfter }';

builder.queryField('sysLogGetKeep', (t) =>
  t.int({ description: 'Days the request log is kept', authScopes: { perm: perm('getKeep') }, resolve: (_r, _a, ctx) => getKeepDays(ctx.db) }),
);

builder.mutationField('sysLogSetKeep', (t) =>
  t.field({
    type: 'Int',
    errors: {},
    description: 'Sets the days the request log is kept, and purges older entries',
    authScopes: { perm: perm('setKeep') },
    args: { value: t.arg.int({ required: true }) },
    resolve: async (_r, { value }, ctx) => {
      if (!Number.isInteger(value) || value < 1 || value > 10000) throw new AppError('log.keepDays', {}, 1001, 'value');
      await setKeepDays(ctx.db, value);
      await purgeOldLogs(ctx.db);
      return value;
    },
  }),
);

builder.mutationField('sysLogClear', (t) =>
  t.field({
    type: 'Int',
    errors: {},
    description: 'Deletes the whole request log; answers how many entries were deleted',
    authScopes: { perm: perm('clear') },
    resolve: async (_r, _a, ctx) => (await ctx.db.baseSysLog.deleteMany({})).count,
  }),
);

const base = { module: 'base', prefix: '/admin/base/sys/log' } as const;
defineRoute({
  ...base,
  method: 'post',
  path: '/setKeep',
  summary: '日志保存时间',
  perm: perm('setKeep'),
  document: `mutation($value: Int!) { r: sysLogSetKeep(value: $value) { ${errorsSel} ... on MutationSysLogSetKeepSuccess { data } } }`,
  variables: (b) => ({ value: Number(b.value) }),
  result: () => undefined,
});
defineRoute({
  ...base,
  method: 'get',
  path: '/getKeep',
  summary: '获得日志保存时间',
  perm: perm('getKeep'),
  document: `query { r: sysLogGetKeep }`,
  variables: () => ({}),
  result: (d) => d.r,
});
defineRoute({
  ...base,
  method: 'post',
  path: '/clear',
  summary: '清理日志',
  perm: perm('clear'),
  document: `mutation { r: sysLogClear { ${errorsSel} ... on MutationSysLogClearSuccess { data } } }`,
  variables: () => ({}),
  result: () => undefined,
});
