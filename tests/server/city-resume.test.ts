/**
 * The city load of `npm run bench -- city` resumes (bench/city-generator.ts): stopped after a committed batch, and
 * again in the middle of a batch (its transaction rolls back), the next run continues from the last finished batch
 * and ends with every planned row written once, the secondary indexes and foreign keys the load dropped back as
 * they were (also when an index was recreated between runs, as the product's start does with keyword indexes), and
 * ballot records that the product verifies, in a community of a resumed batch too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CITY_TABLES, COUNT_ITEMS, FULL, generateCity, ITEMS, planCity, type CityIds } from '../../bench/city-generator.ts';
import { startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const SCALE = 0.001; // 3 communities: the largest (750 houses) and two of 375; one community per batch.

class Interrupted extends Error {}

describe('city load resumes [postgres]', () => {
  let t: TestApp;
  let token: string;
  let db: pg.Client;
  const plan = planCity(SCALE);
  const schema = async () =>
    (
      await db.query(
        `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1)
         UNION ALL
         SELECT c.relname, con.conname, pg_get_constraintdef(con.oid) FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
         WHERE c.relname = ANY($1) ORDER BY 1, 2, 3`,
        [CITY_TABLES],
      )
    ).rows;
  const count = async (table: string) => Number((await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
  const batchesDone = async () => (await db.query(`SELECT value FROM bench_city_load WHERE key = 'batchesDone'`)).rows[0]?.value;
  let before: Awaited<ReturnType<typeof schema>>;
  let housesBefore: number;
  const seen: string[] = [];
  let city: CityIds;

  beforeAll(async () => {
    t = await startTestApp('postgres');
    token = (await t.login()).token;
    db = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await db.connect();
    before = await schema();
    housesBefore = await count('area_house');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await t?.close();
    await stopSharedPostgres();
  });

  it('stops after a committed batch with that batch written and the indexes off', async () => {
    const run = generateCity(db, plan, () => {}, {
      batchCommunities: 1,
      onBatch: (n, phase) => {
        seen.push(`${n} ${phase}`);
        if (n === 1 && phase === 'committed') throw new Interrupted();
      },
    });
    await expect(run).rejects.toBeInstanceOf(Interrupted);
    expect(seen).toEqual(['1 written', '1 committed']);
    expect(await batchesDone()).toBe(1);
    expect(await count('area_house')).toBe(housesBefore + plan.largestHouses);
    // Secondary indexes are off during the load; primary keys stay.
    const during = await schema();
    expect(during.length).toBeLessThan(before.length);
    const keys = (rows: typeof before) => rows.filter((r) => r.indexname.endsWith('_pkey'));
    expect(keys(during)).toEqual(keys(before));
  }, 300_000);

  it('rolls back a batch interrupted before its commit', async () => {
    // Between runs the product's start (createApp) recreates keyword indexes it finds missing: one dropped index is back.
    const recreated = (await db.query(`SELECT d->>'sql' AS sql FROM bench_city_load, jsonb_array_elements(value->'defs') d WHERE key = 'indexes' AND d->>'sql' LIKE 'CREATE INDEX%' LIMIT 1`)).rows[0].sql as string;
    await db.query(recreated);
    const run = generateCity(db, plan, () => {}, {
      batchCommunities: 1,
      onBatch: (n, phase) => {
        seen.push(`${n} ${phase}`);
        if (n === 2 && phase === 'written') throw new Interrupted();
      },
    });
    await expect(run).rejects.toBeInstanceOf(Interrupted);
    // Batch 1 is not redone; batch 2 was written, then rolled back with its mark.
    expect(seen.slice(2)).toEqual(['2 written']);
    expect(await batchesDone()).toBe(1);
    expect(await count('area_house')).toBe(housesBefore + plan.largestHouses);
  }, 300_000);

  it('continues from the last finished batch to the whole city, indexes and keys rebuilt', async () => {
    city = await generateCity(db, plan, () => {}, { batchCommunities: 1, onBatch: (n, phase) => void seen.push(`${n} ${phase}`) });
    expect(seen.slice(3)).toEqual(['2 written', '2 committed', '3 written', '3 committed']);
    expect(await batchesDone()).toBe(3);
    expect(city.communitiesLoaded).toBe(plan.communities);
    // Every community has its planned houses exactly once, one resident each, 10 meetings (the largest one more).
    const perArea = (await db.query(`SELECT "areaId", count(*)::int AS n FROM area_house WHERE "areaId" = ANY($1) GROUP BY 1 ORDER BY 1`, [(await db.query(`SELECT value FROM bench_city_load WHERE key = 'areaIds'`)).rows[0].value])).rows;
    expect(perArea.map((r) => r.n)).toEqual([plan.largestHouses, ...Array(plan.communities - 1).fill((plan.houses - plan.largestHouses) / (plan.communities - 1))]);
    expect(await count('area_house')).toBe(housesBefore + plan.houses);
    expect(await count('resident_info')).toBe(city.counts.resident_info);
    expect(Number((await db.query(`SELECT count(*)::int AS n FROM meeting_info WHERE "areaId" = ANY($1)`, [perArea.map((r) => r.areaId)])).rows[0].n)).toBe(plan.meetings);
    expect(Number((await db.query(`SELECT count(*)::int AS n FROM vote_item i JOIN meeting_info m ON m.id = i."meetingId" WHERE m."areaId" = ANY($1)`, [perArea.map((r) => r.areaId)])).rows[0].n)).toBe(
      plan.communities * FULL.meetingsPerCommunity * ITEMS + COUNT_ITEMS,
    );
    expect(city.counts.ballot_event).toBe(city.counts.vote_record);
    // The indexes and foreign keys are back exactly as the migrations made them.
    expect(await schema()).toEqual(before);
    // A second run of a finished load writes nothing more.
    const again = await generateCity(db, plan, () => {}, { batchCommunities: 1, onBatch: () => void seen.push('again') });
    expect(again.counts).toEqual(city.counts);
    expect(seen.at(-1)).toBe('3 committed');
  }, 300_000);

  it('writes ballot records the product verifies, in a resumed batch too', async () => {
    const areaIds: number[] = (await db.query(`SELECT value FROM bench_city_load WHERE key = 'areaIds'`)).rows[0].value;
    for (const meeting of [city.countMeetingId, (await db.query(`SELECT max(id) AS id FROM meeting_info WHERE "areaId" = $1`, [areaIds[2]])).rows[0].id]) {
      const records = await count(`vote_record WHERE "meetingId" = ${Number(meeting)}`);
      expect(records).toBeGreaterThan(0);
      const verified = await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${meeting}`, { token });
      expect(verified.body.data).toMatchObject({ ok: true, broken: [], records, events: records });
    }
  }, 120_000);

  it('refuses to continue a database loaded at another scale', async () => {
    await expect(generateCity(db, planCity(0.002))).rejects.toThrow(/planned as/);
  });
});
