/**
 * The persisted gate on every transport (server/graphql/persisted.ts, docs/graphql.md
 * "Persisted queries"): with NODE_ENV=production each way a GraphQL document
 * reaches the server — JSON POST on the direct path and on yoga's, GET, a
 * text (`application/graphql`) or form POST, an SSE request, a batch, a
 * GraphQL multipart request and graphql-ws — refuses a text that is not
 * persisted from an ordinary user and from nobody, and runs a persisted
 * operation (by id where the transport carries one, and as its text) and a
 * superuser's text. Then a transport of our own that forgets the gate (no
 * caller on the envelop context, or a document parsed outside the chain) is
 * refused too: the gate sits in the envelop chain itself.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { parse, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, productionLogin, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { directPostAnswers } from '../../server/graphql/direct-post.ts';
import { setFastReads } from '../../server/read/index.ts';
import InfoPageQuery from '../../client/src/__generated__/InfoPageQuery.graphql.ts';

const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const PERSON_ID = InfoPageQuery.params.id!;
const PERSON_TEXT = persisted[PERSON_ID]!;
/** Not one of the client's operations. */
const RAW = '{ person { username } }';
const REFUSED_ZH = '生产环境只执行客户端已登记的操作；任意查询仅超级管理员（GraphiQL）可用';
const REFUSED = "In production only the client's persisted operations run; arbitrary queries are for the superuser (GraphiQL) only";

type Answer = { status: number; body: any };
/** One way of sending an operation: `query` as text, or `id` by its persisted id (null where the transport carries none). */
interface Transport {
  name: string;
  send(t: TestApp, op: { query?: string; id?: string }, token: string | null): Promise<Answer>;
  byId: boolean;
}

const headersOf = (token: string | null, extra: Record<string, string> = {}) => ({ language: 'en', ...(token ? { authorization: token } : {}), ...extra });
async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON (an event stream) */
  }
  return { status: res.status, body };
}
const jsonBody = (op: { query?: string; id?: string }) => JSON.stringify(op.id ? { documentId: op.id } : { query: op.query });

const clients: Client[] = [];

const TRANSPORTS: Transport[] = [
  {
    name: 'JSON POST (direct path)',
    byId: true,
    async send(t, op, token) {
      setFastReads(true);
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json' }), body: jsonBody(op) }));
    },
  },
  {
    name: "JSON POST (yoga's path)",
    byId: true,
    async send(t, op, token) {
      setFastReads(false);
      try {
        return await answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json' }), body: jsonBody(op) }));
      } finally {
        setFastReads(true);
      }
    },
  },
  {
    name: 'GET',
    byId: true,
    async send(t, op, token) {
      const q = op.id ? `extensions=${encodeURIComponent(JSON.stringify({ documentId: op.id }))}` : `query=${encodeURIComponent(op.query!)}`;
      return answer(await fetch(`${t.url}/graphql?${q}`, { headers: headersOf(token, { accept: 'application/json' }) }));
    },
  },
  {
    name: 'POST application/graphql',
    byId: false,
    async send(t, op, token) {
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/graphql' }), body: op.query }));
    },
  },
  {
    name: 'POST form',
    byId: false,
    async send(t, op, token) {
      const body = new URLSearchParams({ query: op.query! }).toString();
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/x-www-form-urlencoded' }), body }));
    },
  },
  {
    name: 'SSE',
    byId: true,
    async send(t, op, token) {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json', accept: 'text/event-stream' }), body: jsonBody(op) });
      const text = await res.text();
      // The stream's `next` events carry the results; the first one is what this operation answered.
      const data = /event: next\ndata: (.*)\n/.exec(text)?.[1];
      return { status: res.status, body: data ? JSON.parse(data) : text };
    },
  },
  {
    name: 'GraphQL multipart',
    byId: true,
    async send(t, op, token) {
      const form = new FormData();
      form.append('operations', JSON.stringify(op.id ? { documentId: op.id, variables: {} } : { query: op.query, variables: {} }));
      form.append('map', '{}');
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token), body: form }));
    },
  },
  {
    name: 'graphql-ws',
    byId: true,
    async send(t, op, token) {
      const c = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { ...(token ? { Authorization: token } : {}), language: 'en' }, retryAttempts: 0, lazy: true });
      clients.push(c);
      const payload = op.id ? { query: '', extensions: { documentId: op.id } } : { query: op.query! };
      return new Promise<Answer>((resolve) => {
        let last: any = {};
        c.subscribe(payload, {
          next: (v) => (last = v),
          error: (e) => resolve({ status: 0, body: { errors: Array.isArray(e) ? e : [e] } }),
          complete: () => resolve({ status: 0, body: last }),
        });
      });
    },
  },
];

describeOnDatabases('the persisted gate on every transport (production)', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production', CAPTCHA_TEST_CODE: '', ADMIN_PASSWORD: '123456' });
    expect(t.app.config.isProduction).toBe(true);
    admin = await productionLogin(t, 'admin', '123456');
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'gateuser', password: 'gate1234', name: 'Gate' } });
    expect(add.body.code).toBe(1000);
    user = await productionLogin(t, 'gateuser', 'gate1234');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients.splice(0)) await c.dispose();
    setFastReads(true);
    await t?.close();
    await stopSharedPostgres();
  });

  for (const transport of TRANSPORTS) {
    it(`${transport.name}: refuses a text that is not persisted, runs a persisted one and the superuser's text`, async () => {
      for (const token of [user, null]) {
        if (token === null && transport.name === 'GraphQL multipart') {
          // An upload's body is never read without a token: nobody is refused before the gate is asked.
          const nobody = await transport.send(t, { query: RAW }, null);
          expect(nobody.status).toBe(401);
          expect(nobody.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
          continue;
        }
        const refused = await transport.send(t, { query: RAW }, token);
        expect(refused.body.data ?? null, transport.name).toBeNull();
        expect(refused.body.errors?.map((e: any) => e.message), transport.name).toEqual([REFUSED]);
        if (transport.name !== 'graphql-ws' && transport.name !== 'SSE') expect(refused.status).toBe(400);
        // Not even validated: a misspelt field gets the same refusal, no schema hint.
        const probe = await transport.send(t, { query: '{ persn { username } }' }, token);
        expect(probe.body.errors?.map((e: any) => e.message), transport.name).toEqual([REFUSED]);
      }
      const before = directPostAnswers();
      const asText = await transport.send(t, { query: PERSON_TEXT }, user);
      expect(asText.body.errors, transport.name).toBeUndefined();
      expect(asText.body.data.person.username).toBe('gateuser');
      if (transport.byId) {
        const byId = await transport.send(t, { id: PERSON_ID }, user);
        expect(byId.body.errors, transport.name).toBeUndefined();
        expect(byId.body.data.person.username).toBe('gateuser');
      }
      // The direct path answered its own requests (so both JSON POST paths were really tried).
      if (transport.name === 'JSON POST (direct path)') expect(directPostAnswers()).toBeGreaterThan(before);
      if (transport.name === "JSON POST (yoga's path)") expect(directPostAnswers()).toBe(before);
      const superuser = await transport.send(t, { query: RAW }, admin);
      expect(superuser.body.errors, transport.name).toBeUndefined();
      expect(superuser.body.data.person.username).toBe('admin');
    });
  }

  it('batches are off: an array of operations runs nothing, persisted or not', async () => {
    for (const body of [[{ query: RAW }], [{ documentId: PERSON_ID }, { query: PERSON_TEXT }]]) {
      const res = await answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(user, { 'content-type': 'application/json' }), body: JSON.stringify(body) }));
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Batching is not supported.');
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it('a transport of our own that forgets the gate is refused all the same', async () => {
    const requestOf = (token: string) => new Request(`${t.url}/graphql`, { headers: { authorization: token, language: 'en' } });
    // No caller on the envelop context: whoever it was, the chain's parse refuses the text.
    const forgetful = t.app.enveloped({ request: requestOf(admin), ip: '' });
    // (No caller, no language either: the default one's message.)
    expect(() => forgetful.parse(RAW)).toThrow(REFUSED_ZH);
    // A persisted text still parses there.
    expect(forgetful.parse(PERSON_TEXT).kind).toBe('Document');

    // A document parsed outside the chain reaches execute and subscribe: refused for an ordinary user…
    const asUser = t.app.enveloped({ request: requestOf(user), ip: '' });
    const userCtx = await asUser.contextFactory();
    const executed = (await asUser.execute({ schema: asUser.schema, document: parse(RAW), contextValue: userCtx })) as ExecutionResult;
    expect(executed.errors?.map((e) => e.message)).toEqual([REFUSED]);
    expect(executed.data ?? null).toBeNull();
    const subscribed = (await asUser.subscribe({ schema: asUser.schema, document: parse('subscription { todoCounts { adviceTodo } }'), contextValue: userCtx })) as ExecutionResult;
    expect(subscribed.errors?.map((e) => e.message)).toEqual([REFUSED]);

    // …and run for the superuser (the documented exception), as on every transport.
    const asAdmin = t.app.enveloped({ request: requestOf(admin), ip: '' });
    const adminResult = (await asAdmin.execute({ schema: asAdmin.schema, document: parse(RAW), contextValue: await asAdmin.contextFactory() })) as ExecutionResult;
    expect(adminResult.errors).toBeUndefined();
    expect((adminResult.data as any).person.username).toBe('admin');
  });

  it('leaves the REST layer (its own prepared documents) alone', async () => {
    const r = await t.req('GET', '/admin/base/comm/person', { token: user });
    expect(r.body.code).toBe(1000);
    expect(r.body.data.username).toBe('gateuser');
  });
});
