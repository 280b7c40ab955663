/** Document templates of the meeting stages (info/template); their content fills a stage's notice (meeting/template-fill.ts). */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { localizeRow } from '../../crud/translations.ts';
import { AppError } from '../../kernel/errors.ts';
import { builder } from '../../builder.ts';
import { OMIT_NULLS, listShape } from '../../crud/shapes.ts';
import { stageValueLabels } from '../meeting/stage-labels.ts';

/** A custom field of a template: name and alias required, the alias only letters, digits and underscores (SPEC §5). */
function checkFields(fields: unknown): void {
  if (fields === null || fields === undefined) return;
  if (!Array.isArray(fields)) throw new AppError('template.fields', {}, 1001, 'fields');
  for (const [i, f] of fields.entries()) {
    const name = typeof f?.name === 'string' ? f.name.trim() : '';
    const alias = typeof f?.alias === 'string' ? f.alias.trim() : '';
    if (!name || !alias) throw new AppError('template.fieldRequired', { row: i + 1 }, 1001, 'fields');
    if (!/^[A-Za-z0-9_]+$/.test(alias)) throw new AppError('template.fieldAlias', { row: i + 1 }, 1001, 'fields');
  }
}

/**
 * A custom field as the product defines it (its name and alias); an author
 * may keep more keys in it, which GraphQL does not answer and REST answers
 * as stored (the column is read as its stored text, rest/stored-json.ts).
 */
export const TemplateFieldType = builder.objectRef<{ name?: unknown; alias?: unknown }>('TemplateField').implement({
  description: "A template's custom field: the name people read and the alias the content names it by",
  extensions: OMIT_NULLS,
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (f) => (typeof f.name === 'string' ? f.name : null) }),
    alias: t.string({ nullable: true, description: 'Letters, digits and underscores', resolve: (f) => (typeof f.alias === 'string' ? f.alias : null) }),
  }),
});

export const infoTemplate = defineEntity({
  model: 'InfoTemplate',
  type: 'InfoTemplate',
  prefix: 'info/template',
  translatable: ['name', 'content'],
  enums: { stage: 'MeetingStage' },
  rules: { name: RULE.required },
  richText: ['content'],
  shapes: { fields: listShape(TemplateFieldType, "The template's custom fields (empty when it has none)", 'stored') },
  filters: { eq: ['stage'], keyword: ['name', 'label'] },
  hooks: {
    beforeWrite(_ctx, _tx, data) {
      checkFields(data.fields);
    },
  },
  operations: [
    {
      action: 'getByLabel',
      method: 'get',
      summary: '按标识查询',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          nullable: true,
          description: 'The enabled template with this label (the newest when several), or null',
          args: { label: t.arg.string({ required: true }) },
          resolve: async (_r: unknown, { label }: { label: string }, ctx) => {
            const row = await ctx.db.infoTemplate.findFirst({ where: { label: label.slice(0, 255), status: 1 }, orderBy: { id: 'desc' } });
            // Name and content in the reader's language; the translations themselves stay beside them.
            return row ? localizeRow(['name', 'content'], row, ctx.lang) : null;
          },
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '模板', en: 'Template' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      label: { 'zh-tw': '標籤', en: 'Label' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
      fields: { 'zh-tw': '自定義字段', en: 'Custom fields' },
      systemFields: { 'zh-tw': '系統字段', en: 'System fields' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '一般事務', en: 'General affairs' },
      'type.1': { 'zh-tw': '維修', en: 'Repair' },
      'type.2': { 'zh-tw': '選舉', en: 'Election' },
      stage: { 'zh-tw': '階段', en: 'Stage' },
      ...stageValueLabels('stage'),
      fileUrl: { 'zh-tw': '檔案地址', en: 'File URL' },
      content: { 'zh-tw': '模板內容', en: 'Template content' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});
