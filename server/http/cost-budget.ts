/**
 * A budget of estimated cost per minute for each account, and for each
 * address where a request has no account (login, captcha, the other open
 * routes, the owners' /vote/api): past it, requests of that account or
 * address are refused with a translated 429 and Retry-After while every other
 * account is served (docs/security.md "Query limits").
 *
 * Each budget is a leaky bucket: it holds at most one minute's budget, and
 * drains continuously at the budget per minute. A request adds its cost (the
 * GraphQL analysis's estimate, graphql/cost.ts; a fixed cost for the owners'
 * routes) and is refused when that would overflow the bucket; Retry-After is
 * the time until it would not. A request costing more than a whole budget is
 * taken as costing the whole budget, so it runs once the bucket is empty.
 *
 * Per request this is a map lookup and some arithmetic in this process: the
 * request never waits for the database. With several server processes (only
 * on PostgreSQL: the embedded database belongs to one process) the buckets
 * are shared through the database, as the login throttle's failures are
 * (table `cost_budget`, next to `auth_login_failure`): every SETTLE_MS each
 * process adds what it spent since its last settlement to the shared level of
 * each bucket it spent from, drained by the database's clock, in one
 * statement on a connection of its own (outside the request pool: never
 * behind a request, and a request's statements stay its own), and takes the
 * shared level back as its own. Exactness: a process knows what the others
 * spent as of its last settlement, so all processes together may overspend a
 * bucket by what they spend from it within one settlement interval (250 ms);
 * a refused request costs nothing. When the database cannot be reached the
 * process goes on with its own buckets and settles again later.
 */
import type { ServerResponse } from 'node:http';
import pg from 'pg';
import { pgConnection } from '../db/hosts.ts';
import type { CostBudgetConfig } from '../kernel/config.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import { applySecurityHeaders } from './security.ts';

export type BudgetHolder = 'account' | 'address';

export interface CostBudget {
  /** Spends `cost` from the bucket of `key`: 0 when allowed, else the seconds until it would be (nothing spent). */
  spend(key: string, holder: BudgetHolder, cost: number): number;
  /** Settles what is still unsettled and stops. */
  close(): Promise<void>;
}

/**
 * What one call of the owners' API (/vote/api/*: open, state, cast, file) costs: a few statements each, about
 * a tenth of a staff list page of 20 rows (graphql/cost.ts prices that near 500).
 */
export const OWNER_API_COST = 50;

/** How often a process settles its spending with the others (shared store only). */
export const SETTLE_MS = 250;
/** Buckets that drained are forgotten this often. */
const SWEEP_MS = 60_000;
/** Shared rows of buckets idle for this long are removed (they have drained long before). */
const SHARED_IDLE = '10 minutes';

interface Bucket {
  level: number;
  /** When `level` was last drained (ms). */
  at: number;
  /** Per ms. */
  rate: number;
  limit: number;
  /** Spent since the last settlement. */
  unsettled: number;
}

/** The shared store of the buckets: adds each key's spending and answers the shared levels. */
export interface BudgetStore {
  settle(spent: { key: string; cost: number; perMinute: number }[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export function createCostBudget(config: CostBudgetConfig, store?: BudgetStore): CostBudget {
  const buckets = new Map<string, Bucket>();
  const limitOf = (holder: BudgetHolder) => (holder === 'account' ? config.perAccount : config.perAddress);

  function drained(b: Bucket, now: number): void {
    if (now > b.at) {
      b.level = Math.max(0, b.level - (now - b.at) * b.rate);
      b.at = now;
    }
  }

  function spend(key: string, holder: BudgetHolder, cost: number): number {
    const limit = limitOf(holder);
    if (limit <= 0 || cost <= 0) return 0;
    const now = Date.now();
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { level: 0, at: now, rate: limit / 60_000, limit, unsettled: 0 }));
    else drained(b, now);
    const take = Math.min(cost, limit);
    if (b.level + take > limit) return Math.max(1, Math.ceil((b.level + take - limit) / b.rate / 1000));
    b.level += take;
    b.unsettled += take;
    return 0;
  }

  let settling: Promise<void> | null = null;
  let warned = false;
  async function settle(): Promise<void> {
    if (!store) return;
    const sent: [string, Bucket, number][] = [];
    for (const [key, b] of buckets) {
      if (b.unsettled <= 0) continue;
      sent.push([key, b, b.unsettled]);
      b.unsettled = 0;
    }
    if (!sent.length) return;
    try {
      const shared = await store.settle(sent.map(([key, b, cost]) => ({ key, cost, perMinute: b.limit })));
      const now = Date.now();
      for (const [key, b] of sent) {
        const level = shared.get(key);
        if (level === undefined) continue;
        // The shared level holds what every process settled; what this one spent meanwhile comes on top.
        b.level = Math.min(level, b.limit) + b.unsettled;
        b.at = now;
      }
      warned = false;
    } catch (err) {
      // Kept for the next settlement; meanwhile this process counts on its own.
      for (const [, b, cost] of sent) b.unsettled += cost;
      if (!warned) console.warn('[cost-budget] could not settle with the database; counting in this process until it can', (err as Error).message);
      warned = true;
    }
  }
  const settleTimer = store
    ? setInterval(() => {
        settling ??= settle().finally(() => (settling = null));
      }, SETTLE_MS)
    : null;
  settleTimer?.unref();

  const sweepTimer = setInterval(() => {
    const now = Date.now();
    for (const [key, b] of buckets) {
      drained(b, now);
      if (b.level === 0 && b.unsettled === 0) buckets.delete(key);
    }
  }, SWEEP_MS);
  sweepTimer.unref();

  return {
    spend,
    async close() {
      if (settleTimer) clearInterval(settleTimer);
      clearInterval(sweepTimer);
      await settling;
      await settle();
      await store?.close();
    },
  };
}

/**
 * The buckets of every process in PostgreSQL (table cost_budget): one
 * statement adds each bucket's spending to its level drained by the database's
 * clock at the bucket's rate, and answers the levels.
 */
export function postgresBudgetStore(databaseUrl: string): BudgetStore {
  // One connection of its own: settlements never wait behind requests, nor requests behind them.
  // pgConnection: the server of DATABASE_URL that accepts writes, as every pool of the process (db/hosts.ts).
  const pool = new pg.Pool({ ...pgConnection(databaseUrl), max: 1, idleTimeoutMillis: 30_000, application_name: 'cost-budget' } as pg.PoolConfig);
  pool.on('error', () => {});
  let lastCleanup = 0;
  return {
    async settle(spent) {
      const { rows } = await pool.query<{ key: string; level: number }>(
        `INSERT INTO "cost_budget" ("key", "level", "perMinute", "at")
           SELECT k, c, m, now() FROM unnest($1::text[], $2::float8[], $3::float8[]) AS s(k, c, m)
         ON CONFLICT ("key") DO UPDATE SET
           "level" = LEAST(GREATEST(0, "cost_budget"."level" - GREATEST(0, EXTRACT(EPOCH FROM (now() - "cost_budget"."at"))) * EXCLUDED."perMinute" / 60), EXCLUDED."perMinute") + EXCLUDED."level",
           "perMinute" = EXCLUDED."perMinute",
           "at" = now()
         RETURNING "key", "level"`,
        [spent.map((s) => s.key), spent.map((s) => s.cost), spent.map((s) => s.perMinute)],
      );
      const now = Date.now();
      if (now - lastCleanup > SWEEP_MS) {
        lastCleanup = now;
        await pool.query(`DELETE FROM "cost_budget" WHERE "at" < now() - interval '${SHARED_IDLE}'`);
      }
      return new Map(rows.map((r) => [r.key, Number(r.level)]));
    },
    close: () => pool.end(),
  };
}

/** The refusal of a request past its budget outside GraphQL (the owners' API): 429, Retry-After, the envelope's 1001. */
export function sendRateLimited(res: ServerResponse, language: string | string[] | undefined, seconds: number): void {
  applySecurityHeaders(res, 'api');
  const body = JSON.stringify({ code: 1001, message: translate(parseLang(typeof language === 'string' ? language : null), 'cost.rateLimited', { seconds }) });
  res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'retry-after': String(seconds) });
  res.end(body);
}
