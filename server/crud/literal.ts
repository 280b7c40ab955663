/**
 * The one place text is matched with LIKE. Prisma turns `contains`,
 * `startsWith` and `endsWith` into LIKE / ILIKE with the value inside the
 * pattern as it is: on PostgreSQL it escapes nothing, so a keyword `a_b`
 * found `axb`, `%` found every row and `a\b` found `ab`. Every such filter
 * is built here from the text to find, which is escaped first so it is
 * matched literally.
 *
 * PostgreSQL's LIKE / ILIKE take backslash as the escape character when no
 * ESCAPE clause is given (Prisma adds none), with standard_conforming_strings
 * on or off alike since the pattern is a bound parameter; PGlite is the same
 * server compiled to WebAssembly. tests/server/literal.test.ts checks both,
 * and refuses any LIKE built elsewhere in server/.
 */

/** How the API describes a searched text (GraphQL descriptions of keyWord and of like filters). */
import { AppError } from '../kernel/errors.ts';

export const KEYWORD_DESCRIPTION = 'Text searched in the keyword columns, case-insensitive and literal (% _ \\ are plain characters)';
export const LIKE_DESCRIPTION = 'contains, case-insensitive and literal (% _ \\ are plain characters)';

/**
 * The longest text a search takes (a keyword, a like filter). LIKE compares its pattern at every position of
 * every row's text, so a pattern of a megabyte held the embedded database for a minute over a log of long rows
 * (found by tests/server/security/fuzz.test.ts); no one searches for more than a few words.
 */
export const MAX_SEARCH_LENGTH = 500;

/** A searched text as typed, refused with 1001 naming the field when longer than MAX_SEARCH_LENGTH. */
export function searchedText(text: string, field: string): string {
  if (text.length > MAX_SEARCH_LENGTH) throw new AppError('validation.searchTooLong', { max: MAX_SEARCH_LENGTH }, 1001, field);
  return text;
}

/** Text with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped: a pattern matching exactly this text. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Prisma filter: the column contains the text, case-insensitively (ILIKE), the text taken literally. */
export function containsText(text: string): { contains: string; mode: 'insensitive' } {
  return { contains: likeLiteral(text), mode: 'insensitive' };
}

/** Prisma filter: the column starts with the text (LIKE, case-sensitive), the text taken literally. */
export function startsWithText(text: string): { startsWith: string } {
  return { startsWith: likeLiteral(text) };
}

/** Whether a statement's text holds a text filter textFilterSql wrote (the read path plans those per call: read/statements.ts). */
export function sqlHasTextFilter(sql: string): boolean {
  return /\bI?LIKE\b/i.test(sql);
}

/** Prisma's filter keys it writes as LIKE / ILIKE (the JSON ones too, though no page uses them today). */
const TEXT_FILTER_KEYS = ['contains', 'startsWith', 'endsWith', 'string_contains', 'string_starts_with', 'string_ends_with'] as const;

/**
 * Whether a Prisma condition holds a text filter (`contains` / `startsWith` / `endsWith` with a text, as the helpers
 * above write them): what Prisma sends as LIKE / ILIKE. The same question as sqlHasTextFilter, asked of a condition
 * Prisma will write (a list page's total is bounded for those: crud/page-total.ts). `array_contains` (JSON `@>`)
 * is no text filter.
 */
export function whereHasTextFilter(where: unknown): boolean {
  if (where === null || typeof where !== 'object' || where instanceof Date) return false;
  if (Array.isArray(where)) return where.some(whereHasTextFilter);
  const o = where as Record<string, unknown>;
  if (TEXT_FILTER_KEYS.some((k) => typeof o[k] === 'string')) return true;
  return Object.values(o).some(whereHasTextFilter);
}

/**
 * The SQL of a Prisma text filter (`contains` / `startsWith` / `endsWith`, `mode: 'insensitive'` or not) for
 * statements written by hand (crud/raw-page.ts): the same match Prisma writes for it, the value taken as Prisma
 * takes it (its wildcards escaped by the helpers above when it came from input). `param` binds a value.
 */
export function textFilterSql(column: string, filter: 'contains' | 'startsWith' | 'endsWith', insensitive: boolean, value: string, param: (v: string) => string): string {
  const pattern = filter === 'contains' ? `%${value}%` : filter === 'startsWith' ? `${value}%` : `%${value}`;
  return `${column}::text ${insensitive ? 'ILIKE' : 'LIKE'} ${param(pattern)}`;
}
