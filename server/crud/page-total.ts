/**
 * A list page's total (crud/service.ts findPage): `{ n, exact }`.
 *
 * A page whose condition holds no text filter counts every matching row, as it always did: its condition is served
 * by B-tree indexes, and `exact` is true. A page searched by text (keyWord, a like filter: what crud/literal.ts
 * writes) counts at most KEYWORD_TOTAL_EXACT_UP_TO + 1 matching rows: a keyword of 1–2 characters has no trigram
 * (docs/keyword-search.md), so counting all its matches read the whole table — 290 ms on PostgreSQL and 906 ms
 * embedded for '42' on 100,000 houses, where the page's 20 rows cost a few. Up to the bound the total is exact;
 * past it, it is the planner's estimate of the same condition, never below bound + 1, and `exact` is false
 * (REST `pagination.totalExact: false`, GraphQL `totalCountExact: false`; the client shows it as an estimate).
 */
import type { Ctx } from '../kernel/context.ts';
import { DEFAULT_KEYWORD_TOTAL_EXACT_UP_TO } from '../kernel/config.ts';
import { readRows } from '../read/index.ts';
import { sqlHasTextFilter, whereHasTextFilter } from './literal.ts';
import { estimateStatement, type RawPagePlan } from './raw-page.ts';
import { delegate } from './tx.ts';

export interface PageTotal {
  /** The rows matching the page's condition, or, when not exact, an estimate above the bound. */
  n: number;
  /** Whether `n` is the exact count. */
  exact: boolean;
}

/** The bound of this application (ctx.config; the default for a context built without one). */
export function exactUpTo(ctx: Ctx): number {
  return ctx.config?.keywordTotalExactUpTo ?? DEFAULT_KEYWORD_TOTAL_EXACT_UP_TO;
}

/**
 * The total of a page of `model` under `where`. `raw`: the page's statements on the read path (crud/raw-page.ts),
 * whose text tells whether it searches text; without them Prisma counts, and the condition tells.
 */
export async function pageTotal(ctx: Ctx, model: string, where: Record<string, unknown>, raw: RawPagePlan | null): Promise<PageTotal> {
  const searched = raw ? sqlHasTextFilter(raw.count) : whereHasTextFilter(where);
  // The count scans every matching row: the embedded database gives it again until its data changes (read/embedded-generation.ts).
  const read = { readOnly: true, reuse: true };
  if (!searched) {
    const n = raw ? (await readRows<{ n: number }>(ctx.db, raw.count, raw.params, read))[0]!.n : await delegate(ctx.db, model).count({ where });
    return { n, exact: true };
  }
  const bound = exactUpTo(ctx);
  const counted = raw
    ? (await readRows<{ n: number }>(ctx.db, raw.boundedCount, [...raw.params, bound + 1], read))[0]!.n
    : await delegate(ctx.db, model).count({ where, take: bound + 1 });
  if (counted <= bound) return { n: counted, exact: true };
  return { n: Math.max(bound + 1, (await plannedRows(ctx, model, where)) ?? 0), exact: false };
}

/** The planner's estimate of the rows under `where` (raw-page.ts estimateStatement), or null when it cannot be asked. */
async function plannedRows(ctx: Ctx, model: string, where: Record<string, unknown>): Promise<number | null> {
  const statement = estimateStatement(model, where);
  if (!statement) return null;
  const [row] = await readRows<{ 'QUERY PLAN': unknown }>(ctx.db, statement.sql, statement.params, { readOnly: true, reuse: true });
  return planRows(row?.['QUERY PLAN']);
}

/** `Plan Rows` of the top node of an `EXPLAIN (FORMAT JSON)` answer (the drivers parse json; Prisma's raw reads may not). */
export function planRows(answer: unknown): number | null {
  const plan = typeof answer === 'string' ? (JSON.parse(answer) as unknown) : answer;
  const rows = Array.isArray(plan) ? (plan[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : null;
}
