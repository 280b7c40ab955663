// Migrations CLI (no native Prisma engine needed):
//   tsx scripts/migrate.ts create <name>   new prisma/migrations/<ts>_<name> from prisma/schema.prisma
//   tsx scripts/migrate.ts deploy          apply pending migrations to the configured database
//                                          (DATABASE_URL, or the embedded PGlite under DATA_DIR)
//   tsx scripts/migrate.ts check           exit 1 and print the SQL when schema and migrations disagree
import { createMigration, deployMigrations, diffSchemaAgainstMigrations } from '../server/db/migrate.ts';

const USAGE = 'usage: tsx scripts/migrate.ts create <name> | deploy | check';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const log = (message: string) => console.log(message);
  switch (command) {
    case 'create': {
      const name = rest.join('_');
      if (!name) {
        console.error(USAGE);
        return 2;
      }
      await createMigration(name, { log });
      return 0;
    }
    case 'deploy': {
      // Loaded here so that create/check do not depend on the environment.
      const { config } = await import('../server/kernel/config.ts');
      const { createAdapterFactory } = await import('../server/db/adapter.ts');
      const handle = await createAdapterFactory(config);
      try {
        const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
        const applied = await deployMigrations(handle, { log });
        console.log(applied.length ? `${applied.length} migration(s) applied to ${where}` : `${where} is up to date`);
      } finally {
        await handle.close();
      }
      return 0;
    }
    case 'check': {
      const diff = await diffSchemaAgainstMigrations();
      if (diff) {
        console.error('prisma/schema.prisma and prisma/migrations disagree. Missing migration SQL:\n');
        console.error(diff);
        console.error('\nRun: npm run migrate:create -- <name>');
        return 1;
      }
      console.log('schema and migrations agree');
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
