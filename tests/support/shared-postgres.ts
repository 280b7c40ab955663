/**
 * The PostgreSQL server a test file's apps create their databases in (support/app.ts).
 *
 * Under the run's global setup (support/test-databases.ts, projects `server` of vitest.config.ts) that is
 * the run's one server, shared by every file; it outlives the file, so stopping it here is a no-op. Without
 * that setup (another config, a script) each test file (process) starts a cluster of its own on first
 * use, stopped after the file's own afterAll hooks by the setup file support/stop-shared-postgres.ts,
 * which every test file runs: a file that forgets to stop it leaves no server behind (vitest ends its
 * worker process with a signal, which skips the cluster's own exit hook).
 */
import { inject } from 'vitest';
import { startPostgres, type TestPostgres } from './postgres.ts';
import type { TestDatabases } from './test-databases.ts';

let own: Promise<TestPostgres | null> | undefined;

/** What the run's global setup prepared, or undefined when this run has none. */
export function runDatabases(): TestDatabases | undefined {
  return inject('testDatabases');
}

/** The run's PostgreSQL server (a database in it is the caller's to create), else one of this file's own. */
export function sharedPostgres(): Promise<TestPostgres | null> {
  const run = runDatabases()?.postgres;
  if (run && 'url' in run) return Promise.resolve({ url: run.url, stop: async () => {} });
  own ??= startPostgres();
  return own;
}

/** Stops this file's own cluster, if it started one. */
export async function stopSharedPostgres(): Promise<void> {
  const server = await own;
  own = undefined;
  await server?.stop();
}
