/**
 * Owners' meeting figures (`npm run bench -- meeting`; BENCH_MEETING=live for the
 * live figure only), on the embedded
 * database and on PostgreSQL, for a community of 5,000 houses (4,500 owners:
 * one owner in ten holds two houses):
 *  - vote-to-subscriber latency: 1,000 graphql-ws subscribers of
 *    `meetingVoting(meetingId)` (in a worker thread, so their parsing does
 *    not share the server's event loop; they join in waves of 50, then stay
 *    subscribed together) while votes are cast one after the
 *    other through REST (POST /admin/business/meeting/vote/record/add) on a
 *    meeting of 10 items; latency = from sending the vote to each
 *    subscriber receiving the snapshot that includes it; p50/p99/max over
 *    every (vote, subscriber) pair;
 *  - counting 5,000 participants × 10 items: counting.ts `countItem` in
 *    process (median of 5), and entering 统计 over REST (reads every
 *    ballot, counts and freezes the 10 items);
 *  - the vote table of 5,000 participants × 10 items over REST
 *    (POST /admin/business/meeting/template/genVoteTable: ballots read,
 *    XLSX built with the tally, stored), median of 3.
 * The 45,000 ballots of the counting meeting (every owner on every item) are
 * inserted directly: they are the setup, not the figure. Figures only:
 * nothing here asserts a time.
 */
import { request } from 'node:http';
import { livePush, median, percentile } from './live-push.ts';
import { benchConfig, adminToken } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { countItem, ownerKey } from '../server/core/counting.ts';
import { onBothDatabases } from './databases.ts';
import { HOUSES, ownersCommunity } from './owners-community.ts';

const ITEMS = 10;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const VOTES = Number(process.env.BENCH_VOTES ?? 100);
/** Votes cast first and not measured: the server's code paths are compiled by the JIT during these. */
const WARMUP_VOTES = 5;
const HOUR = 3600_000;

export type MeetingRow = { db: string; target: string; figure: string; detail: string };


/**
 * One request on a connection of its own: the server and this client share
 * one event loop, and a keep-alive socket the server closes while the loop
 * was busy (the in-process counting) would reset the next request.
 */
function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}


async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<MeetingRow[]> {
  const config = benchConfig(databaseUrl);
  const app = await createApp(config, { memoryDb: !databaseUrl });
  const rows: MeetingRow[] = [];
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const res = await send(method, `${url}/admin${path}`, { authorization: token, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
      const json = JSON.parse(res.body.toString('utf8'));
      if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };

    // The community: 5,000 houses; houses 10k and 10k+1 belong to one owner.
    const areaId = await ownersCommunity(app.db, '表决压测小区');
    const houses = await app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' } });
    // One house per owner (the first of each), for voting.
    const voters = houses.filter((_, i) => i % 10 !== 1);

    const openMeeting = async (name: string) => {
      const id = (await call('POST', '/business/meeting/info/add', { name, areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
      await app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
      await call('POST', '/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
      const items: number[] = [];
      for (let k = 0; k < ITEMS; k++) items.push((await call('POST', '/business/meeting/vote/item/add', { meetingId: id, name: `事项${k + 1}`, passRule: k % 3 === 2 ? 'threeQuarters' : 'majority' })).id);
      await call('POST', '/business/meeting/info/next', { id });
      return { id, items };
    };

    // ---------------------------------------------------------------- latency
    {
      const m = await openMeeting('实时推送压测');
      const { samples, restMs, failures, missing, late, connectSeconds } = await livePush({
        url,
        token,
        meetingId: m.id,
        itemId: m.items[0]!,
        voterHouseIds: voters.map((h) => h.id),
        subscribers: SUBSCRIBERS,
        votes: VOTES,
        warmup: WARMUP_VOTES,
        vote: (body) => call('POST', '/business/meeting/vote/record/add', body),
      });
      const ready = { failures };
      rows.push({
        db: dbLabel,
        target: `vote → ${SUBSCRIBERS} graphql-ws subscribers (${VOTES} votes via REST after ${WARMUP_VOTES} unmeasured, 10 items, 5,000 participants)`,
        figure: `p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms`,
        detail: `max ${samples.at(-1)!.toFixed(1)} ms over ${samples.length} deliveries; REST vote p50 ${median(restMs.slice(WARMUP_VOTES)).toFixed(1)} ms; ${ready.failures} subscribe failures, ${missing} missed, ${late} votes waited > 10 s; ${SUBSCRIBERS} connections opened in ${connectSeconds.toFixed(1)} s (waves of 50)`,
      });
    }

    // ------------------------------------------------------- counting & table
    if (process.env.BENCH_MEETING !== 'live') {
      const m = await openMeeting('统计压测');
      const meeting = await app.db.meetingInfo.findUniqueOrThrow({ where: { id: m.id } });
      const participants = meeting.joins as any[];
      // Every owner votes on every item (inserted directly: setup, not the figure).
      const ballots = m.items.flatMap((itemId, k) =>
        voters.map((h, i) => ({ meetingId: m.id, itemId, houseId: h.id, ownerKey: ownerKey({ houseId: h.id, ownerName: h.ownerName, phone: h.phone }), buildingNo: h.buildingNo, unitNo: h.unitNo, result: (i * 7 + k) % 10 < 6 ? 0 : (i + k) % 2 ? 1 : 2 })),
      );
      for (let s = 0; s < ballots.length; s += 5000) await app.db.voteRecord.createMany({ data: ballots.slice(s, s + 5000) });

      // counting.ts in process: the 10 items over 5,000 participants.
      const stored = await app.db.voteRecord.findMany({ where: { meetingId: m.id, replacedAt: null }, select: { itemId: true, houseId: true, result: true, createTime: true } });
      const byItem = new Map<number, { houseId: number; result: 0 | 1 | 2; at: Date }[]>();
      for (const b of stored) (byItem.get(b.itemId) ?? byItem.set(b.itemId, []).get(b.itemId)!).push({ houseId: b.houseId!, result: b.result as 0 | 1 | 2, at: b.createTime });
      const runs: number[] = [];
      let passed = 0;
      for (let r = 0; r < 5; r++) {
        const t0 = performance.now();
        passed = m.items.filter((id, k) => countItem(participants, byItem.get(id) ?? [], k % 3 === 2 ? 'threeQuarters' : 'majority').passed).length;
        runs.push(performance.now() - t0);
      }
      rows.push({ db: dbLabel, target: `counting.ts: ${participants.length} participants × ${ITEMS} items (${stored.length} ballots), in process`, figure: `${median(runs).toFixed(1)} ms`, detail: `median of 5; ${passed} of ${ITEMS} items pass` });

      // Close the vote (everyone voted on everything), publish notice 4, enter 统计: read, count and freeze over REST.
      await call('POST', '/business/meeting/info/next', { id: m.id });
      await call('POST', '/business/meeting/notice/save', { meetingId: m.id, type: 7, title: '公告4', content: '<p>公告4</p>', isPublish: 1 });
      const t0 = performance.now();
      const stage = await call('POST', '/business/meeting/info/next', { id: m.id });
      const countMs = performance.now() - t0;
      if (stage !== 8) throw new Error(`expected stage 8, got ${stage}`);
      rows.push({ db: dbLabel, target: `enter 统计 over REST: count and freeze ${ITEMS} items of ${participants.length} participants`, figure: `${countMs.toFixed(0)} ms`, detail: 'POST /admin/business/meeting/info/next (reads every ballot, counts, writes 10 results)' });

      const tableMs: number[] = [];
      let size = 0;
      for (let r = 0; r < 3; r++) {
        const t1 = performance.now();
        const doc = await call('POST', '/business/meeting/template/genVoteTable', { meetingId: m.id });
        tableMs.push(performance.now() - t1);
        size = (await send('GET', url + doc.url, {})).body.length;
      }
      rows.push({
        db: dbLabel,
        target: `vote table over REST: ${participants.length} participants × ${ITEMS} items, with tally`,
        figure: `${(median(tableMs) / 1000).toFixed(2)} s`,
        detail: `median of 3 (max ${(Math.max(...tableMs) / 1000).toFixed(2)} s); XLSX ${(size / 1024).toFixed(0)} KB, stored privately`,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

export function benchMeeting(): Promise<MeetingRow[]> {
  return onBothDatabases('meeting', 'bench_meeting', benchOne);
}
