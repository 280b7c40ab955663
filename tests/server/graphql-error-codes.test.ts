/**
 * A document that does not parse or does not validate is answered with an
 * error carrying `extensions.code` (GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED) on every transport a GraphQL document reaches
 * the server by — JSON POST on the direct path and on yoga's, GET, a text
 * (`application/graphql`) or form POST, an SSE request, a GraphQL multipart
 * request and graphql-ws — so a client can tell "my document is wrong" from
 * a refusal or a failure without reading the message
 * (server/graphql/document-error-codes.ts, docs/graphql.md "Error codes of a bad document").
 * graphql-armor's limits (depth, aliases, tokens, directives) are judged
 * during parsing and validation too, so their refusals carry the same codes.
 * Nothing executes: the answer has no data.
 */
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { directPostAnswers } from '../../server/graphql/direct-post.ts';
import { setFastReads } from '../../server/read/index.ts';

type Answer = { status: number; body: any };
interface Transport {
  name: string;
  send(t: TestApp, query: string, token: string): Promise<Answer>;
}

const headersOf = (token: string, extra: Record<string, string> = {}) => ({ language: 'en', authorization: token, ...extra });
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

const clients: Client[] = [];

const TRANSPORTS: Transport[] = [
  {
    name: 'JSON POST (direct path)',
    async send(t, query, token) {
      setFastReads(true);
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json' }), body: JSON.stringify({ query }) }));
    },
  },
  {
    name: "JSON POST (yoga's path)",
    async send(t, query, token) {
      setFastReads(false);
      try {
        return await answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json' }), body: JSON.stringify({ query }) }));
      } finally {
        setFastReads(true);
      }
    },
  },
  {
    name: 'GET',
    async send(t, query, token) {
      return answer(await fetch(`${t.url}/graphql?query=${encodeURIComponent(query)}`, { headers: headersOf(token, { accept: 'application/json' }) }));
    },
  },
  {
    name: 'POST application/graphql',
    async send(t, query, token) {
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/graphql' }), body: query }));
    },
  },
  {
    name: 'POST form',
    async send(t, query, token) {
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/x-www-form-urlencoded' }), body: new URLSearchParams({ query }).toString() }));
    },
  },
  {
    name: 'SSE',
    async send(t, query, token) {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token, { 'content-type': 'application/json', accept: 'text/event-stream' }), body: JSON.stringify({ query }) });
      const text = await res.text();
      // The stream's first `next` event carries the result.
      const data = /event: next\ndata: (.*)\n/.exec(text)?.[1];
      return { status: res.status, body: data ? JSON.parse(data) : text };
    },
  },
  {
    name: 'GraphQL multipart',
    async send(t, query, token) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: {} }));
      form.append('map', '{}');
      return answer(await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersOf(token), body: form }));
    },
  },
  {
    name: 'graphql-ws',
    async send(t, query, token) {
      const c = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { Authorization: token, language: 'en' }, retryAttempts: 0, lazy: true });
      clients.push(c);
      return new Promise<Answer>((resolve) => {
        let last: any = {};
        c.subscribe(
          { query },
          {
            next: (v) => (last = v),
            error: (e) => resolve({ status: 0, body: { errors: Array.isArray(e) ? e : [e] } }),
            complete: () => resolve({ status: 0, body: last }),
          },
        );
      });
    },
  },
];

/** A token limit small enough for a document over it to fit in a GET's URL. */
const MAX_TOKENS = 300;

/** Documents that fail before execution, and the code each must carry. */
const BAD_DOCUMENTS: { name: string; query: string; code: string; message?: RegExp }[] = [
  { name: 'an unclosed selection', query: '{ person { username }', code: 'GRAPHQL_PARSE_FAILED' },
  { name: 'an unexpected token', query: 'query ) { person { username } }', code: 'GRAPHQL_PARSE_FAILED' },
  { name: 'an unknown field', query: '{ persn { username } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'a missing required argument', query: '{ meetingInfoAnnouncement(kind: "final") { title } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'an undeclared variable', query: '{ meetingInfoAnnouncement(id: $id, kind: "final") { title } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'too many tokens (armor, while parsing)', query: `{ person { ${'username '.repeat(MAX_TOKENS)}} }`, code: 'GRAPHQL_PARSE_FAILED', message: /token/i },
  // Valid against the schema, 13 levels deep (the limit is 12): only armor refuses it.
  { name: 'too deep (armor)', query: `{ sysDepartmentList { ${'parent { '.repeat(11)}name${' }'.repeat(11)} } }`, code: 'GRAPHQL_VALIDATION_FAILED', message: /depth/i },
  // 31 aliases (the limit is 30), under the token limit.
  { name: 'too many aliases (armor)', query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: person { username }`).join(' ')} }`, code: 'GRAPHQL_VALIDATION_FAILED', message: /alias/i },
];

describeOnDatabases('parse and validation errors carry extensions.code on every transport', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { QUERY_MAX_TOKENS: String(MAX_TOKENS) });
    token = (await t.login()).token;
  }, 120_000);
  afterAll(async () => {
    for (const c of clients.splice(0)) await c.dispose();
    setFastReads(true);
    await t?.close();
    await stopSharedPostgres();
  });

  for (const transport of TRANSPORTS) {
    it(`${transport.name}: every bad document is answered with its code and no data`, async () => {
      const before = directPostAnswers();
      for (const doc of BAD_DOCUMENTS) {
        const res = await transport.send(t, doc.query, token);
        const label = `${transport.name}: ${doc.name}`;
        expect(res.body.data ?? null, label).toBeNull();
        expect(res.body.errors?.length, label).toBeGreaterThan(0);
        expect(
          res.body.errors.map((e: any) => e.extensions?.code),
          label,
        ).toEqual(res.body.errors.map(() => doc.code));
        // The message still says what is wrong (the code is added, nothing is masked).
        for (const e of res.body.errors) expect(e.message, label).not.toBe('Unexpected error.');
        if (doc.message) expect(res.body.errors[0].message, label).toMatch(doc.message);
        // The request's fault, never the server's (JSON answers 200 or 400 by the media type, as yoga does).
        if (transport.name !== 'graphql-ws') expect(res.status, label).toBeLessThan(500);
      }
      // Bad documents are handed to yoga by the direct path, never answered there.
      expect(directPostAnswers()).toBe(before);
      // A good document on the same transport runs (the transport itself works).
      const ok = await transport.send(t, '{ person { username } }', token);
      expect(ok.body.errors, transport.name).toBeUndefined();
      expect(ok.body.data.person.username).toBe('admin');
    });
  }
});
