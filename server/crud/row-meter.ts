/**
 * The rows a request's relation connections hand over, counted while it runs.
 *
 * The cost analysis (graphql/cost.ts) refuses a query before it runs by what
 * it would read, and prices every connection exactly (its page size), but a
 * list without a page size (`areaHouseList`, which answers every matching
 * row, as the legacy list routes always did) can only be priced by an
 * assumed size. A relation connection under each row of such a list
 * (`areaHouseList { area { houses(first: 500) … } }`) multiplies whatever
 * the list really holds: the meter counts every row a relation connection
 * reads for the request and, past its row limit (QUERY_MAX_ROWS,
 * `ctx.config.queryLimits.maxRows`), refuses the next ones with
 * QUERY_TOO_COSTLY (a translated 1001 over REST), so no estimate that was too
 * low can keep a request running for long.
 *
 * A request's count starts with its first relation row (requests that read
 * none pay nothing for it). A subscription's context lives as long as the
 * subscription: its events are not counted together (the cost guard marks
 * it unmetered; each event's rows are bounded by the estimate).
 */
import { QueryTooCostlyError } from '../kernel/errors.ts';
import type { Ctx } from '../kernel/context.ts';

const counted = new WeakMap<object, { rows: number }>();
const unmetered = new WeakSet<object>();

/** The context of a subscription: its events' rows are not added up. */
export function unmeter(ctx: object): void {
  unmetered.add(ctx);
}

/** Counts `rows` read by a relation for the request of `ctx`; refuses when the request has now read more than its limit. */
export function spendRows(ctx: Pick<Ctx, 'config'>, rows: number): void {
  const max = ctx.config?.queryLimits?.maxRows;
  if (max === undefined || unmetered.has(ctx)) return;
  let meter = counted.get(ctx);
  if (!meter) counted.set(ctx, (meter = { rows: 0 }));
  meter.rows += rows;
  if (meter.rows > max) throw new QueryTooCostlyError('cost.tooManyRows', { max });
}
