/**
 * Backup and restore (server/db/backup.ts, npm run backup / restore): every
 * table round-trips exactly (decimals, JSON, timestamps, self-referencing
 * trees, sequences), on both databases and from one into the other; a cut
 * file or a backup of other migrations changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../../server/db/backup.ts';
import type { Db } from '../../server/kernel/context.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cga-backup-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await stopSharedPostgres();
});

/** Every row of every table as PostgreSQL prints it, sorted; and where each sequence stands. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    // The cost budget's levels are spent by this test's own requests and settled in the background (http/cost-budget.ts):
    // they move while the test runs, so the table is compared by its presence, not its rows.
    if (name === 'cost_budget') {
      out[name] = [];
      continue;
    }
    const rows = await db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(t)::text AS r FROM "${name}" t`);
    out[name] = rows.map((r) => r.r).sort();
  }
  const seqs = await db.$queryRawUnsafe<{ name: string; v: string }[]>(`SELECT sequencename AS name, coalesce(last_value, 0)::text AS v FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  out['(sequences)'] = seqs.map((s) => `${s.name}=${s.v}`);
  return out;
}

async function backupTo(db: Db, file: string) {
  return backupDatabase(db, createWriteStream(file));
}

/** Rows of many kinds, so the round trip covers decimals, JSON, dates and trees. */
async function addData(t: TestApp, token: string, tag: string) {
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const area = ok(await t.req('POST', '/admin/area/info/add', { body: { name: `备份小区${tag}`, functions: ['vote', 'repair'] }, token }));
  ok(await t.req('POST', '/admin/area/house/add', { body: { areaId: area.id, buildingNo: '1', unitNo: '2', houseNo: `30${tag}`, ownerName: '张三', privateArea: '88.25' }, token }));
  ok(await t.req('POST', '/admin/base/sys/param/add', { body: { keyName: `backup${tag}`, name: '备份参数', data: JSON.stringify({ at: '2026-01-02T03:04:05.000Z', n: 1.5 }), dataType: 0 }, token }));
  const dir = ok(await t.req('POST', '/admin/base/sys/menu/add', { body: { name: `目录${tag}`, type: 0, orderNum: 1 }, token }));
  ok(await t.req('POST', '/admin/base/sys/menu/add', { body: { name: `页面${tag}`, type: 1, parentId: dir.id, router: `/backup/${tag}`, orderNum: 2 }, token }));
  return area.id as number;
}

describeOnDatabases('backup and restore', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // No scheduler: a task run (its log row) between a backup and the comparison would differ from the backup.
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    await addData(t, admin, 'a');
  }, 120_000);
  afterAll(async () => t?.close());

  it('restores every table exactly as it was, sequences included', async () => {
    const file = join(dir, `${kind}-round.jsonl.gz`);
    const before = await snapshot(t.app.db);
    const header = await backupTo(t.app.db, file);
    expect(header.tables.length).toBe(Object.keys(before).length - 1);
    expect(header.tables.find((x) => x.name === 'area_house')?.rows).toBe(before.area_house!.length);

    // Changes after the backup: all of them are undone by the restore.
    await addData(t, admin, 'b');
    await t.app.db.areaHouse.deleteMany({ where: { houseNo: '30a' } });
    expect(await snapshot(t.app.db)).not.toEqual(before);

    await restoreDatabase(t.app.db, createReadStream(file));
    expect(await snapshot(t.app.db)).toEqual(before);
    // The server goes on: a new row takes the next id after the restored ones.
    const maxId = (await t.app.db.areaInfo.aggregate({ _max: { id: true } }))._max.id!;
    const res = await t.req('POST', '/admin/area/info/add', { body: { name: '恢复后的小区' }, token: admin });
    expect(res.body.code, res.text).toBe(1000);
    expect(res.body.data.id).toBe(maxId + 1);
  });

  it('a cut file or a backup of other migrations is refused and changes nothing', async () => {
    const file = join(dir, `${kind}-cut.jsonl.gz`);
    await backupTo(t.app.db, file);
    const before = await snapshot(t.app.db);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    // the last table's rows are missing
    const cut = join(dir, `${kind}-cut-2.jsonl.gz`);
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    await expect(restoreDatabase(t.app.db, createReadStream(cut))).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot(t.app.db)).toEqual(before);
    // other migrations
    const header = JSON.parse(lines[0]!);
    header.migrations = [...header.migrations, '29990101000000_future'];
    const future = join(dir, `${kind}-future.jsonl.gz`);
    writeFileSync(future, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreDatabase(t.app.db, createReadStream(future))).rejects.toThrow(/other migrations/);
    // not a backup at all
    const junk = join(dir, `${kind}-junk.jsonl.gz`);
    writeFileSync(junk, gzipSync('hello'));
    await expect(restoreDatabase(t.app.db, createReadStream(junk))).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot(t.app.db)).toEqual(before);
  });
});

describe('backup and restore across databases and through npm run', () => {
  it('a backup of the embedded database restores into PostgreSQL, and npm run restore / backup give it back', async () => {
    const source = await startTestApp('embedded', { TASK_SCHEDULER: 'off' });
    const target = await startTestApp('postgres', { TASK_SCHEDULER: 'off' });
    try {
      await addData(source, (await source.login()).token, 'x');
      const file = join(dir, 'cross.jsonl.gz');
      await backupTo(source.app.db, file);
      const before = await snapshot(source.app.db);
      await restoreDatabase(target.app.db, createReadStream(file));
      expect(await snapshot(target.app.db)).toEqual(before);
      // the restored database serves: the admin logs in and sees the community
      const token = (await target.login()).token;
      const page = await target.req('POST', '/admin/area/info/page', { body: { page: 1, size: 50 }, token });
      expect(page.body.data.list.map((r: { name: string }) => r.name)).toContain('备份小区x');

      // The commands: restore into a fresh embedded database, then back it up again.
      const dataDir = mkdtempSync(join(tmpdir(), 'cga-restore-'));
      try {
        const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
        const restored = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], { cwd: ROOT, env, encoding: 'utf8' });
        expect(restored.status, restored.stderr + restored.stdout).toBe(0);
        expect(restored.stdout).toMatch(/^restored \d+ tables, \d+ rows/);
        const again = join(dir, 'again.jsonl.gz');
        const backedUp = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', again], { cwd: ROOT, env, encoding: 'utf8' });
        expect(backedUp.status, backedUp.stderr + backedUp.stdout).toBe(0);
        const body = (f: string) => gunzipSync(readFileSync(f)).toString('utf8').split('\n').filter(Boolean);
        const [h1, ...rows1] = body(file);
        const [h2, ...rows2] = body(again);
        expect({ ...JSON.parse(h2!), createdAt: null }).toEqual({ ...JSON.parse(h1!), createdAt: null });
        const sorted = (lines: string[]) => lines.flatMap((l) => (JSON.parse(l).rows as unknown[]).map((r) => `${JSON.parse(l).table}:${JSON.stringify(r)}`)).sort();
        expect(sorted(rows2)).toEqual(sorted(rows1));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await source.close();
      await target.close();
    }
  }, 240_000);
});
