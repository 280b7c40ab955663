/**
 * The embedded database's autovacuum (server/db/embedded-maintenance.ts):
 * PGlite has no autovacuum launcher, so the server analyzes and vacuums its
 * tables by autovacuum's rules. On a running server: every table is
 * analyzed in the process's first round, a table that gains 1,000 rows is
 * analyzed again and its planner estimate follows, one with many dead rows
 * is vacuumed, and an untouched table is left alone. The rules themselves
 * are checked at their boundaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceOf } from '../../server/db/embedded-maintenance.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

describe("autovacuum's rules", () => {
  const t = (live: number, dead: number, modified: number, reltuples: number) => ({ name: 't', live, dead, modified, reltuples });
  it('vacuum above 50 + 20% dead, analyze above 50 + 10% changed or when never analyzed', () => {
    expect(maintenanceOf(t(1000, 250, 0, 1000))).toBeNull();
    expect(maintenanceOf(t(1000, 251, 0, 1000))).toBe('vacuum');
    expect(maintenanceOf(t(1000, 0, 150, 1000))).toBeNull();
    expect(maintenanceOf(t(1000, 0, 151, 1000))).toBe('analyze');
    expect(maintenanceOf(t(0, 0, 0, -1))).toBe('analyze');
    expect(maintenanceOf(t(0, 0, 0, 0))).toBeNull();
    expect(maintenanceOf(t(0, 0, 51, 0))).toBe('analyze');
  });
});

describe('on a running embedded server', () => {
  let t: TestApp;
  let db: any;
  const estimate = async (table: string) => (await db.$queryRawUnsafe(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = '${table}'`))[0].n as number;
  beforeAll(async () => {
    // Seeded by this process (firstStart), as on a first start: a copy of the run's prepared database would hold the
    // seed's dead rows unknown to this process's counters, found only by the first round's ANALYZE.
    t = await startTestApp('embedded', { EMBEDDED_MAINTENANCE_MS: '0' }, { firstStart: true });
    db = t.app.db;
  }, 120_000);
  afterAll(async () => t?.close());

  it('analyzes every table once, then only the changed ones; vacuums dead rows', async () => {
    expect(t.app.maintenance).toBeDefined();
    // The first round of a process: every table (PGlite does not keep the counters across a close).
    const first = await t.app.maintenance!.runNow();
    const tables = (await db.$queryRawUnsafe(`SELECT relname FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY relname`)).map((r: any) => r.relname);
    expect(tables.length).toBeGreaterThan(30);
    expect([...first.vacuumed, ...first.analyzed].sort()).toEqual(tables);
    expect(await t.app.maintenance!.runNow()).toEqual({ vacuumed: [], analyzed: [] });

    await db.$executeRawUnsafe(`INSERT INTO base_sys_user (username, name, password, "passwordV", status) SELECT 'maint' || g, 'M ' || g, 'x', 1, 1 FROM generate_series(1, 1000) g`);
    expect(await estimate('base_sys_user')).toBeLessThan(100);
    const second = await t.app.maintenance!.runNow();
    expect(second).toEqual({ vacuumed: [], analyzed: ['base_sys_user'] });
    expect(await estimate('base_sys_user')).toBeGreaterThan(1000);

    await db.$executeRawUnsafe(`DELETE FROM base_sys_user WHERE username LIKE 'maint%'`);
    const third = await t.app.maintenance!.runNow();
    expect(third.vacuumed).toEqual(['base_sys_user']);
    expect(await estimate('base_sys_user')).toBeLessThan(100);
    const dead = await db.$queryRawUnsafe(`SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = 'base_sys_user'`);
    expect(dead[0].n).toBe(0);
  }, 120_000);
});
