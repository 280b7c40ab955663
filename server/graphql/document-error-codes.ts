/**
 * A document that does not parse answers GRAPHQL_PARSE_FAILED, one that does
 * not validate GRAPHQL_VALIDATION_FAILED, in `extensions.code`, on every
 * transport (docs/graphql.md "Error codes of a bad document").
 *
 * Why a plugin of our own: yoga adds these codes in its HTTP layer only, and
 * not to every error — a syntax error reached the client without a code,
 * graphql-ws (which parses and validates in server.ts's onSubscribe, outside
 * yoga's HTTP plugins) and the multipart transport (multipart.ts) never had
 * them, and graphql-armor's validation limits (aliases, depth, directives)
 * are *thrown* out of `validate`, so they escaped as a 500 where nothing
 * caught them. In the envelop chain the codes come from one place, whatever
 * calls `parse` and `validate`.
 *
 * An error that already has a code (the persisted gate's refusal, an armor
 * refusal raised while parsing with its own code) keeps it. The status is
 * 400, as yoga gives its own parse and validation failures.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
export const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/**
 * The error with `code` added when it has none. A new GraphQLError: an error
 * may come from another copy of graphql (whose `instanceof` fails) or be
 * shared by a parse cache, so it is not changed in place.
 */
export function withDocumentCode(error: unknown, code: string): GraphQLError {
  const e = error as Partial<GraphQLError> & Error;
  const extensions = (e.extensions ?? {}) as Record<string, unknown>;
  if (typeof extensions.code === 'string' && extensions.code) return error instanceof GraphQLError ? error : new GraphQLError(e.message, { extensions });
  const http = (extensions.http ?? {}) as Record<string, unknown>;
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    originalError: e.originalError ?? undefined,
    extensions: { ...extensions, code, http: { ...http, status: (http.status as number | undefined) ?? 400 } },
  });
}

/** The envelop plugin: last in the chain (server.ts), so its validation wrapper is the outermost. */
export function documentErrorCodes(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof Error) replaceParseResult(withDocumentCode(result, PARSE_FAILED));
      };
    },
    onValidate({ validateFn, setValidationFn }) {
      // A rule that throws (graphql-armor's limits do) is a failed validation, answered like any other.
      setValidationFn((...args: Parameters<typeof validateFn>) => {
        try {
          return validateFn(...args);
        } catch (err) {
          if (err instanceof Error && err.name === 'GraphQLError') return [withDocumentCode(err, VALIDATION_FAILED)];
          throw err;
        }
      });
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map((e) => withDocumentCode(e, VALIDATION_FAILED)));
      };
    },
  };
}
