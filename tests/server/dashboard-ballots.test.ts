/**
 * The home dashboard's ballot series (`comm/count/summary` → votes), pinned
 * on known data in every shape the count distinguishes, for the whole city
 * (the superuser without a selection), a selected community and a staff
 * member of one community: one ballot per owner and meeting (a vote record
 * without an owner key counts by its house), current votes only, dated by the
 * owner's earliest current vote in the meeting, per day of the last 30 (the
 * server's calendar days; the first day starts at its midnight).
 * docs/capacity.md "1. The dashboard's ballots, counted in SQL".
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const DAY = 86400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

describeOnDatabases('home dashboard: ballots cast', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let areaA: number;
  let areaB: number;
  const now = new Date();
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - 29 * DAY);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  /** The ballots each scope must count: the date of each (hand-derived from the records written below). */
  const expected: { a: Date[]; b: Date[] } = {
    // M1: o1 (two houses; earliest -5 d), o2 (current -0 d; its replaced -1 d does not count), house 4 (-4 d), house 5 (-40 d);
    // M2: o1 at the first day's midnight, o4 one millisecond before it, the votes without owner and house (-7 d).
    a: [ago(5), ago(0), ago(4), ago(40), since, new Date(since.getTime() - 1), ago(7)],
    // M3: o1 (-0 d), o5 (-2 d).
    b: [ago(0), ago(2)],
  };

  const get = (token: string, headers: Record<string, string> = {}) => t.req('GET', '/admin/comm/count/summary', { token, headers });
  /** The votes series the dashboard must answer for these ballots. */
  const seriesOf = (ballots: Date[]) => {
    const days = Array.from({ length: 30 }, (_, i) => dayOf(new Date(since.getTime() + i * DAY)));
    const recent = ballots.filter((d) => d >= since).map(dayOf);
    return { total: ballots.length, days: days.map((date) => ({ date, count: recent.filter((d) => d === date).length })) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    // The seed casts no votes: the city's ballots are exactly the ones written here.
    expect(await db.voteRecord.count()).toBe(0);
    areaA = (await db.areaInfo.create({ data: { name: '投票统计甲' } })).id;
    areaB = (await db.areaInfo.create({ data: { name: '投票统计乙' } })).id;
    const meeting = async (areaId: number, items: number) => {
      const m = await db.meetingInfo.create({ data: { areaId, name: `会议${areaId}` } });
      const ids: number[] = [];
      for (let i = 0; i < items; i++) ids.push((await db.voteItem.create({ data: { meetingId: m.id, name: `事项${i}` } })).id);
      return { id: m.id, items: ids };
    };
    const m1 = await meeting(areaA, 2);
    const m2 = await meeting(areaA, 1);
    const m3 = await meeting(areaB, 1);
    const vote = (m: { id: number }, itemId: number, ownerKey: string | null, houseId: number | null, createTime: Date, replacedAt: Date | null = null) => ({
      meetingId: m.id,
      itemId,
      ownerKey,
      houseId,
      result: 0,
      createTime,
      replacedAt,
    });
    const [i1, i2] = m1.items as [number, number];
    await db.voteRecord.createMany({
      data: [
        vote(m1, i1, 'o1', 1, ago(0)),
        vote(m1, i2, 'o1', 1, ago(2)),
        vote(m1, i1, 'o1', 2, ago(5)),
        vote(m1, i1, 'o2', 3, ago(1), ago(0)),
        vote(m1, i1, 'o2', 3, ago(0)),
        vote(m1, i1, null, 4, ago(3)),
        vote(m1, i2, null, 4, ago(4)),
        vote(m1, i1, null, 5, ago(40)),
        vote(m1, i1, 'o3', 6, ago(1), ago(0)),
        vote(m2, m2.items[0]!, 'o1', 1, since),
        vote(m2, m2.items[0]!, 'o4', 7, new Date(since.getTime() - 1)),
        vote(m2, m2.items[0]!, null, null, ago(6)),
        vote(m2, m2.items[0]!, null, null, ago(7)),
        vote(m3, m3.items[0]!, 'o1', 9, ago(0)),
        vote(m3, m3.items[0]!, 'o5', 10, ago(2)),
      ],
    });
    // A staff member of community A only.
    const menus = await db.baseSysMenu.findMany({ where: { type: 2 }, select: { id: true } });
    const role = (await t.req('POST', '/admin/base/sys/role/add', { token: admin, body: { name: '甲区', label: 'ballots_a', menuIdList: menus.map((m) => m.id) } })).body.data.id;
    const added = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'ballots_a', password: 'staff123', name: '甲区', roleIdList: [role], areaIds: [areaA] } });
    expect(added.body.code, added.text).toBe(1000);
    staff = (await t.login('ballots_a', 'staff123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  const votes = async (token: string, headers: Record<string, string> = {}) => {
    const res = await get(token, headers);
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data.votes;
  };

  it('the whole city (superuser, no community selected) counts every community', async () => {
    expect(await votes(admin)).toEqual(seriesOf([...expected.a, ...expected.b]));
  });

  it('a selected community counts its own meetings only', async () => {
    expect(await votes(admin, { selectAreaId: String(areaA) })).toEqual(seriesOf(expected.a));
    expect(await votes(admin, { selectAreaId: String(areaB) })).toEqual(seriesOf(expected.b));
  });

  it('a staff member of one community counts that community, and may not select another', async () => {
    expect(await votes(staff)).toEqual(seriesOf(expected.a));
    expect(await votes(staff, { selectAreaId: String(areaA) })).toEqual(seriesOf(expected.a));
    const other = await get(staff, { selectAreaId: String(areaB) });
    expect(other.body.code, other.text).not.toBe(1000);
  });

  it('GraphQL answers the same series', async () => {
    const res = await t.gql('{ commCountSummary }', {}, admin, { selectAreaId: String(areaA) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.commCountSummary.votes).toEqual(seriesOf(expected.a));
  });
});
