/**
 * Names compared as people read them: the one folding of the product, used
 * wherever two names must be found "the same" — the identifying values of a
 * row (crud/entity.ts `unique`, through core/field-rules.ts uniqueKeyOf:
 * a house's building, unit and number, a role's name, a username) and the
 * one-year bar on a terminated matter (modules/meeting/assembly.ts).
 *
 * - NFKC: full-width letters and digits are letters and digits, ligatures
 *   and compatibility forms their plain letters;
 * - invisible characters removed: every format character (Unicode category
 *   Cf: zero-width space, joiners, word joiner, BOM, bidi marks…) and every
 *   default-ignorable code point (variation selectors, Hangul fillers…);
 * - blanks collapsed: any run of Unicode white space (NBSP, ideographic
 *   space, tabs, line separators, U+0085…) is one space, none at the ends;
 * - case folded: upper case then lower case (ß and SS, ς and σ alike), and
 *   NFKC again (a case mapping may leave a decomposed form).
 *
 * Pure, without imports: the client's forms import it through
 * core/field-rules.ts.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const BLANKS = /[\s\u0085]+/gu;

export function foldName(text: unknown): string {
  return String(text ?? '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(BLANKS, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}
