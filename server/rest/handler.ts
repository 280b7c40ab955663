/**
 * The /admin REST compatibility layer: finds the route, checks the caller's
 * token and permission before looking at the input, turns the legacy input
 * into the variables of its prepared GraphQL operation (rest/coerce.ts),
 * executes it through the same envelop chain as /graphql (hostile-input
 * checks, the unit of work with its log row), formats the answer once
 * (rest/format.ts) and wraps it in the legacy envelope
 * {code: 1000, message: 'success', data}.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { File } from 'node:buffer';
import { validate, type ExecutionArgs, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { AppError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { asDiskFull } from '../kernel/disk-full.ts';
import { unauthenticatedKey, type Ctx } from '../kernel/context.ts';
import { parseLang, translate, type MessageKey } from '../kernel/i18n/messages.ts';
import type { RawAnswer, WriteValues } from '../crud/entity.ts';
import { buildContext, type AppServices } from '../auth/request.ts';
import { hasPerm } from '../auth/viewer.ts';
import { buildRoutes, routeKey, type RouteDef } from './routes.ts';
import { coerceArgs } from './coerce.ts';
import { loggedCommunities } from '../crud/where.ts';
import { isMultipart, readMultipart } from './multipart.ts';
import { applyPlan } from './format.ts';
import { markCompilable } from '../graphql/compiled.ts';
import { trustDocument } from '../graphql/persisted.ts';
import { noteRestInput, restInputOf } from '../audit/rest-input.ts';
import { secretKeysOf } from '../audit/sensitive.ts';
import type { ReadLog } from '../audit/read-log.ts';
import { applySecurityHeaders, corsHeaders } from '../http/security.ts';
import { MAX_BODY_BYTES, readBodyText } from '../http/body.ts';
import type { FileAnswer } from '../crud/entity.ts';
import { isMultipart as isStreamedUpload, readMultipart as streamUploads, type MultipartInput } from '../files/multipart.ts';
import { MAX_FILES } from '../files/service.ts';
import { join } from 'node:path';
import { attachStored, stringifyWithStored } from './stored-json.ts';
import { assertInput } from '../kernel/text-input.ts';
import { maskShapeValue, mayReadPersonal } from '../crud/personal.ts';
import { logRequestError, nameRoute, requestScopeOf, type RequestScope } from '../kernel/request-context.ts';


export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void>;
  routes: RouteDef[];
  /** Every route's operation validated against the schema (empty when all are valid). */
  problems: string[];
}

export type Execute = (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, stored: string[] = []) {
  const text = stringifyWithStored(body, stored);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** RFC 6266: an ASCII fallback name and the real one as UTF-8. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Sends a file answer; a streamed body that fails midway ends the connection (the download is visibly broken, never silently short). */
export async function sendFile(res: ServerResponse, answer: FileAnswer, scope?: RequestScope | null): Promise<void> {
  const headers: Record<string, string | number> = {
    'content-type': answer.contentType,
    'content-disposition': contentDisposition(answer.fileName),
    'cache-control': 'no-store',
  };
  if (Buffer.isBuffer(answer.body)) {
    res.writeHead(200, { ...headers, 'content-length': answer.body.length });
    res.end(answer.body);
    return;
  }
  res.writeHead(200, headers);
  try {
    await answer.body(res);
    if (!res.writableEnded) res.end();
  } catch (err) {
    if (!res.destroyed) logRequestError(scope, '[rest] file stream failed', err);
    res.destroy();
  }
}

/** POST bodies are JSON (or form-encoded, or multipart: rest/multipart.ts); an empty body or a missing Content-Type means {}. */
async function readInput(req: IncomingMessage, url: URL, route: RouteDef): Promise<WriteValues> {
  if (req.method === 'GET' || req.method === 'HEAD') return Object.fromEntries(url.searchParams);
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (isMultipart(type)) return readMultipart(req, MAX_BODY_BYTES, route.upload);
  const text = await readBodyText(req);
  if (text.trim() === '') return {};
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('validation.bodyInvalid');
  }
  // The legacy body is an object; a department order may be a bare list.
  if (Array.isArray(parsed)) return { list: parsed };
  if (parsed === null || typeof parsed !== 'object') throw new AppError('validation.bodyInvalid');
  return parsed as WriteValues;
}

/** graphql-js variable coercion errors name the path: 'at "input.status"'. */
function coercionField(message: string): string | null {
  const m = /at "[^".]+\.([^"]+)"/.exec(message) ?? /Variable "\$(\w+)"/.exec(message);
  return m ? m[1]!.split('.').pop()! : null;
}

export function createRestHandler(app: AppServices & { readLog: ReadLog }, schema: GraphQLSchema, execute: () => Execute): RestHandler {
  const routes = buildRoutes(schema);
  const { table, problems } = routeTable(schema, routes);
  const parts: RouteParts = { schema, execute };

  async function handle(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '');
    const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
    applySecurityHeaders(res, 'api');
    const cors = corsHeaders(app.config, headers.get('origin'), headers.get('host'));
    for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
    if (req.method === 'OPTIONS') {
      res.writeHead(cors['access-control-allow-origin'] ? 204 : 403).end();
      return;
    }
    const route = table.get(routeKey(req.method ?? 'GET', path));
    // The metrics name the call by its route of the table (ops/requests.ts), never by the raw URL.
    if (route) nameRoute(requestScopeOf(req), 'rest', `${route.method.toUpperCase()} ${route.prefix}${route.path}`);
    if (!route) {
      const lang = parseLang(headers.get('language'));
      send(res, 404, { code: 1001, message: translate(lang, 'rest.notFound', { path: path.slice(0, 200) }) });
      return;
    }
    let ctx: Ctx;
    try {
      ctx = await buildContext(app, { headers, ip, restPath: path, restMethod: req.method ?? 'GET', scope: requestScopeOf(req) });
    } catch (err) {
      // The session lookup needs the database: when it is away (a PostgreSQL restart) the answer says so.
      const unavailable = isDatabaseUnavailable(err);
      if (!unavailable) logRequestError(requestScopeOf(req), '[rest] context', err);
      send(res, unavailable ? 503 : 500, { code: 1001, message: translate(parseLang(headers.get('language')), unavailable ? 'server.databaseUnavailable' : 'server.error') });
      return;
    }
    const call: CallState = { executed: false, status: 200, upload: null };
    try {
      await runRoute(app, parts, route, { req, res, url, ctx }, call);
    } catch (err) {
      // The client went away while we read its body: nobody is left to answer.
      // (req.destroyed is no help: a fully read request is destroyed too.)
      if (res.destroyed || (err as NodeJS.ErrnoException).code === 'ECONNRESET' || (err as Error).message === 'aborted') {
        call.status = 499;
        return;
      }
      call.status = answerError(res, ctx, err as Error).status;
    } finally {
      call.upload?.cleanup().catch((e) => console.error('[rest] temporary upload files', e));
      // Calls refused before they ran are logged here; executed ones by the unit of work.
      if (!call.executed) {
        app.readLog.push({ userId: ctx.viewer?.userId ?? null, action: `${req.method} ${path}`, ip, params: { ...restInputOf(ctx, secretKeysOf(ctx)), __status: call.status }, communities: loggedCommunities(ctx), requestId: ctx.requestScope?.id ?? null });
      }
    }
  }

  return { handle, routes, problems };
}

/** The routes by method and path, and what does not match the schema (a start with problems is refused: server/app.ts). */
function routeTable(schema: GraphQLSchema, routes: RouteDef[]): { table: Map<string, RouteDef>; problems: string[] } {
  const table = new Map<string, RouteDef>();
  const problems: string[] = [];
  for (const route of routes) {
    const full = route.prefix + route.path;
    const errors = validate(schema, route.document);
    if (errors.length) problems.push(`${route.method.toUpperCase()} ${full}: ${errors.map((e) => e.message).join('; ')}`);
    table.set(routeKey(route.method, full), route);
    // The prepared documents run compiled (graphql/compiled.ts), each compiled on its first call (~7 ms;
    // all 146 query routes at start would add a second to every start).
    if (!errors.length) markCompilable(route.document);
    // The server's own document: the persisted gate lets it run in production (graphql/persisted.ts).
    trustDocument(route.document);
  }
  return { table, problems };
}

/** Answers an error of a call: its status and the message sent. */
function answerError(res: ServerResponse, ctx: Pick<Ctx, 't' | 'requestScope'>, err: GraphQLError | Error): { status: number; message: string } {
  // A write that met a full disk (a file, the database): the translated DiskFullError, never a 500 (kernel/disk-full.ts).
  const original = asDiskFull((err as GraphQLError).originalError ?? err, 'REST call');
  const code = (err as GraphQLError).extensions?.code;
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
    const status = code === 'UNAUTHENTICATED' ? 401 : 403;
    send(res, status, { code: 1001, message: err.message });
    return { status, message: err.message };
  }
  if (original instanceof AppError) {
    const message = ctx.t(original.key, original.params);
    const retry = (original as { retryAfterSeconds?: number }).retryAfterSeconds;
    send(res, original.httpStatus, { code: original.code, message, ...(original.details != null ? { data: original.details } : {}) }, retry ? { 'retry-after': String(retry) } : {});
    return { status: original.httpStatus, message };
  }
  if (!(err as GraphQLError).path && /^Variable "\$/.test(err.message)) {
    const field = coercionField(err.message);
    const message = ctx.t('validation.type', { field: { label: field ?? '', name: field ?? '' } });
    send(res, 200, { code: 1001, message });
    return { status: 200, message };
  }
  if (isDatabaseUnavailable(original)) {
    const message = ctx.t('server.databaseUnavailable');
    send(res, 503, { code: 1001, message });
    return { status: 503, message };
  }
  // Details go to the server log only; the client learns nothing of the internals.
  logRequestError(ctx.requestScope, '[rest] unexpected error', original);
  const message = ctx.t('server.error');
  send(res, 500, { code: 1001, message });
  return { status: 500, message };
}

/** Refuses a call without the token or permission the route needs, before its input is read. */
function refuseAccess(route: RouteDef, ctx: Ctx): AppError | null {
  if (route.access === 'open') return null;
  if (!ctx.viewer) return new AppError(unauthenticatedKey(ctx.authState), {}, 1001, undefined, 401);
  if (route.access === 'perm' && route.perm && !hasPerm(ctx.viewer, route.perm)) return new AppError('auth.forbidden', {}, 1001, undefined, 403);
  return null;
}

/** What the handler needs of the schema to run a route. */
interface RouteParts {
  schema: GraphQLSchema;
  execute: () => Execute;
}

/** One call as it goes: whether its operation ran (then the unit of work logs it), its answer's status, its staged upload. */
interface CallState {
  executed: boolean;
  status: number;
  upload: MultipartInput | null;
}

/** The request of a call, and its context. */
interface CallRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  ctx: Ctx;
}

/** The typed error result of a mutation, as the route's selection answers it. */
interface AppErrorResult {
  __typename: 'AppError';
  code: number;
  message: string;
  httpStatus?: number | null;
  retryAfter?: number | null;
  details?: unknown;
}

/** Reads the input, runs the route's operation and answers its value (the envelope, a file or a raw body). */
async function runRoute(app: AppServices, { schema, execute }: RouteParts, route: RouteDef, { req, res, url, ctx }: CallRequest, call: CallState): Promise<void> {
  const refusal = refuseAccess(route, ctx);
  if (refusal) {
    // What a refused call sent is logged with its answer code; an upload's files are never read for it.
    if (!isMultipart((req.headers['content-type'] ?? '').toLowerCase())) {
      const sent = await readInput(req, url, route).catch(() => null);
      if (sent) noteRestInput(ctx, route.field, sent);
    }
    throw refusal;
  }
  let input: WriteValues;
  if (route.multipart && req.method === 'POST' && isStreamedUpload(req)) {
    call.upload = await streamUploads(req, join(app.config.dataDir, 'tmp'), { maxFiles: MAX_FILES, maxFileBytes: await app.files.limitBytes(app.db) });
    input = { ...call.upload.fields, files: call.upload.files };
  } else {
    input = await readInput(req, url, route);
  }
  // The log row keeps the body as sent (redacted), not the route's GraphQL arguments.
  noteRestInput(ctx, route.field, input);
  // Text that cannot be stored (NUL, lone surrogates) and over-deep values, anywhere in the body: 1001 (kernel/text-input.ts).
  assertInput(input);
  const variables = coerceArgs(route.field.args, route.args(input));
  call.executed = true;
  const result = await execute()({ schema, document: route.document, variableValues: variables, contextValue: ctx });
  if (result.errors?.length) {
    call.status = answerError(res, ctx, result.errors[0]!).status;
    return;
  }
  const value = (result.data as Record<string, unknown>).r;
  if (value && typeof value === 'object' && (value as { __typename?: unknown }).__typename === 'AppError') {
    const refused = value as AppErrorResult;
    call.status = refused.httpStatus ?? 200;
    send(res, call.status, { code: refused.code, message: refused.message, ...(refused.details != null ? { data: refused.details } : {}) }, refused.retryAfter ? { 'retry-after': String(refused.retryAfter) } : {});
    return;
  }
  const plan = route.plan.r;
  const out = route.data(plan ? applyPlan(value, plan) : value, input, variables, ctx.t as (key: MessageKey, params?: Record<string, unknown>) => string);
  call.status = await answerValue(schema, route, res, ctx, out);
}

/** Answers a call's value: as a file, a raw body, or the JSON envelope (stored JSON columns as stored). Answers its status. */
async function answerValue(schema: GraphQLSchema, route: RouteDef, res: ServerResponse, ctx: Ctx, out: unknown): Promise<number> {
  if (route.file) {
    await sendFile(res, await route.file(out, ctx), ctx.requestScope);
    return 200;
  }
  if (route.raw) {
    const answer: RawAnswer = out !== null && typeof out === 'object' && 'body' in out ? (out as RawAnswer) : { status: 200, body: String(out ?? '') };
    if (route.raw.answer) applySecurityHeaders(res, route.raw.answer);
    res.writeHead(answer.status, { 'content-type': route.raw.contentType, 'content-length': Buffer.byteLength(answer.body), 'cache-control': 'no-cache' });
    res.end(answer.body);
    return answer.status;
  }
  // Stored JSON holding personal fields is masked for a viewer who may not read residents (crud/personal.ts).
  const mask = mayReadPersonal(ctx) ? null : (type: string, v: unknown) => maskShapeValue(schema, type, v);
  const stored = route.stored && out ? await attachStored(ctx.db, route.stored, out, mask) : [];
  const payload: Record<string, unknown> = { code: 1000, message: 'success' };
  if (out !== undefined) payload.data = out;
  send(res, 200, payload, {}, stored);
  return 200;
}
