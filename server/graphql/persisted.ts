/**
 * Persisted operations (docs/graphql.md "Persisted queries"). relay-compiler writes
 * every operation of the web client to client/persisted-queries.json
 * (id → text, the id being the SHA-256 of the text; relay.config.js) and the
 * client sends `{ documentId, variables }` instead of the text. That file is
 * the allowlist:
 *
 * - A `documentId` is always accepted (every mode): it is replaced by its
 *   text before anything else looks at the request; an unknown one is
 *   refused with a translated BAD_REQUEST (HTTP 400), never a 500.
 * - A query text runs in development and test. With NODE_ENV=production it
 *   runs only when it is one of the persisted texts, or when the caller may
 *   use GraphiQL: the superuser, the same rule as introspection (plugins.ts
 *   introspectionGuard) — GraphiQL is useless without introspection anyway.
 *   Others get a translated BAD_REQUEST before the text is parsed.
 * - The same over graphql-ws (server.ts onSubscribe: the id travels in
 *   `extensions.documentId`, since graphql-ws requires a `query` string).
 * - The REST layer executes its own generated documents through the same
 *   envelop chain; it has no HTTP request of yoga's in its context, so this
 *   rule does not apply to it.
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

/** Whether a text sent as it is needs GraphiQL rights to run (production, and not a persisted text). */
export function needsGraphiQL(store: PersistedStore, isProduction: boolean, query: unknown): boolean {
  return isProduction && !(typeof query === 'string' && store.texts.has(query));
}

/**
 * The yoga plugin for HTTP /graphql (POST and GET): maps `documentId` to its
 * text; in production, a text that is not persisted is refused unless the
 * caller may use GraphiQL — checked here, before the text is even parsed or
 * validated, so validation messages cannot be used to probe the schema.
 * `mayUseGraphiQLFor` resolves the caller from the request's headers (the
 * token cache makes that cheap; it is asked only for such texts).
 */
export function persistedOperations(store: PersistedStore, isProduction: boolean, mayUseGraphiQLFor: (request: Request) => Promise<boolean>): Plugin<Ctx> {
  return {
    // A persisted text's document is compiled once, on first use (compiled.ts); yoga's parse cache hands back the same document.
    onParse({ params }) {
      if (typeof params.source !== 'string' || !store.texts.has(params.source)) return undefined;
      return ({ result }) => {
        if (result && typeof result === 'object' && 'kind' in result) markCompilable(result as DocumentNode);
      };
    },
    // Refusals are thrown, as yoga's own parameter checks do (a result set here would not stop the later checks).
    async onParams({ params, request, setParams }) {
      const { documentId, ...rest } = params as typeof params & { documentId?: unknown };
      const resolved = resolveDocumentId(store, documentId);
      if (resolved && 'text' in resolved) {
        setParams({ ...rest, query: resolved.text });
        return;
      }
      if (resolved) {
        throw unknownDocumentError(request.headers.get('language'), resolved.unknown);
      }
      if (needsGraphiQL(store, isProduction, params.query) && !(await mayUseGraphiQLFor(request))) {
        throw persistedOnlyError(request.headers.get('language'));
      }
    },
  };
}
