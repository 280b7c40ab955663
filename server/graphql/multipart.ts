/**
 * GraphQL multipart requests (the graphql-multipart-request-spec: fields
 * `operations`, `map`, then the files), read here instead of by yoga: yoga
 * buffers every file in memory and parses large bodies slowly, while this
 * streams each file to a temporary file (files/multipart.ts: cut one byte
 * past the size limit, one file past the count), after the token has been
 * checked. The operation then runs through the same envelop chain as every
 * other request (the persisted gate, armor limits, auth, hostile input, the
 * unit of work, error masking), with the files as values of the File scalar;
 * `operations` may name a persisted operation by `documentId` as a JSON post does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { buildContext, type AppServices } from '../auth/request.ts';
import { requestScopeOf } from '../kernel/request-context.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import { AppError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { asDiskFull, DiskFullError } from '../kernel/disk-full.ts';
import { unauthenticatedKey } from '../kernel/context.ts';
import { readMultipart, type MultipartInput } from '../files/multipart.ts';
import { MAX_FILES } from '../files/service.ts';
import { callerOf, documentIdOf, persistedStore, resolveDocumentId, unknownDocumentError, withCaller } from './persisted.ts';

/** The parts of yoga's envelop chain (getEnveloped) a multipart request runs through. */
interface Enveloped {
  parse(source: string): DocumentNode;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
  execute(args: { schema: GraphQLSchema; document: DocumentNode; variableValues: Record<string, unknown>; operationName: string | null; contextValue: unknown }): unknown;
  schema: GraphQLSchema;
}

/** The `operations` field of a multipart request: a GraphQL request whose variables receive the files. */
type Operations = { query?: unknown; variables?: Record<string, unknown>; operationName?: string | null; documentId?: unknown; extensions?: unknown } & Record<string, unknown>;

function answer(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Puts `value` at a dotted path of the operations object ("variables.files.0"). */
function place(target: Record<string, unknown>, path: string, value: unknown): boolean {
  const parts = path.split('.');
  let node: unknown = target;
  for (const p of parts.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !(p in node) || p === '__proto__' || p === 'constructor' || p === 'prototype') return false;
    node = (node as Record<string, unknown>)[p];
  }
  const last = parts[parts.length - 1]!;
  if (node === null || typeof node !== 'object' || !(last in node) || last === '__proto__') return false;
  (node as Record<string, unknown>)[last] = value;
  return true;
}

/** `getEnveloped` takes the envelop context, which carries the caller for the persisted gate (persisted.ts). */
export async function handleGraphqlMultipart(app: AppServices, getEnveloped: (context: object) => Enveloped, req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
  const lang = parseLang(req.headers.language as string | undefined);
  const error = (status: number, message: string, code: string) => answer(res, status, { errors: [{ message, extensions: { code } }] });
  /** A refusal of our own (persisted gate, armor limit): its status and code, as yoga answers them. */
  const refuse = (err: GraphQLError) => error((err.extensions.http as { status?: number } | undefined)?.status ?? 400, err.message, String(err.extensions.code));
  const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
  const ctx = await buildContext(app, { headers, ip, scope: requestScopeOf(req) });
  // Who asks comes before what they send: no body is read without a valid token.
  if (!ctx.viewer) {
    req.resume();
    return error(401, translate(lang, unauthenticatedKey(ctx.authState)), 'UNAUTHENTICATED');
  }
  let upload: MultipartInput | null = null;
  try {
    upload = await readMultipart(req, join(app.config.dataDir, 'tmp'), { maxFiles: MAX_FILES, maxFileBytes: await app.files.limitBytes(app.db) });
    let operations: Operations;
    let map: Record<string, string[]>;
    try {
      operations = JSON.parse(upload.fields.operations ?? '');
      map = JSON.parse(upload.fields.map ?? '{}');
    } catch {
      return error(400, translate(lang, 'validation.bodyInvalid'), 'BAD_REQUEST');
    }
    if (!operations || typeof operations !== 'object' || Array.isArray(operations) || !map || typeof map !== 'object') {
      return error(400, translate(lang, 'validation.bodyInvalid'), 'BAD_REQUEST');
    }
    const resolved = resolveDocumentId(persistedStore(), documentIdOf(operations));
    if (resolved && 'unknown' in resolved) return refuse(unknownDocumentError(lang, resolved.unknown));
    if (resolved) operations.query = resolved.text;
    if (typeof operations.query !== 'string') return error(400, translate(lang, 'validation.bodyInvalid'), 'BAD_REQUEST');
    operations.variables ??= {};
    for (const [i, field] of upload.fileFields.entries()) {
      for (const path of Array.isArray(map[field]) ? map[field] : []) {
        if (typeof path !== 'string' || !place(operations, path, upload.files[i])) return error(400, translate(lang, 'validation.bodyInvalid'), 'BAD_REQUEST');
      }
    }
    const { parse, validate, execute, schema } = getEnveloped(withCaller({ requestScope: ctx.requestScope }, callerOf(ctx)));
    let document;
    try {
      document = parse(operations.query);
    } catch (err) {
      // The persisted gate's refusal (or an armor limit) carries its own code and status; a syntax error has neither.
      if (err instanceof GraphQLError && err.extensions?.code) return refuse(err);
      return error(400, (err as Error).message, 'GRAPHQL_PARSE_FAILED');
    }
    const problems = validate(schema, document);
    if (problems.length) return answer(res, 400, { errors: problems.map((e) => e.toJSON?.() ?? { message: e.message }) });
    const result = (await execute({ schema, document, variableValues: operations.variables, operationName: operations.operationName ?? null, contextValue: ctx })) as ExecutionResult;
    answer(res, 200, { ...(result.errors?.length ? { errors: result.errors.map((e) => (e as GraphQLError).toJSON?.() ?? { message: e.message }) } : {}), data: result.data ?? null });
  } catch (err) {
    if (res.destroyed || (err as Error).message === 'aborted') return;
    // Staging the files met a full disk: said so (503, DISK_FULL), the partial files already removed (files/multipart.ts).
    const full = asDiskFull(err, 'GraphQL upload');
    if (full instanceof DiskFullError) return error(503, translate(lang, full.key), full.graphqlCode);
    if (err instanceof AppError) return error(400, translate(lang, err.key, err.params), 'BAD_REQUEST');
    // The database away: retryable, as every other GraphQL request answers it.
    if (isDatabaseUnavailable(err)) return error(503, translate(lang, 'server.databaseUnavailable'), 'SERVICE_UNAVAILABLE');
    console.error('[graphql] multipart', err);
    if (!res.headersSent) error(500, translate(lang, 'server.error'), 'INTERNAL_SERVER_ERROR');
  } finally {
    upload?.cleanup().catch((e) => console.error('[graphql] temporary upload files', e));
  }
}
