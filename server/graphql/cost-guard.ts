/**
 * The cost limits of every operation, in the envelop chain all entry points
 * share (GraphQL over HTTP — POST, GET, multipart — and over graphql-ws, and
 * the REST layer's prepared operations), before anything runs:
 *
 * 1. the operation's estimate with its variables (graphql/cost.ts) past
 *    QUERY_MAX_COST or QUERY_MAX_ROWS: refused with QUERY_TOO_COSTLY
 *    (HTTP 400; over REST a translated 1001);
 * 2. its cost is spent from the budget of the caller's account, or of its
 *    address without one (http/cost-budget.ts): past it, RATE_LIMITED with
 *    HTTP 429 and Retry-After (REST: 429, code 1001, Retry-After);
 * 3. the rows its relation connections read are metered while it runs
 *    (crud/row-meter.ts), with the same row limit (a subscription's events
 *    are not added up).
 *
 * A refusal replaces the execute function (as authFirst's do), so the unit of
 * work around it still logs the refusal, and nothing of the operation runs.
 */
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Ctx } from '../kernel/context.ts';
import { QueryTooCostlyError, RateLimitedError } from '../kernel/errors.ts';
import { unmeter } from '../crud/row-meter.ts';
import { estimateOperation, withinLimits, type CostLimits, type Estimate } from './cost.ts';
import type { CostBudget } from '../http/cost-budget.ts';

interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
  contextValue: unknown;
}

/** The budget a request spends from: its account's, else its address's. */
export function budgetKeyOf(ctx: Pick<Ctx, 'viewer' | 'ip'>): { key: string; holder: 'account' | 'address' } {
  return ctx.viewer ? { key: `account:${ctx.viewer.userId}`, holder: 'account' } : { key: `address:${ctx.ip}`, holder: 'address' };
}

function shown(n: number): string {
  return Number.isFinite(n) ? String(Math.ceil(n)) : '∞';
}

function tooCostly(ctx: Ctx, found: Estimate | 'tooLarge', limits: CostLimits): GraphQLError {
  const { cost, rows } = found === 'tooLarge' ? { cost: Number.POSITIVE_INFINITY, rows: Number.POSITIVE_INFINITY } : found;
  const err = new QueryTooCostlyError('cost.tooCostly', { cost: shown(cost), rows: shown(rows), maxCost: limits.maxCost, maxRows: limits.maxRows });
  return new GraphQLError(ctx.t(err.key, err.params), {
    originalError: err,
    extensions: { code: err.graphqlCode, appCode: err.code, cost: Number.isFinite(cost) ? cost : null, rows: Number.isFinite(rows) ? rows : null, maxCost: limits.maxCost, maxRows: limits.maxRows, http: { status: 400 } },
  });
}

/** RATE_LIMITED with Retry-After, for GraphQL (yoga sends extensions.http) and REST (the AppError's retryAfterSeconds). */
export function rateLimited(ctx: Pick<Ctx, 't'>, seconds: number): GraphQLError {
  const err = new RateLimitedError(seconds);
  return new GraphQLError(ctx.t(err.key, err.params), {
    originalError: err,
    extensions: { code: err.graphqlCode, appCode: err.code, retryAfter: seconds, http: { status: 429, headers: { 'Retry-After': String(seconds) } } },
  });
}

export function costGuard(limits: CostLimits, budget: CostBudget | null): Plugin<Ctx> {
  /** The refusal of an operation, or null when it may run (its cost then spent). */
  function judge(args: Operation, subscription: boolean): GraphQLError | null {
    const ctx = args.contextValue as Ctx;
    const found = estimateOperation(args.schema, args.document, args.variableValues, args.operationName);
    const who = budgetKeyOf(ctx);
    if (!withinLimits(found, limits)) {
      // Judged at all costs a little: refusals cannot be sent for free without end.
      budget?.spend(who.key, who.holder, 1);
      return tooCostly(ctx, found as Estimate | 'tooLarge', limits);
    }
    const wait = budget?.spend(who.key, who.holder, (found as Estimate | null)?.cost ?? 1) ?? 0;
    if (wait > 0) return rateLimited(ctx, wait);
    // A subscription's context lives as long as it does: its events are not counted together.
    if (subscription) unmeter(ctx);
    return null;
  }
  return {
    onExecute({ args, setExecuteFn }) {
      const refusal = judge(args as Operation, false);
      if (refusal) setExecuteFn(() => ({ errors: [refusal] }));
    },
    onSubscribe({ args, setSubscribeFn }) {
      const refusal = judge(args as Operation, true);
      if (refusal) setSubscribeFn(() => ({ errors: [refusal] }) as never);
    },
  };
}
