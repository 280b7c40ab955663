/**
 * The process's metrics (prom-client), in one registry of their own, served by server/ops/metrics-http.ts
 * as `GET /metrics` (docs/operations.md "Metrics" lists them). Every label takes its values from a bounded
 * set — route table entries, known operation names, a few fixed words — so no request can make a new
 * series: whatever is not known is counted as 'other'.
 *
 * The instruments are counted from small hooks where things happen (the request wrapper, the REST
 * handler, a GraphQL plugin, castVotesIn, the owner ballot, the scheduler, the read log); the gauges are
 * read when scraped from the sources each app registers (its database pool or the embedded database's
 * admission gate, its open subscriptions) and unregisters when it closes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { afterCommit } from './unit-of-work.ts';

export const registry = new Registry();
// Event-loop lag, memory, CPU, handles, GC: prom-client's own set, under its usual names.
collectDefaultMetrics({ register: registry });

/** 'other' for a label value outside its bounded set. */
export const OTHER = 'other';

export const httpRequests = new Counter({
  name: 'cga_http_requests_total',
  help: 'HTTP requests answered, by kind (rest, graphql, owner, files, health, metrics, client), route (REST route, known GraphQL operation, else other) and status',
  labelNames: ['kind', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'cga_http_request_duration_seconds',
  help: 'Time from a request’s arrival to the end of its answer, by kind and route',
  labelNames: ['kind', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const graphqlErrors = new Counter({
  name: 'cga_graphql_errors_total',
  help: 'Errors of GraphQL operations by transport (graphql: HTTP, rest: a REST route’s operation, owner: the owners’ API, ws: WebSocket) and code: extensions.code, or BAD_REQUEST for a refusal answered as an AppError result',
  labelNames: ['kind', 'code'] as const,
  registers: [registry],
});

export const statementDuration = new Histogram({
  name: 'cga_db_statement_duration_seconds',
  help: 'Time of each SQL statement the server runs, by database (postgres, embedded); statements sent together share their time',
  labelNames: ['database'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});

export const ballotsRecorded = new Counter({
  name: 'cga_ballots_recorded_total',
  help: 'Vote records committed (one per item and house), by channel: paper, proxy, online',
  labelNames: ['channel'] as const,
  registers: [registry],
});

export const credentialLocks = new Counter({
  name: 'cga_credential_locks_total',
  help: 'Owners’ voting credentials locked after too many wrong confirmations',
  registers: [registry],
});

export const taskRuns = new Counter({
  name: 'cga_task_runs_total',
  help: 'Task runs finished, by service and outcome (success, failure)',
  labelNames: ['service', 'outcome'] as const,
  registers: [registry],
});

export const auditBatches = new Counter({
  name: 'cga_audit_log_batches_total',
  help: 'Batches of request-log rows (reads, refusals) written, or failed after their retries (their rows are kept for the next try)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const auditDropped = new Counter({
  name: 'cga_audit_log_dropped_total',
  help: 'Request-log rows dropped because the read log’s buffer was full',
  registers: [registry],
});

/** What an app reports of its database connections when scraped (server/app.ts registers one). */
export interface PoolSource {
  database: 'postgres' | 'embedded';
  /** In use, idle, waiting for one, and the most there may be. */
  read(): { inUse: number; idle: number; waiting: number; max: number };
}

const pools = new Set<PoolSource>();
const subscriptionCounts = new Set<() => number>();

/** Adds an app's pool to the gauges; the returned function removes it (the app closed). */
export function registerPool(source: PoolSource): () => void {
  pools.add(source);
  return () => void pools.delete(source);
}

/** Adds an app's count of open subscriptions; the returned function removes it. */
export function registerSubscriptions(count: () => number): () => void {
  subscriptionCounts.add(count);
  return () => void subscriptionCounts.delete(count);
}

function poolGauge(name: string, help: string, pick: (p: ReturnType<PoolSource['read']>) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const sums = new Map<string, number>();
      for (const source of pools) sums.set(source.database, (sums.get(source.database) ?? 0) + pick(source.read()));
      for (const [database, value] of sums) this.set({ database }, value);
    },
  });
}

poolGauge('cga_db_pool_in_use', 'Database connections in use (PostgreSQL: the pool’s busy connections; embedded: requests admitted to the database)', (p) => p.inUse);
poolGauge('cga_db_pool_idle', 'Database connections open and idle (embedded: free admission slots)', (p) => p.idle);
poolGauge('cga_db_pool_waiting', 'Requests waiting for a database connection (embedded: for an admission slot)', (p) => p.waiting);
poolGauge('cga_db_pool_max', 'The most database connections (embedded: admission slots, EMBEDDED_CONCURRENCY)', (p) => p.max);

new Gauge({
  name: 'cga_subscriptions_open',
  help: 'GraphQL subscriptions open over WebSocket',
  registers: [registry],
  collect() {
    let n = 0;
    for (const count of subscriptionCounts) n += count();
    this.set(n);
  },
});

/** What an app reading over a replica reports of it when scraped (db/read-routing.ts registers one; docs/read-replica.md). */
export interface ReplicaSource {
  read(): { up: boolean; lagSeconds: number | null; lagBytes: number | null };
}

const replicas = new Set<ReplicaSource>();

/** Adds an app's replica to the gauges; the returned function removes it (the app closed). */
export function registerReplica(source: ReplicaSource): () => void {
  replicas.add(source);
  return () => void replicas.delete(source);
}

/**
 * A replica gauge, its series labelled database="replica": none without a replica (no DATABASE_READ_URL), and none
 * for the lag while it is unknown (the replica or the primary did not answer the last poll). Each server process
 * polls the replica itself: a scrape of several (WORKERS>1) takes the worst of them (`aggregator`).
 */
function replicaGauge(name: string, help: string, aggregator: 'min' | 'max', pick: (r: ReturnType<ReplicaSource['read']>) => number | null) {
  return new Gauge({
    name,
    help,
    aggregator,
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.reset();
      let value: number | null = null;
      for (const source of replicas) {
        const v = pick(source.read());
        if (v !== null) value = value === null ? v : Math.max(value, v);
      }
      if (value !== null) this.set({ database: 'replica' }, value);
    },
  });
}

replicaGauge('cga_db_replica_up', 'Whether the read replica (DATABASE_READ_URL) serves reads: 1 reachable and in recovery, 0 away (reads go to the primary)', 'min', (r) => (r.up ? 1 : 0));
replicaGauge('cga_db_replica_lag_seconds', 'Seconds the read replica’s replay is behind the primary (0 when it has replayed all the primary wrote), as of the last poll', 'max', (r) => r.lagSeconds);
replicaGauge('cga_db_replica_lag_bytes', 'Bytes of WAL the read replica has not replayed yet (the primary’s current WAL position less the replica’s replay position), as of the last poll', 'max', (r) => r.lagBytes);

export const replicaReads = new Counter({
  name: 'cga_db_reads_total',
  help: 'GraphQL query operations by the server that ran them with DATABASE_READ_URL set: replica, primary (a session after its write, the replica away or lagging), fallback (failed on the replica, answered by the primary)',
  labelNames: ['target'] as const,
  registers: [registry],
});

/** How a vote record was cast, for the metrics: online by the owner, by a proxy, else paper entered by staff. */
export function ballotChannel(row: { channel: string | null; proxyName?: string | null }): 'online' | 'proxy' | 'paper' {
  return row.channel === 'online' ? 'online' : row.proxyName ? 'proxy' : 'paper';
}

/** Counts the vote records once the transaction of `db` commits (nothing on a rollback). */
export function countBallots(db: object, rows: readonly { channel: string | null; proxyName?: string | null }[]): void {
  afterCommit(db, () => {
    for (const row of rows) ballotsRecorded.inc({ channel: ballotChannel(row) });
  });
}

/**
 * A refusal the schema answers as an AppError result (Pothos's errors plugin, builder.ts onResolvedError)
 * rather than as an error of the response: counted as the code translatedErrors would give it
 * (graphql/plugins.ts: its graphqlCode, else BAD_REQUEST), under the request's transport (`kind`: the
 * request's kind, ws for graphql-ws). Counted by the root mutation wrapper of server/schema.ts, which
 * knows the context (every field that answers errors as results is a root mutation field).
 */
export function countResolvedError(err: Error, kind: string): void {
  const code = (err as { graphqlCode?: string }).graphqlCode ?? 'BAD_REQUEST';
  graphqlErrors.inc({ kind, code: errorCodeLabel(code) });
}

/** A GraphQL error code as a label: the product's codes are CONSTANT_CASE; anything else is 'other'. */
export function errorCodeLabel(code: unknown): string {
  if (code === undefined || code === null) return 'INTERNAL_SERVER_ERROR';
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : OTHER;
}
