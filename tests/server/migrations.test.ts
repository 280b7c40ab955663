// Migrations stay in step with prisma/schema.prisma and apply cleanly on both
// databases the application supports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterFactory, type AdapterHandle } from '../../server/db/adapter.ts';
import { deployMigrations, diffSchemaAgainstMigrations, readMigrationsList } from '../../server/db/migrate.ts';
import { createDatabase, findPostgresBin, postgresUnavailableReason, type TestPostgres } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationNames = readMigrationsList(path.join(root, 'prisma/migrations')).migrationDirectories.map((d) => d.path);

describe('migrations', () => {
  it('has at least one migration', () => {
    expect(migrationNames.length).toBeGreaterThan(0);
  });

  it('match prisma/schema.prisma (run `npm run migrate:create -- <name>` after a schema change)', async () => {
    const diff = await diffSchemaAgainstMigrations();
    expect(diff, `schema.prisma changed without a migration; missing SQL:\n${diff}`).toBe('');
  });

  it('deploy on a fresh embedded database (PGlite), then a second deploy applies nothing', async () => {
    const handle = await createAdapterFactory({ databaseUrl: undefined, dataDir: '/nonexistent' }, { memory: true });
    try {
      expect(await deployMigrations(handle)).toEqual(migrationNames);
      expect(await deployMigrations(handle)).toEqual([]);
      const { rows } = await handle.pglite!.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      expect(rows[0]?.n).toBe(migrationNames.length);
    } finally {
      await handle.close();
    }
  });

  describe('on real PostgreSQL', () => {
    const hasPostgres = Boolean(process.env.TEST_DATABASE_URL || findPostgresBin());
    if (!hasPostgres && !process.env.CI) {
      console.warn('skipping PostgreSQL migration test: no PostgreSQL binaries and no TEST_DATABASE_URL');
    }
    let server: TestPostgres | null = null;
    let handle: AdapterHandle | undefined;

    beforeAll(async () => {
      if (!hasPostgres && !process.env.CI) return;
      server = await sharedPostgres();
      if (!server) return;
      handle = await createAdapterFactory({ databaseUrl: await createDatabase(server.url, 'migrations'), dataDir: '/nonexistent' });
    });

    afterAll(async () => {
      await handle?.close();
      await server?.stop();
    });

    it.skipIf(!hasPostgres && !process.env.CI)('deploy on a fresh database, then a second deploy applies nothing', async () => {
      if (!server || !handle) {
        throw new Error(`CI requires a real PostgreSQL for this test: ${postgresUnavailableReason() || 'not available'}`);
      }
      expect(await deployMigrations(handle)).toEqual(migrationNames);
      expect(await deployMigrations(handle)).toEqual([]);
    });
  });
});
