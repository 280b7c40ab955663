/**
 * Vitest global setup of the server and browser test projects (vitest.config.ts): the databases every
 * test app of the run starts from (docs/test-setup.md "How the tests get their databases").
 *
 * - Project `server`: ONE PostgreSQL server for the whole run (support/postgres.ts: a throw-away cluster,
 *   or with TEST_DATABASE_URL that server), holding a template database migrated and seeded once;
 *   and a PGlite snapshot (the same first start on the embedded database, dumped to a file).
 * - Project `e2e`: the snapshot only (the browser tests run on the embedded database).
 *
 * Both are prepared by support/prepare-databases.ts in a process of its own. The workers read the result
 * with `inject('testDatabases')` (support/shared-postgres.ts, support/app.ts). The teardown stops the
 * cluster (`pg_ctl stop`, which signals the postmaster whose PID its data directory records) and
 * removes the snapshot; if the vitest process dies first, the cluster's exit hook stops it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { dropDatabase, postgresUnavailableReason, startPostgres, withDatabase, type TestPostgres } from './postgres.ts';
import type { SeedInputs } from './test-config.ts';

export interface TestDatabases {
  /** The run's PostgreSQL server, or why there is none. */
  postgres: { url: string; template: string; seed: SeedInputs } | { unavailable: string } | null;
  /** The migrated and seeded embedded database (a PGlite data directory dump). */
  embedded: { snapshot: string; seed: SeedInputs } | null;
}

declare module 'vitest' {
  interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Connections: every app of a test file opens a pool of up to 10 (server/db/adapter.ts), some files run
 * several apps or server processes, and two files run at once. PostgreSQL's default of 100 was per file
 * when every file had a cluster of its own.
 */
const SETTINGS = { max_connections: '400' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const withPostgres = project.name !== 'e2e';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cga-test-databases-'));
  let server: TestPostgres | null = null;
  let template: string | undefined;
  const teardown = async () => {
    // A cluster of our own goes with everything in it; in a server of TEST_DATABASE_URL the template is dropped.
    if (server && template && !server.restart) {
      await dropDatabase(withDatabase(server.url, template)).catch((e) => console.warn(`could not drop the template database ${template}: ${(e as Error).message}`));
    }
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const args: string[] = ['--embedded', path.join(dir, 'embedded.tar')];
    if (withPostgres) {
      server = await startPostgres({ settings: SETTINGS });
      if (server) args.push('--postgres', server.url);
    }
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-databases.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    const last = res.stdout?.trim().split('\n').pop() ?? '';
    if (res.status !== 0 || !last.startsWith('{')) {
      throw new Error(`preparing the test databases failed (${res.error?.message ?? `exit ${res.status}`}):\n${res.stdout}${res.stderr}`);
    }
    const prepared = JSON.parse(last) as { template?: string; snapshot: string; seed: SeedInputs };
    template = prepared.template;
    project.provide('testDatabases', {
      postgres: !withPostgres ? null : server && template ? { url: server.url, template, seed: prepared.seed } : { unavailable: postgresUnavailableReason() },
      embedded: { snapshot: prepared.snapshot, seed: prepared.seed },
    });
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
