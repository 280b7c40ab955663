/**
 * Columns and rows frozen from a stage on (EntityDecl.frozen): one judge
 * for every generic write path — add and update (REST, GraphQL, imports
 * through addRow/updateRow), delete, and the recycle bin's restore — so
 * what a stage fixed cannot change through a path nobody thought of. The
 * stage is read from the database in the write's transaction (the row's
 * own status column, or its parent's), never taken from the input.
 *
 * - A frozen column sent with its stored value is accepted (clients send
 *   whole rows back); a different value is refused with the rule's message
 *   naming the column, before anything is written.
 * - A rule with `rows` also refuses adding a row under a parent at that
 *   stage, moving a row there, deleting such rows and restoring them.
 * - Rules are judged from the latest stage down, so a column frozen twice
 *   is refused with the later reason (an item's name after the count).
 */
import { AppError } from '../kernel/errors.ts';
import type { EntityDecl, Freeze, FreezeRule, WriteMode } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { delegate, type Tx } from './tx.ts';
import { sameValue } from './same-value.ts';
import { fieldRef } from './validate.ts';
import { sanitizeRichText } from '../kernel/rich-text.ts';

type Row = Record<string, unknown>;

/** The stored columns the freeze of an update compares and reads its stage from. */
export function columnsForFreeze(decl: EntityDecl): string[] {
  const f = decl.frozen;
  if (!f) return [];
  return [...new Set([f.stage.via?.column ?? f.stage.column, ...f.rules.flatMap((r) => r.columns ?? [])])];
}

/** The rules in force at a stage, the latest first. */
function rulesAt(f: Freeze, stage: number | null): FreezeRule[] {
  if (stage === null) return [];
  return f.rules.filter((r) => stage >= r.from).sort((a, b) => b.from - a.from);
}

/** The stages of the rows (by their position), read in one statement when they come from parents. */
async function stagesOf(tx: Tx, f: Freeze, rows: Row[]): Promise<(number | null)[]> {
  const via = f.stage.via;
  if (!via) return rows.map((r) => (typeof r[f.stage.column] === 'number' ? (r[f.stage.column] as number) : null));
  const ids = [...new Set(rows.map((r) => Number(r[via.column])).filter((id) => Number.isInteger(id)))];
  const parents: Row[] = ids.length ? await delegate(tx, via.model).findMany({ where: { id: { in: ids } }, select: { id: true, [f.stage.column]: true } }) : [];
  const stage = new Map(parents.map((p) => [p.id as number, p[f.stage.column] as number]));
  return rows.map((r) => stage.get(Number(r[via.column])) ?? null);
}

/**
 * The stored value as a write would judge it: rich text through its allow
 * list, so a row stored before the gate and sent back unchanged (a whole row,
 * as legacy clients send it) is the same text, not a change.
 */
function storedAsJudged(decl: EntityDecl, column: string, value: unknown): unknown {
  return typeof value === 'string' && decl.richText?.includes(column) ? sanitizeRichText(value, decl.richTextProfile) : value;
}

function refuse(decl: EntityDecl, rule: FreezeRule, column?: string): never {
  const f = column ? modelInfo(decl.model).byName.get(column) : undefined;
  throw new AppError(rule.message, f ? { field: fieldRef(f) } : {}, 1001, column);
}

/**
 * An add or update: `sent` holds the columns the write sets (judged values,
 * read-only ones as sent), `stored` the row before an update (with
 * columnsForFreeze selected).
 */
export async function judgeFrozenWrite(tx: Tx, decl: EntityDecl, mode: WriteMode, sent: Row, stored: Row | null): Promise<void> {
  const f = decl.frozen;
  if (!f) return;
  const info = modelInfo(decl.model);
  if (mode === 'add') {
    const [stage] = await stagesOf(tx, f, [sent]);
    const rule = rulesAt(f, stage ?? null).find((r) => r.rows);
    if (rule) refuse(decl, rule);
    return;
  }
  const [stage] = await stagesOf(tx, f, [stored!]);
  for (const rule of rulesAt(f, stage ?? null)) {
    for (const column of rule.columns ?? []) {
      if (sent[column] === undefined) continue;
      if (!sameValue(info.byName.get(column)!.type, sent[column], storedAsJudged(decl, column, stored![column]))) refuse(decl, rule, column);
    }
  }
  // A row moved under another parent joins that parent's freeze: as an add there.
  const via = f.stage.via;
  if (via && sent[via.column] !== undefined && !sameValue('Int', sent[via.column], stored![via.column])) {
    const [target] = await stagesOf(tx, f, [sent]);
    const rule = rulesAt(f, target ?? null).find((r) => r.rows);
    if (rule) refuse(decl, rule, via.column);
  }
}

/** A delete of these stored rows, or a restore of these recycled ones: refused when a rule freezes the rows. */
export async function judgeFrozenRows(tx: Tx, decl: EntityDecl, rows: Row[]): Promise<void> {
  const f = decl.frozen;
  if (!f || !f.rules.some((r) => r.rows) || rows.length === 0) return;
  const stages = await stagesOf(tx, f, rows);
  for (const stage of stages) {
    const rule = rulesAt(f, stage).find((r) => r.rows);
    if (rule) refuse(decl, rule);
  }
}
