/**
 * The configuration a test app runs with (support/app.ts startTestApp), and the part of it the first
 * start's seed reads: the run's template database and embedded snapshot (support/test-databases.ts)
 * are seeded under the defaults, and an app whose configuration would seed differently gets an empty
 * database instead. No vitest import: the snapshot is prepared in a plain Node process too
 * (support/prepare-databases.ts).
 */
import { loadConfig, type Config } from '../../server/kernel/config.ts';
import { seedAdminPassword } from '../../server/seed/base.ts';

export const CAPTCHA = '4242';
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The environment of a test app: the process's, test defaults, `databaseUrl` ('' = the embedded database), then the test's own `env`. */
export function testConfig(env: Record<string, string>, databaseUrl: string, dataDir: string | null): Config {
  return loadConfig({
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NODE_ENV: 'test',
    CAPTCHA_TEST_CODE: CAPTCHA,
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: databaseUrl,
    ...env,
  });
}

/**
 * What the first start writes into an empty database depends on two things in the configuration (server/app.ts
 * prepareDatabase): the admin's password (seed/base.ts seedIfEmpty) and whether the demo community
 * follows (SEED_DEMO, seed/demo/). Two configurations with equal inputs seed equal databases.
 */
export interface SeedInputs {
  adminPassword: string;
  seedDemo: boolean;
}

export function seedInputs(config: Config): SeedInputs {
  return { adminPassword: seedAdminPassword(config), seedDemo: config.seedDemo };
}

export function sameSeed(a: SeedInputs, b: SeedInputs): boolean {
  return a.adminPassword === b.adminPassword && a.seedDemo === b.seedDemo;
}
