// Prisma 7 CLI configuration. The CLI is only used for `prisma generate` here
// (migrations run through @prisma/schema-engine-wasm, see server/db/migrate.ts),
// so a placeholder url is fine when DATABASE_URL is not set.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
  },
  datasource: {
    url: process.env.DATABASE_URL || 'postgresql://localhost:5432/placeholder',
  },
});
