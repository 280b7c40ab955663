/**
 * Vote-to-subscriber latency (bench/meeting.ts, bench/city.ts): `subscribers` graphql-ws subscribers of
 * `meetingVoting(meetingId)` in a worker thread (bench/meeting-subscribers.mjs, so their parsing does not share the
 * caller's event loop; they join in waves of 50), then votes cast one after the other through `vote` (REST); each
 * vote waits until every subscriber has the state that includes it (or 10 s). Latency = from sending the vote to a
 * subscriber receiving that state, over every (vote, subscriber) pair after `warmup` unmeasured votes.
 */
import { Worker } from 'node:worker_threads';

export interface LivePushOptions {
  /** http://host:port of the server. */
  url: string;
  token: string;
  meetingId: number;
  itemId: number;
  /** One house per voting owner, at least warmup + votes. */
  voterHouseIds: number[];
  subscribers: number;
  votes: number;
  warmup: number;
  /** Casts one vote (POST /admin/business/meeting/vote/record/add with this body). */
  vote: (body: { meetingId: number; itemId: number; houseId: number; result: number }) => Promise<unknown>;
}

export interface LivePushResult {
  /** Sorted latencies, ms. */
  samples: number[];
  restMs: number[];
  failures: number;
  missing: number;
  late: number;
  connectSeconds: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function livePush(o: LivePushOptions): Promise<LivePushResult> {
  const worker = new Worker(new URL('./meeting-subscribers.mjs', import.meta.url), { workerData: { url: `${o.url.replace('http', 'ws')}/graphql`, token: o.token, meetingId: o.meetingId, subscribers: o.subscribers } });
  const inbox: any[] = [];
  worker.on('message', (msg) => inbox.push(msg));
  worker.on('error', (e) => inbox.push({ type: 'error', error: String(e) }));
  const next = async (type: string, timeoutMs = 120_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const i = inbox.findIndex((x) => x.type === type || x.type === 'error');
      if (i >= 0) {
        const [msg] = inbox.splice(i, 1);
        if (msg.type === 'error') throw new Error(msg.error);
        return msg;
      }
      if (Date.now() > until) throw new Error(`bench worker: no ${type}`);
      await sleep(2);
    }
  };
  const started = Date.now();
  const ready = await next('ready', 300_000);
  const connectSeconds = (Date.now() - started) / 1000;
  const sent: number[] = [];
  const restMs: number[] = [];
  let late = 0;
  for (let v = 1; v <= o.warmup + o.votes; v++) {
    const t0 = now();
    sent[v] = t0;
    await o.vote({ meetingId: o.meetingId, itemId: o.itemId, houseId: o.voterHouseIds[v - 1]!, result: v % 3 });
    restMs.push(now() - t0);
    // Next vote once every subscriber has the state (or after 10 s).
    const until = Date.now() + 10_000;
    for (;;) {
      worker.postMessage({ type: 'count', votes: v });
      const c = await next('count');
      if (c.received >= o.subscribers - ready.failures) break;
      if (Date.now() > until) {
        late++;
        break;
      }
      await sleep(1);
    }
  }
  worker.postMessage({ type: 'done' });
  const arrivals = new Map<number, number[]>((await next('arrivals')).arrivals);
  await next('closed');
  await worker.terminate();
  const samples: number[] = [];
  let missing = 0;
  for (let v = o.warmup + 1; v <= o.warmup + o.votes; v++) {
    const got = arrivals.get(v) ?? [];
    missing += o.subscribers - ready.failures - got.length;
    for (const at of got) samples.push(at - sent[v]!);
    if (process.env.BENCH_TRACE && got.length) console.log(`vote ${v}: first ${(Math.min(...got) - sent[v]!).toFixed(1)} last ${(Math.max(...got) - sent[v]!).toFixed(1)} rest ${restMs[v - 1]!.toFixed(1)}`);
  }
  samples.sort((a, b) => a - b);
  return { samples, restMs, failures: ready.failures, missing, late, connectSeconds };
}
