import { GraphQLError } from 'graphql';
import type { MessageKey } from './i18n/messages.ts';

/**
 * A user-facing business or validation error. It carries a message key, not a
 * text, so each entry point translates it into the caller's language.
 * code follows the legacy envelope: 1001 business/validation, 1002 reserved.
 */
export class AppError extends Error {
  constructor(
    public readonly key: MessageKey,
    public readonly params: Record<string, unknown> = {},
    public readonly code: 1001 | 1002 = 1001,
    /** The input field the error is about, when there is one. */
    public readonly field?: string,
    /** HTTP status the REST layer answers with (default 200, the legacy way). */
    public readonly httpStatus: 200 | 401 | 403 | 429 | 503 = 200,
    /**
     * Structured facts of the refusal, already in the caller's language (e.g.
     * the bad rows of an import): GraphQL answers them as AppError.details,
     * REST as the envelope's data beside code 1001.
     */
    public readonly details?: unknown,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/**
 * Arguments of a read that cannot be taken (connection arguments: a negative
 * page size, a cursor the server never handed out): the same translated 1001
 * over REST; over GraphQL the error's code is BAD_USER_INPUT instead of
 * BAD_REQUEST (graphql/plugins.ts translatedErrors reads graphqlCode, an own
 * property, so it survives the proxies the errors plugin puts around errors).
 */
export class BadUserInputError extends AppError {
  readonly graphqlCode = 'BAD_USER_INPUT';
  constructor(key: MessageKey, params: Record<string, unknown> = {}, field?: string) {
    super(key, params, 1001, field);
    this.name = 'BadUserInputError';
  }
}

/**
 * A request that would read (or has read) more than a request may
 * (graphql/cost.ts, crud/row-meter.ts): 1001 over REST, QUERY_TOO_COSTLY over GraphQL.
 */
export class QueryTooCostlyError extends AppError {
  readonly graphqlCode = 'QUERY_TOO_COSTLY';
  constructor(key: 'cost.tooCostly' | 'cost.tooManyRows', params: Record<string, unknown>) {
    super(key, params);
    this.name = 'QueryTooCostlyError';
  }
}

/**
 * An account or address past its budget of cost per minute (http/cost-budget.ts):
 * HTTP 429 with Retry-After over REST and GraphQL, code RATE_LIMITED over GraphQL.
 */
export class RateLimitedError extends AppError {
  readonly graphqlCode = 'RATE_LIMITED';
  constructor(public readonly retryAfterSeconds: number) {
    super('cost.rateLimited', { seconds: retryAfterSeconds }, 1001, undefined, 429);
    this.name = 'RateLimitedError';
  }
}

const TOO_MANY_ATTEMPTS = Symbol.for('app.TooManyAttemptsError');

/** Too many failed logins: REST answers HTTP 429 with Retry-After. */
export class TooManyAttemptsError extends AppError {
  readonly [TOO_MANY_ATTEMPTS] = true;
  constructor(public readonly retryAfterSeconds: number) {
    super('auth.tooManyAttempts', { seconds: retryAfterSeconds }, 1001, undefined, 429);
    this.name = 'TooManyAttemptsError';
  }

  /**
   * The Pothos errors plugin hands the AppError type's field resolvers a Proxy
   * whose prototype chain is proxied as well, so a plain instanceof is false
   * there (retryAfter came out null and REST lost its Retry-After header). The
   * brand is an own property, which the proxy passes through.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TOO_MANY_ATTEMPTS] === true;
  }
}

export type AuthFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** GraphQL errors for auth: REST maps UNAUTHENTICATED to 401 and FORBIDDEN to 403. */
export function authError(kind: AuthFailure, message: string, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(message, {
    ...(path ? { path } : {}),
    extensions: { code: kind, http: { status: kind === 'UNAUTHENTICATED' ? 401 : 403 } },
  });
}

/** A session that cannot continue (bad refresh token): REST answers HTTP 401 so clients log out. */
export class SessionError extends AppError {
  constructor() {
    super('auth.refreshInvalid', {}, 1001, undefined, 401);
    this.name = 'SessionError';
  }
}

// SQLSTATE of a lost or refused connection: class 08 (connection exception),
// 57P01-57P03 (administrator shutdown, crash shutdown, cannot connect now),
// 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// Prisma: cannot reach the server, server closed the connection, pool timeout.
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
// Driver adapter error kinds (@prisma/driver-adapter-utils).
const UNAVAILABLE_KIND = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * True when an error (a Prisma error, a driver adapter error, a pg error, or
 * one wrapping them) says the database could not be reached or dropped the
 * connection (a PostgreSQL restart, a network failure): the caller gets a
 * translated "database unavailable" (HTTP 503) instead of a generic error, and
 * the pool opens new connections for the next requests.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; originalError?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_ERRNO.has(e.code) || UNAVAILABLE_PRISMA.has(e.code))) return true;
  if (typeof e.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(e.originalCode)) return true;
  if (typeof e.kind === 'string' && UNAVAILABLE_KIND.has(e.kind)) return true;
  if (typeof e.message === 'string' && /Connection terminated|Code: `(08...|57P0[123]|53300)`|Can't reach database server/.test(e.message)) return true;
  return [e.cause, e.meta?.driverAdapterError, e.originalError].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

/**
 * Refusals the errors plugin answers as a typed result (it hands the field a
 * proxy of the error, which `instanceof` does not see through; a property of
 * the error does): marked when the plugin resolves them, read by the root
 * mutation wrapper of server/schema.ts.
 */
const ANSWERED = Symbol('answeredAsResult');
export function markAnsweredAsResult(err: Error): void {
  (err as unknown as Record<symbol, boolean>)[ANSWERED] = true;
}
export function answeredAsResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ANSWERED] === true;
}
