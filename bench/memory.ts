/**
 * Memory of the server process (issue 25, item 3): RSS (and its anonymous /
 * file-backed parts, /proc/<pid>/status) of one server process (WORKERS=1,
 * NODE_ENV=production, as bench/server.ts starts it) on PostgreSQL and on the
 * embedded database: right after it prints its URL, after 5 s idle, and the
 * peak (sampled every 100 ms) while autocannon loads the REST user page with
 * 100 connections for BENCH_SECONDS (default 8), then 5 s after the load.
 *
 *   node --import tsx bench/memory.ts                      # the built server, as npm start runs it
 *   MEMORY_SOURCE=1 node --import tsx bench/memory.ts      # from source through tsx (the old npm start)
 *   MEMORY_FLAGS="--max-old-space-size=160" …             # extra node flags for the server
 *   BENCH_DB=postgres …                                     # PostgreSQL only
 *
 * For looking at one change at a time, before/after alternately; the load
 * average is printed at the start and the end.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fire, JWT_SECRET, login, prepare, startProcess, stop } from './server.ts';
import { SERVER_ENTRY } from './server-flags.ts';
import { createDatabase, freePort, startPostgres } from '../tests/support/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EXTRA = (process.env.MEMORY_FLAGS ?? '').split(/\s+/).filter(Boolean);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function status(pid: number): { rss: number; anon: number; file: number } {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Math.round(Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(s)?.[1] ?? 0) / 1024);
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}
const fmt = (m: { rss: number; anon: number; file: number }) => `${m.rss} (anon ${m.anon}, file ${m.file})`;

export type MemoryRow = { database: string; server: string; start: string; idle: string; peak: number; after: string; reqPerSec: number; p99: number; errors: number };

async function measure(database: string, env: Record<string, string>): Promise<MemoryRow> {
  const [captchaId] = await prepare(env);
  const port = await freePort();
  const script = process.env.MEMORY_SOURCE ? 'server/start.ts' : SERVER_ENTRY;
  const child = await startProcess(script, { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', WORKERS: '1' }, 'is running at', EXTRA);
  const pid = child.pid!;
  try {
    const start = status(pid);
    await sleep(5000);
    const idle = status(pid);
    const url = `http://127.0.0.1:${port}`;
    const headers = { 'content-type': 'application/json', authorization: await login(url, captchaId!) };
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, status(pid).rss)), 100);
    const r = await fire({ url: `${url}/admin/base/sys/user/page`, method: 'POST', headers, body: JSON.stringify({ page: 3, size: 20, order: 'createTime', sort: 'desc' }), connections: 100, duration: SECONDS });
    clearInterval(sampler);
    await sleep(5000);
    const after = status(pid);
    return { database, server: `${script}${EXTRA.length ? ` ${EXTRA.join(' ')}` : ''}`, start: fmt(start), idle: fmt(idle), peak, after: fmt(after), reqPerSec: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
  } finally {
    await stop(child);
  }
}

export async function benchMemory(): Promise<MemoryRow[]> {
  const rows: MemoryRow[] = [];
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    if (pg) rows.push(await measure('PostgreSQL', { DATABASE_URL: await createDatabase(pg.url, 'bench_memory') }));
    if (process.env.BENCH_DB !== 'postgres') rows.push(await measure('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir }));
  } finally {
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows = await benchMemory();
  console.log(`RSS MB of the server process; load: REST user page, 100 connections, ${SECONDS} s`);
  console.table(rows);
  console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
