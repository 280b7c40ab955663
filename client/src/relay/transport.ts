/**
 * What the GraphQL fetch and the REST helper share: request headers, the 30 s
 * timeout, the token lifecycle (single-flight refresh) and the HTTP error
 * catalogue of SPEC §8.
 */
import { graphql } from 'relay-runtime';
import type { ConcreteRequest, RequestParameters, Variables } from 'relay-runtime';
import { localeStore, t } from '../i18n/index.ts';
import { getSelectedAreaId } from '../area/store.ts';
import { message } from '../lib/message.ts';
import { startProgress } from '../lib/progress.ts';
import { navigate } from '../router/history.ts';
import { RequestError } from './errors.ts';
import {
  getRefreshToken,
  getToken,
  isRefreshTokenExpired,
  isTokenExpired,
  logout,
  setTokens,
  type TokenPair,
} from './session.ts';
import type { transportRefreshTokenMutation$data } from '../__generated__/transportRefreshTokenMutation.graphql.ts';

export const REQUEST_TIMEOUT_MS = 30000;

const refreshTokenMutation = graphql`
  mutation transportRefreshTokenMutation($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRefreshTokenSuccess {
        data {
          token
          expire
          refreshToken
          refreshExpire
        }
      }
    }
  }
`;

/** Headers of every request: language, Authorization (raw token) and selectAreaId when selected. */
export function requestHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { language: localeStore.get(), ...extra };
  if (token) headers.Authorization = token;
  const areaId = getSelectedAreaId();
  if (areaId != null) headers.selectAreaId = String(areaId);
  return headers;
}

/** fetch with the request timeout; network failures become RequestErrors with the network message. */
export async function timedFetch(url: string, init: RequestInit, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (err) {
    throw new RequestError(timedOut ? t('request.timeout') : t('request.network'));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * HTTP statuses of the catalogue: 401 logs out, 403 goes to /403, 500 and 502
 * to their pages. Returns the error to reject with, or null for other statuses.
 */
export function statusError(status: number, serverMessage?: string): RequestError | null {
  switch (status) {
    case 401:
      logout();
      return new RequestError(serverMessage || t('request.unauthenticated'), { status });
    case 403:
      navigate('/403');
      return new RequestError(serverMessage || t('request.forbidden'), { status });
    case 500:
    case 502:
      navigate(`/${status}`);
      return new RequestError(serverMessage || t('request.server'), { status });
    default:
      return null;
  }
}

/**
 * What a request carries: the persisted id when the artifact has one (every
 * operation compiled with relay.config.js's persistConfig; the server maps it
 * to the text of client/persisted-queries.json), else the text itself.
 */
export function operationBody(params: RequestParameters, variables: Variables): Record<string, unknown> {
  return params.id ? { documentId: params.id, variables, operationName: params.name } : { query: params.text, variables, operationName: params.name };
}

let refreshing: Promise<string> | null = null;

async function refreshTokens(): Promise<string> {
  try {
    const { params } = refreshTokenMutation as unknown as ConcreteRequest;
    const res = await timedFetch('/graphql', {
      method: 'POST',
      headers: requestHeaders(getToken(), { 'content-type': 'application/json', accept: 'application/json' }),
      body: JSON.stringify(operationBody(params, { refreshToken: getRefreshToken() })),
    });
    const body = (await res.json().catch(() => null)) as { data?: transportRefreshTokenMutation$data; errors?: { message: string }[] } | null;
    const result = body?.data?.refreshToken;
    if (!res.ok || !result || result.__typename !== 'MutationRefreshTokenSuccess') {
      const msg = (result?.__typename === 'AppError' ? result.message : body?.errors?.[0]?.message) || t('session.refreshFailed');
      throw new RequestError(msg, { status: res.status });
    }
    setTokens(result.data as TokenPair);
    return result.data.token;
  } catch (err) {
    // A failed refresh logs out (SPEC §4).
    logout();
    throw err;
  }
}

/**
 * The token to send. When it is expired (< 2 s left) and the refresh token is
 * valid, refreshes once: concurrent callers wait for the same refresh and go on
 * with the new token. When the refresh token is expired too, shows "login state
 * invalid" and logs out. Null when there is no token.
 */
export function ensureToken(): Promise<string | null> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (refreshing) return refreshing;
  if (!isTokenExpired()) return Promise.resolve(token);
  if (isRefreshTokenExpired()) {
    const msg = t('session.invalid');
    message.error(msg);
    logout();
    return Promise.reject(new RequestError(msg, { status: 401 }));
  }
  refreshing = refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Runs one request: with the token (after a refresh when needed; as is for
 * calls that need none) and under the progress bar unless silent.
 */
export async function withRequest<T>(opts: { public?: boolean; silent?: boolean }, run: (token: string | null) => Promise<T>): Promise<T> {
  const token = opts.public ? getToken() : await ensureToken();
  const done = opts.silent ? () => {} : startProgress();
  try {
    return await run(token);
  } finally {
    done();
  }
}
