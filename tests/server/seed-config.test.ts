// First start: seeding once, the admin password rules, configuration checks, and a restart on the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/kernel/config.ts';
import { createApp } from '../../server/app.ts';
import { seedAdminPassword } from '../../server/seed/base.ts';
import { createDatabase, type TestPostgres } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';

const baseEnv = { NODE_ENV: 'test', JWT_SECRET: 'seed-test-secret-0123456789abcdefghijklmnopqrstuvwxyz', CAPTCHA_TEST_CODE: '1111' };

async function seededCounts(app: Awaited<ReturnType<typeof createApp>>) {
  return {
    users: await app.db.baseSysUser.count(),
    menus: await app.db.baseSysMenu.count(),
    dictTypes: await app.db.dictType.count(),
    areas: await app.db.areaInfo.count(),
    houses: await app.db.areaHouse.count(),
    residents: await app.db.residentInfo.count(),
  };
}

describe('configuration', () => {
  it('refuses CAPTCHA_TEST_CODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: '1234', ADMIN_PASSWORD: 'x' })).toThrow(/CAPTCHA_TEST_CODE/);
  });
  it('rejects an invalid PORT and a non-PostgreSQL DATABASE_URL, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
  it('uses 123456 for the admin outside production, ADMIN_PASSWORD when set, and refuses production without it', () => {
    expect(seedAdminPassword({ adminPassword: undefined, isProduction: false })).toBe('123456');
    expect(seedAdminPassword({ adminPassword: 's3cret!', isProduction: true })).toBe('s3cret!');
    expect(() => seedAdminPassword({ adminPassword: undefined, isProduction: true })).toThrow(/ADMIN_PASSWORD/);
  });
  it('does not start in production on an empty database without ADMIN_PASSWORD', async () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: baseEnv.JWT_SECRET });
    await expect(createApp(config, { memoryDb: true })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('seed on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cg-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds an empty database once, keeps the data across a restart, and persists the generated JWT secret', async () => {
    const env = { ...baseEnv, DATA_DIR: dir, JWT_SECRET: '', ADMIN_PASSWORD: 'first-pass', DATABASE_URL: '' };
    const first = await createApp(loadConfig(env));
    expect(first.seeded).toBe(true);
    const counts = await seededCounts(first);
    const secret = (await first.db.baseSysConf.findUnique({ where: { cKey: 'jwtSecret' } }))?.cValue;
    await first.close();
    expect(counts.users).toBe(1);
    expect(counts.menus).toBeGreaterThan(100);
    expect(counts.dictTypes).toBe(6);
    expect(counts.areas).toBe(1);
    expect(counts.houses).toBeGreaterThan(0);
    expect(counts.residents).toBe(counts.houses);
    expect(secret).toMatch(/^[\w-]{40,}$/);

    const second = await createApp(loadConfig({ ...env, ADMIN_PASSWORD: 'ignored-now' }));
    try {
      expect(second.seeded).toBe(false);
      expect(await seededCounts(second)).toEqual(counts);
      expect((await second.db.baseSysConf.findUnique({ where: { cKey: 'jwtSecret' } }))?.cValue).toBe(secret);
      // The password of the first start still logs in.
      const url = await second.listen(0, '127.0.0.1');
      const cap = await (await fetch(`${url}/admin/base/open/captcha`)).json();
      const login = await (
        await fetch(`${url}/admin/base/open/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'first-pass', captchaId: cap.data.captchaId, verifyCode: '1111' }),
        })
      ).json();
      expect(login.code).toBe(1000);
      expect(typeof login.data.token).toBe('string');
    } finally {
      await second.close();
    }
  });
});

describe('seed on PostgreSQL', () => {
  let pg: TestPostgres | null = null;
  afterAll(async () => {
    await pg?.stop();
  });

  it('seeds once and a restart on the same database changes nothing', async () => {
    pg = await sharedPostgres();
    expect(pg, 'PostgreSQL must be available (apt package postgresql)').not.toBeNull();
    const env = { ...baseEnv, DATABASE_URL: await createDatabase(pg!.url, 'seed') };
    const first = await createApp(loadConfig(env));
    const counts = await seededCounts(first);
    expect(first.seeded).toBe(true);
    await first.close();
    const second = await createApp(loadConfig(env));
    try {
      expect(second.seeded).toBe(false);
      expect(await seededCounts(second)).toEqual(counts);
    } finally {
      await second.close();
    }
  });
});
