/**
 * Persisted operations (docs/graphql.md "Persisted queries"). relay-compiler writes
 * every operation of the web client to client/persisted-queries.json
 * (id → text, the id being the SHA-256 of the text; relay.config.js) and the
 * client sends `{ documentId, variables }` instead of the text. That file is
 * the allowlist:
 *
 * - A `documentId` (or `extensions.documentId`) is always accepted (every
 *   mode): it is replaced by its text before anything else looks at the
 *   request; an unknown one is refused with a translated BAD_REQUEST (HTTP
 *   400), never a 500.
 * - A query text runs in development and test. With NODE_ENV=production it
 *   runs only when it is one of the persisted texts, or when the caller may
 *   use GraphiQL: the superuser, the same rule as introspection (plugins.ts
 *   introspectionGuard) — GraphiQL is useless without introspection anyway.
 *   Others get a translated BAD_REQUEST before the text is parsed.
 *
 * One gate for every transport (`persistedGate`, the first plugin of the
 * envelop chain, so no transport can run a document without passing it):
 * - `onParse` decides (`refusalOf`) before the text is parsed or validated,
 *   so error messages cannot be used to probe the schema. It learns who asks
 *   from the envelop context, where each transport puts the caller before it
 *   parses (`withCaller`): yoga's own HTTP handling (JSON POST, GET, batches
 *   if they were on) in `onParams`, the direct POST path, GraphQL multipart
 *   and graphql-ws from the context they built. A transport that forgets to
 *   say who asks is treated as nobody: refused.
 * - `onExecute`/`onSubscribe` refuse again any document that is not the
 *   server's own (a parsed persisted text, or a REST route's prepared
 *   document: `trustDocument`) for a caller who may not use GraphiQL, so a
 *   transport that parses on its own, without the chain's parse, is refused
 *   too. The REST layer's documents are the server's: they pass.
 *
 * Hand-written rather than @graphql-yoga/plugin-persisted-operations: that
 * package is not installed, and this is a map lookup plus one check.
 */
import { readFileSync } from 'node:fs';
import { GraphQLError, type DocumentNode } from 'graphql';
import { markCompilable } from './compiled.ts';
import type { Plugin } from 'graphql-yoga';
import type { Ctx } from '../kernel/context.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';

/** The committed allowlist, next to the client that produced it. */
export const PERSISTED_FILE = new URL('../../client/persisted-queries.json', import.meta.url);

export interface PersistedStore {
  /** id → operation text */
  byId: ReadonlyMap<string, string>;
  /** every persisted text, for a text sent as it is */
  texts: ReadonlySet<string>;
}

let loaded: PersistedStore | undefined;

/** The allowlist, read once per process (~140 KB). */
export function persistedStore(): PersistedStore {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;
    const byId = new Map(Object.entries(raw));
    loaded = { byId, texts: new Set(byId.values()) };
  }
  return loaded;
}

/** Who may send arbitrary query text in production: whoever may use GraphiQL, i.e. the superuser. */
export function mayUseGraphiQL(ctx: Pick<Ctx, 'viewer'>): boolean {
  return ctx.viewer?.isSuper === true;
}

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', appCode: 1001, http: { status: 400 } } });
}

/** An id as it may be shown back in a message: a string, at most 80 characters. */
function shownId(id: unknown): string {
  const text = typeof id === 'string' ? id : JSON.stringify(id) ?? String(id);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The refusal of an unknown id, in the caller's language. */
export function unknownDocumentError(lang: string | null | undefined, id: unknown): GraphQLError {
  return badRequest(translate(parseLang(lang), 'graphql.unknownDocument', { id: shownId(id) }));
}

/** The refusal of a text that is not persisted, for a caller who may not use GraphiQL. */
export function persistedOnlyError(lang: string | null | undefined): GraphQLError {
  return badRequest(translate(parseLang(lang), 'graphql.persistedOnly'));
}

/**
 * The text of an operation given by id: `{ text }`, or `{ unknown: id }` when
 * the id is not persisted (or not a string); `null` when there is no id.
 */
export function resolveDocumentId(store: PersistedStore, id: unknown): { text: string } | { unknown: unknown } | null {
  if (id === undefined || id === null) return null;
  const text = typeof id === 'string' ? store.byId.get(id) : undefined;
  return text === undefined ? { unknown: id } : { text };
}

/** The persisted id a request names: `documentId`, or `extensions.documentId` (graphql-ws, where `query` is required). */
export function documentIdOf(params: { documentId?: unknown; extensions?: unknown }): unknown {
  if (params.documentId !== undefined && params.documentId !== null) return params.documentId;
  const ext = params.extensions;
  return ext && typeof ext === 'object' ? (ext as { documentId?: unknown }).documentId : undefined;
}

/** Who asks, as the gate needs to know it. */
export interface GateCaller {
  mayUseGraphiQL: boolean;
  lang: string | null | undefined;
}

/** Where a transport leaves the caller on the envelop context (a symbol: no client parameter can set it). */
const CALLER = Symbol('persisted gate caller');

/** The caller as the gate sees it, from a request's context. */
export function callerOf(ctx: Pick<Ctx, 'viewer' | 'lang'>): GateCaller {
  return { mayUseGraphiQL: mayUseGraphiQL(ctx), lang: ctx.lang };
}

/** Puts the caller on an envelop context (the object given to `getEnveloped`), for the gate to read when the text is parsed. */
export function withCaller<T extends object>(context: T, caller: GateCaller): T {
  (context as Record<symbol, unknown>)[CALLER] = caller;
  return context;
}

/** Documents that are the server's own: parsed persisted texts and the REST layer's prepared documents. */
const trusted = new WeakSet<DocumentNode>();

/** Declares a document the server's own (rest/handler.ts: each route's prepared document). */
export function trustDocument(document: DocumentNode): void {
  trusted.add(document);
}

/**
 * The gate: null when this text may run for this caller, else the refusal.
 * Every transport's text reaches it (the chain's `onParse`); an unknown caller is nobody.
 */
export function refusalOf(store: PersistedStore, isProduction: boolean, text: unknown, caller: GateCaller | undefined): GraphQLError | null {
  if (!isProduction || (typeof text === 'string' && store.texts.has(text)) || caller?.mayUseGraphiQL) return null;
  return persistedOnlyError(caller?.lang);
}

/** The gate at execution: a document that is not the server's own runs in production only for a caller who may use GraphiQL. */
function executionRefusal(isProduction: boolean, document: DocumentNode, ctx: Ctx | undefined): GraphQLError | null {
  if (!isProduction || trusted.has(document) || (ctx && mayUseGraphiQL(ctx))) return null;
  return persistedOnlyError(ctx?.lang);
}

/**
 * The gate in the envelop chain (first plugin, server.ts). `callerFor`
 * resolves the caller of one of yoga's HTTP requests from its headers (the
 * token cache makes that cheap; it is asked only for texts that need it).
 */
export function persistedGate(store: PersistedStore, isProduction: boolean, callerFor: (request: Request) => Promise<GateCaller>): Plugin<Ctx> {
  return {
    // yoga's HTTP requests (JSON POST, GET, each operation of a batch): the id becomes its text, and the caller is noted.
    // Refusals are thrown, as yoga's own parameter checks do (a result set here would not stop the later checks).
    async onParams({ params, request, setParams, context }) {
      const { documentId, ...rest } = params as typeof params & { documentId?: unknown };
      const resolved = resolveDocumentId(store, documentIdOf({ documentId, extensions: params.extensions }));
      if (resolved && 'unknown' in resolved) throw unknownDocumentError(request.headers.get('language'), resolved.unknown);
      const query = resolved ? resolved.text : params.query;
      if (resolved || documentId !== undefined) setParams({ ...rest, query });
      if (refusalOf(store, isProduction, query, undefined)) withCaller(context as object, await callerFor(request));
    },
    onParse({ params, context }) {
      const refusal = refusalOf(store, isProduction, params.source, (context as Record<symbol, GateCaller | undefined> | undefined)?.[CALLER]);
      if (refusal) throw refusal;
      if (typeof params.source !== 'string' || !store.texts.has(params.source)) return undefined;
      // A persisted text's document is the server's, and compiled once, on first use (compiled.ts); yoga's parse cache hands back the same document.
      return ({ result }) => {
        if (result && typeof result === 'object' && 'kind' in result) {
          trusted.add(result as DocumentNode);
          markCompilable(result as DocumentNode);
        }
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = executionRefusal(isProduction, args.document, args.contextValue as Ctx | undefined);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = executionRefusal(isProduction, args.document, args.contextValue as Ctx | undefined);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
