/**
 * Translations of the schema's labels. The zh-cn names of models, fields
 * and enumerated values are the `///` labels in prisma/schema.prisma; the
 * catalogues under labels/ hold their zh-tw and en names, keyed
 * `Model`, `Model.field` and `Model.field.value`
 * (tests/server/labels.test.ts fails when one is missing).
 */
import { labels as en } from './labels/en.ts';
import { labels as zhTw } from './labels/zh-tw.ts';

export const LABEL_CATALOGUES = { 'zh-tw': zhTw, en } as const;
export type LabelLang = keyof typeof LABEL_CATALOGUES;

/** A field's label in a language other than zh-cn, or undefined. */
export function fieldLabel(lang: LabelLang, model: string, field: string): string | undefined {
  return LABEL_CATALOGUES[lang][`${model}.${field}`];
}

export function entityLabel(lang: LabelLang, model: string): string | undefined {
  return LABEL_CATALOGUES[lang][model];
}

/** The translations of one model, keyed as the client reads them: '' (the entity), 'field', 'field.value'. */
export function labelTranslations(model: string): Record<LabelLang, Record<string, string>> {
  const out = { 'zh-tw': {}, en: {} } as Record<LabelLang, Record<string, string>>;
  for (const lang of Object.keys(LABEL_CATALOGUES) as LabelLang[]) {
    for (const [key, text] of Object.entries(LABEL_CATALOGUES[lang])) {
      if (key === model) out[lang][''] = text;
      else if (key.startsWith(`${model}.`)) out[lang][key.slice(model.length + 1)] = text;
    }
  }
  return out;
}
