/**
 * The staff's credential list pushed live (docs/owner-voting.md "The staff's
 * credential list"): a graphql-ws subscriber of `voteCredentialChanges`
 * (a real WebSocket) receives an event after each issue, bind, online vote,
 * wrong confirmation, lock and reissue — and after it, the list reads the
 * new state; the event carries no owner, code or digest. Staff of another
 * community, and staff without the list's permission, cannot subscribe.
 * Both databases.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;
const SUBSCRIPTION = 'subscription($m: Int!) { voteCredentialChanges(meetingId: $m) { meetingId reason at } }';

describeOnDatabases('the credential list pushed live', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let items: number[];
  const clients: Client[] = [];

  const post = (path: string, body: unknown, token = admin) => t.req('POST', `/admin${path}`, { body, token });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  async function owner(path: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/vote/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: JSON.parse(await res.text()) };
  }
  /** The list's state of one owner, as the tab reads it. */
  async function stateOf(name: string) {
    const list = ok(await t.req('GET', `/admin/business/meeting/credential/owners?meetingId=${meetingId}&size=50`, { token: admin }));
    return list.rows.find((r: any) => r.ownerName === name);
  }

  /** A subscriber over graphql-ws: its events so far, and a wait for the next one of a reason. */
  function subscribe(token: string) {
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: token }, retryAttempts: 0 });
    clients.push(client);
    const events: any[] = [];
    const problems: unknown[] = [];
    client.subscribe(
      { query: SUBSCRIPTION, variables: { m: meetingId } },
      { next: (e) => (e.errors ? problems.push(e.errors) : events.push((e.data as any).voteCredentialChanges)), error: (e) => problems.push(e), complete: () => problems.push('complete') },
    );
    return {
      events,
      problems,
      /** Resolves with the first event of `reason` after the first `seen` events. */
      async next(reason: string, seen: number) {
        await expect.poll(() => events.slice(seen).find((e) => e.reason === reason), { timeout: 10_000 }).toBeTruthy();
        return events.slice(seen).find((e) => e.reason === reason);
      },
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = ok(await post('/area/info/add', { name: '凭证推送小区' })).id;
    const spec = [
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '乙', phone: '13800002222', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 80 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    meetingId = ok(await post('/business/meeting/info/add', { name: '凭证推送大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    items = [ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id];
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
    await stopSharedPostgres();
  });

  it('pushes issue, bind, online vote, wrong confirmation, lock and reissue, each after the change is readable', async () => {
    const live = subscribe(admin);
    // The feed says it is on first.
    const first = await live.next('subscribed', 0);
    expect(first).toMatchObject({ meetingId, reason: 'subscribed' });

    let seen = live.events.length;
    const sheet: string = ok(await post('/business/meeting/credential/issue', { meetingId })).sheet;
    const codeOf = new Map(sheet.split('class="slip"').slice(1).map((slip) => [/业主：([^<]+)</.exec(slip)![1]!, slip.match(CODE)![0]!]));
    expect(await live.next('issue', seen)).toMatchObject({ meetingId, reason: 'issue' });
    expect((await stateOf('甲')).state).toBe('issued');

    seen = live.events.length;
    const 甲 = await owner('open', { code: codeOf.get('甲'), check: '1111' });
    expect(甲.body.code).toBe(1000);
    await live.next('bind', seen);
    expect(await stateOf('甲')).toMatchObject({ state: 'bound', boundAt: expect.any(String) });

    seen = live.events.length;
    expect((await owner('cast', { votes: [{ itemId: items[0], result: 0 }] }, 甲.body.data.token)).body.code).toBe(1000);
    const voted = await live.next('vote', seen);
    expect((await stateOf('甲')).lastVoteAt).toBeTruthy();
    expect(new Date(voted.at).getTime()).not.toBeNaN();

    // 乙 mistypes: each wrong confirmation is pushed (the attempts column), the fifth as the lock.
    for (let i = 1; i <= 4; i++) {
      seen = live.events.length;
      expect((await owner('open', { code: codeOf.get('乙'), check: '0000' })).body.code).toBe(1001);
      await live.next('failed', seen);
      expect((await stateOf('乙')).failedAttempts).toBe(i);
    }
    seen = live.events.length;
    expect((await owner('open', { code: codeOf.get('乙'), check: '0000' })).body.code).toBe(1001);
    await live.next('lock', seen);
    expect((await stateOf('乙')).state).toBe('locked');

    seen = live.events.length;
    ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[1] }));
    await live.next('reissue', seen);
    expect(await stateOf('乙')).toMatchObject({ state: 'issued', reissued: 1, failedAttempts: 0 });

    // Nothing personal or secret travels: only the meeting, the reason and the time.
    for (const e of live.events) expect(Object.keys(e).sort()).toEqual(['at', 'meetingId', 'reason']);
    expect(JSON.stringify(live.events)).not.toMatch(/甲|乙|1380|[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(live.problems).toEqual([]);
  });

  it('staff of another community, and staff without the list permission, cannot subscribe', async () => {
    const other = ok(await post('/area/info/add', { name: '别的小区' })).id;
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'business:meeting:' } }, select: { id: true } });
    const role = ok(await post('/base/sys/role/add', { name: '别处凭证', label: `other_live_${kind}`, menuIdList: menus.map((m) => m.id) })).id;
    ok(await post('/base/sys/user/add', { username: `live_other_${kind}`, password: 'staff123', name: '别处', roleIdList: [role], areaIds: [other] }));
    const elsewhere = subscribe((await t.login(`live_other_${kind}`, 'staff123')).token);
    // With the permission but no community of the meeting's: refused like the list ("not found").
    const infoOnly = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { in: ['business:meeting:info:info', 'business:meeting:info:page'] } }, select: { id: true } });
    const bare = ok(await post('/base/sys/role/add', { name: '只看会议', label: `info_only_${kind}`, menuIdList: infoOnly.map((m) => m.id) })).id;
    ok(await post('/base/sys/user/add', { username: `live_none_${kind}`, password: 'staff123', name: '无凭证权', roleIdList: [bare], areaIds: [areaId] }));
    const noPerm = subscribe((await t.login(`live_none_${kind}`, 'staff123')).token);
    for (const s of [elsewhere, noPerm]) await expect.poll(() => s.problems.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // A change now reaches neither of them.
    const watching = subscribe(admin);
    await watching.next('subscribed', 0);
    const before = watching.events.length;
    ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[0] }));
    await watching.next('reissue', before);
    expect(elsewhere.events).toEqual([]);
    expect(noPerm.events).toEqual([]);
    expect(JSON.stringify(elsewhere.problems)).toMatch(/数据不存在|not found/i);
    expect(JSON.stringify(noPerm.problems)).toMatch(/FORBIDDEN|权限/);
  });
});
