/** Parameters (base/sys/param): key/value settings; a rich-text one is also served as a public HTML page. */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { localized } from '../../crud/translations.ts';
import type { OperationDecl, RawAnswer } from '../../crud/entity.ts';
import { htmlPage, sanitizeRichText } from './rich-text.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';

/** dataType of a rich-text parameter (0 string, 1 rich text, 2 file). */
export const RICH_TEXT = 1;

const ParamHtml = builder.objectRef<{ keyName: string; name: string; html: string }>('ParamHtml').implement({
  description: 'A rich-text parameter as a public page: its title and its sanitized content',
  fields: (t) => ({
    keyName: t.exposeString('keyName'),
    name: t.exposeString('name', { description: 'The page title (the parameter name)' }),
    html: t.exposeString('html', { description: 'The content, sanitized: no scripts, event handlers, javascript: URLs or frames' }),
  }),
});

/**
 * The public page of a rich-text parameter, by key: only parameters whose
 * dataType is rich text are pages (string and file parameters may hold
 * settings that are not for the public); anything else is null, a 404 page over REST.
 */
async function paramHtml(ctx: Ctx, key: string) {
  const row = await ctx.db.baseSysParam.findUnique({ where: { keyName: key.slice(0, 255) }, select: { keyName: true, name: true, data: true, dataType: true, i18n: true } });
  if (!row || row.dataType !== RICH_TEXT) return null;
  return { keyName: row.keyName, name: localized(row, 'name', ctx.lang), html: sanitizeRichText(row.data ?? '') };
}

/** GET …/html?key=: the page, or a 404 page; both with the strict 'html' Content-Security-Policy. */
export const paramHtmlRest = {
  raw: { contentType: 'text/html; charset=utf-8', answer: 'html' as const },
  args: (q: Record<string, unknown>) => ({ key: typeof q.key === 'string' ? q.key : '' }),
  data: (v: { name: string; html: string } | null, _input: unknown, t: (key: MessageKey) => string): RawAnswer =>
    v ? { status: 200, body: htmlPage(v.name, v.html) } : { status: 404, body: htmlPage(t('param.pageNotFound'), `<p>${t('param.pageNotFound')}</p>`) },
  select: 'name html',
};

export const paramHtmlOperation: OperationDecl = {
  action: 'html',
  method: 'get',
  summary: '获得网页内容的参数值',
  access: 'open',
  field: 'sysParamHtml',
  graphql: (t) =>
    t.field({
      type: ParamHtml,
      nullable: true,
      description: 'A rich-text parameter by its key, sanitized, for public pages (e.g. an agreement); null when there is none',
      args: { key: t.arg.string({ required: true }) },
      resolve: (_r: unknown, { key }: { key: string }, ctx) => paramHtml(ctx, key),
    }),
  rest: paramHtmlRest,
};

export const sysParam = defineEntity({
  model: 'BaseSysParam',
  type: 'SysParam',
  prefix: 'base/sys/param',
  translatable: ['name', 'remark'],
  filters: { eq: ['dataType'], keyword: ['name', 'keyName'] },
  hooks: {
    // A rich-text parameter (data type 1) goes through the rich-text gate like every rich-text column; plain text and file parameters are kept as typed.
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (typeof data.data !== 'string') return;
      const type = data.dataType !== undefined ? data.dataType : mode === 'update' ? (await tx.baseSysParam.findUnique({ where: { id: Number(input.id) }, select: { dataType: true } }))?.dataType : 0;
      if (type === 1) data.data = sanitizeRichText(data.data);
    },
  },
  operations: [paramHtmlOperation],
  labels: {
    name: { 'zh-tw': '參數配置', en: 'Parameter' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      keyName: { 'zh-tw': '鍵', en: 'Key' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      data: { 'zh-tw': '數據', en: 'Data' },
      dataType: { 'zh-tw': '數據類型', en: 'Data type' },
      'dataType.0': { 'zh-tw': '字符串', en: 'String' },
      'dataType.1': { 'zh-tw': '富文本', en: 'Rich text' },
      'dataType.2': { 'zh-tw': '檔案', en: 'File' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});
