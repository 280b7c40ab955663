import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { defineRoute } from '../../rest/registry.ts';

export const dictType = defineEntity({
  model: 'DictType',
  type: 'DictType',
  prefix: 'dict/type',
  filters: { keyword: ['name', 'key'] },
});
registerEntity(dictType);

export const dictInfo = defineEntity({
  model: 'DictInfo',
  type: 'DictInfo',
  prefix: 'dict/info',
  filters: { eq: ['typeId', 'parentId'], keyword: ['name', 'value'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
});
registerEntity(dictInfo);

/** Items of the dictionaries named by key (all when none named), in the legacy item shape. */
async function dictData(db: any, types: string[] | null | undefined) {
  const typeRows = await db.dictType.findMany({ where: types?.length ? { key: { in: types } } : {}, select: { id: true, key: true } });
  const items = await db.dictInfo.findMany({
    where: { typeId: { in: typeRows.map((t: any) => t.id) } },
    orderBy: [{ orderNum: 'asc' }, { id: 'asc' }],
    select: { id: true, typeId: true, name: true, value: true, orderNum: true, parentId: true },
  });
  const out: Record<string, unknown[]> = {};
  for (const t of typeRows) out[t.key] = items.filter((i: any) => i.typeId === t.id).map((i: any) => ({ ...i, value: numericOrText(i.value) }));
  return out;
}

/** Dictionary values are stored as text; numeric ones are answered as numbers, as clients compare them with numeric columns. */
function numericOrText(v: string | null): string | number | null {
  return v !== null && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
}

builder.queryField('dictData', (t) =>
  t.field({
    type: 'JSON',
    description: 'Dictionary items grouped by type key; all types when none are given. Public: labels are not secrets.',
    args: { types: t.arg.stringList({ required: false }) },
    resolve: (_r, { types }, ctx) => dictData(ctx.db, types),
  }),
);

builder.queryField('dictTypes', (t) =>
  t.field({
    type: 'JSON',
    description: 'Every dictionary type (id, name, key). Public.',
    resolve: (_r, _a, ctx) => ctx.db.dictType.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, key: true } }),
  }),
);

defineRoute({
  module: 'dict',
  prefix: '/admin/dict/info',
  method: 'post',
  path: '/data',
  summary: '获得字典数据',
  perm: null,
  ignoreToken: true,
  document: `query($types: [String!]) { r: dictData(types: $types) }`,
  // types: a list of keys, or one comma-separated string; none means every dictionary.
  variables: (b) => ({
    types: Array.isArray(b?.types) ? b.types.map(String) : typeof b?.types === 'string' && b.types.trim() ? b.types.split(',').map((s: string) => s.trim()) : null,
  }),
  result: (d) => d.r,
});
defineRoute({
  module: 'dict',
  prefix: '/admin/dict/info',
  method: 'get',
  path: '/types',
  summary: '获得所有字典类型',
  perm: null,
  ignoreToken: true,
  document: `query { r: dictTypes }`,
  variables: () => ({}),
  result: (d) => d.r,
});
