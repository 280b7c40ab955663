/**
 * How personal data reads to a viewer who may not read residents
 * (docs/security.md "Personal data"). Pure functions: which values are
 * personal is declared where the fields are declared (crud/personal.ts),
 * and one function there decides when these masks apply.
 *
 * - name: the first character kept, every other one a `*` (张三 → 张*);
 *   a one-character name is `*`;
 * - phone, idCard: the first 3 and the last 4 characters kept, the rest `*`
 *   (13800000001 → 138****0001); a value too short to keep 7 characters
 *   and hide one is all `*`;
 * - ownerKey: nothing at all (null). An owner key is built from the
 *   owner's name and phone (core/counting.ts), so no part of it is shown.
 */
export const PERSONAL_KINDS = ['name', 'phone', 'idCard', 'ownerKey'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

export function isPersonalKind(v: unknown): v is PersonalKind {
  return typeof v === 'string' && (PERSONAL_KINDS as readonly string[]).includes(v);
}

const STAR = '*';

/** Keeps `head` and `tail` characters (code points, so a CJK or astral character counts once). */
function keepEnds(text: string, head: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= head + tail) return STAR.repeat(chars.length);
  return chars.slice(0, head).join('') + STAR.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

function maskText(kind: Exclude<PersonalKind, 'ownerKey'>, text: string): string {
  if (text === '') return text;
  if (kind === 'name') return keepEnds(text, 1, 0);
  return keepEnds(text, 3, 4);
}

/**
 * A personal value as a viewer without the right reads it: null and
 * undefined stay as they are; a list is masked item by item; an owner key
 * is null whatever it holds.
 */
export function maskPersonal(kind: PersonalKind, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (kind === 'ownerKey') return null;
  if (Array.isArray(value)) return value.map((v) => maskPersonal(kind, v));
  return maskText(kind, typeof value === 'string' ? value : String(value));
}
