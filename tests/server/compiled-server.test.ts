/**
 * The compiled server (issue 25, item 1): `npm start` serves from built
 * JavaScript with no TypeScript loader in the serving process.
 *
 * Runs the start script's own serving command — the flags and the built entry
 * read from package.json, after the same build step `npm start` runs
 * (scripts/build-server.ts: builds when stale) — on a temp DATA_DIR and a free
 * port, then reads the process's command line and environment from /proc: no
 * tsx, ts-node or type-stripping flag, the entry a .js file; it answers the
 * EPS from the built output. With PostgreSQL, WORKERS=2: the primary's forked
 * workers are checked the same way. And the staleness rule on a temp tree: a
 * server source, a new file in a server folder or the Prisma schema newer than
 * the build makes it stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../bench/server-flags.ts';
import { ENTRY, OUT_DIR, SOURCES, serverBuildStale } from '../../scripts/build-server.ts';
import { createDatabase, type TestPostgres } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TS_LOADER = /\btsx\b|ts-node|experimental-strip-types|experimental-transform-types|\.[cm]?ts(\s|$)/;
const children: ChildProcess[] = [];
const dirs: string[] = [];
let pg: TestPostgres | null = null;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await pg?.stop();
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'cga-compiled-'));
  dirs.push(d);
  return d;
}

/** `npm start`'s build step, then its serving command; resolves with the process and its URL once it serves. */
async function npmStartServe(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const built = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-server.ts'], { cwd: ROOT, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', TASK_SCHEDULER: 'off', LOG_LEVEL: 'warn', SEED_DEMO: '0', ADMIN_PASSWORD: 'compiled-Admin-9', JWT_SECRET: 'compiled-test-secret-0123456789abcdefghijklmnop', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /is running at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1') });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

/** What /proc says a process runs: its arguments and its NODE_OPTIONS. */
function processOf(pid: number): { argv: string[]; nodeOptions: string } {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const nodeOptions = environ.find((e) => e.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? '';
  return { argv, nodeOptions };
}

function expectNoTypeScriptLoader(pid: number) {
  const { argv, nodeOptions } = processOf(pid);
  expect(argv[0]).toBe(process.execPath);
  for (const arg of argv.slice(1)) expect(arg, `argument ${arg} of ${argv.join(' ')}`).not.toMatch(TS_LOADER);
  expect(nodeOptions).not.toMatch(TS_LOADER);
  // The entry: the last argument, a built JavaScript file under dist/server.
  const entry = argv[argv.length - 1]!;
  expect(entry).toMatch(/\.m?js$/);
  // (npm start passes it relative to the project; node:cluster forks workers with the absolute path.)
  expect(resolve(ROOT, entry)).toBe(resolve(ROOT, ENTRY));
}

function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function stopped(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exit;
}

describe('compiled server', () => {
  it('npm start serves from the built JavaScript, without a TypeScript loader (embedded database)', async () => {
    const { child, url } = await npmStartServe({ DATA_DIR: tempDir(), WORKERS: '1' });
    expectNoTypeScriptLoader(child.pid!);
    const eps = await (await fetch(`${url}/admin/base/open/eps`)).json();
    expect(eps.code).toBe(1000);
    expect(Object.keys(eps.data)).toContain('base');
    expect(await stopped(child)).toBe(0);
  });

  it('the bundle (built without keepNames) keeps every class name as written in the sources', () => {
    // Run after the first case, which built dist/server. A class renamed by the bundle (AppError2) would
    // change what `.name` and logs say of its errors; functions renamed on a clash are only seen in stack traces.
    const sources = sourceFiles(join(ROOT, 'server')).map((f) => readFileSync(f, 'utf8')).join('\n');
    const declared = new Set([...sources.matchAll(/\bclass\s+([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!));
    const bundle = readdirSync(join(ROOT, OUT_DIR)).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(ROOT, OUT_DIR, f), 'utf8')).join('\n');
    // The name a class gets at run time: `class X {` and `… = class X {` are named X, `var X = class {` takes X from the binding.
    const built = [
      ...new Set([
        ...[...bundle.matchAll(/\bclass\s+(?!extends\b)([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!),
        ...[...bundle.matchAll(/\b([A-Za-z_$][\w$]*)\s*=\s*class\s*(?:extends\b|\{)/g)].map((m) => m[1]!),
      ]),
    ];
    expect(built).toContain('AppError');
    expect(built.length).toBeGreaterThan(20);
    expect(built.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('with WORKERS=2 on PostgreSQL, the forked workers run the built JavaScript too', async (ctx) => {
    pg = await sharedPostgres();
    if (!pg) return ctx.skip();
    const databaseUrl = await createDatabase(pg.url, 'compiled_server');
    const { child, url } = await npmStartServe({ DATABASE_URL: databaseUrl, WORKERS: '2' });
    expectNoTypeScriptLoader(child.pid!);
    const workers = childPids(child.pid!);
    expect(workers).toHaveLength(2);
    for (const pid of workers) expectNoTypeScriptLoader(pid);
    const eps = await (await fetch(`${url}/admin/base/open/eps`)).json();
    expect(eps.code).toBe(1000);
    expect(await stopped(child)).toBe(0);
  });

  it('a build is stale when a server source, a server folder or the Prisma schema is newer than it', () => {
    const root = tempDir();
    const past = new Date(Date.now() - 60_000);
    for (const dir of ['server/crud', 'prisma', 'scripts', OUT_DIR]) mkdirSync(join(root, dir), { recursive: true });
    for (const file of ['server/crud/service.ts', 'prisma/schema.prisma', 'package.json', 'tsconfig.json', 'scripts/build-server.ts']) writeFileSync(join(root, file), '');
    const setAll = (when: Date) => {
      for (const s of [...SOURCES, 'server/crud', 'server/crud/service.ts', 'prisma/schema.prisma']) utimesSync(join(root, s), when, when);
    };
    setAll(past);
    // No build yet.
    expect(serverBuildStale(root)).toBe(true);
    writeFileSync(join(root, ENTRY), '');
    writeFileSync(join(root, OUT_DIR, '.built'), '');
    expect(serverBuildStale(root)).toBe(false);

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'server/crud/service.ts'), later, later);
    expect(serverBuildStale(root)).toBe(true);

    setAll(past);
    expect(serverBuildStale(root)).toBe(false);
    writeFileSync(join(root, 'server/crud/new-entity.ts'), ''); // a new file: its folder's time moves
    utimesSync(join(root, 'server/crud/new-entity.ts'), past, past);
    utimesSync(join(root, 'server/crud'), later, later);
    expect(serverBuildStale(root)).toBe(true);

    setAll(past);
    utimesSync(join(root, 'server/crud/new-entity.ts'), past, past);
    expect(serverBuildStale(root)).toBe(false);
    utimesSync(join(root, 'prisma/schema.prisma'), later, later);
    expect(serverBuildStale(root)).toBe(true);

    // The built entry missing: stale whatever the times.
    setAll(past);
    expect(serverBuildStale(root)).toBe(false);
    rmSync(join(root, ENTRY));
    expect(serverBuildStale(root)).toBe(true);
  });
});
