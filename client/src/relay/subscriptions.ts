/**
 * The Relay network's subscribe function: GraphQL over WebSocket (graphql-ws)
 * on the page's own origin (`ws(s)://<host>/graphql`, allowed by the client's
 * `connect-src 'self'`).
 *
 * - One socket for all subscriptions, opened on the first one and closed
 *   after the last one (lazy).
 * - `connectionParams` carry what HTTP requests carry in headers:
 *   `Authorization` (the token, refreshed first when it is about to expire),
 *   `language` and `selectAreaId`. They are read on every (re)connection.
 * - When the token changes (a refresh), the language or the community
 *   changes, the socket is dropped and opens again at once with the new
 *   values; the subscriptions carry on (the server answers each one with its
 *   current state first).
 * - Persisted operations (relay.config.js persistConfig) are sent by id in
 *   `extensions.documentId` with an empty `query`.
 * - Abnormal closes are retried with a backoff; logout closes the socket for
 *   good (a new one is made on the next subscription).
 * - The server closes the socket with 4401 when its token expires or its
 *   session ends (server/graphql/live-sockets.ts). A subscription never
 *   renews the session by itself (an idle page still ends when its refresh
 *   token does, SPEC §4): it waits for the page's own next token (a refresh
 *   made for a request of the user, or a new login) and starts again then;
 *   on logout it completes.
 */
import { createClient, type Client } from 'graphql-ws';
import { Observable, type CacheConfig, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { localeStore, t } from '../i18n/index.ts';
import { areaStore, getSelectedAreaId } from '../area/store.ts';
import { on } from '../lib/events.ts';
import { RequestError } from './errors.ts';
import { sessionStore } from './session.ts';
import { ensureToken } from './transport.ts';

/** What the socket was opened with: when any of it changes, it reconnects. */
interface Identity {
  token: string | null;
  language: string;
  areaId: number | null;
}

let client: Client | null = null;
let opened: Identity | null = null;
/** the next reconnection happens now, not after the backoff (a deliberate reconnect) */
let reconnectNow = false;
/** connection parameters are being read (a token refresh then is part of the connection, not a reason to reconnect) */
let connecting = false;

export function socketUrl(location: { protocol: string; host: string } = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/** The connection parameters of a (re)connection: the token as the HTTP requests send it. */
export async function connectionParams(): Promise<Record<string, string>> {
  connecting = true;
  const token = await ensureToken()
    .catch(() => null)
    .finally(() => {
      connecting = false;
    });
  const params: Record<string, string> = { language: localeStore.get() };
  if (token) params.Authorization = token;
  const areaId = getSelectedAreaId();
  if (areaId != null) params.selectAreaId = String(areaId);
  opened = { token, language: params.language!, areaId: areaId ?? null };
  return params;
}

async function backoff(retries: number): Promise<void> {
  if (reconnectNow) {
    reconnectNow = false;
    return;
  }
  const ms = Math.min(30000, 1000 * 2 ** retries) + Math.floor(Math.random() * 700);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function getClient(): Client {
  client ??= createClient({
    url: socketUrl(),
    connectionParams,
    lazy: true,
    retryAttempts: 20,
    // Lost connections (server restart, network) are retried; fatal protocol errors are not.
    shouldRetry: () => true,
    retryWait: backoff,
  });
  return client;
}

/** Drops the socket and opens it again at once with fresh connection parameters (subscriptions carry on). */
export function reconnect(): void {
  if (!client) return;
  reconnectNow = true;
  client.terminate();
}

/** Closes the socket and forgets the client (logout). */
export function closeSubscriptions(): void {
  const c = client;
  client = null;
  opened = null;
  reconnectNow = false;
  void c?.dispose();
}

/** Reconnects when what the socket was opened with is no longer current. */
function checkIdentity(): void {
  if (!client || !opened || connecting) return;
  const token = sessionStore.get().token;
  if (!token) return;
  if (token !== opened.token || localeStore.get() !== opened.language || (getSelectedAreaId() ?? null) !== opened.areaId) reconnect();
}

sessionStore.subscribe(checkIdentity);
localeStore.subscribe(checkIdentity);
areaStore.subscribe(checkIdentity);
on('logout', closeSubscriptions);

function errorOf(err: unknown): Error {
  if (err instanceof Error) return err;
  if (Array.isArray(err) && err[0] && typeof err[0].message === 'string') return new RequestError(err[0].message);
  // a CloseEvent: the connection could not be (re)established
  return new RequestError(t('request.network'));
}

/** graphql-ws Unauthorized: the server ended the socket's login (expired token, session ended). */
function isUnauthorizedClose(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === 4401;
}

/** Relay's subscribe function. */
export function subscribeGraphQL(params: RequestParameters, variables: Variables, _cacheConfig?: CacheConfig | null): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    if (!params.id && !params.text) {
      sink.error(new Error(`subscription ${params.name} has neither id nor text`));
      return undefined;
    }
    // A persisted operation goes by its id (graphql-ws requires a query string: an empty one), as over HTTP (transport.ts operationBody).
    const payload = params.id
      ? { operationName: params.name, query: '', variables, extensions: { documentId: params.id } }
      : { operationName: params.name, query: params.text!, variables };
    // The server closes a socket whose token expired or whose session ended with 4401: the subscription waits for
    // the page's next token (never refreshing it itself) and starts again with it; logout completes it.
    let stop: () => void = () => {};
    const start = () => {
      stop = getClient().subscribe(payload, {
        next: (value) => {
          if (value.errors?.length && value.data == null) sink.error(new RequestError(value.errors[0]!.message));
          else sink.next(value as GraphQLResponse);
        },
        error: (err) => {
          const failedWith = sessionStore.get().token;
          if (!isUnauthorizedClose(err) || !failedWith) {
            sink.error(errorOf(err));
            return;
          }
          const unwatch = sessionStore.subscribe(() => {
            const token = sessionStore.get().token;
            if (token === failedWith) return;
            unwatch();
            if (token) start();
            else sink.complete();
          });
          stop = () => void unwatch();
        },
        complete: () => sink.complete(),
      });
    };
    start();
    return () => stop();
  });
}
