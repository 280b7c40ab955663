/** Dictionary items (dict/info), and the public item data clients load at boot. */
import { defineEntity } from '../../crud/define.ts';
import { localized } from '../../crud/translations.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';
import type { Db } from '../../kernel/context.ts';

/** Dictionary values are stored as text; numeric ones are answered as numbers, as clients compare them with numeric columns. */
function numericOrText(v: string | null): string | number | null {
  return v !== null && /^-?\d{1,15}(\.\d+)?$/.test(v) ? Number(v) : v;
}

/** Items of the dictionaries named by key (all when none named), in the legacy item shape; names in the reader's language. */
async function dictData(db: Db, types: string[] | null | undefined, lang: Lang) {
  const typeRows: { id: number; key: string }[] = await db.dictType.findMany({ where: types?.length ? { key: { in: types } } : {}, select: { id: true, key: true } });
  const items = await db.dictInfo.findMany({
    where: { typeId: { in: typeRows.map((t) => t.id) } },
    orderBy: [{ orderNum: 'asc' }, { id: 'asc' }],
    select: { id: true, typeId: true, name: true, value: true, orderNum: true, parentId: true, i18n: true },
  });
  const out: Record<string, unknown[]> = {};
  for (const t of typeRows) {
    out[t.key] = items.filter((i) => i.typeId === t.id).map(({ i18n: _t, ...i }) => ({ ...i, name: localized({ ...i, i18n: _t }, 'name', lang), value: numericOrText(i.value) }));
  }
  return out;
}

export const dictInfo = defineEntity({
  model: 'DictInfo',
  type: 'DictInfo',
  prefix: 'dict/info',
  translatable: ['name', 'remark'],
  filters: { eq: ['typeId', 'parentId'], keyword: ['name', 'value'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
  // An item under another item of its dictionary (a tree).
  references: { parent: { model: 'DictInfo', column: 'parentId', pick: 'name', description: '父级' } },
  operations: [
    {
      action: 'data',
      method: 'post',
      kind: 'query',
      summary: '获得字典数据',
      // Labels are not secrets, and the legacy client asks for them at boot.
      access: 'open',
      field: 'dictData',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'Dictionary items grouped by type key; all types when none are given. Public.',
          args: { types: t.arg.stringList({ required: false }) },
          resolve: (_r: unknown, { types }: { types?: string[] | null }, ctx) => dictData(ctx.db, types, ctx.lang),
        }),
      // types: a list of keys, or one comma-separated string; none means every dictionary.
      rest: { args: (b) => ({ types: b.types === '' ? null : b.types }) },
    },
    {
      action: 'types',
      method: 'get',
      summary: '获得所有字典类型',
      access: 'open',
      field: 'dictTypes',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'Every dictionary type (id, name, key). Public.',
          resolve: async (_r: unknown, _a: unknown, ctx) =>
            (await ctx.db.dictType.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, key: true, i18n: true } })).map(({ i18n, ...t }) => ({ ...t, name: localized({ ...t, i18n }, 'name', ctx.lang) })),
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '字典信息', en: 'Dictionary entry' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      typeId: { 'zh-tw': '類型ID', en: 'Type ID' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      value: { 'zh-tw': '值', en: 'Value' },
      orderNum: { 'zh-tw': '排序', en: 'Sort order' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      parentId: { 'zh-tw': '父ID', en: 'Parent ID' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});
