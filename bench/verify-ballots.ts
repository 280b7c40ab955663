/**
 * The ballot record's figures (`npm run bench -- verify`), on the embedded
 * database and on PostgreSQL: a community of 5,000 houses (4,500 owners),
 * a meeting of 10 items on which every owner votes through the product
 * (REST vote/record/batch, 9,000 ballots per request: the chain is written
 * as in production), then
 *  - verifyBallots over REST (GET /admin/business/meeting/info/verifyBallots:
 *    reads every event and every vote record, recomputes 45,000 SHA-256
 *    links, compares), median of 5 — the issue's target is under one second;
 *  - the offline check of the exported vote table (verify-table.ts, what
 *    `npm run verify-ballots` runs), median of 3.
 * Figures only: nothing here asserts a time.
 */
import { benchConfig, adminCaller, adminToken, send } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { verifyVoteTable } from '../server/modules/meeting/verify-table.ts';
import { onBothDatabases } from './databases.ts';
import { HOUSES, ownersCommunity } from './owners-community.ts';

const ITEMS = 10;
const HOUR = 3600_000;
const BATCH = 9_000;

export type VerifyRow = { db: string; target: string; figure: string; detail: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<VerifyRow[]> {
  const config = benchConfig(databaseUrl);
  const app = await createApp(config, { memoryDb: !databaseUrl });
  const rows: VerifyRow[] = [];
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const call = adminCaller(url, token);

    // 5,000 houses; one owner in ten holds two houses (4,500 owners).
    const areaId = await ownersCommunity(app.db, '核验压测小区');
    const houses = await app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' } });
    const voters = houses.filter((_, i) => i % 10 !== 1);
    const id = (await call('POST', '/business/meeting/info/add', { name: '核验压测', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    await app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
    await call('POST', '/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
    const items: number[] = [];
    for (let k = 0; k < ITEMS; k++) items.push((await call('POST', '/business/meeting/vote/item/add', { meetingId: id, name: `事项${k + 1}`, passRule: 'majority' })).id);
    await call('POST', '/business/meeting/info/next', { id });

    const votes = items.flatMap((itemId, k) => voters.map((h, i) => ({ itemId, houseId: h.id, result: (i * 7 + k) % 10 < 6 ? 0 : (i + k) % 2 ? 1 : 2 })));
    const t0 = performance.now();
    for (let s = 0; s < votes.length; s += BATCH) await call('POST', '/business/meeting/vote/record/batch', { meetingId: id, votes: votes.slice(s, s + BATCH) });
    const castMs = performance.now() - t0;
    rows.push({ db: dbLabel, target: `cast ${votes.length} ballots through vote/record/batch (chain written)`, figure: `${(castMs / 1000).toFixed(2)} s`, detail: `${Math.ceil(votes.length / BATCH)} requests of ≤ ${BATCH}` });

    const runs: number[] = [];
    let answer: any;
    for (let r = 0; r < 5; r++) {
      const t1 = performance.now();
      answer = await call('GET', `/business/meeting/info/verifyBallots?id=${id}`);
      runs.push(performance.now() - t1);
    }
    if (!answer.ok) throw new Error(`verification failed: ${JSON.stringify(answer.broken.slice(0, 3))}`);
    rows.push({
      db: dbLabel,
      target: `verifyBallots over REST: ${voters.length} owners × ${ITEMS} items`,
      figure: `${median(runs).toFixed(0)} ms`,
      detail: `median of 5 (max ${Math.max(...runs).toFixed(0)} ms); ${answer.records} records, ${answer.events} events, ok`,
    });

    const doc = await call('POST', '/business/meeting/template/genVoteTable', { meetingId: id });
    const bytes = await send('GET', url + doc.url, {});
    const offline: number[] = [];
    let result: Awaited<ReturnType<typeof verifyVoteTable>> | undefined;
    for (let r = 0; r < 3; r++) {
      const t2 = performance.now();
      result = await verifyVoteTable(bytes);
      offline.push(performance.now() - t2);
    }
    rows.push({
      db: dbLabel,
      target: `offline check of the exported vote table (npm run verify-ballots)`,
      figure: `${(median(offline) / 1000).toFixed(2)} s`,
      detail: `median of 3; XLSX ${(bytes.length / 1024).toFixed(0)} KB, ${result!.events} events, ${result!.ok ? 'ok' : `${result!.problems.length} problems`}`,
    });
    return rows;
  } finally {
    await app.close();
  }
}

export function benchVerifyBallots(): Promise<VerifyRow[]> {
  return onBothDatabases('ballot record', 'bench_verify', benchOne);
}
