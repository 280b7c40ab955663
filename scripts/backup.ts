/**
 * npm run backup [-- <file>]   writes every table of the configured database
 *                               (DATABASE_URL, or the embedded one under DATA_DIR)
 *                               to <file> (default backups/backup-<time>.jsonl.gz)
 * npm run restore -- <file>     replaces every row by those of the backup, in one
 *                               transaction (server/db/backup.ts)
 * The embedded database is one process's at a time: stop the server first.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { config } from '../server/kernel/config.ts';
import { createAdapterFactory } from '../server/db/adapter.ts';
import { createPrisma } from '../server/db/client.ts';
import { deployMigrations } from '../server/db/migrate.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../server/db/backup.ts';

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  if (command !== 'backup' && command !== 'restore') {
    console.error('usage: tsx scripts/backup.ts backup [file] | restore <file>');
    return 2;
  }
  if (command === 'restore' && !file) {
    console.error('usage: npm run restore -- <file>');
    return 2;
  }
  const handle = await createAdapterFactory(config);
  const db = createPrisma(handle);
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    if (command === 'backup') {
      const path = resolve(file ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`);
      mkdirSync(dirname(path), { recursive: true });
      const header = await backupDatabase(db, createWriteStream(path));
      const rows = header.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`backed up ${header.tables.length} tables, ${rows} rows of ${where} to ${path}`);
    } else {
      // A fresh database gets its tables first; the backup's migrations must match them.
      await deployMigrations(handle.factory, { log: () => {} });
      const header = await restoreDatabase(db, createReadStream(resolve(file!)));
      const rows = header.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`restored ${header.tables.length} tables, ${rows} rows (backup of ${header.createdAt}) into ${where}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(`${command} refused: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await db.$disconnect();
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
