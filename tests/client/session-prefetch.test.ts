// @vitest-environment happy-dom
/**
 * The session query sent with the page (client/session-prefetch.ts, the
 * script the build writes; relay/prefetched.ts, where the client takes it):
 * the script's request is the one the client would send, so the client uses
 * its answer instead of asking again; a request that differs (another
 * community selected meanwhile) goes to the server, and the prefetch is used
 * at most once. Also the layout's and home's modulepreload links.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConcreteRequest } from 'relay-runtime';
import bootSessionQuery from '../../client/src/__generated__/bootSessionQuery.graphql.ts';
import { prefetchScript, sessionDocumentId } from '../../client/session-prefetch.ts';
import { fetchGraphQL, silentOperation } from '../../client/src/relay/fetchGraphQL.ts';
import { selectArea } from '../../client/src/area/store.ts';
import { setLocale } from '../../client/src/i18n/index.ts';
import { json, resetClientState, storeTokens, stubFetch } from './helpers.ts';

const params = (bootSessionQuery as unknown as ConcreteRequest).params;
const LAYOUT = ['/assets/MainLayout-x.js', '/assets/menu-x.js'];
const HOME = ['/assets/HomePage-x.js'];
const runScript = () => new Function(prefetchScript(sessionDocumentId(), LAYOUT, HOME))();
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const answer = (name: string) => json({ data: { person: { rowId: 1, username: name } } });

beforeEach(() => {
  resetClientState('/');
  document.head.innerHTML = '';
  delete (globalThis as { __sessionPrefetch?: unknown }).__sessionPrefetch;
});
afterEach(() => vi.unstubAllGlobals());

describe('session prefetch', () => {
  it('names the persisted id the client sends for bootSessionQuery', () => {
    expect(params.id).toBeTruthy();
    expect(sessionDocumentId()).toBe(params.id);
  });

  it('sends the request the client would send, and the client takes its answer instead of asking again', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    setLocale('en');
    selectArea(42);
    let n = 0;
    const { sent } = stubFetch(() => answer(`answer-${++n}`));
    runScript();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toMatchObject({ language: 'en', Authorization: 'tok-1', selectAreaId: '42' });
    expect(sent[0]!.body).toEqual({ documentId: params.id, variables: {}, operationName: 'bootSessionQuery' });
    expect(preloads()).toEqual([...LAYOUT, ...HOME]);

    const first = await fetchGraphQL(params, {}, silentOperation);
    expect(first).toEqual({ data: { person: { rowId: 1, username: 'answer-1' } } });
    expect(sent).toHaveLength(1);
    // used once: the next boot (after a logout and login…) asks the server
    const second = await fetchGraphQL(params, {}, silentOperation);
    expect(second).toEqual({ data: { person: { rowId: 1, username: 'answer-2' } } });
    expect(sent).toHaveLength(2);
  });

  it('is not used when the client would send other headers (another community), and is dropped', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    selectArea(42);
    let n = 0;
    const { sent } = stubFetch(() => answer(`answer-${++n}`));
    runScript();
    selectArea(7);
    const data = await fetchGraphQL(params, {}, silentOperation);
    expect(data).toEqual({ data: { person: { rowId: 1, username: 'answer-2' } } });
    expect(sent.map((r) => r.headers.selectAreaId)).toEqual(['42', '7']);
    expect((globalThis as { __sessionPrefetch?: unknown }).__sessionPrefetch).toBeUndefined();
  });

  it('asks again when the prefetch failed', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    let n = 0;
    const { sent } = stubFetch(() => {
      if (++n === 1) throw new TypeError('network down');
      return answer('again');
    });
    runScript();
    const data = await fetchGraphQL(params, {}, silentOperation);
    expect(data).toEqual({ data: { person: { rowId: 1, username: 'again' } } });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing without a valid token or on the owner ballot page; the home chunks only on /', () => {
    const { sent } = stubFetch(() => answer('x'));
    runScript();
    expect(sent).toHaveLength(0);
    storeTokens({ token: 'tok-1', tokenMs: 1500 /* < 2 s left: the client refreshes first */, refreshMs: 600_000 });
    runScript();
    expect(sent).toHaveLength(0);
    expect(preloads()).toEqual([]);
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    history.replaceState(null, '', '/vote/abc');
    runScript();
    expect(sent).toHaveLength(0);
    history.replaceState(null, '', '/sys/user');
    runScript();
    expect(sent).toHaveLength(1);
    expect(preloads()).toEqual(LAYOUT);
  });
});
