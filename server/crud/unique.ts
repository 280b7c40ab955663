/**
 * Values that identify a row among its siblings (crud/entity.ts `unique`):
 * the folded key (core/field-rules.ts uniqueKeyOf) kept in the rule's key
 * column on every write and import, whose database unique index settles two
 * writes at once, and the refusal that names the sibling already there.
 */
import { AppError } from '../kernel/errors.ts';
import { isRequiredByRules, uniqueKeyOf } from '../core/field-rules.ts';
import type { EntityDecl, UniqueRule } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { delegate, type Tx } from './tx.ts';
import { containsText } from './literal.ts';
import { fieldRef } from './validate.ts';

/** The key of a row under a rule, or null when an identifying value it requires is missing (the required rules speak for it). */
export function keyOfRow(decl: EntityDecl, rule: UniqueRule, row: Record<string, unknown>): string | null {
  const info = modelInfo(decl.model);
  const required = rule.fields.filter((c) => info.byName.get(c)?.isRequired || isRequiredByRules(decl.rules, c));
  if (required.some((c) => row[c] === null || row[c] === undefined || String(row[c]).trim() === '')) return null;
  return uniqueKeyOf(rule.fields.map((c) => row[c]));
}

/**
 * The identifying values of the row (a house's building, unit and number in
 * its community): the folded key goes into the key column, whose database
 * unique index settles races; an existing sibling is named in the refusal.
 */
export async function checkUnique(decl: EntityDecl, tx: Tx, data: Record<string, unknown>, row: Record<string, unknown>, id: number | undefined): Promise<void> {
  for (const rule of decl.unique ?? []) {
    const touched = rule.fields.some((c) => data[c] !== undefined) || (rule.within !== undefined && data[rule.within] !== undefined) || id === undefined;
    if (!touched) continue;
    const key = keyOfRow(decl, rule, row);
    data[rule.key] = key;
    if (key === null) continue;
    const [other] = await siblingsWithKeys(decl, tx, rule, row[rule.within ?? ''], [key], id);
    if (other) throw uniqueError(decl, rule, other);
  }
}

export function uniqueError(decl: EntityDecl, rule: UniqueRule, other: Record<string, unknown> | null): AppError {
  const info = modelInfo(decl.model);
  return new AppError(
    other ? 'validation.uniqueTogether' : 'validation.uniqueTogetherRace',
    {
      fields: rule.fields.map((c) => fieldRef(info.byName.get(c)!)),
      values: other ? rule.fields.map((c) => (other[c] === null || other[c] === '' ? '—' : String(other[c]))).join(' / ') : '',
      id: other?.id ?? '',
      entity: { label: info.label, name: '', model: decl.model },
    },
    1001,
    rule.fields[rule.fields.length - 1],
  );
}

/**
 * The rows of the group (`within` = value) whose identifying values fold to
 * one of the keys, other than row `exceptId`. Rows written without a key
 * (directly in the database, or copies of a house registered twice before
 * the key existed) are found by their first identifying value and folded
 * here, so they are not missed.
 */
export async function siblingsWithKeys(decl: EntityDecl, tx: Tx, rule: UniqueRule, within: unknown, keys: string[], exceptId?: number): Promise<Record<string, unknown>[]> {
  if (keys.length === 0) return [];
  const first = rule.fields[0]!;
  const firstValues = [...new Set(keys.map((k) => k.split('\u001f')[0]!))];
  const rows = await delegate(tx, decl.model).findMany({
    where: {
      ...(rule.within ? { [rule.within]: within } : {}),
      ...(exceptId !== undefined ? { NOT: { id: exceptId } } : {}),
      OR: [{ [rule.key]: { in: keys } }, { [rule.key]: null, OR: firstValues.map((v) => ({ [first]: containsText(v) })) }],
    },
    select: Object.fromEntries([['id', true], ...rule.fields.map((c) => [c, true])]),
    orderBy: { id: 'asc' },
  });
  const wanted = new Set(keys);
  return rows.filter((r) => wanted.has(uniqueKeyOf(rule.fields.map((c) => r[c]))));
}
