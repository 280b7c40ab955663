/**
 * Around every HTTP request (server/app.ts wraps its request listener in `observeRequests`):
 *
 * - its request id: the client's own `X-Request-Id` when it is a sane one (REQUEST_ID: 8–128 letters,
 *   digits and `._:-`, starting with a letter or digit), else a new random UUID; sent back as
 *   `X-Request-Id` on every answer, whoever writes it (REST, GraphQL, the owners' API, files, health,
 *   the client's page, a 404);
 * - the request's scope (kernel/request-context.ts), attached to the Node request for the code that serves
 *   it (auth/request.ts copies it onto the context): the request-log row stores its id, the REST handler
 *   and the GraphQL plugin name its route;
 * - when its answer ends: the request counter and latency histogram (kernel/metrics.ts) by kind, route
 *   and status, and its line in the server log (ops/log.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { attachRequestScope, type RequestKind, type RequestScope } from '../kernel/request-context.ts';
import { httpDuration, httpRequests, OTHER } from '../kernel/metrics.ts';
import type { Logger } from 'pino';

/** What an incoming X-Request-Id must look like to be kept (anything else: a new id). */
export const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The owners' API paths (owner-web/owner-ballot.ts answers these; any other is a 404 there). */
const OWNER_ROUTE = /^\/vote\/api\/(open|state|cast|file)$/;

/** The kind of a request and the route it is named by until its handler names a better one. */
export function classify(url: string): { kind: RequestKind; route: string } {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path.startsWith('/admin/')) return { kind: 'rest', route: OTHER };
  if (path === '/graphql') return { kind: 'graphql', route: OTHER };
  if (path.startsWith('/vote/api/')) return { kind: 'owner', route: OWNER_ROUTE.test(path) ? path : OTHER };
  if (path.startsWith('/upload/')) return { kind: 'files', route: '/upload' };
  if (path === '/healthz' || path === '/readyz') return { kind: 'health', route: path };
  if (path === '/metrics') return { kind: 'metrics', route: path };
  return { kind: 'client', route: path.startsWith('/graphiql/') ? '/graphiql' : 'client' };
}

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The request listener with each request observed (see the file's comment). When the answer ends, one
 * line at info level: `request` with the method, the path (never the query string, which may carry a
 * file token), the metrics' kind and route, the status (499: the answer was cut), the time in ms, the
 * user (null: none signed in) and the client's address (`ipOf`, which knows the trusted proxies).
 * Headers and bodies are never written (Authorization, cookies, passwords stay out of the log).
 */
export function observeRequests(logger: Logger, ipOf: (req: IncomingMessage) => string, listener: Listener): Listener {
  return (req, res) => {
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', id);
    const scope: RequestScope = { id, ...classify(req.url ?? '/'), start: performance.now(), userId: null };
    res.once('close', () => {
      const seconds = (performance.now() - scope.start) / 1000;
      // An answer cut before its end (the client left, a failed stream) is counted as 499, as nginx does.
      const status = res.writableFinished ? String(res.statusCode) : '499';
      httpRequests.inc({ kind: scope.kind, route: scope.route, status });
      httpDuration.observe({ kind: scope.kind, route: scope.route }, seconds);
      if (logger.isLevelEnabled('info')) {
        const url = req.url ?? '/';
        const q = url.indexOf('?');
        const line = { reqId: id, method: req.method, path: (q < 0 ? url : url.slice(0, q)).slice(0, 300), kind: scope.kind, route: scope.route, status: Number(status), ms: Math.round(seconds * 10_000) / 10, userId: scope.userId, ip: ipOf(req) };
        logger.info(line, 'request');
      }
    });
    attachRequestScope(req, scope);
    listener(req, res);
  };
}
