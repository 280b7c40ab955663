/**
 * What the server knows of the HTTP request it is working for: its request id (its log line and its
 * request-log row carry it) and how the request is named in the metrics (its kind and route).
 *
 * Passed by hand, not held in an AsyncLocalStorage: server/ops/requests.ts attaches the scope to the
 * Node request, the code that builds the per-request context (auth/request.ts) copies it onto the
 * context (`Ctx.request`), and whatever needs it (the REST handler, the GraphQL metrics plugin, the
 * audit entries) reads it from there. On Node 20 an AsyncLocalStorage in use turns on V8's promise
 * hooks for every promise of the process, which cost 7–10% of a list page's CPU (measured twice: for
 * the unit of work, kernel/unit-of-work.ts, and for this scope, docs/performance.md "Request scope").
 */
import type { IncomingMessage } from 'node:http';

/** The kinds of request the metrics tell apart (server/ops/requests.ts sorts each request into one). */
export type RequestKind = 'rest' | 'graphql' | 'ws' | 'owner' | 'files' | 'health' | 'metrics' | 'client';

export interface RequestScope {
  /** The request id: sent back as X-Request-Id, on the request's log line and on its request-log row. */
  readonly id: string;
  readonly kind: RequestKind;
  /**
   * The metrics' name of what was asked: a REST route (`POST /admin/base/sys/user/page`), a known GraphQL
   * operation name, an owner API path — never the raw URL; 'other' when it is none of the known ones.
   */
  route: string;
  /** performance.now() when it arrived. */
  readonly start: number;
  /** The signed-in staff user it runs for, once its token is resolved (auth/request.ts); null: none. */
  userId: number | null;
}

const scopes = new WeakMap<IncomingMessage, RequestScope>();

/** Attaches the scope to the Node request it describes (server/ops/requests.ts, once per request). */
export function attachRequestScope(req: IncomingMessage, scope: RequestScope): void {
  scopes.set(req, scope);
}

/** The scope of a Node request; undefined for one that did not pass ops/requests.ts (tests' bare handlers). */
export function requestScopeOf(req: IncomingMessage | undefined | null): RequestScope | undefined {
  return req ? scopes.get(req) : undefined;
}

/** Notes the user the request runs for (its request line in the log names them). */
export function noteUser(scope: RequestScope | null | undefined, userId: number | null | undefined): void {
  if (scope && userId != null) scope.userId = userId;
}

/** Names the route of the request for the metrics, when it is of `kind` (a REST route, a GraphQL operation). */
export function nameRoute(scope: RequestScope | null | undefined, kind: RequestKind, route: string): void {
  if (scope && scope.kind === kind) scope.route = route;
}

/** Where an error line about a request goes: ops/log.ts installs the server log (with `reqId`); console by default. */
type RequestErrorSink = (scope: RequestScope | null | undefined, message: string, err: unknown) => void;
let errorSink: RequestErrorSink = (_scope, message, err) => console.error(message, err);

export function setRequestErrorSink(sink: RequestErrorSink): void {
  errorSink = sink;
}

/**
 * Writes an error line about a request (an unexpected error, a failed stream): in the server log it
 * carries the request's id (`reqId`), as its request line does, so a complaint quoting the id finds both.
 */
export function logRequestError(scope: RequestScope | null | undefined, message: string, err: unknown): void {
  errorSink(scope, message, err);
}
