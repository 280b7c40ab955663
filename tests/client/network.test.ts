// @vitest-environment happy-dom
/**
 * The network layer (SPEC §4, §7, §8): headers, single-flight token refresh
 * with replay, logout on expired refresh token or failed refresh, and the
 * GraphQL side of the error catalogue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL, silentOperation, publicOperation } from '../../client/src/relay/fetchGraphQL.ts';
import { locationStore } from '../../client/src/router/history.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { selectArea } from '../../client/src/area/store.ts';
import { progressStore } from '../../client/src/lib/progress.ts';
import { setLocale } from '../../client/src/i18n/index.ts';
import { captureMessages, json, resetClientState, storeTokens, stubFetch } from './helpers.ts';

const op = (name: string): RequestParameters => ({ id: null, cacheID: name, name, operationKind: 'query', text: `query ${name} { person { rowId } }`, metadata: {} });

const ok = (data: unknown = { person: { rowId: 1 } }) => json({ data });
const pair = (n: number) => ({ token: `new-token-${n}`, expire: 7200, refreshToken: `refresh-${n + 1}`, refreshExpire: 1296000 });
const refreshed = (n: number) => json({ data: { refreshToken: { __typename: 'MutationRefreshTokenSuccess', data: pair(n) } } });

beforeEach(() => resetClientState('/sys/user'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends language, the raw token as Authorization and selectAreaId', async () => {
    storeTokens({ token: 'tok-abc', tokenMs: 60_000, refreshMs: 600_000 });
    setLocale('en');
    selectArea(42);
    const { sent } = stubFetch(() => ok());
    await fetchGraphQL(op('HeadersQuery'), {}, null);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/graphql');
    expect(sent[0]!.headers).toMatchObject({ language: 'en', Authorization: 'tok-abc', selectAreaId: '42' });
    expect(sent[0]!.body).toMatchObject({ operationName: 'HeadersQuery', query: expect.stringContaining('HeadersQuery') });
  });

  it('sends a persisted operation by its id, without the text', async () => {
    storeTokens({ token: 'tok-abc', tokenMs: 60_000, refreshMs: 600_000 });
    const { sent } = stubFetch(() => ok());
    await fetchGraphQL({ ...op('PersistedQuery'), id: 'abc123', text: null }, { a: 1 }, null);
    expect(sent[0]!.body).toEqual({ documentId: 'abc123', operationName: 'PersistedQuery', variables: { a: 1 } });
  });

  it('sends no Authorization nor selectAreaId when there are none', async () => {
    const { sent } = stubFetch(() => ok());
    await fetchGraphQL(op('AnonQuery'), {}, publicOperation);
    expect(sent[0]!.headers.language).toBe('zh-cn');
    expect(sent[0]!.headers).not.toHaveProperty('Authorization');
    expect(sent[0]!.headers).not.toHaveProperty('selectAreaId');
  });
});

describe('token lifecycle', () => {
  it('refreshes once for concurrent requests when the token is expired, and replays them with the new token', async () => {
    storeTokens({ token: 'old-token', tokenMs: 1500 /* < 2 s left counts as expired */, refreshToken: 'refresh-1', refreshMs: 600_000 });
    let refreshCalls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { sent } = stubFetch(async (req) => {
      if (req.body.operationName === 'transportRefreshTokenMutation') {
        refreshCalls++;
        await gate;
        return refreshed(1);
      }
      return ok();
    });
    const requests = [fetchGraphQL(op('A'), {}, null), fetchGraphQL(op('B'), {}, null), fetchGraphQL(op('C'), {}, null)];
    await new Promise((r) => setTimeout(r, 20));
    // only the refresh has gone out; the three requests wait for it
    expect(sent.map((s) => s.body.operationName)).toEqual(['transportRefreshTokenMutation']);
    expect(sent[0]!.body.variables).toEqual({ refreshToken: 'refresh-1' });
    // The refresh mutation is persisted too: it goes by id (client/persisted-queries.json).
    expect(sent[0]!.body).toMatchObject({ documentId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(sent[0]!.body).not.toHaveProperty('query');
    release();
    await Promise.all(requests);
    expect(refreshCalls).toBe(1);
    const replayed = sent.filter((s) => s.body.operationName !== 'transportRefreshTokenMutation');
    expect(replayed.map((s) => s.body.operationName).sort()).toEqual(['A', 'B', 'C']);
    for (const r of replayed) expect(r.headers.Authorization).toBe('new-token-1');
    expect(sessionStore.get().token).toBe('new-token-1');
    expect(JSON.parse(localStorage.getItem('refreshToken')!)).toBe('refresh-2');
    expect(Number(localStorage.getItem('token_deadtime'))).toBeGreaterThan(Date.now() + 7000_000);
  });

  it('does not refresh while more than 2 s remain', async () => {
    storeTokens({ token: 'fresh', tokenMs: 5000, refreshMs: 600_000 });
    const { sent } = stubFetch(() => ok());
    await fetchGraphQL(op('A'), {}, null);
    expect(sent.map((s) => s.body.operationName)).toEqual(['A']);
    expect(sent[0]!.headers.Authorization).toBe('fresh');
  });

  it('with the refresh token expired too, shows "login state invalid" and logs out without calling the server', async () => {
    storeTokens({ tokenMs: -1000, refreshMs: 1000 });
    const messages = captureMessages();
    const { fn } = stubFetch(() => ok());
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toThrow('登录状态已失效，请重新登录');
    expect(fn).not.toHaveBeenCalled();
    expect(messages).toEqual([{ type: 'error', text: '登录状态已失效，请重新登录' }]);
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(locationStore.get().pathname).toBe('/login');
  });

  it('logs out when the refresh fails, and every waiting request fails', async () => {
    storeTokens({ tokenMs: 0, refreshMs: 600_000 });
    sessionStore.set((s) => ({ ...s, userInfo: { rowId: 1, username: 'admin', name: 'A' }, menus: [], perms: ['x'] }));
    const { sent } = stubFetch((req) =>
      req.body.operationName === 'transportRefreshTokenMutation'
        ? json({ data: { refreshToken: { __typename: 'AppError', code: 1001, message: '刷新令牌无效' } } })
        : ok(),
    );
    const results = await Promise.allSettled([fetchGraphQL(op('A'), {}, null), fetchGraphQL(op('B'), {}, null)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('刷新令牌无效');
    expect(sent.map((s) => s.body.operationName)).toEqual(['transportRefreshTokenMutation']);
    expect(sessionStore.get()).toEqual({ token: null, userInfo: null, menus: null, perms: [] });
    expect(locationStore.get().pathname).toBe('/login');
  });

  it('public operations (login, captcha) never trigger a refresh', async () => {
    storeTokens({ tokenMs: -5000, refreshMs: -5000 });
    const { sent } = stubFetch(() => ok({ captcha: { captchaId: 'c', data: '<svg/>' } }));
    await fetchGraphQL(op('LoginPageCaptchaMutation'), {}, publicOperation);
    expect(sent.map((s) => s.body.operationName)).toEqual(['LoginPageCaptchaMutation']);
    expect(sessionStore.get().token).toBe('old-token');
  });
});

describe('GraphQL error catalogue', () => {
  beforeEach(() => storeTokens({ tokenMs: 60_000, refreshMs: 600_000 }));

  it('UNAUTHENTICATED (HTTP 401) logs out and goes to /login', async () => {
    stubFetch(() => json({ data: null, errors: [{ message: '登录失效或无权限访问~', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toMatchObject({ message: '登录失效或无权限访问~', status: 401 });
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(locationStore.get().pathname).toBe('/login');
  });

  it('UNAUTHENTICATED in the body logs out even with HTTP 200', async () => {
    stubFetch(() => json({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }, 200));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toThrow('x');
    expect(sessionStore.get().token).toBeNull();
  });

  it('FORBIDDEN (HTTP 403) goes to /403 and keeps the session', async () => {
    stubFetch(() => json({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }, 403));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toMatchObject({ status: 403 });
    expect(locationStore.get().pathname).toBe('/403');
    expect(sessionStore.get().token).toBe('old-token');
  });

  it.each([500, 502])('HTTP %i goes to /%i', async (status) => {
    stubFetch(() => new Response('bad', { status }));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toMatchObject({ status });
    expect(locationStore.get().pathname).toBe(`/${status}`);
  });

  it('other errors reject with the server message', async () => {
    stubFetch(() => json({ errors: [{ message: 'Cannot query field "nope"' }] }, 400));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toThrow('Cannot query field "nope"');
    expect(locationStore.get().pathname).toBe('/sys/user');
  });

  it('a network failure rejects with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchGraphQL(op('A'), {}, null)).rejects.toThrow('网络异常，请检查网络连接');
  });

  it('gives up after 30 s with the timeout message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => new Promise<Response>(() => {}));
    const pending = fetchGraphQL(op('Slow'), {}, null);
    const settled = expect(pending).rejects.toThrow('请求超时，请稍后重试');
    await vi.advanceTimersByTimeAsync(29_999);
    let done = false;
    void pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    await settled;
  });

  it('data with errors is passed to Relay as is', async () => {
    stubFetch(() => json({ data: { person: { rowId: 1 } }, errors: [{ message: 'partial' }] }));
    await expect(fetchGraphQL(op('A'), {}, null)).resolves.toMatchObject({ data: { person: { rowId: 1 } } });
  });
});

describe('progress bar', () => {
  it('counts normal requests but not silent ones (person, permmenu, dict data)', async () => {
    storeTokens({ tokenMs: 60_000, refreshMs: 600_000 });
    const seen: number[] = [];
    stubFetch(() => {
      seen.push(progressStore.get());
      return ok();
    });
    await fetchGraphQL(op('Loud'), {}, null);
    await fetchGraphQL(op('Quiet'), {}, silentOperation);
    expect(seen).toEqual([1, 0]);
    expect(progressStore.get()).toBe(0);
  });
});
