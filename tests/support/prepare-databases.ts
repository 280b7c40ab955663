/**
 * Prepares, once per test run, the databases every test app starts from (support/test-databases.ts runs
 * it in a Node process of its own, so the vitest process never loads the server):
 *
 *   node --import tsx tests/support/prepare-databases.ts [--postgres <server url>] [--embedded <file>]
 *
 * --postgres: a database in that server, migrated and seeded exactly as a first start does
 *   (server/app.ts prepareDatabase, the tests' default configuration); apps copy it with
 *   `CREATE DATABASE … TEMPLATE`.
 * --embedded: the same on an in-memory PGlite, its data directory written to <file> with PGlite's
 *   `dumpDataDir('none')` (uncompressed: it loads in about half the time of the gzip form); apps load it
 *   through `loadDataDir` (AppOptions.memorySnapshot).
 *
 * Prints one JSON line: `{"template": "<database name>", "seed": {...}}` and/or `{"snapshot": "<file>"}`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../../server/app.ts';
import { createAdapterFactory, type AdapterHandle } from '../../server/db/adapter.ts';
import { createPrisma, type Db } from '../../server/db/client.ts';
import { createDatabase, databaseName } from './postgres.ts';
import { seedInputs, testConfig, type SeedInputs } from './test-config.ts';

const { values } = parseArgs({ options: { postgres: { type: 'string' }, embedded: { type: 'string' } } });
const out: { template?: string; snapshot?: string; seed?: SeedInputs } = {};
// Nothing is uploaded while seeding; the configuration still needs a data directory.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cga-prepare-'));

/** A first start on `handle`, then the system tasks taken out again (see below). */
async function firstStart(handle: AdapterHandle, databaseUrl: string): Promise<Db> {
  const config = testConfig({}, databaseUrl, dataDir);
  out.seed = seedInputs(config);
  const db = createPrisma(handle);
  await prepareDatabase(db, handle, config);
  // The system tasks' first runs are computed from the moment they are written (tasks/builtin.ts
  // ensureSystemTasks): kept in the template, every later copy would start with tasks long due. Each app
  // writes them at its own start instead, with the same ids as on a fresh database. (Their log is empty:
  // no task has run; it goes with them because it references them.)
  await db.$executeRawUnsafe('TRUNCATE task_info, task_log RESTART IDENTITY');
  return db;
}

try {
  if (values.postgres) {
    const url = await createDatabase(values.postgres, 'cga_template');
    const handle = await createAdapterFactory(testConfig({}, url, dataDir));
    const db = await firstStart(handle, url);
    await db.$disconnect();
    // Every connection to it closed: PostgreSQL copies a template only while nobody is connected to it.
    await handle.close();
    out.template = databaseName(url);
  }
  if (values.embedded) {
    const handle = await createAdapterFactory(testConfig({}, '', dataDir), { memory: true });
    const db = await firstStart(handle, '');
    await db.$disconnect();
    // A checkpoint first: a data directory dumped without one replays its WAL when loaded, and a sequence
    // comes back at its WAL-logged value (up to 32 ahead), so ids would differ from a freshly seeded database.
    await handle.pglite!.exec('CHECKPOINT');
    const tarball = (await handle.pglite!.dumpDataDir('none')) as Blob;
    fs.writeFileSync(values.embedded, Buffer.from(await tarball.arrayBuffer()));
    await handle.close();
    out.snapshot = values.embedded;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
// The schema engine's and the pool's timers may linger; the work is done.
process.exit(0);
