/**
 * The rows a request's relation connections hand over, counted while it runs.
 *
 * The cost analysis (graphql/cost.ts) refuses a query before it runs by what
 * it would read, and prices every connection exactly (its page size), but a
 * list without a page size (`areaHouseList`, which answers every matching
 * row, as the legacy list routes always did) can only be priced by an
 * assumed size. A relation connection under each row of such a list
 * (`areaHouseList { area { houses(first: 500) … } }`) multiplies whatever
 * the list really holds: the meter counts every child a relation connection
 * answers and, past the request's row limit, refuses the next ones with
 * QUERY_TOO_COSTLY (a translated 1001 over REST), so no estimate that was too
 * low can keep a request running for long. The limit is the analysis's row
 * limit (QUERY_MAX_ROWS), set per request by the cost guard; contexts the
 * guard never saw (tasks, internal reads) are not metered.
 */
import { QueryTooCostlyError } from '../kernel/errors.ts';

interface Meter {
  rows: number;
  max: number;
}

const meters = new WeakMap<object, Meter>();

/** Meters the request of `ctx` (its GraphQL context) with at most `max` relation rows. */
export function meterRows(ctx: object, max: number): void {
  if (!meters.has(ctx)) meters.set(ctx, { rows: 0, max });
}

/** Counts `rows` handed over by a relation; refuses when the request has now read more than its limit. */
export function spendRows(ctx: object, rows: number): void {
  const meter = meters.get(ctx);
  if (!meter) return;
  meter.rows += rows;
  if (meter.rows > meter.max) throw new QueryTooCostlyError('cost.tooManyRows', { max: meter.max });
}
