/**
 * Owners voting from their phones (`npm run bench -- owner-vote`), on the
 * embedded database and on PostgreSQL: a community of 5,556 houses (5,000
 * owners, the issue's figure), a meeting of 10 items in its voting stage, credentials issued
 * through the product (REST), then every owner votes through the owner's
 * API as a phone would — `open` (code + last four phone digits) and one
 * `cast` of the 10 items — with BENCH_PHONES (default 20) phones at a time.
 * One graphql-ws subscriber follows `meetingVoting` meanwhile.
 *
 * Figures: the wall time for all 5,000 owners (the issue's target: within 10
 * minutes), p50/p99 of `open` and of `cast`, and the live push: for the k-th
 * answered cast (answers come in commit order: casts of one meeting are
 * serialised by its row lock), the time from sending that cast to the
 * subscriber's first snapshot with at least k voting owners on the first
 * item (snapshots coalesce under load, so this bounds the push from above).
 * Figures only: nothing here asserts a time.
 */
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { benchConfig, adminToken } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { onBothDatabases } from './databases.ts';
import { ownersCommunity } from './owners-community.ts';

/** 5,556 houses, one owner in ten holding two: 5,000 owners. */
export const OWNER_VOTE_HOUSES = 5_556;

const ITEMS = 10;
const PHONES = Number(process.env.BENCH_PHONES ?? 20);
const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

export type OwnerVoteRow = { db: string; target: string; figure: string; detail: string };

const now = () => performance.now();
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};

async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<OwnerVoteRow[]> {
  const config = benchConfig(databaseUrl, { TASK_SCHEDULER: 'off' });
  const app = await createApp(config, { memoryDb: !databaseUrl });
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const call = async (path: string, body: unknown) => {
      const json = await (await fetch(`${url}/admin${path}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
      if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };

    const areaId = await ownersCommunity(app.db, '手机投票压测小区', OWNER_VOTE_HOUSES);
    const meetingId = (await call('/business/meeting/info/add', { name: '手机投票压测', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + 2 * HOUR).toISOString() })).id as number;
    await app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    await call('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
    const items: number[] = [];
    for (let k = 0; k < ITEMS; k++) items.push((await call('/business/meeting/vote/item/add', { meetingId, name: `事项${k + 1}`, passRule: 'majority' })).id);
    await call('/business/meeting/info/next', { id: meetingId });
    const t0 = now();
    const issued = await call('/business/meeting/credential/issue', { meetingId });
    const issueMs = now() - t0;
    // Each slip: the owner's name and code; the phone's last four digits follow from the name here.
    const owners = (issued.sheet as string)
      .split('class="slip"')
      .slice(1)
      .map((slip) => {
        const n = Number(/业主：业主(\d+)</.exec(slip)![1]);
        return { code: slip.match(CODE)![0]!, check: String(n).padStart(8, '0').slice(-4) };
      });

    // The live count's subscriber: when it first saw each number of voting owners on the first item.
    const seen: { at: number; voting: number }[] = [];
    const ws = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: token }, retryAttempts: 0 });
    await new Promise<void>((resolve, reject) => {
      let first = true;
      ws.subscribe(
        { query: 'subscription($m: Int!) { meetingVoting(meetingId: $m) }', variables: { m: meetingId } },
        {
          next: (e) => {
            const v = (e.data as any)?.meetingVoting?.items?.[0]?.count?.votingOwners;
            if (typeof v === 'number' && (seen.length === 0 || v > seen.at(-1)!.voting)) seen.push({ at: now(), voting: v });
            if (first) (first = false), resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });

    const post = async (path: string, body: unknown, session?: string) => {
      const res = await fetch(`${url}/vote/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) }, body: JSON.stringify(body) });
      const json = await res.json();
      if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 200)}`);
      return json.data;
    };
    const openMs: number[] = [];
    const castMs: number[] = [];
    const castSent: number[] = [];
    let failures = 0;
    let next = 0;
    const started = now();
    await Promise.all(
      Array.from({ length: PHONES }, async () => {
        for (;;) {
          const i = next++;
          if (i >= owners.length) return;
          const o = owners[i]!;
          try {
            const a = now();
            const opened = await post('open', { code: o.code, check: o.check });
            openMs.push(now() - a);
            const b = now();
            await post('cast', { votes: items.map((itemId, k) => ({ itemId, result: (i + k) % 3 })) }, opened.token);
            castMs.push(now() - b);
            castSent.push(b);
          } catch (err) {
            if (failures++ < 3) console.error(`[owner-vote bench] ${(err as Error).message}`);
          }
        }
      }),
    );
    const wallS = (now() - started) / 1000;
    // Wait for the last pushes.
    const until = Date.now() + 10_000;
    while ((seen.at(-1)?.voting ?? 0) < castSent.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await ws.dispose();
    const pushMs = castSent.map((sent, k) => {
      const arrival = seen.find((s) => s.voting >= k + 1);
      return arrival ? arrival.at - sent : NaN;
    });
    const measured = pushMs.filter((x) => Number.isFinite(x));
    const records = await app.db.voteRecord.count({ where: { meetingId, replacedAt: null, channel: 'online' } });
    return [
      { db: dbLabel, target: `issue ${owners.length} credentials (printable sheet)`, figure: `${(issueMs / 1000).toFixed(2)} s`, detail: `sheet ${(issued.sheet.length / 1024 / 1024).toFixed(1)} MB` },
      { db: dbLabel, target: `${owners.length} owners vote online (open + cast of ${ITEMS} items), ${PHONES} phones at a time`, figure: `${wallS.toFixed(1)} s`, detail: `${failures} failures; ${records} online ballots current; target: within 10 minutes` },
      { db: dbLabel, target: 'open (code + last four digits)', figure: `p50 ${pct(openMs, 50).toFixed(0)} ms, p99 ${pct(openMs, 99).toFixed(0)} ms`, detail: `${openMs.length} requests` },
      { db: dbLabel, target: `cast (${ITEMS} items, ballot record, live push)`, figure: `p50 ${pct(castMs, 50).toFixed(0)} ms, p99 ${pct(castMs, 99).toFixed(0)} ms`, detail: `${castMs.length} requests` },
      { db: dbLabel, target: 'cast sent → live count pushed (graphql-ws meetingVoting)', figure: `p50 ${pct(measured, 50).toFixed(0)} ms, p99 ${pct(measured, 99).toFixed(0)} ms`, detail: `${measured.length} of ${castSent.length} matched; ${seen.length} snapshots (coalesced under load)` },
    ];
  } finally {
    await app.close();
  }
}

export function benchOwnerVote(): Promise<OwnerVoteRow[]> {
  return onBothDatabases('owner voting', 'bench_owner_vote', benchOne);
}
