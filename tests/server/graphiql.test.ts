/**
 * GraphiQL works offline: its page references no other host (no CDN), every
 * asset it references — and the editor workers its setup script names — is
 * served by this server with 200 and the right Content-Type, and the page's
 * Content-Security-Policy allows scripts, workers and connections from this
 * origin only (no inline script). The database plays no part there, so that
 * runs on the embedded one only; tests/e2e/graphiql.test.ts renders the page
 * in Chromium with every other host blocked.
 *
 * The page opens with the example query (EXAMPLE_QUERY in
 * server/graphql/graphiql.ts) as its first tab; the superuser runs it as
 * served against the seeded data, and against a meeting with an item, on
 * both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '../../server/graphql/graphiql.ts';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const TYPES: Record<string, RegExp> = {
  js: /^text\/javascript; charset=utf-8$/,
  css: /^text\/css; charset=utf-8$/,
  ico: /^image\/x-icon$/,
};

/** The GraphiQL options the page carries in its JSON data block. */
async function pageOptions(url: string): Promise<Record<string, any>> {
  const res = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return JSON.parse(/<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(html)![1]!);
}

/** The directives of a Content-Security-Policy header. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describe('GraphiQL offline', () => {
  let t: TestApp;
  let html: string;
  let csp: string;

  beforeAll(async () => {
    t = await startTestApp('embedded');
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    html = await res.text();
    csp = res.headers.get('content-security-policy') ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  const references = () => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

  it('the page references no URL of another host', () => {
    const refs = references();
    expect(refs.length).toBeGreaterThanOrEqual(5);
    const host = new URL(t.url).host;
    const foreign = [...html.matchAll(/(?:https?:)?\/\/[\w.-]+(?::\d+)?/g)].map((m) => m[0]).filter((u) => new URL(u, t.url).host !== host);
    expect(foreign).toEqual([]);
    for (const ref of refs) expect(new URL(ref, t.url).host, ref).toBe(host);
    expect(html).toMatch(/<title>[^<]*GraphiQL<\/title>/);
  });

  it('has no inline script: every script has a src or is a JSON data block', () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs, body] of scripts) {
      if (/type="application\/json"/.test(attrs!)) expect(() => JSON.parse(body!)).not.toThrow();
      else {
        expect(attrs).toMatch(/src="/);
        expect(body!.trim()).toBe('');
      }
    }
    // The yoga options reach the page (subscriptions over graphql-ws).
    const options = JSON.parse(/<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(options.subscriptionsProtocol).toBe('WS');
  });

  it('its Content-Security-Policy allows this origin only', () => {
    const d = directives(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    for (const [name, values] of d) {
      if (name === 'style-src') continue; // the editor sets inline styles
      expect(values.filter((v) => !["'self'", "'none'", 'data:'].includes(v)), name).toEqual([]);
    }
  });

  describe('assets', () => {
    it('every asset the page references, and every worker its setup names, is served with 200 and its type', async () => {
      const refs = references();
      const setupRef = refs.find((r) => r.endsWith('/setup.js'))!;
      expect(setupRef).toBeDefined();
      const setup = await (await fetch(new URL(setupRef, t.url))).text();
      const workers = [...setup.matchAll(/'(\/graphiql\/[^']+\.worker\.js)'/g)].map((m) => m[1]!);
      expect(workers).toHaveLength(3);
      for (const ref of [...refs, ...workers]) {
        const res = await fetch(new URL(ref, t.url));
        expect(res.status, ref).toBe(200);
        const ext = ref.split('.').pop()!;
        expect(res.headers.get('content-type'), ref).toMatch(TYPES[ext]!);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const body = new Uint8Array(await res.arrayBuffer());
        expect(body.length, ref).toBeGreaterThan(ext === 'ico' ? 100 : 200);
      }
      // The GraphiQL bundle itself, not a stub.
      const bundle = await (await fetch(new URL(refs.find((r) => r.endsWith('yoga-graphiql.js'))!, t.url))).text();
      expect(bundle.length).toBeGreaterThan(1_000_000);
      expect(bundle).toContain('renderYogaGraphiQL');
    });

    it('assets are cached by version and ETag; unknown ones answer 404', async () => {
      const css = new URL(references().find((r) => r.endsWith('.css'))!, t.url);
      const first = await fetch(css);
      expect(first.headers.get('cache-control')).toContain('immutable');
      const etag = first.headers.get('etag')!;
      expect((await fetch(css, { headers: { 'if-none-match': etag } })).status).toBe(304);
      expect((await fetch(`${t.url}/graphiql/0.0.0/graphiql.css`)).status).toBe(404);
      expect((await fetch(new URL('nothing.js', css))).status).toBe(404);
      expect((await fetch(`${css.href.replace(/graphiql\.css$/, '')}..%2F..%2F..%2Fpackage.json`)).status).toBe(404);
    });
  });
});

describeOnDatabases('GraphiQL example query', (kind) => {
  let t: TestApp;
  let admin: string;
  let query: string;

  /** Runs the served example as the superuser; answers its data, failing on any error. */
  const run = async (variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, admin);
    expect(res.status).toBe(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const options = await pageOptions(t.url);
    // The first tab, and every new one, opens with the example.
    expect(options.defaultTabs).toEqual([{ query: EXAMPLE_QUERY }]);
    expect(options.defaultQuery).toBe(EXAMPLE_QUERY);
    query = options.defaultTabs[0].query;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('starts with how to authenticate: the raw token in Authorization, and selectAreaId', () => {
    const header = query.split('\n').filter((line) => line.startsWith('#')).join('\n');
    expect(header).toMatch(/"Authorization": "<access token>"/);
    expect(header).toMatch(/raw access token/);
    expect(header).toMatch(/selectAreaId/);
    expect(query).toMatch(/meetingInfoPage\(first: 5/);
    // A meeting with its community and its items' counts: the graph's relations and typed shapes.
    expect(query).toMatch(/area \{ rowId name \}/);
    expect(query).toMatch(/voteItems\(first: 20\)/);
    expect(query).toMatch(/count \{/);
  });

  it('runs as served against the seeded data', async () => {
    const data = await run();
    expect(data.meetingInfoPage.totalCount).toBe(await t.app.db.meetingInfo.count());
    expect(data.meetingInfoPage.edges).toHaveLength(Math.min(5, data.meetingInfoPage.totalCount));
  });

  it('answers a meeting and its items once there are some', async () => {
    const areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const HOUR = 3_600_000;
    const voteStartTime = new Date(Date.now() + HOUR).toISOString();
    const voteEndTime = new Date(Date.now() + 2 * HOUR).toISOString();
    const added = await t.gql(
      'mutation($input: MeetingInfoAddInput!) { r: meetingInfoAdd(input: $input) { __typename ... on MutationMeetingInfoAddSuccess { data { rowId } } ... on AppError { message } } }',
      { input: { name: 'GraphiQL 示例会议', areaId, voteStartTime, voteEndTime } },
      admin,
    );
    expect(added.body.data.r.__typename, JSON.stringify(added.body)).toBe('MutationMeetingInfoAddSuccess');
    const meetingId = added.body.data.r.data.rowId as number;
    const item = await t.gql(
      'mutation($input: VoteItemAddInput!) { r: voteItemAdd(input: $input) { __typename ... on AppError { message } } }',
      { input: { meetingId, name: '续聘物业服务企业', passRule: 'majority' } },
      admin,
    );
    expect(item.body.data.r.__typename, JSON.stringify(item.body)).toBe('MutationVoteItemAddSuccess');

    const data = await run();
    expect(data.meetingInfoPage.totalCount).toBeGreaterThanOrEqual(1);
    const node = data.meetingInfoPage.edges.map((e: any) => e.node).find((n: any) => n.rowId === meetingId);
    expect(node).toMatchObject({ name: 'GraphiQL 示例会议', statusEnum: 'PROJECT_SETUP', area: { rowId: areaId }, vote: null });
    expect(new Date(node.voteStartTime).toISOString()).toBe(voteStartTime);
    expect(new Date(node.voteEndTime).toISOString()).toBe(voteEndTime);
    // Not counted yet: no result and no count.
    expect(node.voteItems).toEqual({ totalCount: 1, edges: [{ node: { rowId: expect.any(Number), name: '续聘物业服务企业', passRule: 'majority', result: null, count: null } }] });
  });
});
