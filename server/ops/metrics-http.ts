/**
 * `GET /metrics` in Prometheus's text format (docs/operations.md "Metrics").
 *
 * Served only when METRICS_TOKEN is set, and only to a request carrying `Authorization: Bearer <token>`
 * (compared in constant time, as digests, so neither the content nor the length leaks); any other
 * request gets the very 404 of an unknown address (static.ts notFound), so a scanner cannot tell
 * whether metrics are enabled.
 *
 * With several server processes (WORKERS>1, node:cluster, server/start.ts) a scrape reaches one
 * worker, which asks the cluster primary over IPC; the primary gathers every worker's registry with
 * prom-client's AggregatorRegistry (counters and histograms summed, gauges summed or as prom-client's
 * default metrics declare) and hands the text back. One scrape therefore sees the whole installation.
 */
import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { registry } from '../kernel/metrics.ts';
import { notFound } from '../static.ts';

const ASK = 'cga:metrics?';
const ANSWER = 'cga:metrics!';
/** How long a worker waits for the primary's aggregated text (prom-client's own limit is 5 s). */
const CLUSTER_WAIT_MS = 6000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token (constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

let pending = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(err: Error): void }>();
let prepared = false;

/**
 * In each cluster worker, at its start (server/start.ts): prom-client's listener answers the primary's
 * gathering with this process's registry, and the primary's answers to this worker's own requests
 * (clusterText) are taken in. Every worker must be answering before a scrape asks the primary.
 */
export function prepareWorkerMetrics(): void {
  if (!cluster.isWorker || prepared) return;
  prepared = true;
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  process.on('message', (m: { type?: string; id?: number; text?: string; error?: string }) => {
    if (m?.type !== ANSWER || typeof m.id !== 'number') return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve(m.text ?? '');
  });
}

/** A worker's request for the installation's metrics, answered by the primary (serveClusterMetrics). */
function clusterText(): Promise<string> {
  prepareWorkerMetrics();
  const id = ++pending;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer'));
    }, CLUSTER_WAIT_MS);
    timer.unref();
    waiting.set(id, { resolve: (t) => (clearTimeout(timer), resolve(t)), reject: (e) => (clearTimeout(timer), reject(e)) });
    process.send!({ type: ASK, id });
  });
}

/** Called once in the cluster primary: answers the workers' requests for the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: { type?: string; id?: number }) => {
    if (m?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, text }),
      (err: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, error: err.message }),
    );
  });
}

export function createMetricsEndpoint(token: string | undefined) {
  /** Whether the request may read the metrics (else it gets the unknown address's 404). */
  const allowed = (req: IncomingMessage) => !!token && (req.method === 'GET' || req.method === 'HEAD') && bearerMatches(req.headers.authorization, token);
  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (!allowed(req)) return notFound(res);
    const text = cluster.isWorker ? clusterText() : registry.metrics();
    text.then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('metrics unavailable\n');
      },
    );
  }
  return { allowed, handle };
}
