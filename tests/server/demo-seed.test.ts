/**
 * The living demo (issue "First run as the product's best advertisement",
 * part 1; docs/demo-data.md): written on an empty database with SEED_DEMO=1,
 * complete (every home card and chart series non-empty, every list screen
 * of the client with rows, the meetings in the stages promised), added to an
 * existing database by the same function `npm run seed:demo` calls, and
 * written once (a second run adds nothing). The home counts are checked
 * against the seeded rows. Also: the base seed's notice templates (one at
 * least for every public-notice stage) without the demo.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { hasDemo, seedDemo } from '../../server/seed/demo/index.ts';
import { loadJwtSecret } from '../../server/auth/service.ts';
import { models } from '../../server/crud/datamodel.ts';
import { delegate } from '../../server/crud/tx.ts';
import { NOTICE_STAGES } from '../../server/core/stages.ts';
import { NOTICE_TEMPLATES } from '../../server/seed/notice-templates.ts';
import entities from '../../client/src/meta/entities.json';

/** The entity types the client shows as list screens: every `entityRoute('<Type>', …)` of its screen registry. */
function listScreenEntities(): string[] {
  const source = readFileSync(new URL('../../client/src/router/screens.ts', import.meta.url), 'utf8');
  // (The registry's comment shows the call with a placeholder: only entity types count.)
  return [...source.matchAll(/entityRoute\('(\w+)',/g)].map((m) => m[1]!).filter((type) => type in entities);
}

/** What requests and the scheduler write by themselves (the request log, sessions, task runs), whatever the seed does. */
// CostBudget: spent by the test's own requests and settled in the background (server/http/cost-budget.ts).
const BY_REQUESTS = new Set(['BaseSysLog', 'BaseSysLogCommunity', 'AuthCaptcha', 'AuthRefreshToken', 'AuthLoginFailure', 'TaskLog', 'CostBudget']);

/** How many rows each table holds (but those of BY_REQUESTS). */
async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of models().keys()) if (!BY_REQUESTS.has(name)) out[name] = await delegate(t.app.db, name).count();
  return out;
}

describeOnDatabases('demo data', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let h: Record<string, string>;

  const post = (path: string, body: unknown = {}) => t.req('POST', `/admin${path}`, { body, token: admin, headers: h });
  const get = (path: string) => t.req('GET', `/admin${path}`, { token: admin, headers: h });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { SEED_DEMO: '1' });
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    h = { selectAreaId: String(areaId) };
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('grows the seeded community: a few hundred houses, owners of several houses, the developer’s unsold units', async () => {
    expect(await t.app.db.areaInfo.count()).toBe(1);
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId } });
    expect(houses.length).toBeGreaterThanOrEqual(200);
    // Every house keeps the house rules: building, number, an area above 0, its identity key.
    for (const x of houses) {
      expect(x.buildingNo && x.houseNo && x.houseKey, JSON.stringify(x)).toBeTruthy();
      expect(Number(x.privateArea)).toBeGreaterThan(0);
    }
    const byOwner = new Map<string, number>();
    for (const x of houses) if (x.ownerName) byOwner.set(`${x.ownerName}|${x.phone}`, (byOwner.get(`${x.ownerName}|${x.phone}`) ?? 0) + 1);
    expect([...byOwner.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(5);
    expect([...byOwner.values()].some((n) => n >= 3)).toBe(true);
    expect(houses.filter((x) => !x.ownerName && !x.phone).length).toBeGreaterThan(0);
    // No placeholder owner is left.
    expect(houses.filter((x) => /^业主\d+$/.test(x.ownerName ?? ''))).toEqual([]);
    expect(await t.app.db.residentInfo.count({ where: { areaId } })).toBeGreaterThanOrEqual(houses.length - 10);
  });

  it('has a finished meeting, an election with its outcome, a meeting in voting with ballots, and every public notice published', async () => {
    const meetings = await t.app.db.meetingInfo.findMany({ where: { areaId }, omit: { joins: true }, orderBy: { id: 'asc' } });
    const finished = meetings.filter((m) => m.status === 10);
    expect(finished.length).toBe(2);
    for (const m of finished) {
      // A notice of every public-notice stage, published and shown to residents.
      const notices = await t.app.db.meetingNotice.findMany({ where: { meetingId: m.id, isPublish: 1 } });
      expect(notices.map((n) => n.type).sort((a, b) => a! - b!)).toEqual([...NOTICE_STAGES]);
      for (const n of notices) {
        expect(n.noticeId).not.toBeNull();
        // Filled from the seeded templates: no placeholder is left.
        expect(n.content).not.toMatch(/\{\{/);
        expect(n.title).not.toMatch(/\{\{/);
      }
      const items = await t.app.db.voteItem.findMany({ where: { meetingId: m.id } });
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.count !== null && i.result !== null)).toBe(true);
      // Ten stage moves, in order, each dated after the one before.
      const log = await t.app.db.meetingStageLog.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' } });
      expect(log.map((l) => l.toStage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let i = 1; i < log.length; i++) expect(log[i]!.createTime.getTime()).toBeGreaterThan(log[i - 1]!.createTime.getTime());
    }
    const general = finished.find((m) => m.relationType === 0)!;
    expect((await t.app.db.voteItem.findMany({ where: { meetingId: general.id }, orderBy: { id: 'asc' } })).map((i) => i.result)).toEqual([1, 1, 0]);
    expect(general.voteTableUrl).toMatch(/^\/upload\/space\//);

    // The election: working group and candidates reviewed (one refused each), seats filled, the election closed.
    const electionMeeting = finished.find((m) => m.relationType === 2)!;
    const election = await t.app.db.electionInfo.findFirstOrThrow({ where: { meetingId: electionMeeting.id } });
    expect(election.status).toBe(1);
    const outcome = electionMeeting.election as { elected: number[]; emptySeats: number };
    expect(outcome.elected).toHaveLength(election.memberCount);
    for (const list of [t.app.db.electionGroup, t.app.db.electionCandidate] as any[]) {
      const rows = await list.findMany({ where: { meetingId: electionMeeting.id } });
      expect(rows.filter((r: any) => r.status === 1).length).toBeGreaterThan(1);
      expect(rows.filter((r: any) => r.status === 2 && r.remark).length).toBe(1);
      expect(rows.some((r: any) => r.recommendCount > 1)).toBe(true);
    }
    // A valid ballot agrees with at most as many candidates as there are seats.
    const agreed = await t.app.db.voteRecord.groupBy({ by: ['ownerKey'], where: { meetingId: electionMeeting.id, replacedAt: null, result: 0 }, _count: { _all: true } });
    expect(Math.max(...agreed.map((a) => a._count._all))).toBeLessThanOrEqual(election.memberCount);

    // Voting now, ballots arriving: the live count moves; one owner changed their mind (a replaced vote).
    const voting = meetings.filter((m) => m.status === 6);
    expect(voting).toHaveLength(1);
    expect(voting[0]!.voteEndTime!.getTime()).toBeGreaterThan(Date.now());
    expect(await t.app.db.voteRecord.count({ where: { meetingId: voting[0]!.id, replacedAt: { not: null } } })).toBeGreaterThan(0);
    const live = ok(await get('/comm/count/voting'));
    expect(live).toHaveLength(1);
    expect(live[0].participation.votedAnyOwners).toBeGreaterThan(0);
    expect(live[0].participation.votedAnyOwners).toBeLessThan(live[0].participation.totalOwners);
    // Other meetings wait at earlier stages.
    expect(meetings.some((m) => m.status === 0)).toBe(true);
    expect(meetings.some((m) => m.relationType === 1 && m.status === 1)).toBe(true);
  });

  it('shows a real trend: every home card and every chart series is non-empty', async () => {
    const summary = ok(await get('/comm/count/summary'));
    for (const key of ['notices', 'meetings', 'votes', 'repairs', 'users', 'advice']) {
      expect(summary[key].total, key).toBeGreaterThan(0);
      // Spread over the month: counts on several days, not one.
      expect(summary[key].days.filter((d: any) => d.count > 0).length, key).toBeGreaterThanOrEqual(key === 'meetings' ? 3 : 5);
    }
    expect(ok(await post('/comm/count/adviceTodo'))).toBeGreaterThan(0);
    expect(ok(await post('/comm/count/adviceProcessing'))).toBeGreaterThan(0);
    expect(ok(await post('/comm/count/repairTodo'))).toBeGreaterThan(0);
  });

  it('counts what the cards say: pending is 待处理 only, processing beside it, votes are ballots (owners who voted)', async () => {
    expect(ok(await post('/comm/count/adviceTodo'))).toBe(await t.app.db.adviceInfo.count({ where: { areaId, status: 0 } }));
    expect(ok(await post('/comm/count/adviceProcessing'))).toBe(await t.app.db.adviceInfo.count({ where: { areaId, status: 1 } }));
    expect(ok(await post('/comm/count/repairTodo'))).toBe(await t.app.db.repairInfo.count({ where: { areaId, status: 0 } }));
    const records = await t.app.db.voteRecord.findMany({ where: { replacedAt: null, meeting: { areaId } }, select: { meetingId: true, ownerKey: true, createTime: true } });
    const ballots = new Set(records.map((r) => `${r.meetingId}|${r.ownerKey}`));
    const summary = ok(await get('/comm/count/summary'));
    expect(summary.votes.total).toBe(ballots.size);
    // Not the vote records (ballots × items).
    expect(records.length).toBeGreaterThan(ballots.size);
    // Each ballot is counted on the day of its owner's first vote in the meeting.
    const first = new Map<string, Date>();
    for (const r of records) {
      const k = `${r.meetingId}|${r.ownerKey}`;
      if (!first.has(k) || r.createTime < first.get(k)!) first.set(k, r.createTime);
    }
    const since = new Date();
    since.setHours(0, 0, 0, 0);
    since.setDate(since.getDate() - 29);
    expect(summary.votes.days.reduce((n: number, d: any) => n + d.count, 0)).toBe([...first.values()].filter((d) => d >= since).length);
    // GraphQL answers the same counts.
    const res = await t.gql('{ commCountAdviceTodo commCountAdviceProcessing commCountRepairTodo }', {}, admin, h);
    expect(res.body.data).toEqual({
      commCountAdviceTodo: ok(await post('/comm/count/adviceTodo')),
      commCountAdviceProcessing: ok(await post('/comm/count/adviceProcessing')),
      commCountRepairTodo: ok(await post('/comm/count/repairTodo')),
    });
  });

  it('fills every list screen of the client with rows', async () => {
    const types = listScreenEntities();
    expect(types.length).toBeGreaterThan(15);
    const rows = async (type: string): Promise<number> => {
      const e = (entities as Record<string, { prefix: string; actions: string[] }>)[type]!;
      const action = e.actions.includes('page') ? 'page' : 'list';
      const data = ok(await post(`/${e.prefix}/${action}`, { page: 1, size: 1 }));
      return action === 'page' ? data.pagination.total : data.length;
    };
    // The request log holds this test's own requests (reads are written in batches, every half second).
    await expect.poll(() => rows('SysLog'), { timeout: 10_000 }).toBeGreaterThan(0);
    const empty: string[] = [];
    for (const type of types) if (!((await rows(type)) > 0)) empty.push(type);
    expect(empty).toEqual([]);
  });

  it('names the operator in the stage history: the admin, or the committee’s secretary who ran the election', async () => {
    const users = new Map((await t.app.db.baseSysUser.findMany({ select: { id: true, name: true } })).map((u) => [u.id, u.name]));
    for (const m of await t.app.db.meetingInfo.findMany({ where: { areaId, status: 10 }, select: { id: true, relationType: true } })) {
      const detail = ok(await get(`/business/meeting/info/detail?id=${m.id}`));
      expect(detail.history).toHaveLength(10);
      for (const entry of detail.history) {
        expect(entry.userName).toBe(users.get(entry.userId));
        expect(entry.userName).toBe(m.relationType === 2 ? '陈静' : '超级管理员');
      }
    }
  });

  it('has staff with roles of their own who did their part', async () => {
    const desk = await t.login('lina', '123456');
    const page = (path: string) => t.req('POST', `/admin${path}`, { body: { page: 1, size: 50 }, token: desk.token, headers: h });
    const advice = ok(await page('/business/advice/info/page'));
    expect(advice.pagination.total).toBeGreaterThan(0);
    // The service desk does not run meetings.
    expect((await page('/business/meeting/info/page')).body.code).not.toBe(1000);
    const lina = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'lina' } });
    expect(await t.app.db.adviceReply.count({ where: { type: 1, userId: lina.id } })).toBeGreaterThan(0);
    const zhou = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'zhouqiang' } });
    expect(await t.app.db.repairInfo.count({ where: { status: 1, handledBy: { not: zhou.id } } })).toBe(0);
  });

  it('is written once: a second run adds nothing', async () => {
    expect(await hasDemo(t.app.db)).toBe(true);
    const before = await tableCounts(t);
    expect(await seedDemo(t.app.db, t.app.config, await loadJwtSecret(t.app.db, t.app.config))).toBeNull();
    expect(await tableCounts(t)).toEqual(before);
  });
});

describeOnDatabases('demo data added to an existing database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the base seed alone has no demo, and a notice template for every public-notice stage', async () => {
    expect(await hasDemo(t.app.db)).toBe(false);
    expect(await t.app.db.meetingInfo.count()).toBe(0);
    const templates = await t.app.db.infoTemplate.findMany({ where: { status: 1 } });
    for (const stage of NOTICE_STAGES) expect(templates.filter((x) => x.stage === stage).length, `stage ${stage}`).toBeGreaterThan(0);
    expect(templates.map((x) => x.label).sort()).toEqual(NOTICE_TEMPLATES.map((x) => x.label).sort());
    expect(templates.every((x) => x.content && x.content.includes('{{meeting.name}}'))).toBe(true);
  });

  it('seed:demo writes the demo into it, then nothing the second time', async () => {
    const secret = await loadJwtSecret(t.app.db, t.app.config);
    const houses = await t.app.db.areaHouse.count();
    const written = await seedDemo(t.app.db, t.app.config, secret);
    expect(written).not.toBeNull();
    expect(await t.app.db.areaHouse.count()).toBeGreaterThan(houses);
    expect(await t.app.db.meetingInfo.count()).toBe(5);
    const before = await tableCounts(t);
    expect(await seedDemo(t.app.db, t.app.config, secret)).toBeNull();
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('demo configuration', () => {
  it('is on in development, off in production and tests unless SEED_DEMO asks', async () => {
    const { loadConfig } = await import('../../server/kernel/config.ts');
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
