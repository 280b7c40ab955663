/**
 * GET /metrics (server/ops/metrics-http.ts, kernel/metrics.ts) on real servers of both databases: the
 * same 404 as an unknown address without METRICS_TOKEN, without the header or with a wrong token; with
 * it, Prometheus text whose counters move with REST, GraphQL, owner-ballot, task and read-log activity,
 * each under its bounded label (a REST route of the table, a known operation name, else `other`).
 * Then WORKERS=2: one scrape answers the sum of both worker processes (AggregatorRegistry).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { ballotFixture, ownerRequest } from '../support/owner-ballot.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { createDatabase } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';
import { persistedStore } from '../../server/graphql/persisted.ts';
import { knownOperationNames } from '../../server/ops/graphql-metrics.ts';
import { ballotChannel, errorCodeLabel } from '../../server/kernel/metrics.ts';
import { bearerMatches } from '../../server/ops/metrics-http.ts';

const TOKEN = 'metrics-token-0123456789-abcdef';

/** Prometheus text as series: name, labels, value (comments left out). */
type Series = { name: string; labels: Record<string, string>; value: number };
function parseMetrics(text: string): Series[] {
  const out: Series[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_s, c: string) => (c === 'n' ? '\n' : c));
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the series of `name` whose labels include `labels`. */
function sum(series: Series[], name: string, labels: Record<string, string> = {}): number {
  return series.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((a, s) => a + s.value, 0);
}

async function scrape(url: string, authorization: string | null = `Bearer ${TOKEN}`) {
  const res = await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', csp: res.headers.get('content-security-policy'), text };
}

describe('metrics labels and token', () => {
  it('a bearer token matches only exactly; error codes and ballot channels stay in their sets', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const wrong of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `bearer ${TOKEN}`, 'Bearer ']) expect(bearerMatches(wrong, TOKEN), String(wrong)).toBe(false);
    expect(errorCodeLabel('FORBIDDEN')).toBe('FORBIDDEN');
    expect(errorCodeLabel(undefined)).toBe('INTERNAL_SERVER_ERROR');
    for (const odd of ['forbidden', 'A'.repeat(60), 'X Y', 42, {}]) expect(errorCodeLabel(odd)).toBe('other');
    expect(ballotChannel({ channel: 'online' })).toBe('online');
    expect(ballotChannel({ channel: null, proxyName: '李代理' })).toBe('proxy');
    expect(ballotChannel({ channel: null, proxyName: null })).toBe('paper');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(() => t?.close());

  it('is the unknown address 404, whatever the request carries', async () => {
    const unknown = await fetch(`${t.url}/api/whatever`);
    const unknownText = await unknown.text();
    for (const auth of [null, `Bearer ${TOKEN}`, 'Bearer ']) {
      const r = await scrape(t.url, auth);
      expect({ status: r.status, type: r.type, csp: r.csp, text: r.text }).toEqual({ status: 404, type: unknown.headers.get('content-type'), csp: unknown.headers.get('content-security-policy'), text: unknownText });
    }
  });
});

describeOnDatabases('metrics', (kind) => {
  let t: TestApp;
  let admin: string;
  const clients: Client[] = [];
  const known = [...knownOperationNames(persistedStore().texts)].sort();
  beforeAll(async () => {
    t = await startTestApp(kind, { METRICS_TOKEN: TOKEN });
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
    await stopSharedPostgres();
  });

  it('answers the unknown address 404 without the token, with a wrong one, or to another method', async () => {
    const unknown = await fetch(`${t.url}/api/whatever`);
    const unknownText = await unknown.text();
    const same = { status: 404, type: unknown.headers.get('content-type'), csp: unknown.headers.get('content-security-policy'), text: unknownText };
    for (const auth of [null, 'Bearer wrong-token-0123456789-abcdef', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const r = await scrape(t.url, auth);
      expect({ auth, status: r.status, type: r.type, csp: r.csp, text: r.text }).toEqual({ auth, ...same });
    }
    const post = await fetch(`${t.url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(post.status).toBe(404);
    expect(await post.text()).toBe(unknownText);
  });

  it('serves Prometheus text with the token: default process metrics and the database pool', async () => {
    const r = await scrape(t.url);
    expect(r.status).toBe(200);
    expect(r.type).toContain('text/plain');
    const series = parseMetrics(r.text);
    const names = new Set(series.map((s) => s.name));
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'cga_subscriptions_open']) expect(names, name).toContain(name);
    const database = kind === 'postgres' ? 'postgres' : 'embedded';
    expect(sum(series, 'cga_db_pool_max', { database })).toBe(kind === 'postgres' ? 10 : 4);
    for (const name of ['cga_db_pool_in_use', 'cga_db_pool_idle', 'cga_db_pool_waiting']) expect(series.some((s) => s.name === name && s.labels.database === database), name).toBe(true);
    expect(sum(series, 'cga_db_statement_duration_seconds_count', { database })).toBeGreaterThan(0);
  });

  it('counts REST, GraphQL, owner-ballot, task and read-log activity under bounded labels', async () => {
    expect(known.length).toBeGreaterThan(10);
    const before = parseMetrics((await scrape(t.url)).text);
    const post = (path: string, body: unknown) => t.req('POST', `/admin/${path}`, { body, token: admin });

    // REST: a route of the table, a route that does not exist.
    expect((await post('base/sys/user/page', { page: 1, size: 5 })).body.code).toBe(1000);
    expect((await post('base/sys/user/page', { page: 1, size: 5 })).body.code).toBe(1000);
    expect((await t.req('POST', '/admin/no/such/route', { body: {} })).status).toBe(404);
    // GraphQL: a known operation name, an unknown one, a refusal, a text that does not parse.
    const knownName = known[0]!;
    expect((await t.gql(`query ${knownName} { __typename }`, {}, admin)).status).toBe(200);
    expect((await t.gql('query NotAnOperationOfTheClient { __typename }', {}, admin)).status).toBe(200);
    const refused = await t.gql('query { sysUserPage(first: 1) { totalCount } }', {}, null);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ broken', {}, admin)).body.errors[0].message).toMatch(/Syntax Error/);

    // Owners: five wrong confirmations lock a credential; an online ballot; a paper ballot entered by staff.
    const fixture = await ballotFixture(t, admin);
    for (let i = 0; i < 5; i++) await ownerRequest(t, 'open', { code: fixture.codes.get('乙'), check: '0000' });
    expect((await ownerRequest(t, 'open', { code: fixture.codes.get('乙'), check: '2222' })).body.code).toBe(1001);
    const { token } = await fixture.open('甲');
    expect((await ownerRequest(t, 'cast', { votes: [{ itemId: fixture.items[0], result: 0 }] }, token)).body.code).toBe(1000);
    expect((await post('business/meeting/vote/record/add', { meetingId: fixture.meetingId, itemId: fixture.items[0], houseId: fixture.houses[2], result: 1 })).body.code).toBe(1000);
    // A refused paper ballot (rolled back) is not counted.
    expect((await post('business/meeting/vote/record/add', { meetingId: fixture.meetingId, itemId: fixture.items[0], houseId: 999_999_999, result: 1 })).body.code).toBe(1001);

    expect((await t.req('GET', '/admin/base/sys/user/info?id=999999999', { token: admin })).body.code).toBe(1001);

    // Tasks: one that succeeds, one that fails, each run once.
    const add = async (body: Record<string, unknown>) => (await post('task/info/add', { name: `任务${Math.random()}`, type: 1, cron: '0 0 0 1 1 *', status: 0, ...body })).body.data.id as number;
    const ok = await add({ service: 'test.sleep', data: '{"ms": 1}' });
    const failing = await add({ service: 'test.fail', data: '{"message": "no"}' });
    expect((await post('task/info/once', { id: ok })).body.code).toBe(1000);
    expect((await post('task/info/once', { id: failing })).body.code).toBe(1000);

    const delta = async (name: string, labels: Record<string, string> = {}) => sum(parseMetrics((await scrape(t.url)).text), name, labels) - sum(before, name, labels);
    // Task runs and read-log batches finish after their answers: asked until they show.
    await expect.poll(() => delta('cga_task_runs_total', { service: 'test.fail', outcome: 'failure' }), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => delta('cga_task_runs_total', { service: 'test.sleep', outcome: 'success' }), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => delta('cga_audit_log_batches_total', { outcome: 'written' }), { timeout: 15_000 }).toBeGreaterThan(0);

    const after = parseMetrics((await scrape(t.url)).text);
    const moved = (name: string, labels: Record<string, string>) => sum(after, name, labels) - sum(before, name, labels);
    expect(moved('cga_http_requests_total', { kind: 'rest', route: 'POST /admin/base/sys/user/page', status: '200' })).toBe(2);
    expect(moved('cga_http_request_duration_seconds_count', { kind: 'rest', route: 'POST /admin/base/sys/user/page' })).toBe(2);
    expect(moved('cga_http_requests_total', { kind: 'rest', route: 'other', status: '404' })).toBe(1);
    expect(moved('cga_http_requests_total', { kind: 'graphql', route: knownName, status: '200' })).toBe(1);
    expect(moved('cga_http_requests_total', { kind: 'graphql', route: 'other' })).toBeGreaterThanOrEqual(3);
    expect(moved('cga_graphql_errors_total', { kind: 'graphql', code: 'UNAUTHENTICATED' })).toBe(1);
    expect(moved('cga_graphql_errors_total', { kind: 'graphql', code: 'GRAPHQL_PARSE_FAILED' })).toBe(1);
    expect(moved('cga_http_requests_total', { kind: 'owner', route: '/vote/api/open' })).toBe(7);
    expect(moved('cga_http_requests_total', { kind: 'owner', route: '/vote/api/cast', status: '200' })).toBe(1);
    expect(moved('cga_credential_locks_total', {})).toBe(1);
    expect(moved('cga_ballots_recorded_total', { channel: 'online' })).toBe(1);
    expect(moved('cga_ballots_recorded_total', { channel: 'paper' })).toBe(1);
    expect(moved('cga_ballots_recorded_total', { channel: 'proxy' })).toBe(0);
    // A REST read whose field refuses (no such row) is a GraphQL error of the REST transport.
    expect(moved('cga_graphql_errors_total', { kind: 'rest', code: 'BAD_REQUEST' })).toBe(1);
    // No raw URL, id or unknown operation name ever becomes a label.
    const routes = new Set(after.filter((s) => s.name === 'cga_http_requests_total').map((s) => s.labels.route!));
    expect([...routes].filter((r) => /NotAnOperation|no\/such|999999999/.test(r))).toEqual([]);
    for (const r of routes) expect(r === 'other' || r === 'client' || r.startsWith('/') || /^(GET|POST|PUT|DELETE) \/admin\//.test(r) || known.includes(r), r).toBe(true);
  });

  it('counts open subscriptions while they are open', async () => {
    const open = async () => sum(parseMetrics((await scrape(t.url)).text), 'cga_subscriptions_open');
    const start = await open();
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: admin }, retryAttempts: 0 });
    clients.push(client);
    const stop = client.subscribe({ query: 'subscription { sessionEvents { reason } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    await expect.poll(open, { timeout: 10_000 }).toBe(start + 1);
    stop();
    await expect.poll(open, { timeout: 10_000 }).toBe(start);
  });
});

describe('metrics of several worker processes', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await stopSharedPostgres();
  });

  it('WORKERS=2: one scrape answers the sum of both workers', async () => {
    const pg = (await sharedPostgres())!;
    const databaseUrl = await createDatabase(pg.url, 'metrics_workers');
    dataDir = mkdtempSync(join(tmpdir(), 'metrics-workers-'));
    server = await spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WORKERS: '2', METRICS_TOKEN: TOKEN, CAPTCHA_TEST_CODE: CAPTCHA });
    // Fresh connections are spread over both workers (round robin); each answer names its worker.
    const pids = new Set<string>();
    const n = 20;
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      pids.add(res.headers.get('x-server-pid')!);
    }
    expect(pids.size).toBe(2);
    const r = await scrape(server.url);
    expect(r.status).toBe(200);
    const series = parseMetrics(r.text);
    expect(sum(series, 'cga_http_requests_total', { kind: 'health', route: '/healthz', status: '200' })).toBe(n);
    // Both workers' pools: 2 × DATABASE_POOL_MAX (10).
    expect(sum(series, 'cga_db_pool_max', { database: 'postgres' })).toBe(20);
  });
});
