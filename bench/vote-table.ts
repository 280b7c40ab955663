/**
 * The vote table of a 5,000-house meeting (`npm run bench -- votetable`;
 * docs/vote-table.md), on the embedded database and on PostgreSQL
 * (BENCH_DB=postgres for PostgreSQL only: then the process's CPU is the
 * server's alone, the database being a process of its own):
 * a community of 5,000 houses (4,500 owners), a meeting of 10 items on which
 * every owner votes through the product (REST vote/record/batch: the ballot
 * record is written as in production, 45,000 events), counted (统计), then
 * POST /admin/business/meeting/template/genVoteTable BENCH_TABLE_RUNS times
 * (default 5): wall time and the CPU of this process (server, client of one
 * small request; with the embedded database also the database) per table.
 * BENCH_TABLE_PROFILE=<file> also writes a CPU profile (.cpuprofile) of one
 * more table and prints the functions with the most self time.
 * Figures only: nothing here asserts a time.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { benchConfig, adminCaller, adminToken, send } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { onBothDatabases } from './databases.ts';
import { ownersCommunity } from './owners-community.ts';

const ITEMS = 10;
const HOUR = 3600_000;
const BATCH = 9_000;
const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 5);

export type VoteTableRow = { db: string; target: string; figure: string; detail: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }

/** The functions with the most self time in a V8 CPU profile (samples × interval). */
function topSelf(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, n = 25): string[] {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!)!;
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [`total sampled ${total.toFixed(0)} ms`, ...[...self].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${k}`)];
}

async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<VoteTableRow[]> {
  const app = await createApp(benchConfig(databaseUrl), { memoryDb: !databaseUrl });
  const rows: VoteTableRow[] = [];
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const call = adminCaller(url, token);

    // 5,000 houses; one owner in ten holds two houses (4,500 owners); every owner votes on every item.
    const areaId = await ownersCommunity(app.db, '表决表压测小区');
    const houses = await app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' } });
    const voters = houses.filter((_, i) => i % 10 !== 1);
    const id = (await call('POST', '/business/meeting/info/add', { name: '表决表压测', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    await app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
    await call('POST', '/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
    const items: number[] = [];
    for (let k = 0; k < ITEMS; k++) items.push((await call('POST', '/business/meeting/vote/item/add', { meetingId: id, name: `事项${k + 1}`, passRule: k % 3 === 2 ? 'threeQuarters' : 'majority' })).id);
    await call('POST', '/business/meeting/info/next', { id });
    const votes = items.flatMap((itemId, k) => voters.map((h, i) => ({ itemId, houseId: h.id, result: (i * 7 + k) % 10 < 6 ? 0 : (i + k) % 2 ? 1 : 2 })));
    for (let s = 0; s < votes.length; s += BATCH) await call('POST', '/business/meeting/vote/record/batch', { meetingId: id, votes: votes.slice(s, s + BATCH) });
    // Close, publish notice 4, count (统计): the table then carries the tally.
    await call('POST', '/business/meeting/info/next', { id });
    await call('POST', '/business/meeting/notice/save', { meetingId: id, type: 7, title: '公告4', content: '<p>公告4</p>', isPublish: 1 });
    const stage = await call('POST', '/business/meeting/info/next', { id });
    if (stage !== 8) throw new Error(`expected stage 8, got ${stage}`);

    const wall: number[] = [];
    const cpu: number[] = [];
    let size = 0;
    const load = loadavg();
    for (let r = 0; r < RUNS; r++) {
      const c0 = cpuMs();
      const t0 = performance.now();
      const doc = await call('POST', '/business/meeting/template/genVoteTable', { meetingId: id });
      wall.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
      size = (await send('GET', url + doc.url, {})).length;
    }
    rows.push({
      db: dbLabel,
      target: `vote table over REST: ${houses.length} participants × ${ITEMS} items, ${votes.length} ballots and events, counted`,
      figure: `${median(wall).toFixed(0)} ms; CPU ${median(cpu).toFixed(0)} ms`,
      detail: `medians of ${RUNS} (wall ${wall.map((x) => x.toFixed(0)).join(', ')}; CPU of this process ${cpu.map((x) => x.toFixed(0)).join(', ')}${databaseUrl ? '' : ', database included'}); XLSX ${(size / 1024).toFixed(0)} KB; load ${load.map((l) => l.toFixed(2)).join(' ')}`,
    });

    const profileFile = process.env.BENCH_TABLE_PROFILE;
    if (profileFile) {
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
      await call('POST', '/business/meeting/template/genVoteTable', { meetingId: id });
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`${dbLabel}: CPU profile of one table in ${profileFile}\n${topSelf(profile as never).join('\n')}`);
    }
    return rows;
  } finally {
    await app.close();
  }
}

export function benchVoteTable(): Promise<VoteTableRow[]> {
  return onBothDatabases('vote table', 'bench_vote_table', benchOne);
}
