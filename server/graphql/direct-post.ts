/**
 * The common GraphQL request — one query or mutation in a JSON POST, by
 * persisted `documentId` or by text — answered without yoga's HTTP layer.
 *
 * Why: a profile of the persisted user page (docs/history/, 2026-11) showed the
 * same two SQL statements as the REST page and ~0.3 ms more server CPU per
 * request, spent in yoga's fetch emulation: a URL, a Request, an
 * AbortController with three listeners, a Response, and the body written by
 * `res.write` then `res.end` (two socket writes). The REST layer already runs
 * its operations through the same envelop chain (`getEnveloped().execute`)
 * and writes once; this does the same for /graphql.
 *
 * Exactness: this path answers only what it can answer exactly as yoga does;
 * everything else is handed to yoga untouched, *before* anything executed
 * (so nothing runs twice):
 * - a body that is not one plain object of the known parameters (batches,
 *   bad types, unexpected keys → yoga's own 400s);
 * - an unknown `documentId`, or in production a text that is not persisted
 *   sent by someone who may not use GraphiQL (the persisted gate refuses it
 *   when it is parsed, persisted.ts; yoga answers the refusal);
 * - a content type other than yoga's JSON ones, an Accept header without a
 *   JSON media type yoga would pick (its 406), an allowed cross-origin
 *   request (yoga's CORS headers);
 * - a document that does not parse or validate (yoga's 400s, armor limits),
 *   a subscription (SSE), a context that cannot be built (the database away: 503).
 * What does execute is answered with yoga's own media-type choice, status and
 * body rules: a result without errors is `JSON.stringify`d here (what
 * yoga's stringifier does to such a result); a result with errors goes
 * through yoga's exported `processRegularResult`, so statuses, headers and
 * the error shapes stay yoga's. tests/server/graphql-direct-post.test.ts
 * compares both paths' answers request by request on both databases.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, processRegularResult } from 'graphql-yoga';
import type { Config } from '../kernel/config.ts';
import { buildContext, type AppServices } from '../auth/request.ts';
import { requestScopeOf } from '../kernel/request-context.ts';
import { callerOf, withCaller, type PersistedStore } from './persisted.ts';
import { maskError } from './plugins.ts';
import { fastReads } from '../read/index.ts';

type Enveloped = {
  schema: GraphQLSchema;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
  execute: (args: Record<string, unknown>) => unknown;
};

/** yoga's regular (non-streaming) media types, in the order its result processor tries them. */
const REGULAR_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;
/** The parameters yoga accepts in a body, plus the persisted id. */
const KNOWN_PARAMS = new Set(['query', 'variables', 'operationName', 'extensions', 'documentId']);

/**
 * The media type yoga's result processor picks for a regular result under this Accept header
 * (graphql-yoga plugins/use-result-processor.ts: the last match wins, over the accepted types in
 * reverse order), or null when none matches (yoga answers 406).
 */
export function regularMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  let picked: string | null = null;
  for (let i = asked.length - 1; i >= 0; i--) {
    const [mediaType, ...params] = asked[i]!.split(';');
    const charset = params.find((p) => p.includes('charset=')) || 'charset=utf-8';
    if (charset !== 'charset=utf-8' || mediaType === undefined) continue;
    const [askedPre, askedSuf] = mediaType.split('/');
    for (const type of REGULAR_MEDIA_TYPES) {
      const [pre, suf] = type.split('/');
      if ((askedPre === '*' || askedPre === pre) && (askedSuf === '*' || askedSuf === suf)) picked = type;
    }
  }
  return picked;
}

/** yoga's JSON request match (request-parser/post-json.ts): the first listed content type, exactly. */
function isYogaJsonContentType(contentType: string | undefined): boolean {
  const first = contentType?.split(',')[0];
  if (!first) return false;
  return ['application/json', 'application/graphql+json'].some((t) => first === t || first.startsWith(`${t};`));
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The operation this body asks for, when it is one this path may answer; null hands it to yoga. */
function operationOf(body: unknown, persisted: PersistedStore): { query: string; variables: unknown; operationName: string | undefined } | null {
  if (!isObject(body)) return null;
  for (const key in body) if (body[key] != null && !KNOWN_PARAMS.has(key)) return null;
  const { documentId, query, variables, operationName, extensions } = body;
  if (variables != null && !isObject(variables)) return null;
  if (extensions != null && !isObject(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (documentId != null) {
    const text = typeof documentId === 'string' ? persisted.byId.get(documentId) : undefined;
    return text === undefined ? null : { query: text, variables, operationName: operationName ?? undefined };
  }
  if (typeof query !== 'string') return null;
  return { query, variables, operationName: operationName ?? undefined };
}

/** How many requests this path answered, in this process (for tests). */
let answers = 0;
export function directPostAnswers(): number {
  return answers;
}

export interface DirectPostDeps {
  app: AppServices;
  config: Pick<Config, 'corsOrigins' | 'isProduction'>;
  persisted: PersistedStore;
  /** The chain's functions for this request; the context carries the caller for the persisted gate. */
  getEnveloped: (context: object) => Enveloped;
  fetchAPI: { Response: typeof Response };
}

/**
 * Answers the request when it can (resolving to true), or resolves to false without having
 * written or executed anything, for yoga to answer. `body` is what json-body.ts read.
 */
export function createDirectPost({ app, config, persisted, getEnveloped, fetchAPI }: DirectPostDeps) {
  return async function directPost(req: IncomingMessage, res: ServerResponse, ip: string, body: unknown): Promise<boolean> {
    // Part of the fast read path: off with it (FAST_READS=0, server/read/index.ts).
    if (!fastReads() || !isYogaJsonContentType(req.headers['content-type'])) return false;
    // An allowed cross-origin caller needs yoga's CORS headers; any other origin gets none from yoga either.
    const origin = req.headers.origin;
    if (origin && config.corsOrigins.includes(origin)) return false;
    const mediaType = regularMediaType(req.headers.accept);
    if (!mediaType) return false;
    const op = operationOf(body, persisted);
    if (!op) return false;

    // The context first: in production a text that is not persisted runs only for a caller who may use
    // GraphiQL, decided by the persisted gate when the text is parsed (persisted.ts); yoga answers its refusal.
    const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
    let contextValue;
    try {
      contextValue = await buildContext(app, { headers, ip, scope: requestScopeOf(req) });
    } catch {
      return false;
    }

    const { schema, parse, validate, execute } = getEnveloped(withCaller({ requestScope: contextValue.requestScope }, callerOf(contextValue)));
    // The persisted gate or a limit of graphql-armor throws from parse or validate; yoga turns that into its answer.
    let document: DocumentNode;
    try {
      document = parse(op.query);
      if (validate(schema, document).length > 0) return false;
    } catch {
      return false;
    }
    const kind = getOperationAST(document, op.operationName)?.operation;
    if (kind !== 'query' && kind !== 'mutation') return false;

    // From here on this path answers: the operation runs once.
    answers++;
    let result: ExecutionResult;
    try {
      result = (await execute({ schema, document, variableValues: op.variables, operationName: op.operationName, contextValue })) as ExecutionResult;
    } catch (err) {
      // As yoga's request handler does with a thrown error: masked (and logged by maskError), then answered by the rules below.
      result = { errors: [maskError(err, 'Unexpected error.') as GraphQLError] };
    }
    if (isAsyncIterable(result) || result.errors?.length || (result.extensions as { http?: unknown } | undefined)?.http) {
      const response = processRegularResult(result, fetchAPI as never, mediaType);
      const text = await response.text();
      const out: Record<string, string | number> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      if (text) out['content-length'] = Buffer.byteLength(text);
      res.writeHead(response.status, out).end(text);
      return true;
    }
    const stringify = (result as { stringify?: (r: unknown) => string }).stringify ?? JSON.stringify;
    const text = stringify(result);
    res.writeHead(200, { 'content-type': `${mediaType}; charset=utf-8`, 'content-length': Buffer.byteLength(text) }).end(text);
    return true;
  };
}
