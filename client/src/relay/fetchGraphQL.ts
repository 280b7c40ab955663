/**
 * The Relay network's fetch function: headers, token lifecycle, progress bar
 * and the GraphQL side of the error catalogue (SPEC §8): UNAUTHENTICATED (or
 * HTTP 401) logs out, FORBIDDEN (or HTTP 403) goes to /403, HTTP 500/502 go to
 * their pages; other errors reject with the server message or the network
 * message.
 */
import type { CacheConfig, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { t } from '../i18n/index.ts';
import { RequestError } from './errors.ts';
import { takePrefetched } from './prefetched.ts';
import { operationBody, requestHeaders, statusError, timedFetch, withRequest } from './transport.ts';

/**
 * Per-operation options, passed as `cacheConfig.metadata` (networkCacheConfig
 * of loadQuery/fetchQuery, cacheConfig of commitMutation).
 */
export interface OperationMeta {
  /** needs no token (captcha, login): no refresh before it */
  public?: boolean;
  /** no progress bar (person, permmenu, dict data, eps) */
  silent?: boolean;
}

export const publicOperation: CacheConfig = { metadata: { public: true } satisfies OperationMeta };
export const silentOperation: CacheConfig = { metadata: { silent: true } satisfies OperationMeta };

interface GraphQLBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function fetchGraphQL(
  params: RequestParameters,
  variables: Variables,
  cacheConfig?: CacheConfig | null,
): Promise<GraphQLResponse> {
  const meta = (cacheConfig?.metadata ?? {}) as OperationMeta;
  return withRequest(meta, async (token) => {
    const init = {
      method: 'POST',
      headers: requestHeaders(token, { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' }),
      body: JSON.stringify(operationBody(params, variables)),
    };
    // the session query may have left with the page already (relay/prefetched.ts); if that failed, ask again
    const prefetched = takePrefetched(init.body, init.headers);
    const res = await (prefetched ? prefetched.catch(() => timedFetch('/graphql', init)) : timedFetch('/graphql', init));
    const body = (await res.json().catch(() => null)) as GraphQLBody | null;
    const codes = body?.errors?.map((e) => e.extensions?.code) ?? [];
    const first = body?.errors?.[0]?.message;
    const status = codes.includes('UNAUTHENTICATED') ? 401 : codes.includes('FORBIDDEN') ? 403 : res.status;
    const failure = statusError(status, first);
    if (failure) throw failure;
    if (!body) throw new RequestError(t('request.failed', { status: res.status }), { status: res.status });
    if (body.errors?.length && body.data == null) throw new RequestError(first ?? t('request.failed', { status: res.status }), { status: res.status });
    return body as GraphQLResponse;
  });
}
