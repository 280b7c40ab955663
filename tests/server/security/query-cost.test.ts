/**
 * The cost of a query is judged before it runs, with its variables (issue
 * "The API under attack" §1; server/graphql/cost.ts, cost-guard.ts):
 *
 * - every operation the product itself sends — each persisted operation of
 *   the web client and each REST route's prepared document — is estimated
 *   with its largest legitimate variables (pages of 1,000, 1,000 ids, every
 *   @include taken) and stays within the default limits; so do GraphiQL's
 *   example and an introspection query;
 * - a nested query whose page sizes come from variables, and its variants
 *   (aliases, fragments, three and four levels at the default page size,
 *   `last`, lists that are not connections, nodes(ids)), is refused with
 *   QUERY_TOO_COSTLY and a translated message before any statement reads a
 *   row, over POST, GET and WebSocket, and for REST's prepared operations;
 *   the same shapes with small pages run;
 * - what an estimate cannot know (a list's real length) is metered while
 *   it runs: relation rows past QUERY_MAX_ROWS are refused;
 * - a batch (a JSON list of operations) is not served at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getIntrospectionQuery, parse } from 'graphql';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { statementsDuring } from '../../support/statements.ts';
import { maxVariables } from '../../support/max-variables.ts';
import { schema } from '../../../server/schema.ts';
import { buildRoutes } from '../../../server/rest/routes.ts';
import { estimateOperation, withinLimits } from '../../../server/graphql/cost.ts';
import { DEFAULT_QUERY_LIMITS } from '../../../server/kernel/config.ts';
import { EXAMPLE_QUERY } from '../../../server/graphql/graphiql.ts';
import { PERSISTED_FILE } from '../../../server/graphql/persisted.ts';
import { translate } from '../../../server/kernel/i18n/messages.ts';

const persisted = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;

describe('what the product sends stays within the limits', () => {
  it('every persisted operation of the web client, with its largest variables', () => {
    const over: string[] = [];
    expect(Object.keys(persisted).length).toBeGreaterThan(100);
    for (const text of Object.values(persisted)) {
      const document = parse(text);
      const found = estimateOperation(schema, document, maxVariables(schema, document));
      const name = /^(query|mutation|subscription) (\w+)/.exec(text)![2];
      // Estimated for real (null would mean the variables did not coerce and nothing was judged).
      expect(found, name).toMatchObject({ cost: expect.any(Number), rows: expect.any(Number) });
      if (!withinLimits(found, DEFAULT_QUERY_LIMITS)) over.push(`${name}: ${JSON.stringify(found)}`);
    }
    expect(over).toEqual([]);
  });

  it("every REST route's prepared document, pages of 1,000 rows and 1,000 ids included", () => {
    const routes = buildRoutes(schema);
    expect(routes.length).toBeGreaterThan(300);
    const over: string[] = [];
    let pages = 0;
    for (const r of routes) {
      const variables = maxVariables(schema, r.document);
      if ('first' in variables) pages++;
      const found = estimateOperation(schema, r.document, variables);
      expect(found, `${r.prefix}${r.path}`).toMatchObject({ cost: expect.any(Number), rows: expect.any(Number) });
      if (!withinLimits(found, DEFAULT_QUERY_LIMITS)) over.push(`${r.method} ${r.prefix}${r.path}: ${JSON.stringify(found)}`);
    }
    expect(pages).toBeGreaterThan(30);
    expect(over).toEqual([]);
  });

  it("GraphiQL's example and an introspection query", () => {
    for (const text of [EXAMPLE_QUERY, getIntrospectionQuery()]) {
      const found = estimateOperation(schema, parse(text), { meetingId: 1 });
      expect(withinLimits(found, DEFAULT_QUERY_LIMITS), JSON.stringify(found)).toBe(true);
    }
  });

  it('a page size from a variable is priced as the literal would be, and a missing one as the default page', () => {
    const byVariable = parse('query($n: Int) { areaHousePage(first: $n) { edges { node { rowId } } } }');
    const literal = (n: number) => estimateOperation(schema, parse(`{ areaHousePage(first: ${n}) { edges { node { rowId } } } }`), {});
    expect(estimateOperation(schema, byVariable, { n: 700 })).toEqual(literal(700));
    expect(estimateOperation(schema, byVariable, { n: 5 })).toEqual(literal(5));
    expect(estimateOperation(schema, byVariable, {})).toEqual(literal(20));
    // More than a connection serves is refused when it runs: priced at the most it would serve.
    expect(estimateOperation(schema, byVariable, { n: 100_000 })).toEqual(literal(1000));
  });
});

/** The attack of the issue and its siblings: each is refused with n = 1,000 (or at the default page size). */
const COSTLY: { name: string; query: string; variables: Record<string, unknown> }[] = [
  {
    name: 'the issue: a page of houses, each with its community\'s houses, both sized by $n',
    query: 'query($n: Int) { areaHousePage(first: $n) { edges { node { rowId area { houses(first: $n) { totalCount edges { node { rowId houseNo } } } } } } } }',
    variables: { n: 1000 },
  },
  {
    name: 'aliases of the same relation',
    query: 'query($n: Int) { areaInfoPage(first: $n) { edges { node { a: houses(first: $n) { edges { node { rowId } } } b: houses(first: $n) { edges { node { rowId } } } c: residents(first: $n) { edges { node { rowId } } } } } } }',
    variables: { n: 300 },
  },
  {
    name: 'the nesting inside fragments',
    query: 'query($n: Int) { areaHousePage(first: $n) { edges { node { ...H } } } } fragment H on AreaHouse { rowId area { ...A } } fragment A on AreaInfo { houses(first: $n) { edges { node { rowId } } } }',
    variables: { n: 1000 },
  },
  {
    name: 'three levels with a small $n',
    query: 'query($n: Int) { areaInfoPage(first: $n) { edges { node { meetings(first: $n) { edges { node { voteItems(first: $n) { edges { node { rowId } } } } } } } } } }',
    variables: { n: 40 },
  },
  {
    name: '`last` instead of `first`',
    query: 'query($n: Int, $b: String) { areaHousePage(last: $n, before: $b) { edges { node { area { houses(last: $n, before: $b) { edges { node { rowId } } } } } } } }',
    variables: { n: 1000, b: 'T2Zmc2V0Q29ubmVjdGlvbjoyMDAw' },
  },
  {
    name: 'a list that is not a connection, with a relation under each row',
    query: 'query($n: Int) { areaHouseList { rowId area { houses(first: $n) { edges { node { area { houses(first: $n) { edges { node { rowId } } } } } } } } } }',
    variables: { n: 1000 },
  },
  {
    name: 'nodes by a list of ids',
    query: 'query($ids: [ID!]!, $n: Int) { nodes(ids: $ids) { ... on AreaInfo { houses(first: $n) { edges { node { rowId } } } } } }',
    variables: { ids: Array.from({ length: 1000 }, (_, i) => Buffer.from(`AreaInfo:${i + 1}`).toString('base64')), n: 1000 },
  },
];

describeOnDatabases('query cost', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  /** Statements of a request that read rows of the data (the session's own lookups aside). */
  const dataStatements = (sqls: string[]) => sqls.filter((s) => /area_house|area_info|meeting_info|vote_item|vote_record|resident_info/.test(s));

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    await t.app.db.areaHouse.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ areaId, buildingNo: '1', unitNo: '1', houseNo: `${100 + i}`, houseKey: `1|1|${100 + i}`, privateArea: '80' })) });
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  for (const c of COSTLY) {
    it(`refused before it runs: ${c.name}`, async () => {
      const { value: res, statements } = await statementsDuring(t, () => t.gql(c.query, c.variables, admin, { language: 'en' }));
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
      expect(res.body.errors[0].message).toMatch(/^The query is too large: an estimated cost of \d+ reading \d+ rows/);
      expect(res.status).toBe(400);
      expect(dataStatements(statements)).toEqual([]);
    });
  }

  it('four levels are deeper than a document may be: refused by the depth limit before it runs', async () => {
    const query = 'query($n: Int) { areaInfoPage(first: $n) { edges { node { meetings(first: $n) { edges { node { voteItems(first: $n) { edges { node { records(first: $n) { edges { node { rowId } } } } } } } } } } } } }';
    const { value: res, statements } = await statementsDuring(t, () => t.gql(query, { n: 2 }, admin));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].message).toMatch(/depth limit of 12 exceeded/i);
    expect(dataStatements(statements)).toEqual([]);
  });

  it('the refusal is in the language of the request', async () => {
    const res = await t.gql(COSTLY[0]!.query, COSTLY[0]!.variables, admin);
    expect(res.body.errors[0].message).toMatch(/^查询过于庞大/);
    const tw = await t.gql(COSTLY[0]!.query, COSTLY[0]!.variables, admin, { language: 'zh-tw' });
    expect(tw.body.errors[0].message).toMatch(/^查詢過於龐大/);
  });

  it('the same shapes with small pages run, and answer what is there', async () => {
    const res = await t.gql(COSTLY[0]!.query, { n: 5 }, admin);
    expect(res.body.errors).toBeUndefined();
    const edges = res.body.data.areaHousePage.edges;
    expect(edges).toHaveLength(5);
    expect(edges[0].node.area.houses.totalCount).toBeGreaterThanOrEqual(12);
    expect(edges[0].node.area.houses.edges).toHaveLength(5);
    const fragments = await t.gql(COSTLY[2]!.query, { n: 3 }, admin);
    expect(fragments.body.errors).toBeUndefined();
    expect(fragments.body.data.areaHousePage.edges[0].node.area.houses.edges).toHaveLength(3);
    // Three levels at the default page size (20 × 20 × 20 rows at most) are within the limits.
    const threeLevels = await t.gql('{ areaInfoPage { edges { node { meetings { edges { node { voteItems { edges { node { rowId } } } } } } } } } }', {}, admin);
    expect(threeLevels.body.errors).toBeUndefined();
    expect(threeLevels.body.data.areaInfoPage.edges.length).toBeGreaterThan(0);
  });

  it('refused over GET as over POST', async () => {
    const c = COSTLY[0]!;
    const { value: res, statements } = await statementsDuring(t, async () => {
      const r = await fetch(`${t.url}/graphql?query=${encodeURIComponent(c.query)}&variables=${encodeURIComponent(JSON.stringify(c.variables))}`, { headers: { authorization: admin, accept: 'application/json' } });
      return { status: r.status, body: await r.json() };
    });
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(dataStatements(statements)).toEqual([]);
  });

  it('a batch of operations is not served (yoga answers 400 before anything runs)', async () => {
    const c = COSTLY[0]!;
    const { value: res, statements } = await statementsDuring(t, () => t.req('POST', '/graphql', { body: [{ query: c.query, variables: { n: 2 } }, { query: c.query, variables: c.variables }], token: admin }));
    expect(res.status).toBe(400);
    expect(dataStatements(statements)).toEqual([]);
  });

  it('refused over WebSocket too', async () => {
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { Authorization: admin }, retryAttempts: 0 });
    try {
      const c = COSTLY[0]!;
      const errors = await new Promise<any[]>((resolve, reject) => {
        client.subscribe({ query: c.query, variables: c.variables }, { next: (r) => resolve((r as any).errors ?? []), error: (e) => resolve(Array.isArray(e) ? e : [e]), complete: () => resolve([]) });
        setTimeout(() => reject(new Error('no answer')), 20_000).unref();
      });
      expect(errors[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    } finally {
      await client.dispose();
    }
  });

  it('REST pages of 1,000 rows and the largest lists pass', async () => {
    const page = await t.req('POST', '/admin/area/house/page', { body: { page: 1, size: 1000 }, token: admin });
    expect(page.body.code).toBe(1000);
    expect(page.body.data.pagination.size).toBe(1000);
    const list = await t.req('POST', '/admin/area/house/list', { body: {}, token: admin });
    expect(list.body.code).toBe(1000);
  });

  it('the message names the limits in every language', () => {
    for (const lang of ['zh-cn', 'zh-tw', 'en'] as const) {
      const text = translate(lang, 'cost.tooCostly', { cost: 7, rows: 8, maxCost: 9, maxRows: 10 });
      expect(text).toContain('9');
      expect(text).toContain('10');
    }
  });
});

describeOnDatabases('query cost: lower limits', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;

  beforeAll(async () => {
    // Low limits, so that what a list really holds (40 houses here) passes what its estimate assumed (20 rows).
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off', QUERY_MAX_ROWS: '1000', QUERY_MAX_COST: '10000' });
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    await t.app.db.areaHouse.createMany({ data: Array.from({ length: 40 }, (_, i) => ({ areaId, buildingNo: '2', unitNo: '1', houseNo: `${200 + i}`, houseKey: `2|1|${200 + i}`, privateArea: '80' })) });
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the relation rows a list really brings are metered while it runs: past QUERY_MAX_ROWS the rest is refused', async () => {
    const houses = await t.app.db.areaHouse.count({ where: { areaId } });
    expect(houses).toBeGreaterThanOrEqual(40);
    // Estimated: 20 rows × (1 + 1 + 40) = 840 rows, within 1,000; run: 40 houses × 40 rows of their community.
    const query = 'query($a: Int) { areaHouseList(filter: { areaId: $a }) { rowId area { houses(first: 40) { edges { node { rowId } } } } } }';
    const res = await t.gql(query, { a: areaId }, admin, { language: 'en' });
    const list = res.body.data.areaHouseList;
    expect(list.length).toBe(houses);
    const answered = list.filter((h: any) => h.area?.houses).length;
    // Each relation reads 41 rows (its page and the one telling whether another follows): 24 of them fit in 1,000.
    expect(answered).toBe(Math.floor(1000 / 41));
    expect(res.body.errors.length).toBe(houses - answered);
    expect(new Set(res.body.errors.map((e: any) => e.extensions.code))).toEqual(new Set(['QUERY_TOO_COSTLY']));
    expect(res.body.errors[0].message).toBe('The query read more than the 1000 rows a request may read; ask for smaller pages or fewer nested levels');
  });

  it('REST refuses a page past the limits with a translated 1001, before it runs', async () => {
    // 1,000 houses of 14 columns cost more than 10,000.
    const { value: page, statements } = await statementsDuring(t, () => t.req('POST', '/admin/area/house/page', { body: { page: 1, size: 1000 }, token: admin, headers: { language: 'en' } }));
    expect(page.status).toBe(200);
    expect(page.body.code).toBe(1001);
    expect(page.body.message).toMatch(/^The query is too large/);
    expect(statements.filter((s) => /area_house/.test(s))).toEqual([]);
    const small = await t.req('POST', '/admin/area/house/page', { body: { page: 1, size: 20 }, token: admin });
    expect(small.body.code).toBe(1000);
  });
});
