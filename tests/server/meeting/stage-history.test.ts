/**
 * A meeting's stage history names who moved it (not their user id), and a
 * ballot box that closed by itself when its window passed (the system task
 * meeting.closeBallotBoxes) keeps that first closing time when the meeting
 * is then moved on by hand.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { meetingMover } from '../../support/meetings.ts';

const HOUR = 3600_000;

describeOnDatabases('stage history and the ballot box', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;

  const call = async (path: string, body: Record<string, unknown>, token = admin) => {
    const res = await t.req('POST', `/admin/${path}`, { body, token });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const get = async (path: string, token = admin) => {
    const res = await t.req('GET', `/admin/${path}`, { token });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('names the operator of every move: the admin, and a staff user who moved it on', async () => {
    const id = (await call('business/meeting/info/add', { name: '楼道改造', areaId, type: 2 })).id as number;
    await meetingMover(call, id).moveTo(2);
    // A staff user with the meeting permissions moves it once more.
    const menus = await t.app.db.baseSysMenu.findMany({ where: { perms: { startsWith: 'business:meeting:' } }, select: { id: true } });
    const role = (await call('base/sys/role/add', { name: '会议专员', label: 'meeting-clerk', menuIdList: menus.map((m) => m.id) })).id;
    await call('base/sys/user/add', { username: 'clerk', name: '王会计', password: 'clerk-pass', roleIdList: [role], areaIds: [areaId] });
    const clerk = (await t.login('clerk', 'clerk-pass')).token;
    await call('business/meeting/info/next', { id }, clerk);

    const detail = await get(`business/meeting/info/detail?id=${id}`);
    expect(detail.history.map((h: any) => [h.fromName, h.toName, h.userName])).toEqual([
      ['立项', '公示公告1', '超级管理员'],
      ['公示公告1', '改选小组', '超级管理员'],
      ['改选小组', '公示公告2', '王会计'],
    ]);
    // A move whose user is gone keeps its id and has no name.
    const clerkId = (await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'clerk' } })).id;
    await t.app.db.baseSysUserRole.deleteMany({ where: { userId: clerkId } });
    await t.app.db.baseSysUser.delete({ where: { id: clerkId } });
    const after = await get(`business/meeting/info/detail?id=${id}`);
    expect(after.history[2]).toMatchObject({ userId: clerkId, userName: null });
  });

  it('keeps the first closing time when voting that closed by itself is closed by hand', async () => {
    const id = (await call('business/meeting/info/add', { name: '续聘物业', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    const item = (await call('business/meeting/vote/item/add', { meetingId: id, name: '续聘', passRule: 'majority' })).id;
    await meetingMover(call, id).moveTo(6);
    const house = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId } });
    await call('business/meeting/vote/record/add', { meetingId: id, itemId: item, houseId: house.id, result: 0 });

    // The window passes; the system task closes the ballot box.
    await t.app.db.meetingInfo.update({ where: { id }, data: { voteEndTime: new Date(Date.now() - 60_000) } });
    const task = await t.app.db.taskInfo.findFirstOrThrow({ where: { service: 'meeting.closeBallotBoxes', type: 0 } });
    await call('task/info/once', { id: task.id });
    const closedAt = async () => ((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } })).vote as { closedAt?: string }).closedAt;
    await expect.poll(closedAt, { timeout: 20_000 }).toEqual(expect.any(String));
    const first = await closedAt();

    // Someone moves it on later: the box keeps the time it closed.
    // (A moment later than the close, so a second close would show.)
    await new Promise((r) => setTimeout(r, 20));
    expect(await call('business/meeting/info/next', { id })).toBe(7);
    expect(await closedAt()).toBe(first);
    expect((await get(`business/meeting/info/detail?id=${id}`)).ballotBox.closedAt).toBe(first);
  });

  it('closed by hand only, the box closes when the meeting leaves voting', async () => {
    const id = (await call('business/meeting/info/add', { name: '增设快递柜', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    const item = (await call('business/meeting/vote/item/add', { meetingId: id, name: '增设', passRule: 'majority' })).id;
    await meetingMover(call, id).moveTo(6);
    // Every owner votes: voting may close before its end.
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId } });
    await call('business/meeting/vote/record/batch', { meetingId: id, votes: houses.map((h) => ({ itemId: item, houseId: h.id, result: 0 })) });
    const before = Date.now();
    expect(await call('business/meeting/info/next', { id })).toBe(7);
    const closed = ((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } })).vote as { closedAt: string }).closedAt;
    expect(new Date(closed).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
