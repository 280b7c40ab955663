// @vitest-environment happy-dom
/**
 * Subscriptions in the Relay network (client/src/relay/subscriptions.ts):
 * one graphql-ws client on the page's origin, lazily; connectionParams carry
 * the token (refreshed first when it is about to expire), the language and
 * the community; a refreshed token or another community reconnects at once
 * with the new values; logout closes the socket; GraphQL errors of a
 * subscription reach Relay as errors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const created: { options: any; terminate: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; sinks: any[] }[] = [];
vi.mock('graphql-ws', () => ({
  createClient: (options: any) => {
    const c = { options, terminate: vi.fn(), dispose: vi.fn(), sinks: [] as any[] };
    created.push(c);
    return {
      subscribe: (payload: any, sink: any) => {
        c.sinks.push({ payload, sink });
        return () => {};
      },
      terminate: c.terminate,
      dispose: c.dispose,
      on: () => () => {},
    };
  },
}));

const { connectionParams, socketUrl, subscribeGraphQL, closeSubscriptions } = await import('../../client/src/relay/subscriptions.ts');
const { setTokens, logout } = await import('../../client/src/relay/session.ts');
const { selectArea } = await import('../../client/src/area/store.ts');
const { setLocale } = await import('../../client/src/i18n/index.ts');
const { json, resetClientState, storeTokens, stubFetch } = await import('./helpers.ts');

const params = { id: 'q', name: 'LivePanelSubscription', operationKind: 'subscription', text: 'subscription LivePanelSubscription($meetingId: Int!) { meetingVoting(meetingId: $meetingId) }', cacheID: 'x', metadata: {} } as any;

beforeEach(() => {
  closeSubscriptions();
  created.length = 0;
  resetClientState('/meeting/info/5');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscriptions over graphql-ws', () => {
  it('uses the page’s origin (ws, or wss under https)', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8001' })).toBe('ws://127.0.0.1:8001/graphql');
    expect(socketUrl({ protocol: 'https:', host: 'admin.example.org' })).toBe('wss://admin.example.org/graphql');
  });

  it('opens one lazy client and sends the operation; data and errors reach Relay', () => {
    storeTokens({ tokenMs: 3600_000, refreshMs: 7200_000 });
    const events: unknown[] = [];
    const errors: Error[] = [];
    subscribeGraphQL(params, { meetingId: 5 }).subscribe({ next: (v) => events.push(v), error: (e: Error) => errors.push(e) });
    subscribeGraphQL(params, { meetingId: 6 }).subscribe({});
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toMatchObject({ lazy: true, url: `ws://${location.host}/graphql` });
    expect(created[0]!.sinks.map((s) => s.payload)).toEqual([
      { operationName: 'LivePanelSubscription', query: '', variables: { meetingId: 5 }, extensions: { documentId: 'q' } },
      { operationName: 'LivePanelSubscription', query: '', variables: { meetingId: 6 }, extensions: { documentId: 'q' } },
    ]);
    created[0]!.sinks[0].sink.next({ data: { meetingVoting: { items: [] } } });
    expect(events).toEqual([{ data: { meetingVoting: { items: [] } } }]);
    created[0]!.sinks[0].sink.next({ errors: [{ message: '无权限访问' }], data: null });
    expect(errors.map((e) => e.message)).toEqual(['无权限访问']);
  });

  it('sends the text of an operation compiled without a persisted id', () => {
    storeTokens({ tokenMs: 3600_000, refreshMs: 7200_000 });
    subscribeGraphQL({ ...params, id: null }, { meetingId: 7 }).subscribe({});
    expect(created[0]!.sinks.map((s) => s.payload)).toEqual([{ operationName: 'LivePanelSubscription', query: params.text, variables: { meetingId: 7 } }]);
  });

  it('connectionParams carry the token, language and community as the HTTP headers do', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 3600_000, refreshMs: 7200_000 });
    selectArea(9);
    setLocale('en');
    expect(await connectionParams()).toEqual({ Authorization: 'tok-1', language: 'en', selectAreaId: '9' });
    setLocale('zh-cn');
  });

  it('refreshes an expiring token before connecting', async () => {
    storeTokens({ token: 'old-token', tokenMs: -1000, refreshMs: 7200_000 });
    const { sent } = stubFetch(() => json({ data: { refreshToken: { __typename: 'MutationRefreshTokenSuccess', data: { token: 'new-token', expire: 3600, refreshToken: 'refresh-2', refreshExpire: 7200 } } } }));
    expect((await connectionParams()).Authorization).toBe('new-token');
    expect(sent.map((s) => s.body.operationName)).toEqual(['transportRefreshTokenMutation']);
  });

  it('reconnects at once after a token refresh or a community change, and closes on logout', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 3600_000, refreshMs: 7200_000 });
    subscribeGraphQL(params, { meetingId: 5 }).subscribe({});
    const client = created[0]!;
    await connectionParams(); // the socket opened with tok-1
    expect(client.terminate).not.toHaveBeenCalled();

    setTokens({ token: 'tok-2', expire: 3600, refreshToken: 'r2', refreshExpire: 7200 });
    expect(client.terminate).toHaveBeenCalledTimes(1);
    // the retry after a deliberate reconnect does not wait for the backoff
    // (the shortest backoff is 1 s: the retry must come before it, however loaded the machine)
    const first = await Promise.race([client.options.retryWait(0).then(() => 'at once'), new Promise((resolve) => setTimeout(() => resolve('after a backoff'), 950))]);
    expect(first).toBe('at once');
    expect((await connectionParams()).Authorization).toBe('tok-2');

    selectArea(10);
    expect(client.terminate).toHaveBeenCalledTimes(2);

    logout();
    expect(client.dispose).toHaveBeenCalledTimes(1);
    // the next subscription gets a new client
    subscribeGraphQL(params, { meetingId: 5 }).subscribe({});
    expect(created).toHaveLength(2);
  });

  it('a socket closed with 4401 waits for the page’s next token (never refreshing it itself), then subscribes again', () => {
    storeTokens({ token: 'tok-1', tokenMs: 3600_000, refreshMs: 7200_000 });
    const events: unknown[] = [];
    const errors: Error[] = [];
    let completed = false;
    subscribeGraphQL(params, { meetingId: 5 }).subscribe({ next: (v) => events.push(v), error: (e: Error) => errors.push(e), complete: () => (completed = true) });
    const client = created[0]!;
    const { sent } = stubFetch(() => json({}));
    client.sinks[0].sink.error({ code: 4401, reason: '登录失效~' });
    // Nothing is sent and no error shown: the subscription waits.
    expect(errors).toEqual([]);
    expect(client.sinks).toHaveLength(1);
    expect(sent).toEqual([]);
    // The user's next request refreshed the token: the subscription starts again.
    setTokens({ token: 'tok-2', expire: 3600, refreshToken: 'r2', refreshExpire: 7200 });
    const current = created[created.length - 1]!;
    expect(current.sinks.at(-1)!.payload).toMatchObject({ operationName: 'LivePanelSubscription', variables: { meetingId: 5 } });
    current.sinks.at(-1)!.sink.next({ data: { meetingVoting: { items: [] } } });
    expect(events).toHaveLength(1);
    // Expired again, then logged out: the subscription completes without an error.
    current.sinks.at(-1)!.sink.error({ code: 4401, reason: '登录失效~' });
    logout();
    expect(completed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a socket closed with 4401 after logout is an error, not a retry', () => {
    storeTokens({ token: 'tok-1', tokenMs: 3600_000, refreshMs: 7200_000 });
    const errors: Error[] = [];
    subscribeGraphQL(params, { meetingId: 5 }).subscribe({ error: (e: Error) => errors.push(e) });
    const client = created[0]!;
    logout();
    client.sinks[0].sink.error({ code: 4401, reason: '登录失效~' });
    expect(errors).toHaveLength(1);
    expect(client.sinks).toHaveLength(1);
    expect(created).toHaveLength(1);
  });
});
