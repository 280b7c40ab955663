/**
 * graphql-ws subscriptions end when their viewer no longer holds (audit
 * item 8, graphql/live-sockets.ts). Staff of community A watch a meeting's
 * live vote (`meetingVoting`) and the to-do counts (`todoCounts`); then they
 * are disabled, lose the community, lose the permission, log out, or their
 * token expires. Their operations end — the socket closes with 4401, or the
 * one operation ends with FORBIDDEN — and the next vote and advice reach
 * them no more, while a colleague who still holds keeps receiving both.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { TokenSigner } from '../../server/auth/tokens.ts';

const HOUR = 3600_000;
const VOTING = 'subscription($m: Int!) { meetingVoting(meetingId: $m) }';
const TODO = 'subscription { todoCounts { adviceTodo repairTodo } }';
const WATCH_PERMS = ['business:meeting:info:page', 'business:meeting:info:info', 'business:advice:info:page'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnDatabases('subscriptions end with their viewer’s rights', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let propertyDept: number;
  let watchRole: number;
  let meetingId: number;
  let itemId: number;
  let houseIds: number[];
  let keeper: { token: string };
  const clients: Client[] = [];

  const post = (path: string, body: unknown, token = admin) => t.req('POST', `/admin${path}`, { body, token });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };

  async function roleWith(name: string, perms: string[]) {
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: perms } }, select: { id: true } });
    return ok(await post('/base/sys/role/add', { name, label: name, menuIdList: menus.map((m) => m.id), departmentIdList: [] })).id as number;
  }

  let users = 0;
  async function staff(roleId = watchRole) {
    const username = `live_${++users}`;
    const id = ok(await post('/base/sys/user/add', { username, name: username, password: 'secret123', roleIdList: [roleId], areaIds: [areaA], departmentId: propertyDept })) as number;
    return { id, username, token: (await t.login(username, 'secret123')).token };
  }

  /** One socket; its subscriptions collect events, errors (GraphQL errors or the close event) and completion. */
  function socket(token: string, params: Record<string, string> = {}) {
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: token, ...params }, retryAttempts: 0 });
    clients.push(client);
    return {
      watch(query: string, variables: Record<string, unknown> = {}) {
        const sub = { events: [] as any[], errors: [] as any[], done: false };
        client.subscribe(
          { query, variables },
          {
            next: (e) => (e.errors ? sub.errors.push(...e.errors) : sub.events.push(e.data)),
            error: (e: any) => sub.errors.push(...(Array.isArray(e) ? e : [{ code: e?.code, reason: e?.reason }])),
            complete: () => (sub.done = true),
          },
        );
        return sub;
      },
    };
  }

  const live = async (...subs: { events: unknown[] }[]) => {
    for (const s of subs) await expect.poll(() => s.events.length, { timeout: 10_000 }).toBeGreaterThan(0);
  };

  /** A vote and an advice in A: every subscriber who still holds receives a new event of each kind. */
  let votes = 0;
  async function voteAndAdvise() {
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId: houseIds[votes++ % houseIds.length], result: votes % 2 }));
    ok(await post('/business/advice/info/add', { areaId: areaA, title: `建议${votes}` }));
  }

  /** The keeper's subscriptions, which must go on receiving. */
  function keeperWatches() {
    const s = socket(keeper.token);
    return { voting: s.watch(VOTING, { m: meetingId }), todo: s.watch(TODO) };
  }

  /** After a vote and an advice, the keeper got both; the ended subscriptions got nothing more. */
  async function nothingMoreFor(ended: { events: unknown[] }[]) {
    const k = keeperWatches();
    await live(k.voting, k.todo);
    const before = ended.map((s) => s.events.length);
    const [kv, kt] = [k.voting.events.length, k.todo.events.length];
    await voteAndAdvise();
    await expect.poll(() => k.voting.events.length, { timeout: 10_000 }).toBeGreaterThan(kv);
    await expect.poll(() => k.todo.events.length, { timeout: 10_000 }).toBeGreaterThan(kt);
    await sleep(300);
    expect(ended.map((s) => s.events.length)).toEqual(before);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    areaA = (await db.areaInfo.findFirstOrThrow()).id;
    areaB = ok(await post('/area/info/add', { name: '乙小区' })).id;
    propertyDept = (await db.baseSysDepartment.findFirstOrThrow({ where: { name: '物业服务中心' } })).id;
    watchRole = await roleWith('live_watch', WATCH_PERMS);
    keeper = await staff();
    // A meeting of A in voting, the way the flow leaves it.
    meetingId = ok(await post('/business/meeting/info/add', { name: '订阅会议', areaId: areaA, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    itemId = (await db.voteItem.create({ data: { meetingId, name: '第1项', passRule: 'majority' } })).id;
    await db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '表决公告', content: '<p>表决</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    houseIds = (await db.areaHouse.findMany({ where: { areaId: areaA }, orderBy: { id: 'asc' }, select: { id: true } })).map((h) => h.id);
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
    await stopSharedPostgres();
  });

  it('a disabled user’s socket closes (4401) and receives no more votes or to-dos', async () => {
    const u = await staff();
    const s = socket(u.token, { selectAreaId: String(areaA) });
    const voting = s.watch(VOTING, { m: meetingId });
    const todo = s.watch(TODO);
    await live(voting, todo);
    ok(await post('/base/sys/user/update', { id: u.id, status: 0, areaIds: [] }));
    expect((await t.req('GET', '/admin/base/comm/person', { token: u.token })).status).toBe(401);
    for (const sub of [voting, todo]) await expect.poll(() => sub.errors, { timeout: 10_000 }).toEqual([{ code: 4401, reason: '登录失效~' }]);
    await nothingMoreFor([voting, todo]);
  });

  it('losing the community ends the subscriptions of that community (FORBIDDEN); the session lives on', async () => {
    const u = await staff();
    const voting = socket(u.token).watch(VOTING, { m: meetingId });
    const todo = socket(u.token, { selectAreaId: String(areaA) }).watch(TODO);
    await live(voting, todo);
    ok(await post('/base/sys/user/update', { id: u.id, areaIds: [areaB] }));
    for (const sub of [voting, todo]) {
      await expect.poll(() => sub.errors, { timeout: 10_000 }).toEqual([expect.objectContaining({ message: '权限已变更，订阅已结束', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    }
    expect((await t.req('GET', '/admin/base/comm/person', { token: u.token })).status).toBe(200);
    await nothingMoreFor([voting, todo]);
  });

  it('losing a permission ends that subscription only; the other one on the socket goes on under the new rights', async () => {
    const role = await roleWith('live_own', WATCH_PERMS);
    const u = await staff(role);
    const s = socket(u.token, { language: 'en' });
    const voting = s.watch(VOTING, { m: meetingId });
    const todo = s.watch(TODO);
    await live(voting, todo);
    expect(todo.events.at(-1).todoCounts.adviceTodo).toEqual(expect.any(Number));
    const keep = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: 'business:advice:info:page' }, select: { id: true } });
    ok(await post('/base/sys/role/update', { id: role, name: 'live_own', label: 'live_own', menuIdList: keep.map((m) => m.id), departmentIdList: [] }));
    await expect.poll(() => voting.errors, { timeout: 10_000 }).toEqual([expect.objectContaining({ message: 'Your rights changed: the subscription has ended', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    const seen = voting.events.length;
    const n = todo.events.length;
    await voteAndAdvise();
    await expect.poll(() => todo.events.length, { timeout: 10_000 }).toBeGreaterThan(n);
    expect(todo.errors).toEqual([]);
    await sleep(300);
    expect(voting.events.length).toBe(seen);
  });

  it('logging out closes that session’s socket (4401); another session of the user carries on', async () => {
    const u = await staff();
    const other = (await t.login(u.username, 'secret123')).token;
    const ended = socket(u.token).watch(TODO);
    const going = socket(other).watch(TODO);
    await live(ended, going);
    ok(await post('/base/comm/logout', {}, u.token));
    await expect.poll(() => ended.errors, { timeout: 10_000 }).toEqual([{ code: 4401, reason: '登录失效~' }]);
    const n = going.events.length;
    await nothingMoreFor([ended]);
    await expect.poll(() => going.events.length, { timeout: 10_000 }).toBeGreaterThan(n);
    expect(going.errors).toEqual([]);
  });

  it('a token that expires closes its socket (4401) at its expiry', async () => {
    const u = await staff();
    // A token like TOKEN_EXPIRE=5 would issue, of the user's real session (5 s: long enough for the subscription
    // to be live before it expires on a loaded machine, where 2 s was not).
    const claims = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString());
    const short = await new TokenSigner(t.app.config.jwtSecret!).sign({ sub: claims.sub, pv: claims.pv, sid: claims.sid, typ: 'access' }, 5);
    const voting = socket(short).watch(VOTING, { m: meetingId });
    await live(voting);
    await expect.poll(() => voting.errors, { timeout: 30_000 }).toEqual([{ code: 4401, reason: '登录失效~' }]);
    await nothingMoreFor([voting]);
  });
});
