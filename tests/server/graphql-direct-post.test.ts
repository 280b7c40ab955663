/**
 * The direct JSON POST (server/graphql/direct-post.ts) answers exactly as
 * yoga does: every request below is sent with the direct path on and off, and
 * the two answers must agree in status, content type, CORS headers and body,
 * on both databases. The cases it must answer itself are checked to be
 * answered by it (its counter moves); those it hands to yoga (batches, bad
 * parameters, unknown ids, unacceptable media types, allowed cross-origin
 * callers, invalid documents, subscriptions) are checked to be handed over.
 * Also: yoga's media-type choice as this path computes it, Accept by Accept.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directPostAnswers, regularMediaType } from '../../server/graphql/direct-post.ts';
import { setFastReads } from '../../server/read/index.ts';
import { describeOnDatabases, productionLogin, startTestApp, type TestApp } from '../support/app.ts';

const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const USER_PAGE_ID = Object.keys(persisted).find((k) => persisted[k]!.startsWith('query SysUserPageQuery('))!;
const ALLOWED_ORIGIN = 'https://admin.example.test';

type Case = { name: string; body: unknown; headers?: Record<string, string>; token?: boolean; direct: boolean };

describe("yoga's media-type choice for a regular result", () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/*', 'application/json'],
    ['text/html, */*;q=0.8', 'application/json'],
    ['application/json; charset=iso-8859-1', null],
    ['text/html', null],
    ['text/event-stream', null],
  ])('Accept %j → %j', (accept, expected) => {
    expect(regularMediaType(accept)).toBe(expected);
  });
});

describeOnDatabases('the direct JSON POST answers as yoga does', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { CORS_ORIGINS: ALLOWED_ORIGIN });
    token = (await t.login()).token;
    const add = await t.req('POST', '/admin/base/sys/user/add', { token, body: { username: 'direct_reader', password: 'abc12345', name: 'Reader' } });
    expect(add.body.code).toBe(1000);
    const first = await t.gql('{ sysUserPage(first: 1) { edges { node { id } } } }', {}, token);
    userId = first.body.data.sysUserPage.edges[0].node.id;
  }, 120_000);
  afterAll(async () => {
    setFastReads(true);
    await t?.close();
  });

  async function send(c: Case) {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', ...(c.token === false ? {} : { authorization: token }), ...c.headers },
      body: typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
    });
    const text = await res.text();
    const cors = [...res.headers].filter(([k]) => k.startsWith('access-control-') || k === 'vary');
    return { status: res.status, type: res.headers.get('content-type'), allow: res.headers.get('accept'), cors, body: text ? JSON.parse(text) : null };
  }

  const page = { documentId: USER_PAGE_ID, variables: { first: 3, orderBy: 'createTime', sort: 'desc' } };
  const cases = (): Case[] => [
    { name: 'the persisted user page by id', body: page, direct: true },
    { name: 'the same by its text', body: { query: persisted[USER_PAGE_ID], variables: page.variables }, direct: true },
    { name: 'a text with an operation name among two', body: { query: 'query A { person { name } } query B { person { username } }', operationName: 'B' }, direct: true },
    { name: 'a node by id', body: { query: 'query($id: ID!) { node(id: $id) { id ... on SysUser { username } } }', variables: { id: userId } }, direct: true },
    { name: 'no token', body: page, token: false, direct: true },
    { name: 'a variable that does not coerce', body: { ...page, variables: { first: 'many' } }, direct: true },
    { name: 'a refused mutation (the username exists)', body: { query: 'mutation { sysUserAdd(input: { username: "admin", password: "abc12345", name: "A" }) { __typename } }' }, direct: true },
    { name: 'Accept: application/graphql-response+json', body: page, headers: { accept: 'application/graphql-response+json' }, direct: true },
    { name: 'the client\'s Accept, without a token', body: page, token: false, headers: { accept: 'application/graphql-response+json, application/json' }, direct: true },
    { name: 'Accept: */*', body: page, headers: { accept: '*/*' }, direct: true },
    { name: 'content type with charset', body: page, headers: { 'content-type': 'application/json; charset=utf-8' }, direct: true },
    { name: 'content type application/graphql+json', body: page, headers: { 'content-type': 'application/graphql+json' }, direct: true },
    { name: 'a disallowed origin', body: page, headers: { origin: 'https://evil.example.test' }, direct: true },
    { name: 'extensions beside the id', body: { ...page, extensions: { trace: true } }, direct: true },
    // Handed to yoga:
    { name: 'an allowed origin (CORS headers)', body: page, headers: { origin: ALLOWED_ORIGIN }, direct: false },
    { name: 'Accept: text/html (406)', body: page, headers: { accept: 'text/html' }, direct: false },
    { name: 'Accept with another charset', body: page, headers: { accept: 'application/json; charset=iso-8859-1' }, direct: false },
    { name: 'an unknown id', body: { documentId: 'f'.repeat(64) }, direct: false },
    { name: 'an id that is not a string', body: { documentId: 7 }, direct: false },
    { name: 'an unexpected parameter', body: { ...page, foo: 1 }, direct: false },
    { name: 'variables that are not an object', body: { ...page, variables: [1] }, direct: false },
    { name: 'an operation name that is not a string', body: { ...page, operationName: 3 }, direct: false },
    { name: 'a batch', body: [page, page], direct: false },
    { name: 'no query', body: { variables: {} }, direct: false },
    { name: 'a syntax error', body: { query: '{ person { ' }, direct: false },
    { name: 'too many aliases (an armor limit, thrown from validation)', body: { query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: program`).join(' ')} }` }, direct: false },
    { name: 'an alias of __typename', body: { query: '{ person { t: __typename username } }' }, direct: true },
    { name: 'an unknown field', body: { query: '{ person { nope } }' }, direct: false },
    { name: 'an operation name that names nothing', body: { query: '{ person { username } }', operationName: 'Missing' }, direct: false },
    { name: 'a subscription (406: a stream is not JSON)', body: { query: 'subscription { sessionEvents { __typename } }' }, headers: { accept: 'application/json' }, direct: false },
    { name: 'a JSON string body', body: '"hello"', direct: false },
    { name: 'a content type yoga does not read as JSON', body: page, headers: { 'content-type': 'text/json' }, direct: false },
  ];

  it('every case: the same status, media type, CORS headers and body, answered by the direct path or handed to yoga as listed', async () => {
    for (const c of cases()) {
      setFastReads(false);
      const before = directPostAnswers();
      const viaYoga = await send(c);
      expect(directPostAnswers(), c.name).toBe(before);
      setFastReads(true);
      const direct = await send(c);
      expect({ name: c.name, answeredDirectly: directPostAnswers() > before }).toEqual({ name: c.name, answeredDirectly: c.direct });
      expect({ name: c.name, ...direct }).toEqual({ name: c.name, ...viaYoga });
    }
  });

  it('what the direct path answers has data where yoga has data, and refusals where yoga refuses', async () => {
    const ok = await send({ name: 'page', body: page, direct: true });
    expect(ok.status).toBe(200);
    expect(ok.type).toBe('application/json; charset=utf-8');
    expect(ok.body.data.sysUserPage.edges.length).toBeGreaterThan(0);
    const anonymous = await send({ name: 'no token', body: page, token: false, direct: true });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const badVariable = await send({ name: 'bad variable', body: { ...page, variables: { first: 'many' } }, direct: true });
    expect(badVariable.status).toBe(400);
  });

  it('a mutation runs once through the direct path', async () => {
    setFastReads(true);
    const before = directPostAnswers();
    const res = await send({ name: 'add', body: { query: 'mutation { sysUserAdd(input: { username: "direct_once", password: "abc12345", name: "Once" }) { __typename } }' }, direct: true });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(directPostAnswers()).toBe(before + 1);
    expect(await t.app.db.baseSysUser.count({ where: { username: 'direct_once' } })).toBe(1);
  });
});


describeOnDatabases('the direct JSON POST in production: texts that are not persisted', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production', CAPTCHA_TEST_CODE: '', ADMIN_PASSWORD: '123456' });
    admin = await productionLogin(t, 'admin', '123456');
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'plain_direct', password: 'plain123', name: 'Plain' } });
    expect(add.body.code).toBe(1000);
    user = await productionLogin(t, 'plain_direct', 'plain123');
  }, 120_000);
  afterAll(async () => {
    setFastReads(true);
    await t?.close();
  });

  async function send(token: string, body: unknown) {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en', authorization: token }, body: JSON.stringify(body) });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
  }

  const RAW = { query: '{ person { username } }' };
  const cases: { name: string; token: () => string; body: unknown; direct: boolean }[] = [
    { name: 'a raw text from the superuser (who may use GraphiQL) runs directly', token: () => admin, body: RAW, direct: true },
    { name: 'a raw text from anyone else goes to yoga, which refuses it before parsing', token: () => user, body: RAW, direct: false },
    { name: 'a raw text that does not parse, from anyone else: the same refusal, not a syntax error', token: () => user, body: { query: '{ person { ' }, direct: false },
    { name: 'a persisted text from anyone runs directly', token: () => user, body: { query: persisted[USER_PAGE_ID], variables: { first: 2 } }, direct: true },
    { name: 'a persisted id from anyone runs directly', token: () => user, body: { documentId: USER_PAGE_ID, variables: { first: 2 } }, direct: true },
  ];

  it('each answered as yoga answers it, by the path listed', async () => {
    for (const c of cases) {
      setFastReads(false);
      const viaYoga = await send(c.token(), c.body);
      setFastReads(true);
      const before = directPostAnswers();
      const direct = await send(c.token(), c.body);
      expect({ name: c.name, answeredDirectly: directPostAnswers() > before }).toEqual({ name: c.name, answeredDirectly: c.direct });
      expect({ name: c.name, ...direct }).toEqual({ name: c.name, ...viaYoga });
    }
    const refused = await send(user, RAW);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const ran = await send(admin, RAW);
    expect(ran.body.data.person.username).toBe('admin');
  });
});

