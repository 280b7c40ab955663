/**
 * What the server knows of the HTTP request (or WebSocket operation) it is working for, wherever it is in
 * the code: its request id (log lines and the request-log row carry it) and how the request is named in
 * the metrics (its kind and route). Held in an AsyncLocalStorage that server/ops/requests.ts opens
 * around each request, so a log line written deep inside a resolver, a driver callback or an
 * after-commit step needs no parameter to say which request it belongs to.
 *
 * The cost: on Node 20 an AsyncLocalStorage in use turns on V8's promise hooks for the whole process
 * (kernel/unit-of-work.ts explains why the unit of work does not use one, with the measured cost);
 * docs/operations.md "Logs" says so.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The kinds of request the metrics tell apart (server/ops/requests.ts sorts each request into one). */
export type RequestKind = 'rest' | 'graphql' | 'ws' | 'owner' | 'files' | 'health' | 'metrics' | 'client';

export interface RequestScope {
  /** The request id: sent back as X-Request-Id, on every log line of the request and on its request-log row. */
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

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs fn (and everything it starts) as part of the request. */
export function runInRequest<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

/** The id of the request this code works for, or null outside any (a task, a timer, the start). */
export function currentRequestId(): string | null {
  return storage.getStore()?.id ?? null;
}

/** Notes the user the current request runs for (its request line in the log names them). */
export function noteUser(userId: number | null | undefined): void {
  const scope = storage.getStore();
  if (scope && userId != null) scope.userId = userId;
}

/** Names the route of the current request for the metrics, when it is of `kind` (a REST route, a GraphQL operation). */
export function nameRoute(kind: RequestKind, route: string): void {
  const scope = storage.getStore();
  if (scope && scope.kind === kind) scope.route = route;
}
