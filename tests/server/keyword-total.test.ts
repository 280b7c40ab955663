/**
 * A text search's total (crud/page-total.ts, docs/keyword-search.md "Totals of a text search"): a list page whose
 * condition holds a text filter (keyWord, a like filter) counts at most KEYWORD_TOTAL_EXACT_UP_TO + 1 rows; up to the
 * bound its total is exact, past it the planner's estimate (at least bound + 1), marked: REST `pagination.totalExact:
 * false` (the key absent otherwise), GraphQL `totalCountExact: false`. A page without a text search counts exactly
 * whatever its size. The app runs with a bound of 5, on both databases, on the read path and on Prisma's
 * (FAST_READS=0), and for a page Prisma answers anyway (vote items, scoped through their meeting). The statements
 * are caught at the driver adapter: the count of a text search has a LIMIT of bound + 1, the estimate (EXPLAIN) is
 * asked only past the bound. Every entity with a text search is enumerated from the registry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { actionsOf, entities, fieldNameOf } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { setFastReads } from '../../server/read/index.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';
import { eventsDuring } from '../support/statements.ts';
// The registry fills as the modules load.
import '../../server/schema.ts';

const BOUND = 5;
/** Houses of the test's community by owner name: a 1-character keyword each, matching that many rows. */
const GROUPS = { 甲: 12, 丁: BOUND + 1, 丙: BOUND, 乙: 3 } as const;
const HOUSES = Object.values(GROUPS).reduce((a, b) => a + b, 0);

const searched = entities().filter((d) => (d.filters?.keyword?.length || d.filters?.like?.length) && actionsOf(d).includes('page'));

describeOnDatabases('a text search’s total: exact up to KEYWORD_TOTAL_EXACT_UP_TO, a marked estimate past it', (kind) => {
  let t: TestApp;
  let token: string;
  let areaId: number;
  let bigAreaId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { KEYWORD_TOTAL_EXACT_UP_TO: String(BOUND), TASK_SCHEDULER: 'off' });
    token = (await t.login()).token;
    const db = t.app.db;
    areaId = (await db.areaInfo.create({ data: { name: '总数小区' }, select: { id: true } })).id;
    let n = 0;
    for (const [name, count] of Object.entries(GROUPS)) {
      for (let i = 0; i < count; i++, n++) {
        await db.areaHouse.create({ data: { areaId, ownerName: `${name}${i}`, buildingNo: 'B', unitNo: '1', houseNo: `${100 + n}`, houseKey: `B-1-${100 + n}` }, select: { id: true } });
      }
    }
    // Like filters: demo goods by title.
    for (let i = 0; i < 8; i++) await db.demoGoods.create({ data: { title: `绿茶${i}`, price: 1 } });
    for (let i = 0; i < 2; i++) await db.demoGoods.create({ data: { title: `红茶${i}`, price: 1 } });
    // A page Prisma answers whatever the switch: vote items are scoped through their meeting (a relation filter).
    const meeting = await db.meetingInfo.create({ data: { areaId, name: '总数大会' }, select: { id: true } });
    for (let i = 0; i < 9; i++) await db.voteItem.create({ data: { meetingId: meeting.id, name: `议题甲${i}` } });
    for (let i = 0; i < 2; i++) await db.voteItem.create({ data: { meetingId: meeting.id, name: `议题乙${i}` } });
    // Many alike, analysed: the planner's estimate is then far above bound + 1.
    bigAreaId = (await db.areaInfo.create({ data: { name: '估计小区' }, select: { id: true } })).id;
    await db.areaHouse.createMany({ data: Array.from({ length: 400 }, (_, i) => ({ areaId: bigAreaId, ownerName: '戊戊', buildingNo: 'E', unitNo: '1', houseNo: `${i}`, houseKey: `E-1-${i}` })) });
    await db.$executeRawUnsafe('ANALYZE area_house');
  }, 240_000);

  afterAll(async () => {
    setFastReads(true);
    await t?.close();
    if (kind === 'postgres') await stopSharedPostgres();
  });

  const housePage = (body: Record<string, unknown>, area = areaId) => t.req('POST', '/admin/area/house/page', { token, headers: { selectAreaId: String(area) }, body: { page: 1, size: 50, ...body } });
  const houseGql = async (keyWord: string | null, area = areaId) => {
    const res = await t.gql('query($k: String) { areaHousePage(first: 50, keyWord: $k) { totalCount totalCountExact edges { node { ownerName } } } }', { k: keyWord }, token, { selectAreaId: String(area) });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data.areaHousePage as { totalCount: number; totalCountExact: boolean; edges: { node: { ownerName: string } }[] };
  };

  /** The statements `run` sends. */
  const caught = (run: () => Promise<unknown>) => eventsDuring(t, run);
  const countsOn = (seen: StatementEvent[], table: string) => seen.filter((e) => /count\(\*\)/i.test(e.sql) && e.sql.includes(`"${table}"`));
  const estimates = (seen: StatementEvent[]) => seen.filter((e) => /^\s*EXPLAIN \(FORMAT JSON\)/.test(e.sql));

  for (const fast of [true, false]) {
    describe(fast ? 'on the read path' : 'through Prisma (FAST_READS=0)', () => {
      beforeAll(() => setFastReads(fast));
      afterAll(() => setFastReads(true));

      it('REST: past the bound the total is at least bound + 1 and marked totalExact: false; the rows are all there', async () => {
        for (const keyWord of ['甲', '丁']) {
          const res = await housePage({ keyWord });
          expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(1000);
          const { pagination, list } = res.body.data;
          expect(list).toHaveLength(GROUPS[keyWord as keyof typeof GROUPS]);
          expect(Object.keys(pagination)).toEqual(['page', 'size', 'total', 'totalExact']);
          expect(pagination.totalExact).toBe(false);
          expect(Number.isInteger(pagination.total)).toBe(true);
          expect(pagination.total).toBeGreaterThanOrEqual(BOUND + 1);
        }
      });

      it('REST: up to the bound the exact total, without the totalExact key (the legacy answer)', async () => {
        for (const keyWord of ['丙', '乙', '没有']) {
          const res = await housePage({ keyWord });
          expect(res.body.code).toBe(1000);
          const expected = GROUPS[keyWord as keyof typeof GROUPS] ?? 0;
          expect(res.body.data.pagination).toStrictEqual({ page: 1, size: 50, total: expected });
          expect(res.body.data.list).toHaveLength(expected);
        }
      });

      it('GraphQL: totalCountExact false past the bound, true up to it, the same totals as REST', async () => {
        const past = await houseGql('甲');
        expect(past.totalCountExact).toBe(false);
        expect(past.totalCount).toBeGreaterThanOrEqual(BOUND + 1);
        expect(past.edges).toHaveLength(GROUPS.甲);
        expect(past.totalCount).toBe((await housePage({ keyWord: '甲' })).body.data.pagination.total);
        for (const keyWord of ['丙', '乙']) {
          const page = await houseGql(keyWord);
          expect(page).toMatchObject({ totalCount: GROUPS[keyWord as keyof typeof GROUPS], totalCountExact: true });
        }
        // totalCountExact alone asks for the count too.
        const alone = await t.gql('{ areaHousePage(first: 1, keyWord: "甲") { totalCountExact } }', {}, token, { selectAreaId: String(areaId) });
        expect(alone.body).toEqual({ data: { areaHousePage: { totalCountExact: false } } });
      });

      it('a page without a text search is exact whatever its size, and so is an equality filter', async () => {
        for (const body of [{}, { buildingNo: 'B' }, { keyWord: '   ' }]) {
          const res = await housePage(body);
          expect(res.body.data.pagination, JSON.stringify(body)).toStrictEqual({ page: 1, size: 50, total: HOUSES });
        }
        expect(await houseGql(null)).toMatchObject({ totalCount: HOUSES, totalCountExact: true });
        const seen = await caught(() => housePage({}));
        const counts = countsOn(seen, 'area_house');
        expect(counts.length, seen.map((e) => e.sql).join('\n')).toBe(1);
        expect(counts[0]!.sql).not.toMatch(/\bLIMIT\b/i);
        expect(estimates(seen)).toEqual([]);
      });

      it('the count of a text search has a LIMIT of bound + 1; the estimate is asked only past the bound', async () => {
        const past = await caught(() => housePage({ keyWord: '甲' }));
        const [count] = countsOn(past, 'area_house');
        expect(count?.sql, past.map((e) => e.sql).join('\n')).toMatch(/\bLIMIT\b/i);
        expect(count!.args.map(String)).toContain(String(BOUND + 1));
        expect(estimates(past)).toHaveLength(1);
        const within = await caught(() => housePage({ keyWord: '乙' }));
        expect(countsOn(within, 'area_house')[0]?.sql).toMatch(/\bLIMIT\b/i);
        expect(estimates(within)).toEqual([]);
      });

      it('the estimate is the planner’s: many analysed matches give a total far above bound + 1', async () => {
        const res = await housePage({ keyWord: '戊' }, bigAreaId);
        expect(res.body.data.pagination.totalExact).toBe(false);
        // 400 houses match: the planner's estimate of them, not the bound's lower bound.
        expect(res.body.data.pagination.total).toBeGreaterThan(50);
        expect(res.body.data.pagination.total).toBeLessThan(4000);
        expect(res.body.data.list).toHaveLength(50);
        const page = await houseGql('戊', bigAreaId);
        expect(page).toMatchObject({ totalCount: res.body.data.pagination.total, totalCountExact: false });
      });

      it('a like filter is bounded as the keyword is', async () => {
        const past = await t.req('POST', '/admin/demo/goods/page', { token, body: { page: 1, size: 20, title: '绿' } });
        expect(past.body.code, JSON.stringify(past.body).slice(0, 300)).toBe(1000);
        expect(past.body.data.list).toHaveLength(8);
        expect(past.body.data.pagination.totalExact).toBe(false);
        expect(past.body.data.pagination.total).toBeGreaterThanOrEqual(BOUND + 1);
        const within = await t.req('POST', '/admin/demo/goods/page', { token, body: { page: 1, size: 20, title: '红' } });
        expect(within.body.data.pagination).toStrictEqual({ page: 1, size: 20, total: 2 });
        const gql = await t.gql('{ demoGoodsPage(first: 20, filter: { title: "绿" }) { totalCount totalCountExact } }', {}, token);
        expect(gql.body.data.demoGoodsPage.totalCountExact).toBe(false);
      });

      it('a page Prisma answers (vote items through their meeting) is bounded and estimated alike', async () => {
        const page = (keyWord: string) => t.req('POST', '/admin/business/meeting/vote/item/page', { token, headers: { selectAreaId: String(areaId) }, body: { page: 1, size: 20, keyWord } });
        const seen = await caught(async () => {
          const past = await page('甲');
          expect(past.body.code, JSON.stringify(past.body).slice(0, 300)).toBe(1000);
          expect(past.body.data.list).toHaveLength(9);
          expect(past.body.data.pagination.totalExact).toBe(false);
          expect(past.body.data.pagination.total).toBeGreaterThanOrEqual(BOUND + 1);
        });
        expect(countsOn(seen, 'vote_item')[0]?.sql, seen.map((e) => e.sql).join('\n')).toMatch(/\bLIMIT\b/i);
        // The estimate's condition holds the scope through the meeting.
        expect(estimates(seen)[0]?.sql).toMatch(/EXISTS \(SELECT 1 FROM "public"\."meeting_info"/);
        const within = await page('乙');
        expect(within.body.data.pagination).toStrictEqual({ page: 1, size: 20, total: 2 });
      });

      it('every entity with a text search counts its keyword page with a LIMIT', async () => {
        expect(searched.length).toBeGreaterThan(20);
        for (const decl of searched) {
          const table = modelInfo(decl.model).table;
          const seen = await caught(async () => {
            const res = await t.req('POST', `/admin/${decl.prefix}/page`, { token, headers: { selectAreaId: String(areaId) }, body: { page: 1, size: 20, keyWord: '甲' } });
            expect(res.body.code, `${decl.type}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(1000);
            expect(Object.keys(res.body.data.pagination), decl.type).toEqual(expect.arrayContaining(['page', 'size', 'total']));
          });
          const counts = countsOn(seen, table);
          expect(counts.length, `${decl.type}:\n${seen.map((e) => e.sql).join('\n')}`).toBe(1);
          expect(counts[0]!.sql, decl.type).toMatch(/\bLIMIT\b/i);
          const gql = await t.gql(`{ ${fieldNameOf(decl, 'page')}(first: 1, keyWord: "甲") { totalCount totalCountExact } }`, {}, token, { selectAreaId: String(areaId) });
          expect(gql.body.errors, `${decl.type}: ${JSON.stringify(gql.body.errors)}`).toBeUndefined();
          expect(typeof gql.body.data[fieldNameOf(decl, 'page')].totalCountExact, decl.type).toBe('boolean');
        }
      });
    });
  }
});
