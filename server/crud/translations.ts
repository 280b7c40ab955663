/**
 * Data in the reader's language. An entity declares the columns people read
 * (`translatable: ['name', 'remark']`, crud/entity.ts); its rows keep their
 * translations themselves, in the JSON column `i18n`:
 *
 *     { "en": { "name": "Owner" }, "zh-tw": { "name": "業主" } }
 *
 * so the recycle bin, restores, backups and menu exports carry them with the
 * row. The column's own text is what was typed (zh-cn for seeded rows) and
 * the fallback of every language without a translation.
 *
 * Reading: every path answers `localized(row, column, lang)` — the node
 * type's column fields (crud/graphql.ts, which REST goes through), lookups
 * (crud/lookups.ts), exports (crud/export.ts) and the routes that read such
 * rows directly (permmenu, dictionary data, template fill…).
 *
 * Writing (crud/service.ts): what the reader saw is what the reader edits.
 * An update sent in a language whose translation the row holds changes that
 * translation, not the row's own text; otherwise the column's own text
 * changes, as typed. The `i18n` input adds, changes or removes translations
 * ('' or null removes one) and is merged into what the row holds; each
 * translation passes the column's own checks (length, rich-text sanitizing).
 *
 * Seeded rows get their translations from the data files
 * (kernel/i18n/data/*.ts, keyed by the zh-cn text): seedTranslations for a
 * row being written, fillSeedTranslations for every row of a fresh seed.
 */
import { AppError } from '../kernel/errors.ts';
import { parseJsonInput } from '../kernel/text-input.ts';
import { LANGS, type Lang } from '../kernel/i18n/messages.ts';
import { SEED_LANGS, seedText } from '../kernel/i18n/data.ts';
import { entities, entityByModel, type EntityDecl, type EntityFieldBuilder, type WriteMode } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { judgeField, JSON_NULL } from './validate.ts';
import { delegate, type Tx } from './tx.ts';
import { builder } from '../builder.ts';
import type { Shape } from './shapes.ts';
import type { ScalarName } from '../schema-types.ts';

/** The JSON column holding a row's translations. */
export const TRANSLATIONS = 'i18n';

export type Translations = Partial<Record<Lang, Record<string, string>>>;

/**
 * Seeded rows whose zh-cn text names different things in different places,
 * and the column that tells them apart (`context|text` in the data files):
 * two menu pages are both called 用户列表.
 */
const SEED_CONTEXT: Record<string, string> = { BaseSysMenu: 'router' };

/** The translatable columns of a model (none when it declares none). */
export function translatableColumns(model: string): readonly string[] {
  return entityByModel(model)?.translatable ?? [];
}

/** A row's stored translations as a clean map: known languages, non-empty strings only. */
export function translationsOf(value: unknown): Translations {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Translations = {};
  for (const lang of LANGS) {
    const cols = (v as Record<string, unknown>)[lang];
    if (!cols || typeof cols !== 'object' || Array.isArray(cols)) continue;
    const kept = Object.fromEntries(Object.entries(cols as Record<string, unknown>).filter(([, t]) => typeof t === 'string' && t !== ''));
    if (Object.keys(kept).length) out[lang] = kept as Record<string, string>;
  }
  return out;
}

/** A column of a row in the reader's language: its translation, else its own text. */
export function localized<R extends object, K extends keyof R & string>(row: R, column: K, lang: Lang): R[K] | string;
export function localized<R extends object, K extends keyof R & string>(row: R | null | undefined, column: K, lang: Lang): R[K] | string | undefined;
export function localized(row: object | null | undefined, column: string, lang: Lang): unknown {
  if (!row) return undefined;
  const values = row as Record<string, unknown>;
  const all = values[TRANSLATIONS] as Record<string, Record<string, unknown> | undefined> | null | undefined;
  const t = all && typeof all === 'object' ? all[lang]?.[column] : undefined;
  return typeof t === 'string' && t !== '' ? t : values[column];
}

/** A copy of the row with its translatable columns in the reader's language. */
export function localizeRow<T extends object>(columns: readonly string[], row: T, lang: Lang): T {
  if (!columns.length || !row) return row;
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const c of columns) if (c in row) out[c] = localized(row as Record<string, unknown>, c, lang);
  return out as T;
}

// ---------------------------------------------------------------------------
// The translations as a GraphQL type
// ---------------------------------------------------------------------------

/** One translation of a row: a column's text in a language. */
export interface TranslationEntry {
  language: Lang;
  field: string;
  text: string;
}

/** The languages, as GraphQL names them (zh-cn → ZH_CN), each standing for its code. */
export const LanguageEnum = builder.enumType('Language', {
  description: 'A language of the product: its code (zh-cn, zh-tw, en) is what the `language` header and the stored translations use',
  values: Object.fromEntries(LANGS.map((l) => [l.toUpperCase().replace(/-/g, '_'), { value: l, description: l }])) as Record<string, { value: Lang; description: string }>,
});

export const TranslationType = builder.objectRef<TranslationEntry>('Translation').implement({
  description: "A translation of a row's column: its text in one language (the column itself answers the reader's language)",
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, resolve: (e) => e.language }),
    field: t.exposeString('field', { description: 'The translated field (a translatable column of the row)' }),
    text: t.exposeString('text'),
  }),
});

/**
 * The `i18n` column of every translatable entity, typed (crud/graphql.ts
 * shapeOf): the stored object language → column → text as a list of
 * translations, in its stored order; null when the row holds none (its
 * column is NULL). REST answers the object as stored (restForm, rest/format.ts).
 */
export const TRANSLATIONS_SHAPE: Shape = {
  type: [TranslationType],
  description: "The row's translations: one entry per language and field (null when it has none)",
  restForm: 'translations',
  from(stored) {
    let v = stored;
    if (typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        return null;
      }
    }
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const out: TranslationEntry[] = [];
    for (const [language, cols] of Object.entries(v as Record<string, unknown>)) {
      if (!(LANGS as readonly string[]).includes(language) || !cols || typeof cols !== 'object' || Array.isArray(cols)) continue;
      for (const [field, text] of Object.entries(cols as Record<string, unknown>)) if (typeof text === 'string') out.push({ language: language as Lang, field, text });
    }
    return out;
  },
};

/** The object a list of translations stands for: language → field → text (the REST form of TRANSLATIONS_SHAPE). */
export function translationMap(entries: readonly { language?: unknown; field?: unknown; text?: unknown }[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const e of entries) if (e && typeof e.language === 'string' && typeof e.field === 'string') (out[e.language] ??= {})[e.field] = e.text;
  return out;
}

/**
 * The GraphQL field of a translatable column (crud/graphql.ts uses it in
 * place of the column's plain field): the reader's language, by the
 * request's `language` header. crud/select.ts loads `i18n` beside it.
 */
export function translatedColumnField(t: EntityFieldBuilder, name: string, type: ScalarName, nullable: boolean, description: string | undefined) {
  return t.field({ type, nullable, description, resolve: (row: Record<string, unknown>, _a: unknown, ctx: { lang: Lang }) => localized(row, name, ctx.lang) });
}

// ---------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------

function refuse(key: 'translation.invalid' | 'translation.language' | 'translation.column', params: Record<string, unknown> = {}): AppError {
  return new AppError(key, params, 1001, TRANSLATIONS);
}

/** The `i18n` input checked: known languages and translatable columns, each text through its column's checks; null for a removal. */
function explicitTranslations(decl: EntityDecl, raw: unknown): Partial<Record<Lang, Record<string, string | null>>> {
  let value = raw;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    // Parsed and judged as input (kernel/text-input.ts): what it holds is stored.
    value = parseJsonInput(value, () => refuse('translation.invalid'), TRANSLATIONS);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw refuse('translation.invalid');
  const columns = new Set(decl.translatable ?? []);
  const info = modelInfo(decl.model);
  const out: Partial<Record<Lang, Record<string, string | null>>> = {};
  for (const [lang, cols] of Object.entries(value as Record<string, unknown>)) {
    if (!(LANGS as readonly string[]).includes(lang)) throw refuse('translation.language', { lang: lang.slice(0, 20) });
    if (cols === null) continue;
    if (typeof cols !== 'object' || Array.isArray(cols)) throw refuse('translation.invalid');
    const checked: Record<string, string | null> = {};
    for (const [column, text] of Object.entries(cols as Record<string, unknown>)) {
      if (!columns.has(column)) throw refuse('translation.column', { column: column.slice(0, 50) });
      if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) {
        checked[column] = null;
        continue;
      }
      // The column's own rules: type, length, declared rules, rich-text sanitizing, NUL characters.
      const judged = judgeField(decl, info.byName.get(column)!, { [column]: text }, 'update');
      checked[column] = judged.skip || judged.value === JSON_NULL || judged.value === null ? null : String(judged.value);
    }
    out[lang as Lang] = checked;
  }
  return out;
}

function clone(t: Translations): Translations {
  return Object.fromEntries(Object.entries(t).map(([l, cols]) => [l, { ...cols }]));
}

function set(t: Translations, lang: Lang, column: string, text: string | null): void {
  if (text === null || text === '') {
    if (t[lang]) {
      delete t[lang]![column];
      if (Object.keys(t[lang]!).length === 0) delete t[lang];
    }
    return;
  }
  (t[lang] ??= {})[column] = text;
}

function same(a: Translations, b: Translations): boolean {
  const flat = (t: Translations) => JSON.stringify(Object.entries(t).flatMap(([l, cols]) => Object.entries(cols).map(([c, v]) => [l, c, v])).sort());
  return flat(a) === flat(b);
}

/**
 * Puts the translations of a write in place (called by crud/service.ts
 * before the row is written): the `i18n` input merged into what the row
 * holds, and on an update the columns the reader saw translated written
 * into that translation instead of the row's own text. `stored` is the row
 * before an update (with `i18n` and the translatable columns), null on add.
 */
export function applyTranslations(decl: EntityDecl, data: Record<string, unknown>, stored: Record<string, unknown> | null, mode: WriteMode, lang: Lang): void {
  const columns = decl.translatable ?? [];
  if (!columns.length) return;
  const sent = Object.prototype.hasOwnProperty.call(data, TRANSLATIONS) ? data[TRANSLATIONS] : undefined;
  delete data[TRANSLATIONS];
  const before = translationsOf(stored?.[TRANSLATIONS]);
  const next = clone(before);
  const changed = new Set<string>();
  if (sent !== undefined && sent !== JSON_NULL) {
    for (const [l, cols] of Object.entries(explicitTranslations(decl, sent)) as [Lang, Record<string, string | null>][]) {
      for (const [column, text] of Object.entries(cols)) {
        if ((before[l]?.[column] ?? null) !== text) changed.add(`${l}.${column}`);
        set(next, l, column, text);
      }
    }
  }
  if (mode === 'update') {
    for (const column of columns) {
      if (data[column] === undefined) continue;
      const shown = before[lang]?.[column];
      // The reader saw the row's own text: an edit changes it, as typed.
      if (shown === undefined) continue;
      const text = data[column] === JSON_NULL || data[column] === null ? null : String(data[column]);
      // The reader saw this translation: an edit of it stays a translation (an explicit one sent beside it wins).
      if (!changed.has(`${lang}.${column}`) && text !== shown) set(next, lang, column, text);
      delete data[column];
    }
  }
  if (mode === 'add' ? Object.keys(next).length > 0 : !same(next, before)) data[TRANSLATIONS] = Object.keys(next).length ? next : JSON_NULL;
}

/** The stored columns applyTranslations needs of the row before an update. */
export function columnsForTranslations(decl: EntityDecl): string[] {
  return decl.translatable?.length ? [TRANSLATIONS, ...decl.translatable] : [];
}

// ---------------------------------------------------------------------------
// Seeded rows
// ---------------------------------------------------------------------------

/**
 * The translations of a seeded row from the data files (merged over those
 * it already has), or null when the files know none of its texts.
 */
export function seedTranslations(model: string, row: Record<string, unknown>): Translations | null {
  const columns = translatableColumns(model);
  const context = SEED_CONTEXT[model] ? row[SEED_CONTEXT[model]!] : null;
  const out = translationsOf(row[TRANSLATIONS]);
  let found = false;
  for (const lang of SEED_LANGS) {
    for (const column of columns) {
      const own = row[column];
      if (typeof own !== 'string' || own === '' || out[lang]?.[column]) continue;
      const text = seedText(lang, own, context as string | null | undefined);
      if (text !== undefined) {
        set(out, lang, column, text);
        found = true;
      }
    }
  }
  return found ? out : null;
}

/**
 * Gives every row of the translatable models the translations the data
 * files hold for its texts (those it lacks only). Run once on a freshly
 * seeded database, where every row is a seeded one.
 */
export async function fillSeedTranslations(tx: Tx): Promise<number> {
  let updated = 0;
  for (const decl of entities()) {
    if (!decl.translatable?.length) continue;
    const select = Object.fromEntries(['id', TRANSLATIONS, ...decl.translatable, ...(SEED_CONTEXT[decl.model] ? [SEED_CONTEXT[decl.model]!] : [])].map((c) => [c, true]));
    const model = delegate(tx, decl.model);
    const rows = await model.findMany({ select });
    for (const row of rows) {
      const t = seedTranslations(decl.model, row);
      if (!t || same(t, translationsOf(row[TRANSLATIONS]))) continue;
      await model.update({ where: { id: row.id }, data: { [TRANSLATIONS]: t }, select: { id: true } });
      updated += 1;
    }
  }
  return updated;
}
