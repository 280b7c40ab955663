/**
 * A PostgreSQL cluster in a directory that outlives the bench (`npm run bench -- city --data DIR`, or
 * BENCH_CITY_DATA): the first run creates it (initdb), later runs start the same data again, so a city load
 * interrupted part way continues (bench/city-generator.ts keeps its progress in the database) and a loaded city
 * is measured again without loading it again. The throwaway clusters of tests/support/postgres.ts are removed on
 * stop; this one is only stopped (`pg_ctl stop -m fast`, a clean shutdown: nothing to recover on the next start).
 * Settings for a bulk load on a shared machine: WAL kept small (wal_level minimal, no checkpoints mid-load), commits
 * not waited for (a crash loses at most the last batch, which the loader redoes), fsync left on so the directory
 * survives a crash of the machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { findPostgresBin, freePort, lookupUser, toolCommand } from '../tests/support/postgres.ts';

export interface CityCluster {
  /** postgres://… of the `postgres` database of the cluster. */
  url: string;
  bin: string;
  /** The postmaster's PID (for the report; stopped with pg_ctl). */
  pid: number;
  /** Runs a PostgreSQL tool (pg_dump, pg_restore…) as the cluster's owner; returns its exit status. */
  tool(name: string, args: string[]): number;
  stop(): void;
}

const SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  shared_buffers: '2GB',
  maintenance_work_mem: '1GB',
  work_mem: '64MB',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
  synchronous_commit: 'off',
  max_connections: '200',
  shared_preload_libraries: 'pg_stat_statements',
};

export async function openCityCluster(dir: string): Promise<CityCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const owner = process.getuid?.() === 0 ? lookupUser('postgres') : undefined;
  const asPostgres = owner !== undefined;
  const dataDir = path.join(dir, 'data');
  const run = (tool: string, args: string[], stdio: 'inherit' | 'pipe' = 'pipe') => {
    const [cmd, argv] = toolCommand(bin, tool, args, asPostgres);
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir(), stdio });
    if (r.status !== 0 && stdio === 'pipe') throw new Error(`${tool} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
    return r.status ?? -1;
  };
  fs.mkdirSync(dir, { recursive: true });
  if (owner) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { mode: 0o700, recursive: true });
    if (owner) fs.chownSync(dataDir, owner.uid, owner.gid);
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8']);
    console.log(`city cluster: created ${dataDir}`);
  } else {
    console.log(`city cluster: reusing ${dataDir}`);
  }
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) throw new Error(`${pidFile} exists: the cluster is running (or was not stopped); stop it with pg_ctl -D ${dataDir} stop`);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir}${Object.entries(SETTINGS).map(([k, v]) => ` -c ${k}=${v}`).join('')}`;
  run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-o', opts, '-w', '-t', '300', 'start']);
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    run('pg_ctl', ['-D', dataDir, 'stop', '-m', 'fast', '-w', '-t', '600']);
    console.log(`city cluster: stopped (postmaster ${pid}), data kept in ${dataDir}`);
  };
  process.once('exit', stop);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.end();
  return { url, bin, pid, tool: (name, args) => run(name, args, 'inherit'), stop };
}

/** Bytes under a directory (du), for the report. */
export function directoryBytes(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}
