/**
 * A PostgreSQL primary and its synchronous standby on loopback, for failover tests
 * (tests/server/failover.test.ts):
 *
 *   const pair = await startPostgresPair();   // null when no PostgreSQL binaries are installed
 *   pair.url('db')        // postgres://postgres@127.0.0.1:<primary>,127.0.0.1:<standby>/db?target_session_attrs=read-write
 *   await pair.stopPrimary();      // pg_ctl stop -m immediate: the primary is gone, as in a crash
 *   await pair.promoteStandby();   // pg_ctl promote -w: the standby accepts writes
 *   await pair.stop();
 *
 * `startPostgresPair({ synchronous: false })` starts the standby as an asynchronous one (tests/server/read-replica.test.ts:
 * a read replica whose stop must not hold the primary's commits back); `stopStandby()` / `startStandby()` stop it
 * (immediate mode) and start it again on the same port.
 *
 * The primary is initialised with initdb and started with `synchronous_standby_names` naming the standby and
 * `synchronous_commit = on`: a commit is acknowledged once the standby has it. The standby is a
 * `pg_basebackup -R` copy streaming from the primary; those two settings are given to the primary on its
 * command line only, so the promoted standby waits for no standby of its own. Binaries and the `postgres`
 * user (when running as root) as tests/support/postgres.ts finds them; each server is stopped by pg_ctl
 * on its data directory (which records its postmaster's PID), also when the test process exits early.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, freePort, lookupUser, toolCommand } from './postgres.ts';

export interface PostgresPair {
  primaryPort: number;
  standbyPort: number;
  /** postgres://… of database `db` on the primary alone / the standby alone. */
  primaryUrl(db?: string): string;
  standbyUrl(db?: string): string;
  /** The libpq-style URL naming both servers, primary first, asking for a read-write session. */
  url(db: string): string;
  stopPrimary(): Promise<void>;
  promoteStandby(): Promise<void>;
  /** pg_ctl stop -m immediate on the standby: the replica is gone (use with `synchronous: false`, or commits wait). */
  stopStandby(): Promise<void>;
  /** Starts the stopped standby again on its port; resolves once it accepts connections. */
  startStandby(): Promise<void>;
  /**
   * SIGSTOP / SIGCONT to the standby's postmaster and every process of it: frozen, it keeps its connections and
   * accepts new ones in the kernel's backlog but answers nothing (a partition or a hung server, not a refusal).
   */
  freezeStandby(): void;
  thawStandby(): void;
  stop(): Promise<void>;
}

const STANDBY_NAME = 'standby1';

export interface PairOptions {
  /** The primary waits for the standby at each commit (default true; false: an asynchronous streaming replica). */
  synchronous?: boolean;
}

export async function startPostgresPair({ synchronous = true }: PairOptions = {}): Promise<PostgresPair | null> {
  const bin = findPostgresBin();
  if (!bin) return null;
  const owner = process.getuid?.() === 0 ? lookupUser('postgres') : undefined;
  if (process.getuid?.() === 0 && !owner) return null;
  const asPostgres = owner !== undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgpair-'));
  if (owner) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  const primaryData = path.join(dir, 'primary');
  const standbyData = path.join(dir, 'standby');
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = toolCommand(bin, tool, args, asPostgres);
    const res = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir(), timeout: 120_000 });
    if (res.status !== 0) throw new Error(`${tool} failed (${res.error?.message ?? `exit ${res.status}`}):\n${res.stdout}${res.stderr}${logs()}`);
  };
  /** pg_ctl without blocking the event loop (an app under test runs in this process). */
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [cmd, argv] = toolCommand(bin, tool, args, asPostgres);
      execFile(cmd, argv, { cwd: os.tmpdir(), timeout: 120_000 }, (err, stdout, stderr) => (err ? reject(new Error(`${tool} ${args.join(' ')} failed (${err.message}):\n${stdout}${stderr}`)) : resolve()));
    });
  /** The servers' logs (their last lines), for an error. */
  const logs = () =>
    ['primary.log', 'standby.log']
      .map((f) => {
        const file = path.join(dir, f);
        return fs.existsSync(file) ? `\n--- ${f}\n${fs.readFileSync(file, 'utf8').slice(-3000)}` : '';
      })
      .join('');
  const stopSync = (data: string) => {
    const [cmd, argv] = toolCommand(bin, 'pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w'], asPostgres);
    spawnSync(cmd, argv, { stdio: 'ignore', cwd: os.tmpdir(), timeout: 30_000 });
  };
  const cleanup = () => {
    for (const data of [primaryData, standbyData]) if (fs.existsSync(path.join(data, 'postmaster.pid'))) stopSync(data);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', cleanup);

  try {
    run('initdb', ['-D', primaryData, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync']);
    const primaryPort = await freePort();
    // fsync off: the test stops servers, it never crashes the machine; what is written is in the page cache.
    const common = `-k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const syncSettings = synchronous ? ` -c synchronous_commit=on -c synchronous_standby_names=${STANDBY_NAME}` : '';
    run('pg_ctl', ['-D', primaryData, '-l', path.join(dir, 'primary.log'), '-w', '-t', '60', 'start', '-o', `-p ${primaryPort} ${common}${syncSettings}`]);
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyData, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    const standbyPort = await freePort();
    // cluster_name is the name the standby's WAL receiver gives the primary (primary_conninfo names none).
    const standbyStart = ['-D', standbyData, '-l', path.join(dir, 'standby.log'), '-w', '-t', '60', 'start', '-o', `-p ${standbyPort} ${common} -c cluster_name=${STANDBY_NAME}`];
    run('pg_ctl', standbyStart);
    const server = (port: number) => (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
    const primaryUrl = server(primaryPort);
    await waitStreaming(primaryUrl(), synchronous ? 'sync' : 'async', logs);
    let stopped = false;
    return {
      primaryPort,
      standbyPort,
      primaryUrl,
      standbyUrl: server(standbyPort),
      url: (db) => `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/${db}?target_session_attrs=read-write`,
      stopPrimary: () => runAsync('pg_ctl', ['-D', primaryData, 'stop', '-m', 'immediate', '-w', '-t', '60']),
      promoteStandby: () => runAsync('pg_ctl', ['-D', standbyData, 'promote', '-w', '-t', '60']),
      stopStandby: () => runAsync('pg_ctl', ['-D', standbyData, 'stop', '-m', 'immediate', '-w', '-t', '60']),
      startStandby: () => runAsync('pg_ctl', standbyStart),
      freezeStandby: () => signalServer(standbyData, 'SIGSTOP'),
      thawStandby: () => signalServer(standbyData, 'SIGCONT'),
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', cleanup);
        cleanup();
      },
    };
  } catch (err) {
    process.removeListener('exit', cleanup);
    cleanup();
    throw err;
  }
}

/** Sends `signal` to the server's postmaster (its data directory's postmaster.pid) and to each of its processes. */
function signalServer(data: string, signal: NodeJS.Signals): void {
  const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).stdout.split('\n').map(Number).filter((pid) => pid > 0);
  // The children first when stopping (none is left running without its postmaster), the postmaster first when resuming.
  const order = signal === 'SIGSTOP' ? [...children, postmaster] : [postmaster, ...children];
  for (const pid of order) process.kill(pid, signal);
}

/** Until the primary reports the standby streaming with that sync_state (pg_stat_replication: 'sync', or 'async'). */
async function waitStreaming(url: string, state: 'sync' | 'async', logs: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ sync_state: string }>('SELECT sync_state FROM pg_stat_replication WHERE application_name = $1', [STANDBY_NAME]);
      if (rows[0]?.sync_state === state) return;
      if (Date.now() > deadline) throw new Error(`the standby never streamed as ${state} (${JSON.stringify(rows)})${logs()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}
