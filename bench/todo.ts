/**
 * Todo-count push latency: 500 graphql-ws subscribers of `todoCounts` (in a
 * worker thread, one socket each) on the embedded database; each round one
 * REST write changes the community's to-dos (an advice added, a repair
 * added, that repair handled, in turn) and the latency of a push is the time
 * from sending the write to the subscriber receiving the new counts (so it
 * includes the write itself). Figures over every push of every round, and
 * the slowest subscriber per round.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { benchConfig, adminToken } from './bench-app.ts';
import { createApp } from '../server/app.ts';

const SUBSCRIBERS = Number(process.env.BENCH_TODO_SUBSCRIBERS ?? 500);
const ROUNDS = Number(process.env.BENCH_TODO_ROUNDS ?? 30);

export interface TodoRow {
  target: string;
  subscribers: number;
  pushes: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
}

const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};


export async function benchTodo(): Promise<TodoRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cga-bench-todo-'));
  const config = benchConfig('', { DATA_DIR: dataDir, STORAGE: 'local' });
  const app = await createApp(config, { memoryDb: true });
  let worker: Worker | undefined;
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const areaId = (await app.db.areaInfo.findFirstOrThrow()).id;
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${url}/admin${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
      const json = await res.json();
      if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json)}`);
      return json.data;
    };

    // the worker registers tsx, then loads the TypeScript subscribers module
    const entry = new URL('./todo-subscribers.ts', import.meta.url).href;
    worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true, workerData: { url: `${url.replace('http', 'ws')}/graphql`, token, areaId, n: SUBSCRIBERS } });
    const waiting = new Map<number, (times: number[]) => void>();
    let ready!: () => void;
    let failed!: (e: Error) => void;
    const readyP = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    worker.on('message', (m: { type: string; round?: number; times?: number[]; message?: string }) => {
      if (m.type === 'ready') ready();
      else if (m.type === 'round') waiting.get(m.round!)?.(m.times!);
      else if (m.type === 'error') failed(new Error(`subscriber: ${m.message}`));
    });
    worker.on('error', (e) => failed(e));
    const t0 = now();
    await readyP;
    const connectMs = now() - t0;

    const all: number[] = [];
    const slowest: number[] = [];
    let repairId = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const arrived = new Promise<number[]>((resolve, reject) => {
        waiting.set(round, resolve);
        setTimeout(() => reject(new Error(`round ${round}: not every subscriber was told within 30 s`)), 30_000).unref();
      });
      const start = now();
      const kind = round % 3;
      if (kind === 1) await post('/business/advice/info/add', { areaId, title: `bench advice ${round}`, type: 1, objectType: 1 });
      else if (kind === 2) repairId = (await post('/business/repair/info/add', { areaId, title: `bench repair ${round}` })).id;
      else await post('/business/repair/info/handle', { id: repairId });
      const times = await arrived;
      const lat = times.map((t) => t - start);
      all.push(...lat);
      slowest.push(Math.max(...lat));
      await new Promise((r) => setTimeout(r, 50));
    }
    return [
      { target: `todoCounts push after a REST write (${ROUNDS} writes)`, subscribers: SUBSCRIBERS, pushes: all.length, 'p50 ms': pct(all, 50), 'p99 ms': pct(all, 99), 'max ms': pct(all, 100) },
      { target: 'slowest subscriber per write', subscribers: SUBSCRIBERS, pushes: slowest.length, 'p50 ms': pct(slowest, 50), 'p99 ms': pct(slowest, 99), 'max ms': pct(slowest, 100) },
      { target: `connect and first counts (all ${SUBSCRIBERS})`, subscribers: SUBSCRIBERS, pushes: SUBSCRIBERS, 'p50 ms': Math.round(connectMs), 'p99 ms': Math.round(connectMs), 'max ms': Math.round(connectMs) },
    ];
  } finally {
    if (worker) {
      const w = worker;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        w.on('message', (m: { type: string }) => m.type === 'stopped' && (clearTimeout(timer), resolve()));
        w.postMessage({ type: 'stop' });
      });
      await w.terminate();
    }
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
