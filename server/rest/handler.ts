/**
 * The /admin REST compatibility layer: finds the route, turns the request
 * into the variables of its prepared GraphQL operation, executes it with the
 * same context GraphQL uses, and answers in the legacy envelope
 * {code: 1000, message: 'success', data}.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execute, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { AppError } from '../errors.ts';
import { buildContext, type AppServices, type Ctx } from '../context.ts';
import { parseLang, translate } from '../i18n/messages.ts';
import { allRoutes, routeKey } from './routes.ts';
import type { RouteDef } from './registry.ts';
import { formatDeep } from './format.ts';
import { writeLog } from '../modules/base/log-store.ts';

const MAX_BODY = 10 * 1024 * 1024;

interface Prepared {
  route: RouteDef;
  document: DocumentNode;
}

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void>;
  /** Every route's operation validated against the schema (empty when all are valid). */
  problems: string[];
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new AppError('validation.bodyInvalid');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** POST bodies are JSON (or form-encoded); an empty body or a missing Content-Type means {}. */
async function readInput(req: IncomingMessage, url: URL): Promise<any> {
  if (req.method === 'GET' || req.method === 'HEAD') return Object.fromEntries(url.searchParams);
  const text = await readBody(req);
  if (text.trim() === '') return {};
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation.bodyInvalid');
  }
}

/** graphql-js variable coercion errors name the path: 'at "input.status"'. */
function coercionField(message: string): string | null {
  const m = /at "[^".]+\.([^"]+)"/.exec(message) ?? /Variable "\$(\w+)"/.exec(message);
  return m ? m[1]!.split('.').pop()! : null;
}

export function createRestHandler(app: AppServices, schema: GraphQLSchema): RestHandler {
  const table = new Map<string, Prepared>();
  const problems: string[] = [];
  for (const route of allRoutes()) {
    const full = route.prefix + route.path;
    const document = parse(route.document);
    const errors = validate(schema, document);
    if (errors.length) problems.push(`${route.method.toUpperCase()} ${full}: ${errors.map((e) => e.message).join('; ')}`);
    table.set(routeKey(route.method, full), { route, document });
  }

  function answerError(res: ServerResponse, ctx: Pick<Ctx, 't'>, err: GraphQLError | Error): { status: number; message: string } {
    const original = (err as GraphQLError).originalError ?? err;
    const code = (err as GraphQLError).extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
      const status = code === 'UNAUTHENTICATED' ? 401 : 403;
      send(res, status, { code: 1001, message: err.message });
      return { status, message: err.message };
    }
    if (original instanceof AppError) {
      const message = ctx.t(original.key, original.params);
      const retry = (original as { retryAfterSeconds?: number }).retryAfterSeconds;
      send(res, original.httpStatus, { code: original.code, message }, retry ? { 'retry-after': String(retry) } : {});
      return { status: original.httpStatus, message };
    }
    if (!(err as GraphQLError).path && /^Variable "\$/.test(err.message)) {
      const field = coercionField(err.message);
      const message = ctx.t('validation.type', { field: { label: field ?? '', name: field ?? '' } });
      send(res, 200, { code: 1001, message });
      return { status: 200, message };
    }
    console.error('[rest] unexpected error', original);
    const message = ctx.t('server.error');
    send(res, 500, { code: 1001, message });
    return { status: 500, message };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '');
    const prepared = table.get(routeKey(req.method ?? 'GET', path));
    const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
    if (!prepared) {
      const lang = parseLang(headers.get('language'));
      send(res, 404, { code: 1001, message: translate(lang, 'rest.notFound', { path }) });
      return;
    }
    const { route, document } = prepared;
    const ctx = await buildContext(app, { headers, ip, restPath: path });
    let input: any = {};
    let status = 200;
    try {
      input = await readInput(req, url);
      const variables = route.variables(input ?? {});
      const result = await execute({ schema, document, variableValues: variables, contextValue: ctx });
      if (result.errors?.length) {
        status = answerError(res, ctx, result.errors[0]!).status;
        return;
      }
      const data = result.data as Record<string, any>;
      if (data.r && typeof data.r === 'object' && data.r.__typename === 'AppError') {
        const e = data.r;
        status = e.httpStatus ?? 200;
        send(res, status, { code: e.code, message: e.message }, e.retryAfter ? { 'retry-after': String(e.retryAfter) } : {});
        return;
      }
      const out = route.result(data, variables);
      if (route.raw) {
        const text = String(out ?? '');
        res.writeHead(200, { 'content-type': route.raw.contentType, 'content-length': Buffer.byteLength(text) });
        res.end(text);
        return;
      }
      const payload: Record<string, unknown> = { code: 1000, message: 'success' };
      if (out !== undefined) payload.data = formatDeepOnce(out);
      send(res, 200, payload);
    } catch (err) {
      // The client went away while we read its body: nobody is left to answer.
      // (req.destroyed is no help: a fully read request is destroyed too.)
      if (res.destroyed || (err as NodeJS.ErrnoException).code === 'ECONNRESET' || (err as Error).message === 'aborted') {
        status = 499;
        return;
      }
      status = answerError(res, ctx, err as Error).status;
    } finally {
      // The request log never delays or breaks the answer.
      writeLog(app.db, { userId: ctx.viewer?.userId ?? null, action: `${req.method} ${path}`, ip, params: { ...(input ?? {}), ...(status !== 200 ? { __status: status } : {}) } }).catch(
        (e) => console.error('[log] write failed', e),
      );
    }
  }

  return { handle, problems };
}

/** Entity rows are already formatted by their column types; other answers get their ISO times formatted here. */
function formatDeepOnce(value: unknown): unknown {
  return formatDeep(value);
}
