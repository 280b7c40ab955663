// A real PostgreSQL for tests.
//
//   const pg = await startPostgres();   // null when none is available (see postgresUnavailableReason())
//   const url = await createDatabase(pg.url, 'my_test_file');
//   ...
//   await pg.stop();
//
// With TEST_DATABASE_URL set, a fresh uniquely named database is created in
// that server and dropped on stop(). Otherwise a throw-away cluster is started
// from the newest /usr/lib/postgresql/<version>/bin (as user `postgres` when
// running as root) on a free loopback port.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** postgres://... of a database the caller may use freely. */
  url: string;
  stop(): Promise<void>;
  /**
   * Restarts the server (`pg_ctl restart -m fast`: open connections are
   * terminated) on the same port. Only for a cluster this module started;
   * absent with TEST_DATABASE_URL.
   */
  restart?(): Promise<void>;
  /**
   * Stops the server (`pg_ctl stop -m fast`) without removing it, so `resume` starts it again on the
   * same port with the same data (a database outage). Only for a cluster this module started.
   */
  halt?(): Promise<void>;
  resume?(): Promise<void>;
}

let unavailableReason = '';

/** Why the last startPostgres() returned null. */
export function postgresUnavailableReason(): string {
  return unavailableReason;
}

/**
 * `settings`: server settings for a cluster this module starts (`-c name=value` each), e.g. more
 * connections for the cluster every test file of a run shares (support/test-databases.ts).
 */
export async function startPostgres(options: { settings?: Record<string, string> } = {}): Promise<TestPostgres | null> {
  unavailableReason = '';
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) return useExternalServer(external);

  const bin = findPostgresBin();
  if (!bin) {
    unavailableReason = 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb) and TEST_DATABASE_URL is not set';
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    owner = lookupUser('postgres');
    if (!owner) {
      unavailableReason = 'running as root and there is no "postgres" user to run the server as';
      return null;
    }
  }
  return startCluster(bin, owner, options.settings ?? {});
}

/** The bin directory of the newest installed PostgreSQL with initdb, or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  let versions: string[];
  try {
    versions = fs.readdirSync(base);
  } catch {
    return null;
  }
  const candidates = versions
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return candidates[0] ? path.join(base, candidates[0], 'bin') : null;
}

/** A free TCP port on 127.0.0.1 (bind port 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates a database `name` (sanitized, made unique) in the server of `url`; returns its url. Empty, or
 * with `template` (a database name in that server) a copy of that database (`CREATE DATABASE … TEMPLATE`:
 * PostgreSQL copies its files, so a migrated and seeded template costs a fraction of migrating and seeding;
 * nobody may be connected to the template meanwhile).
 */
export async function createDatabase(url: string, name: string, options: { template?: string } = {}): Promise<string> {
  const base = name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'test';
  const dbName = `${base}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? ` TEMPLATE "${options.template.replace(/"/g, '""')}"` : '';
  await withClient(url, (c) => c.query(`CREATE DATABASE "${dbName}"${template}`));
  return withDatabase(url, dbName);
}

/** The database name of a postgres:// url. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Drops the database named in `url` (connecting through the server's `postgres` database). */
export async function dropDatabase(url: string): Promise<void> {
  const dbName = databaseName(url);
  if (!dbName || dbName === 'postgres') throw new Error(`refusing to drop database "${dbName}"`);
  await withClient(withDatabase(url, 'postgres'), (c) =>
    c.query(`DROP DATABASE IF EXISTS "${dbName.replace(/"/g, '""')}" WITH (FORCE)`),
  );
}

// ---------------------------------------------------------------------------

/** The url of database `dbName` in the server of `url`. */
export function withDatabase(url: string, dbName: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(dbName)}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function useExternalServer(url: string): Promise<TestPostgres> {
  const dbUrl = await createDatabase(url, 'test');
  let stopped = false;
  return {
    url: dbUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      await dropDatabase(dbUrl);
    },
  };
}

export function lookupUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** The command line running a PostgreSQL tool, as `postgres` when we are root. */
export function toolCommand(bin: string, tool: string, args: string[], asPostgres: boolean): [string, string[]] {
  const exe = path.join(bin, tool);
  if (!asPostgres) return [exe, args];
  if (hasCommand('runuser')) return ['runuser', ['-u', 'postgres', '--', exe, ...args]];
  const quoted = [exe, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

/** Runs a PostgreSQL tool; throws with its output on failure. */
function runTool(bin: string, tool: string, args: string[], asPostgres: boolean): string {
  const [cmd, argv] = toolCommand(bin, tool, args, asPostgres);
  const res = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir(), timeout: 120_000 });
  if (res.status !== 0) {
    throw new Error(`${tool} failed (${res.error?.message ?? `exit ${res.status}`}):\n${res.stdout}${res.stderr}`);
  }
  return res.stdout;
}

async function startCluster(bin: string, owner: { uid: number; gid: number } | undefined, settings: Record<string, string>): Promise<TestPostgres> {
  const asPostgres = owner !== undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgtest-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (owner) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(dir, owner.uid, owner.gid);
    fs.chownSync(dataDir, owner.uid, owner.gid);
  }
  const cleanupDir = () => fs.rmSync(dir, { recursive: true, force: true });

  try {
    runTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync'], asPostgres);
  } catch (e) {
    cleanupDir();
    throw e;
  }

  const stopSync = () => {
    const [cmd, argv] = toolCommand(bin, 'pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate', '-w'], asPostgres);
    spawnSync(cmd, argv, { stdio: 'ignore', cwd: os.tmpdir(), timeout: 30_000 });
  };

  let port = 0;
  let opts = '';
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    port = await freePort();
    // TEST_PG_OPTS adds server options (bench/cpu-per-request.ts: pg_stat_statements).
    const extra = `${Object.entries(settings).map(([k, v]) => ` -c ${k}=${v}`).join('')}${process.env.TEST_PG_OPTS ? ` ${process.env.TEST_PG_OPTS}` : ''}`;
    opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off${extra}`;
    try {
      runTool(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-o', opts, '-w', '-t', '60', 'start'], asPostgres);
      lastError = undefined;
      break;
    } catch (e) {
      lastError = e;
      stopSync();
    }
  }
  if (lastError) {
    let log = '';
    try {
      log = fs.readFileSync(path.join(dir, 'pg.log'), 'utf8');
    } catch {
      /* none */
    }
    cleanupDir();
    throw new Error(`${(lastError as Error).message}\n${log}`);
  }

  // If the test process dies without calling stop(), do not leave the server running.
  const onExit = () => {
    stopSync();
    cleanupDir();
  };
  process.once('exit', onExit);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitReady(url);

  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', onExit);
      stopSync();
      cleanupDir();
    },
    async restart() {
      if (stopped) throw new Error('the server was stopped');
      // Asynchronous: the caller's event loop (a load generator, a server) keeps running meanwhile.
      const [cmd, argv] = toolCommand(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-o', opts, '-m', 'fast', '-w', '-t', '60', 'restart'], asPostgres);
      await new Promise<void>((resolve, reject) =>
        execFile(cmd, argv, { cwd: os.tmpdir(), timeout: 120_000 }, (err, stdout, stderr) =>
          err ? reject(new Error(`pg_ctl restart failed (${err.message}):\n${stdout}${stderr}`)) : resolve(),
        ),
      );
      await waitReady(url);
    },
    async halt() {
      if (stopped) throw new Error('the server was stopped');
      await pgCtl(['-D', dataDir, 'stop', '-m', 'fast', '-w', '-t', '60'], 'stop');
    },
    async resume() {
      if (stopped) throw new Error('the server was stopped');
      await pgCtl(['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-o', opts, '-w', '-t', '60', 'start'], 'start');
      await waitReady(url);
    },
  };

  /** pg_ctl, asynchronously: the caller's event loop (a server under test) keeps running meanwhile. */
  function pgCtl(args: string[], what: string): Promise<void> {
    const [cmd, argv] = toolCommand(bin, 'pg_ctl', args, asPostgres);
    return new Promise<void>((resolve, reject) =>
      execFile(cmd, argv, { cwd: os.tmpdir(), timeout: 120_000 }, (err, stdout, stderr) => (err ? reject(new Error(`pg_ctl ${what} failed (${err.message}):\n${stdout}${stderr}`)) : resolve())),
    );
  }
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await withClient(url, (c) => c.query('SELECT 1'));
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
