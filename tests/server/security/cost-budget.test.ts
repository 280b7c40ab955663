/**
 * A budget of estimated cost per minute for each account, and for each
 * address where there is none (issue "The API under attack" §3;
 * server/http/cost-budget.ts, graphql/cost-guard.ts), with small budgets
 * (COST_BUDGET_PER_MINUTE, COST_BUDGET_ADDRESS_PER_MINUTE):
 *
 * - an account past its budget is refused with a translated 429 and
 *   Retry-After over GraphQL (RATE_LIMITED), REST (envelope code 1001) and
 *   graphql-ws, while another account's requests go on succeeding;
 * - requests without an account (the captcha, the owners' /vote/api) spend
 *   from their address: one address past its budget is refused while
 *   another is served;
 * - two server processes on one PostgreSQL share an account's budget: spent
 *   on one, it is spent on the other (after the processes settle, 250 ms).
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { CAPTCHA, describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { spawnServer } from '../../support/server-process.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { SETTLE_MS } from '../../../server/http/cost-budget.ts';

/** A page of users: about a hundred of estimated cost. */
const PAGE = '{ sysUserPage(first: 20) { edges { node { rowId username name } } } }';
const BUDGET = { COST_BUDGET_PER_MINUTE: '3000', COST_BUDGET_ADDRESS_PER_MINUTE: '600' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request from a given loopback address (127.0.0.x): addresses have budgets of their own. */
function fromAddress(url: string, localAddress: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  const u = new URL(url + path);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, localAddress, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function gqlAt(url: string, token: string, query = PAGE, language = 'en') {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, language }, body: JSON.stringify({ query }) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** Spends from the token's budget until a request is refused; answers the refusal and how many were served. */
async function exhaust(url: string, token: string, max = 300) {
  for (let served = 0; served < max; served++) {
    const res = await gqlAt(url, token);
    if (res.status === 429) return { refusal: res, served };
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  }
  throw new Error(`not refused after ${max} requests`);
}

async function staffToken(t: TestApp, username: string): Promise<string> {
  const db = t.app.db;
  const all = await db.baseSysMenu.findMany({ select: { id: true } });
  const role = await db.baseSysRole.create({ data: { name: `全权${username}`, label: `all_${username}`, menus: { create: all.map((m) => ({ menuId: m.id })) } } });
  await db.baseSysUser.create({ data: { username, name: username, password: await hashPassword('staff123'), roles: { create: [{ roleId: role.id }] } } });
  return (await t.login(username, 'staff123')).token;
}

describeOnDatabases('cost budget', (kind) => {
  let t: TestApp;
  let spender: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off', ...BUDGET });
    spender = await staffToken(t, 'budget_spender');
    other = await staffToken(t, 'budget_other');
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('an account past its budget is refused with 429 and Retry-After; another account is served meanwhile', async () => {
    const { refusal, served } = await exhaust(t.url, spender);
    // About 30 pages of ~100 fit in 3,000.
    expect(served).toBeGreaterThan(10);
    expect(refusal.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refusal.body.errors[0].message).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refusal.body.data ?? null).toBeNull();

    // The other account is served meanwhile, and the spender is still refused.
    for (let i = 0; i < 5; i++) {
      const res = await gqlAt(t.url, other, PAGE);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.sysUserPage.edges.length).toBeGreaterThan(0);
    }
    // …over REST too, while the spender's REST calls are refused: 429, the envelope's 1001, Retry-After.
    const otherRest = await t.req('POST', '/admin/base/sys/user/page', { body: { page: 1, size: 20 }, token: other });
    expect(otherRest.body.code).toBe(1000);
    // The bucket drains 50 a second: while the other account was served (slow on a loaded machine) a page's
    // worth may have drained, so the spender is refused again within a few requests, then over REST at once.
    const again = await exhaust(t.url, spender, 5);
    expect(again.refusal.status).toBe(429);
    const rest = await t.req('POST', '/admin/base/sys/user/page', { body: { page: 1, size: 20 }, token: spender, headers: { language: 'zh-tw' } });
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe(1001);
    expect(rest.body.message).toMatch(/^請求過於頻繁，請 \d+ 秒後再試$/);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('subscriptions spend from the budget too: past it, subscribing is refused with RATE_LIMITED', async () => {
    // An account of its own, its bucket empty: the subscriptions alone spend it.
    const subscriber = await staffToken(t, 'budget_subscriber');
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { Authorization: subscriber, language: 'en' }, retryAttempts: 0 });
    // Each subscription costs 21 (20 fields and the root): subscribed again and again, far faster than the bucket drains (50 a second).
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: adviceTodo`).join(' ');
    const subscribe = () =>
      new Promise<any[]>((resolve, reject) => {
        client.subscribe({ query: `subscription { todoCounts { ${aliases} } }` }, { next: (r) => resolve((r as any).errors ?? []), error: (e) => resolve(Array.isArray(e) ? e : [e]), complete: () => resolve([]) });
        setTimeout(() => reject(new Error('no answer')), 20_000).unref();
      });
    try {
      let errors: any[] = [];
      let served = 0;
      for (; served < 400 && !errors.length; served++) errors = await subscribe();
      // About 3,000 / 21 subscriptions were served before the refusal.
      expect(served).toBeGreaterThan(50);
      expect(errors[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(errors[0]?.message).toMatch(/^Too many requests; please try again in \d+ seconds$/);
      // The other account subscribes meanwhile.
      const otherClient = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { Authorization: other }, retryAttempts: 0 });
      try {
        const first = await new Promise<any>((resolve, reject) => {
          otherClient.subscribe({ query: 'subscription { todoCounts { adviceTodo } }' }, { next: resolve, error: reject, complete: () => undefined });
          setTimeout(() => reject(new Error('no event')), 20_000).unref();
        });
        expect(first.errors).toBeUndefined();
      } finally {
        await otherClient.dispose();
      }
    } finally {
      await client.dispose();
    }
  });

  it('without an account the address spends: one address past its budget is refused, another is served', async () => {
    let refused: Awaited<ReturnType<typeof fromAddress>> | null = null;
    let served = 0;
    for (; served < 400 && !refused; served++) {
      const res = await fromAddress(t.url, '127.0.0.2', 'GET', '/admin/base/open/captcha', undefined, { language: 'en' });
      if (res.status === 429) refused = res;
      else expect(res.body.code).toBe(1000);
    }
    expect(refused, 'the captcha was never refused').not.toBeNull();
    expect(refused!.body.code).toBe(1001);
    expect(refused!.body.message).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owners' API from that address is refused too, before anything is read…
    const owner = await fromAddress(t.url, '127.0.0.2', 'POST', '/vote/api/open', { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(owner.status).toBe(429);
    expect(owner.body.code).toBe(1001);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // …while another address is served, and so is an account calling from the exhausted address.
    const elsewhere = await fromAddress(t.url, '127.0.0.3', 'GET', '/admin/base/open/captcha');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.code).toBe(1000);
    const ownerElsewhere = await fromAddress(t.url, '127.0.0.3', 'POST', '/vote/api/open', { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(ownerElsewhere.status).not.toBe(429);
    const account = await fromAddress(t.url, '127.0.0.2', 'POST', '/admin/base/sys/user/page', { page: 1, size: 5 }, { authorization: other });
    expect(account.body.code).toBe(1000);
  });
});

describe('cost budget across processes [postgres]', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  let second: string;

  beforeAll(async () => {
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'off', ...BUDGET });
    const server = await spawnServer({ DATABASE_URL: t.app.config.databaseUrl!, JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz', CAPTCHA_TEST_CODE: CAPTCHA, ...BUDGET });
    child = server.child;
    second = server.url;
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child!.once('exit', () => resolve());
        child!.kill('SIGTERM');
        setTimeout(() => child!.kill('SIGKILL'), 10_000).unref();
      });
    }
    await t?.close();
    await stopSharedPostgres();
  });

  it('a budget spent on one process is spent on the other', async () => {
    const spender = await staffToken(t, 'shared_spender');
    const fresh = await staffToken(t, 'shared_fresh');
    // Both processes serve the account.
    expect((await gqlAt(second, spender)).status).toBe(200);
    const { served } = await exhaust(t.url, spender);
    expect(served).toBeGreaterThan(10);
    // Once the first process has settled, the second knows: it refuses within a request or two, never a budget's worth.
    await sleep(SETTLE_MS * 4);
    let servedThere = 0;
    let refusal: Awaited<ReturnType<typeof gqlAt>> | null = null;
    for (let i = 0; i < 10 && !refusal; i++) {
      const res = await gqlAt(second, spender);
      if (res.status === 429) refusal = res;
      else servedThere++;
      await sleep(SETTLE_MS * 2);
    }
    expect(refusal, 'the second process never refused').not.toBeNull();
    expect(servedThere).toBeLessThanOrEqual(1);
    expect(refusal!.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refusal!.retryAfter)).toBeGreaterThanOrEqual(1);
    // Another account is served by both.
    for (const url of [t.url, second]) {
      const res = await gqlAt(url, fresh);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    }
  });
});
