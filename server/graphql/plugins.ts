/**
 * The envelop plugins every operation passes through, over HTTP, WebSocket
 * and the REST layer alike: graphql-armor limits, introspection only for the
 * superuser in production, authentication and permission before input
 * validation, refusal of hostile input (NUL characters, over-deep values),
 * the unit of work with its log row (audit/unit-of-work.ts), translated
 * business errors, and no internals in any error.
 */
import { BREAK, getOperationAST, GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { AppError, authError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { asDiskFull } from '../kernel/disk-full.ts';
import { logRequestError } from '../kernel/request-context.ts';
import { unauthenticatedKey, type Ctx } from '../kernel/context.ts';
import { hasPerm } from '../auth/viewer.ts';
import { MAX_INPUT_DEPTH, inputProblem, isStorableText, type InputProblem } from '../kernel/text-input.ts';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../kernel/config.ts';

/** The deepest JSON value an input may be (kernel/text-input.ts). */
export { MAX_INPUT_DEPTH };

/**
 * graphql-armor's limits of a document's shape (QUERY_MAX_DEPTH, QUERY_MAX_ALIASES, QUERY_MAX_TOKENS). What a
 * document costs to run is not armor's: its cost rule priced a literal `first` only, never one from a variable
 * nor the default page size; graphql/cost.ts (run by cost-guard.ts) judges it with the variables instead.
 */
export function armorPlugin(limits: Pick<QueryLimits, 'maxDepth' | 'maxAliases' | 'maxTokens'> = DEFAULT_QUERY_LIMITS) {
  return EnvelopArmorPlugin({
    // Relay list queries need depth: connection > edges > node > field > nested object.
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    maxTokens: { n: limits.maxTokens },
    maxDirectives: { n: 50 },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
}

const introspecting = new WeakMap<DocumentNode, boolean>();

export function asksIntrospection(document: DocumentNode): boolean {
  let found = introspecting.get(document);
  if (found === undefined) introspecting.set(document, (found = walkForIntrospection(document)));
  return found;
}

function walkForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * In production the schema is not open to everyone: introspection (what
 * GraphiQL and codegen tools ask) needs a superuser's token. Elsewhere it is open.
 */
export function introspectionGuard(isProduction: boolean): Plugin<Ctx> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!isProduction) return;
      const ctx = args.contextValue as Ctx;
      if (ctx.viewer?.isSuper || !asksIntrospection(args.document)) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(ctx.t(ctx.viewer ? 'auth.forbidden' : 'auth.unauthenticated'), { extensions: { code: ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED' } })],
      });
    },
  };
}

type Scopes = { loggedIn?: boolean; perm?: string | string[]; $all?: Scopes; $any?: Scopes } | undefined;

function rootScopes(schema: GraphQLSchema, operation: 'query' | 'mutation' | 'subscription', field: string): Scopes {
  const root = operation === 'mutation' ? schema.getMutationType() : operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  const ext = root?.getFields()[field]?.extensions as { pothosOptions?: { authScopes?: Scopes | (() => Scopes) } } | undefined;
  const scopes = ext?.pothosOptions?.authScopes;
  // A scope computed per request (crud/graphql.ts scopeOf: an operation that also reads another model) takes no
  // argument it needs here; a root field with any scope at all needs a login.
  if (typeof scopes === 'function') return (scopes as () => Scopes)() ?? { loggedIn: true };
  return typeof scopes === 'object' ? scopes : undefined;
}

/** Whether the viewer holds what the scopes ask: every `perm` and `$all` part, and one of each `$any`. */
function holds(viewer: NonNullable<Ctx['viewer']>, scopes: NonNullable<Scopes>): boolean {
  if (scopes.perm && !hasPerm(viewer, scopes.perm)) return false;
  if (scopes.$all && !holds(viewer, scopes.$all)) return false;
  if (scopes.$any && !anyOf(viewer, scopes.$any)) return false;
  return true;
}

function anyOf(viewer: NonNullable<Ctx['viewer']>, scopes: NonNullable<Scopes>): boolean {
  if (scopes.perm && hasPerm(viewer, scopes.perm)) return true;
  if (scopes.loggedIn) return true;
  return (scopes.$all !== undefined && holds(viewer, scopes.$all)) || (scopes.$any !== undefined && anyOf(viewer, scopes.$any));
}

/**
 * Who is asking is checked before what is asked: a root field that needs a
 * login or a permission answers 401/403 before its variables are even
 * coerced (scope-auth checks again, field by field, during execution).
 */
export function authFirst(): Plugin<Ctx> {
  return {
    // A wrapper of execute (not a stop), so the unit of work around it still logs the refusal.
    onExecute({ args, setExecuteFn }) {
      const ctx = args.contextValue as Ctx;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (!op) return;
      for (const sel of op.selectionSet.selections) {
        if (sel.kind !== Kind.FIELD) continue;
        const scopes = rootScopes(args.schema, op.operation, sel.name.value);
        if (!scopes) continue;
        // The refusal names the root field it is about (its response key), as the same refusal during execution would.
        const path = [sel.alias?.value ?? sel.name.value];
        if (!ctx.viewer) {
          setExecuteFn(() => ({ errors: [authError('UNAUTHENTICATED', ctx.t(unauthenticatedKey(ctx.authState)), path)] }));
          return;
        }
        if (!holds(ctx.viewer, scopes)) {
          setExecuteFn(() => ({ errors: [authError('FORBIDDEN', ctx.t('auth.forbidden'), path)] }));
          return;
        }
      }
    },
  };
}

/** What is wrong with an input value: text that cannot be stored (a NUL, a lone surrogate: kernel/text-input.ts) or too much depth. */
export function hostileValue(value: unknown): InputProblem | null {
  return inputProblem(value);
}

/** Documents are immutable and reused (REST routes' documents, yoga's parse cache): each is walked once. */
const documentVerdicts = new WeakMap<DocumentNode, 'validation.invalidText' | null>();

function hostileDocument(document: DocumentNode): 'validation.invalidText' | null {
  let verdict = documentVerdicts.get(document);
  if (verdict === undefined) documentVerdicts.set(document, (verdict = walkDocument(document)));
  return verdict;
}

function walkDocument(document: DocumentNode): 'validation.invalidText' | null {
  let found: 'validation.invalidText' | null = null;
  visit(document, {
    StringValue(node) {
      if (!isStorableText(node.value)) {
        found = 'validation.invalidText';
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Refuses hostile input with a translated 1001 before anything runs (the unit of work around it logs the refusal):
 * the variables and the document's literals of every operation, whatever transport brought it (REST included).
 */
export function hostileInputGuard(): Plugin<Ctx> {
  return {
    onExecute({ args, setExecuteFn }) {
      const ctx = args.contextValue as Ctx;
      const key = hostileValue(args.variableValues ?? {}) ?? hostileDocument(args.document);
      if (!key) return;
      const err = new AppError(key, { depth: MAX_INPUT_DEPTH });
      setExecuteFn(() => ({ errors: [new GraphQLError(ctx.t(err.key, err.params), { originalError: err, extensions: { code: 'BAD_REQUEST', appCode: err.code, http: { status: 400 } } })] }));
    },
  };
}

/**
 * The AppError under an error: graphql-js wraps a scalar's refusal of a
 * variable twice ('Variable "$x" got invalid value …' around 'Expected type
 * "VoteChoice". …' around the scalar's own AppError), so it is looked for
 * through the wrappers.
 */
function refusalIn(err: unknown): unknown {
  let e = err;
  for (let depth = 0; depth < 3 && e instanceof GraphQLError && e.originalError; depth++) e = e.originalError;
  return e instanceof AppError ? e : err;
}

/**
 * An AppError thrown by a query field (mutations return it as a typed result)
 * becomes a GraphQL error whose message is translated into the caller's language.
 */
export function translatedErrors(): Plugin<Ctx> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Ctx;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult(translatedResult(ctx, result));
        },
      };
    },
    // A subscription refused when subscribing (scope-auth, a meeting out of scope) or failing on an event: translated alike.
    onSubscribe({ args }) {
      const ctx = args.contextValue as Ctx;
      return {
        onSubscribeResult({ result, setResult }) {
          if (Symbol.asyncIterator in (result as object)) {
            return {
              onNext({ result: event, setResult: setEvent }) {
                if (event.errors?.length) setEvent(translatedResult(ctx, event));
              },
            };
          }
          const single = result as ExecutionResult;
          if (single.errors?.length) setResult(translatedResult(ctx, single));
          return undefined;
        },
      };
    },
  };
}

/** A result with its errors translated (see translatedErrors). */
function translatedResult<R extends ExecutionResult>(ctx: Ctx, result: R): R {
  return {
    ...result,
    errors: result.errors!.map((err) => {
      // The database went away (a PostgreSQL restart): a translated 503, not "Unexpected error."
      // The disk is full (a file or database write): the translated DISK_FULL (kernel/disk-full.ts).
      const original = isDatabaseUnavailable(err.originalError) ? new AppError('server.databaseUnavailable', {}, 1001, undefined, 503) : refusalIn(asDiskFull(err.originalError, 'GraphQL operation'));
      // Variables that do not fit the operation (null for a non-null, a value left out, a wrong type): the request's fault, said with a code.
      if (!(original instanceof AppError) && !err.path && /^Variable "\$/.test(err.message)) {
        return new GraphQLError(err.message, { nodes: err.nodes, originalError: err.originalError ?? undefined, extensions: { ...err.extensions, code: 'BAD_USER_INPUT', appCode: 1001 } });
      }
      if (!(original instanceof AppError)) {
        // An error yoga will mask (maskError): logged here, where its request (and id) is known.
        if (isUnexpected(err)) {
          loggedUnexpected.add(err);
          logRequestError(ctx.requestScope, '[graphql] unexpected error', err.originalError ?? err);
        }
        return err;
      }
      const unavailable = original.httpStatus === 503;
      return new GraphQLError(ctx.t(original.key, original.params), {
        nodes: err.nodes,
        path: err.path,
        originalError: original,
        extensions: { ...err.extensions, code: (original as { graphqlCode?: string }).graphqlCode ?? (unavailable ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST'), appCode: original.code, field: original.field ?? null, ...(unavailable ? { http: { status: 503 } } : {}) },
      });
    }),
  };
}

/**
 * Whether yoga's masking (maskError) hides the error as "Unexpected error.": not one raised on purpose
 * nor one about the request itself (a variable that does not coerce has no path), which are kept as
 * they are (their originalError stays on the server: the REST layer reads it, JSON never carries it).
 */
function isUnexpected(error: unknown): boolean {
  const e = error as GraphQLError;
  if (!(e instanceof GraphQLError)) return true;
  const original = e.originalError;
  const code = e.extensions?.code;
  return !(!original || !e.path || original instanceof AppError || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'BAD_REQUEST');
}

/** Unexpected errors already logged with their request (translatedErrors), which maskError does not log again. */
const loggedUnexpected = new WeakSet<object>();

/**
 * yoga's error masking, in every mode: errors the product raised on
 * purpose (auth, business, validation) keep their message; anything else
 * becomes "Unexpected error." and its details go to the server log only.
 */
export function maskError(error: unknown, message: string): Error {
  const e = error as GraphQLError;
  if (!isUnexpected(e)) return e;
  // Logged already with its request id when it passed translatedErrors; else (a subscription event) here.
  if (!loggedUnexpected.has(e)) console.error('[graphql] unexpected error', (e instanceof GraphQLError ? e.originalError : null) ?? error);
  return new GraphQLError(message, { nodes: e instanceof GraphQLError ? e.nodes : undefined, path: e instanceof GraphQLError ? e.path : undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
