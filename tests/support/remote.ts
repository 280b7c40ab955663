/**
 * Talking to server processes from tests (tests/support/server-process.ts or a
 * test's own spawn): REST calls, a login with the test captcha, a graphql-ws
 * subscription that collects its events, stopping a process.
 */
import type { ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import { CAPTCHA } from './app.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A REST request; JSON in and out. */
export async function call(base: string, method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(base + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** The data of a successful (code 1000) answer. */
export const ok = (res: { body: any; text: string }) => {
  expect(res.body.code, res.text).toBe(1000);
  return res.body.data;
};

/** Logs in through REST with the test captcha (CAPTCHA_TEST_CODE); returns the token. */
export async function loginOn(base: string, username = 'admin', password = '123456'): Promise<string> {
  const captcha = ok(await call(base, 'GET', '/admin/base/open/captcha'));
  return ok(await call(base, 'POST', '/admin/base/open/login', { body: { username, password, captchaId: captcha.captchaId, verifyCode: CAPTCHA } })).token;
}

/** Collects a subscription's events over graphql-ws. */
export function subscribe(base: string, token: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const client: Client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: token, ...headers } });
  const events: any[] = [];
  const errors: unknown[] = [];
  client.subscribe({ query, variables }, { next: (e) => (e.errors ? errors.push(e.errors) : events.push(e.data)), error: (e) => errors.push(e), complete: () => {} });
  return {
    events,
    errors,
    async waitFor(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (events.length < n && errors.length === 0 && Date.now() < until) await sleep(20);
      expect(errors).toEqual([]);
      expect(events.length).toBeGreaterThanOrEqual(n);
    },
    close: () => client.dispose(),
  };
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/**
 * The cross-process scenarios every event transport must pass (LISTEN/NOTIFY
 * in workers.test.ts, Redis in redis-events.test.ts): they differ only by
 * how the two server processes were started.
 */
export interface TwoProcesses {
  a: string;
  b: string;
  /** The shared database (to prepare a meeting as the flow leaves it). */
  db: { voteItem: any; meetingInfo: any };
  areaId: number;
}

const HOUR = 3600_000;

/**
 * A meeting of 40 long-named items (one snapshot is far over NOTIFY's 8000
 * bytes) voted through A by the given houses, watched by a meetingVoting
 * subscriber of B: B sees each vote. Answers B's events.
 */
export async function votesOnAReachB({ a, b, db, areaId }: TwoProcesses, houseIds: number[]): Promise<any[]> {
  const tokenA = await loginOn(a);
  const tokenB = await loginOn(b);
  const meetingId = ok(
    await call(a, 'POST', '/admin/business/meeting/info/add', {
      token: tokenA,
      body: { name: `跨进程会议${Date.now()}`, areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() },
    }),
  ).id as number;
  await db.voteItem.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({ meetingId, name: `第${i + 1}项：关于小区公共区域改造与维修资金使用的表决事项（${'详'.repeat(40)}）`, passRule: 'majority' })),
  });
  // Into voting the way a meeting gets there (the participants are fixed on entering).
  await db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  ok(await call(a, 'POST', '/admin/business/meeting/notice/save', { token: tokenA, body: { meetingId, type: 5, title: '表决公告', content: '<p>表决</p>', isPublish: 1 } }));
  expect(ok(await call(a, 'POST', '/admin/business/meeting/info/next', { token: tokenA, body: { id: meetingId } }))).toBe(6);
  const itemId = (await db.voteItem.findFirstOrThrow({ where: { meetingId }, orderBy: { id: 'asc' } })).id;

  const sub = subscribe(b, tokenB, 'subscription($m: Int!) { meetingVoting(meetingId: $m) }', { m: meetingId });
  try {
    await sub.waitFor(1);
    for (const [i, houseId] of houseIds.entries()) {
      ok(await call(a, 'POST', '/admin/business/meeting/vote/record/add', { token: tokenA, body: { meetingId, itemId, houseId, result: i % 2 } }));
      await sub.waitFor(2 + i);
    }
    // Votes alternate 同意, 不同意: after vote i, ceil(i/2) agree and floor(i/2) disagree.
    const expected = Array.from({ length: houseIds.length + 1 }, (_, i) => [Math.ceil(i / 2), Math.floor(i / 2)]);
    const counts = sub.events.map((e) => e.meetingVoting.items[0].count);
    expect(counts.map((c) => [c.agreeOwners, c.disagreeOwners])).toEqual(expected);
    const last = sub.events.at(-1).meetingVoting;
    expect(last.items).toHaveLength(40);
    expect(last.participation.votedAnyOwners).toBe(houseIds.length);
    return sub.events;
  } finally {
    await sub.close();
  }
}

/** A session logged out on A is refused by B at once, though B had the token in its cache; another session lives on. */
export async function logoutOnAReachesB({ a, b }: Pick<TwoProcesses, 'a' | 'b'>): Promise<void> {
  const session = await loginOn(a);
  const other = await loginOn(a);
  // B resolves the token now (and keeps it for a few seconds).
  expect((await call(b, 'GET', '/admin/base/comm/person', { token: session })).status).toBe(200);
  expect((await call(b, 'GET', '/admin/base/comm/person', { token: session })).status).toBe(200);
  expect(await call(a, 'POST', '/admin/base/comm/logout', { token: session })).toMatchObject({ status: 200, body: { code: 1000 } });
  const after = await call(b, 'GET', '/admin/base/comm/person', { token: session });
  expect(after.status).toBe(401);
  expect(after.body).toEqual({ code: 1001, message: '登录失效~' });
  // Only that session ended.
  expect((await call(b, 'GET', '/admin/base/comm/person', { token: other })).status).toBe(200);
}

/**
 * A session logged out on A ends its subscriptions on B (the socket closes with
 * 4401, graphql/live-sockets.ts), and the next advice reaches it no more; a
 * subscriber of another session on B carries on.
 */
export async function logoutOnAEndsSubscriptionsOnB({ a, b, areaId }: Pick<TwoProcesses, 'a' | 'b' | 'areaId'>): Promise<void> {
  const session = await loginOn(a);
  const other = await loginOn(a);
  const query = 'subscription { todoCounts { adviceTodo repairTodo } }';
  const ended = subscribe(b, session, query);
  const going = subscribe(b, other, query);
  try {
    await ended.waitFor(1);
    await going.waitFor(1);
    ok(await call(a, 'POST', '/admin/base/comm/logout', { token: session }));
    await expect.poll(() => ended.errors.map((e: any) => e?.code), { timeout: 10_000 }).toEqual([4401]);
    ok(await call(a, 'POST', '/admin/business/advice/info/add', { token: other, body: { areaId, title: '注销之后的建议' } }));
    await going.waitFor(2);
    await sleep(300);
    expect(ended.events).toHaveLength(1);
  } finally {
    await Promise.all([ended.close(), going.close()]);
  }
}
