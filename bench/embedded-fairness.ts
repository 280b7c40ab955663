/**
 * The embedded database under many connections (docs/read-path.md "On the embedded database"): the REST
 * and GraphQL user pages of bench/server.ts at 20 and 100 connections, served
 * by one server process on PGlite, once per EMBEDDED_CONCURRENCY value
 * (http/admission.ts; 0 = no gate), the values alternated round by round.
 * Beside req/s and latency it prints how many other requests were answered
 * while each request waited ("overtaken by", p50/p99/max): a figure of the
 * order requests are served in that the machine's load does not change
 * (first come first served: about the number of connections; a request left
 * behind: many times that). For looking, not for the figures of `npm run bench`.
 *
 *   FAIR_LIMITS=0,2,4 FAIR_ROUNDS=2 BENCH_SECONDS=8 node --import tsx bench/embedded-fairness.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, stop } from './server.ts';
import type autocannon from 'autocannon';

/** `connections` clients, each sending the request again as soon as it is answered, for `seconds`. */
async function closedLoop(opts: autocannon.Options, connections: number, seconds: number) {
  let done = 0;
  const latencies: number[] = [];
  const overtaken: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const seq = done;
      try {
        const res = await fetch(opts.url, { method: opts.method, headers: opts.headers as Record<string, string>, body: opts.body as string | undefined });
        const body = await res.json();
        if (body.code !== undefined && body.code !== 1000) errors++;
        if (body.errors) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
      overtaken.push(done - seq);
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const q = (a: number[], p: number) => Math.round([...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(p * a.length))] ?? 0);
  return {
    reqPerSec: Math.round(done / ((performance.now() - started) / 1000)),
    p50: q(latencies, 0.5),
    p99: q(latencies, 0.99),
    max: q(latencies, 1),
    overtaken: `${q(overtaken, 0.5)}/${q(overtaken, 0.99)}/${q(overtaken, 1)}`,
    errors,
  };
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// EMBEDDED_CONCURRENCY values ("4"). The turn of the event loop per statement is always on (EMBEDDED_YIELD is gone, issue 42).
const limits = (process.env.FAIR_LIMITS ?? '0,4').split(',');
const connections = (process.env.BENCH_CONNECTIONS ?? '20,100').split(',').map(Number);
const targets = (process.env.BENCH_TARGETS ?? 'REST user page').split(',');

const servers = [];
const dirs: string[] = [];
try {
  for (const limit of limits) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-fair-'));
    dirs.push(dir);
    servers.push({ limit, app: await startApp('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: dir, EMBEDDED_CONCURRENCY: limit }) });
  }
  for (const s of servers) for (const t of s.app.targets) if (targets.includes(t.target)) await closedLoop(t.opts, 10, 2);
  for (let round = 0; round < Number(process.env.FAIR_ROUNDS ?? 1); round++) {
    for (const c of connections) {
      for (const s of servers) {
        for (const t of s.app.targets) {
          if (!targets.includes(t.target)) continue;
          const r = await closedLoop(t.opts, c, SECONDS);
          console.log(`limit ${s.limit.padStart(2)} ${t.target.padEnd(18)} ${String(c).padStart(3)} conns: ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, overtaken by p50/p99/max ${r.overtaken}, errors ${r.errors}`);
        }
      }
    }
  }
} finally {
  for (const s of servers) await stop(s.app.child);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
