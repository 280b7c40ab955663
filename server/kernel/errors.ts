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
    public readonly httpStatus: 200 | 401 | 403 | 429 = 200,
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
export function authError(kind: AuthFailure, message: string): GraphQLError {
  return new GraphQLError(message, {
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
