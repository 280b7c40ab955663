/**
 * The city generator of `npm run bench -- city` (bench/city-generator.ts) at a
 * tiny scale on the test PostgreSQL: the row counts follow the plan, the
 * product serves the largest community's house page, its ballot record
 * verifies, and entering 统计 over REST counts the generated meeting with the
 * same figures as counting.ts over the generated rows. No timed assertions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { COUNT_ITEMS, FULL, generateCity, ITEMS, planCity, type CityIds } from '../../bench/city-generator.ts';
import { countItem } from '../../server/core/counting.ts';
import { startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const SCALE = 0.001;

describe('city generator [postgres]', () => {
  let t: TestApp;
  let token: string;
  let city: CityIds;
  const plan = planCity(SCALE);

  beforeAll(async () => {
    t = await startTestApp('postgres');
    token = (await t.login()).token;
    const db = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await db.connect();
    try {
      city = await generateCity(db, plan);
    } finally {
      await db.end();
    }
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('links every generated resident to the house it was made from (resident_house)', async () => {
    expect(city.counts.resident_house).toBeGreaterThanOrEqual(plan.houses);
    expect(await t.app.db.residentInfo.count({ where: { areaId: city.largestAreaId, houses: { none: {} } } })).toBe(0);
    const links = await t.app.db.residentHouse.findMany({
      where: { resident: { areaId: city.largestAreaId } },
      select: { resident: { select: { areaId: true, phone: true, buildingNo: true, unitNo: true } }, house: { select: { areaId: true, phone: true, buildingNo: true, unitNo: true } } },
    });
    expect(links.length).toBe(plan.largestHouses);
    for (const l of links) expect(l.resident).toEqual(l.house);
  });

  it('writes the planned rows', () => {
    const c = city.counts;
    // The seed may bring a community or meeting of its own: the generated ones come on top.
    expect(c.area_info).toBeGreaterThanOrEqual(plan.communities);
    expect(c.area_house).toBeGreaterThanOrEqual(plan.houses);
    expect(c.resident_info).toBeGreaterThanOrEqual(plan.houses);
    expect(c.meeting_info).toBeGreaterThanOrEqual(plan.communities * FULL.meetingsPerCommunity + 1);
    expect(c.vote_item).toBeGreaterThanOrEqual(plan.communities * FULL.meetingsPerCommunity * ITEMS + COUNT_ITEMS);
    // One chain event per record.
    expect(c.ballot_event).toBe(c.vote_record);
    // Every owner of the largest community votes on every item of the counting meeting.
    expect(c.vote_record).toBeGreaterThan(COUNT_ITEMS * plan.largestHouses * 0.9 - 1);
  });

  it('serves the largest community’s house page', async () => {
    const res = await t.req('POST', '/admin/area/house/page', { token, headers: { selectAreaId: String(city.largestAreaId) }, body: { page: 2, size: 20 } });
    expect(res.body.code).toBe(1000);
    expect(res.body.data.pagination.total).toBe(plan.largestHouses);
    expect(res.body.data.list).toHaveLength(20);
    expect(res.body.data.list.every((h: { areaId: number }) => h.areaId === city.largestAreaId)).toBe(true);
  });

  it('counts the generated meeting as counting.ts does', async () => {
    const meeting = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: city.countMeetingId } });
    const participants = meeting.joins as any[];
    expect(participants).toHaveLength(plan.largestHouses);
    const items = await t.app.db.voteItem.findMany({ where: { meetingId: meeting.id }, orderBy: { id: 'asc' } });
    expect(items).toHaveLength(COUNT_ITEMS);
    const records = await t.app.db.voteRecord.findMany({ where: { meetingId: meeting.id, replacedAt: null } });
    const expected = items.map((i) =>
      countItem(
        participants,
        records.filter((r) => r.itemId === i.id).map((r) => ({ houseId: r.houseId!, result: r.result as 0 | 1 | 2, at: r.createTime })),
        i.passRule === 'threeQuarters' ? 'threeQuarters' : 'majority',
      ),
    );

    const res = await t.req('POST', '/admin/business/meeting/info/next', { token, body: { id: meeting.id } });
    expect(res.body).toMatchObject({ code: 1000, data: 8 });
    const counted = await t.app.db.voteItem.findMany({ where: { meetingId: meeting.id }, orderBy: { id: 'asc' } });
    counted.forEach((item, k) => {
      const count = item.count as Record<string, unknown>;
      expect(item.result).toBe(expected[k]!.passed ? 1 : 0);
      expect(count).toMatchObject({ ...expected[k]! });
    });
    expect(counted[0]!.count).toMatchObject({ totalOwners: Math.ceil(plan.largestHouses * 0.9), votingOwners: Math.ceil(plan.largestHouses * 0.9) });

    // The ballot record written by the generator verifies, and its head was frozen with the count.
    const verified = await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${meeting.id}`, { token });
    expect(verified.body.code).toBe(1000);
    // One event per ballot, and the count's own 'counted' event (the result and tallies it stated).
    const ballots = COUNT_ITEMS * Math.ceil(plan.largestHouses * 0.9);
    expect(verified.body.data).toMatchObject({ ok: true, broken: [], records: ballots, events: ballots + 1 });
    expect(await t.app.db.ballotEvent.count({ where: { meetingId: meeting.id, kind: 'counted' } })).toBe(1);
    expect(verified.body.data.frozenHead).toBe(verified.body.data.head);
  });

  it('writes ordinary meetings whose ballot record verifies', async () => {
    const other = await t.app.db.meetingInfo.findFirstOrThrow({ where: { areaId: { not: city.largestAreaId }, name: { startsWith: '业主大会' } }, orderBy: { id: 'desc' } });
    const records = await t.app.db.voteRecord.count({ where: { meetingId: other.id } });
    expect(records).toBeGreaterThan(0);
    const verified = await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${other.id}`, { token });
    expect(verified.body.data).toMatchObject({ ok: true, broken: [], records, events: records });
  });
});
