/**
 * npm run seed:demo   adds the demo community (server/seed/demo, docs/demo-data.md)
 *                     to the configured database (DATABASE_URL, or the embedded
 *                     one under DATA_DIR): migrated first, seeded first when
 *                     empty. Once written, running it again adds nothing.
 * The embedded database is one process's at a time: stop the server first.
 */
import { config } from '../server/kernel/config.ts';
import { createAdapterFactory } from '../server/db/adapter.ts';
import { createPrisma } from '../server/db/client.ts';
import { deployMigrations } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/seed/base.ts';
import { seedDemo } from '../server/seed/demo/index.ts';
import { loadJwtSecret } from '../server/auth/service.ts';

async function main(): Promise<number> {
  const handle = await createAdapterFactory(config, { max: 2 });
  const db = createPrisma(handle);
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    await deployMigrations(handle.factory, { log: () => {} });
    const secret = await loadJwtSecret(db, config);
    if (await seedIfEmpty(db, config)) console.log(`seeded the empty ${where}`);
    const demo = await seedDemo(db, config, secret);
    if (demo) console.log(`wrote the demo community (id ${demo.areaId}) into ${where} in ${(demo.ms / 1000).toFixed(1)} s`);
    else console.log(`${where} has the demo already (parameter demoData): nothing written`);
    return 0;
  } finally {
    await db.$disconnect().catch(() => {});
    await handle.close().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
