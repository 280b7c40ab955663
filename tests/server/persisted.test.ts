/**
 * Persisted operations (server/graphql/persisted.ts, docs/graphql.md "Persisted
 * queries"): with NODE_ENV=production, the client's persisted operations
 * (client/persisted-queries.json, sent by id) run for everyone; any other
 * query text is refused (translated BAD_REQUEST, HTTP 400) unless the caller
 * may use GraphiQL (the superuser); an unknown id is refused clearly; the
 * same rules over graphql-ws; the REST layer is unaffected. Outside
 * production, ids and texts both run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, productionLogin, startTestApp, type TestApp } from '../support/app.ts';
import InfoPageQuery from '../../client/src/__generated__/InfoPageQuery.graphql.ts';

const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const PERSON_ID = InfoPageQuery.params.id!;
const PERSON_TEXT = persisted[PERSON_ID]!;
/** Not one of the client's operations. */
const RAW = '{ person { username } }';

async function post(t: TestApp, body: unknown, token?: string | null, language = 'en') {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}


describe('the persisted file', () => {
  it('holds the client operations by their SHA-256, and the artifacts point into it', () => {
    expect(PERSON_ID).toMatch(/^[0-9a-f]{64}$/);
    expect(PERSON_TEXT).toContain('query InfoPageQuery');
    for (const [id, text] of Object.entries(persisted)) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
  });
});

describeOnDatabases('persisted operations in production', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production', CAPTCHA_TEST_CODE: '', ADMIN_PASSWORD: '123456' });
    expect(t.app.config.isProduction).toBe(true);
    admin = await productionLogin(t, 'admin', '123456');
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'plainuser', password: 'plain123', name: 'Plain' } });
    expect(add.body.code).toBe(1000);
    user = await productionLogin(t, 'plainuser', 'plain123');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
  });

  it('runs a persisted operation by id for an ordinary user', async () => {
    const r = await post(t, { documentId: PERSON_ID, variables: {}, operationName: 'InfoPageQuery' }, user);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.person.username).toBe('plainuser');
  });

  it('runs a persisted text sent as it is (it is on the allowlist)', async () => {
    const r = await post(t, { query: PERSON_TEXT }, user);
    expect(r.body.data.person.username).toBe('plainuser');
  });

  it('refuses any other text for an ordinary user and for nobody, translated, before it is parsed', async () => {
    const r = await post(t, { query: RAW }, user);
    expect(r.status).toBe(400);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(r.body.errors[0].message).toBe("In production only the client's persisted operations run; arbitrary queries are for the superuser (GraphiQL) only");
    const zh = await post(t, { query: RAW }, null, 'zh-cn');
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0].message).toBe('生产环境只执行客户端已登记的操作；任意查询仅超级管理员（GraphiQL）可用');
    // Not even validated: a misspelt field gets the same refusal, no schema hint.
    const probe = await post(t, { query: '{ persn { username } }' }, user);
    expect(probe.body.errors.map((e: any) => e.message)).toEqual([r.body.errors[0].message]);
  });

  it('lets the superuser (GraphiQL) run any text', async () => {
    const r = await post(t, { query: RAW }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.person.username).toBe('admin');
  });

  it('refuses an unknown id clearly, whoever asks', async () => {
    for (const token of [user, admin]) {
      const r = await post(t, { documentId: 'f'.repeat(64), variables: {} }, token);
      expect(r.status).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(r.body.errors[0].message).toBe(`Unknown persisted operation: ${'f'.repeat(64)}. Reload the page and try again`);
    }
    const odd = await post(t, { documentId: { not: 'a string' } }, user, 'zh-tw');
    expect(odd.status).toBe(400);
    expect(odd.body.errors[0].message).toBe('未知的已登記操作：{"not":"a string"}，請刷新頁面後重試');
  });

  it('leaves the REST layer (its own generated documents) alone', async () => {
    const r = await t.req('GET', '/admin/base/comm/person', { token: user });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1000);
    expect(r.body.data.username).toBe('plainuser');
  });

  describe('over graphql-ws', () => {
    const run = (token: string, payload: { query: string; extensions?: Record<string, unknown> }) => {
      const c = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { Authorization: token, language: 'en' }, retryAttempts: 0, lazy: true });
      clients.push(c);
      return new Promise<{ data?: any; errors?: any[] }>((resolve) => {
        let last: { data?: any; errors?: any[] } = {};
        c.subscribe(payload, {
          next: (v) => (last = v as typeof last),
          error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
          complete: () => resolve(last),
        });
      });
    };

    it('runs a persisted id (extensions.documentId) for an ordinary user', async () => {
      const r = await run(user, { query: '', extensions: { documentId: PERSON_ID } });
      expect(r.errors).toBeUndefined();
      expect(r.data.person.username).toBe('plainuser');
    });

    it('refuses other texts for an ordinary user, allows them for the superuser, refuses unknown ids', async () => {
      const refused = await run(user, { query: RAW });
      expect(refused.errors?.[0].message).toBe("In production only the client's persisted operations run; arbitrary queries are for the superuser (GraphiQL) only");
      const allowed = await run(admin, { query: RAW });
      expect(allowed.data.person.username).toBe('admin');
      const unknown = await run(admin, { query: '', extensions: { documentId: 'nope' } });
      expect(unknown.errors?.[0].message).toBe('Unknown persisted operation: nope. Reload the page and try again');
    });
  });
});

describe('persisted operations outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('runs ids and any text alike', async () => {
    const { token } = await t.login();
    const byId = await post(t, { documentId: PERSON_ID }, token);
    expect(byId.body.data.person.username).toBe('admin');
    const raw = await post(t, { query: RAW }, token);
    expect(raw.body.data.person.username).toBe('admin');
    const unknown = await post(t, { documentId: 'nope' }, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe('Unknown persisted operation: nope. Reload the page and try again');
  });
});
