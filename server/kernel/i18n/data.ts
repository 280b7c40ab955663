/**
 * The translations of the text the product seeds into rows (menus,
 * departments, dictionaries, parameters, system tasks, templates): one data
 * file per language under data/, keyed by the zh-cn text. Rows keep their
 * translations themselves (crud/translations.ts); these files only fill them
 * when the rows are written by the seed.
 */
import { data as en } from './data/en.ts';
import { data as zhTw } from './data/zh-tw.ts';

/** The languages rows carry translations for besides their own text (zh-cn). */
export const SEED_LANGS = ['zh-tw', 'en'] as const;
export type SeedLang = (typeof SEED_LANGS)[number];

const FILES: Record<SeedLang, Record<string, string>> = { 'zh-tw': zhTw, en };

/**
 * The seeded text in a language, or undefined: the entry for `context|text`
 * (one zh-cn text naming two things, e.g. a menu page by its router), else
 * for the text. A permission button named `<prefix>·<summary>` (a page with
 * the buttons of several prefixes) keeps its prefix and translates the summary.
 */
export function seedText(lang: SeedLang, text: string, context?: string | null): string | undefined {
  const file = FILES[lang];
  const own = (context ? file[`${context}|${text}`] : undefined) ?? file[text];
  if (own !== undefined) return own;
  const dot = text.indexOf('·');
  if (dot > 0) {
    const rest = file[text.slice(dot + 1)];
    if (rest !== undefined) return `${text.slice(0, dot + 1)}${rest}`;
  }
  return undefined;
}
