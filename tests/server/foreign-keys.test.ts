/**
 * The links of the data model as real foreign keys (docs/data-model.md):
 * every community-owned row's areaId names a community (ON DELETE RESTRICT),
 * a resident's houses are the link table resident_house (ON DELETE CASCADE
 * from either end), and REST still answers the resident's `houseIds` list.
 * The database refuses an orphan write; the recycle bin deletes and
 * restores through the keys; the migration moves the JSON lists and keeps
 * rows of a missing community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';
import { models } from '../../server/crud/datamodel.ts';
import { ownershipTable } from '../../server/crud/ownership.ts';
import { createAdapterFactory } from '../../server/db/adapter.ts';
import { deployMigrations, readMigrationsList } from '../../server/db/migrate.ts';
import '../../server/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATION = '20261207150357_foreign_keys_resident_houses';

describe('the keys of the schema', () => {
  it('every model owned by its areaId names its community by a foreign key that refuses deleting a community in use', () => {
    const owned = ownershipTable().filter((o) => o.ownership.kind === 'column');
    expect(owned.length).toBeGreaterThan(10);
    for (const { model } of owned) {
      const fk = models().get(model)!.foreignKeys.find((k) => k.column === 'areaId');
      expect(fk, model).toMatchObject({ target: 'AreaInfo', onDelete: 'Restrict' });
    }
  });

  it('a resident reaches houses through resident_house, deleted with either end', () => {
    const link = models().get('ResidentHouse')!;
    expect(link.foreignKeys.map((k) => `${k.column}→${k.target}:${k.onDelete}`).sort()).toEqual(['houseId→AreaHouse:Cascade', 'residentId→ResidentInfo:Cascade']);
    expect(models().get('ResidentInfo')!.byName.has('houseIds')).toBe(false);
  });
});

describe('the migration moves the data', () => {
  it('turns each JSON houseIds list into links (existing houses only, once each) and keeps rows of a missing community', async () => {
    const all = readMigrationsList(path.join(root, 'prisma/migrations')).migrationDirectories.map((d) => d.path);
    const at = all.indexOf(MIGRATION);
    expect(at).toBeGreaterThan(0);
    // The migrations before this one, then rows as the JSON list held them, then the rest.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fk-migrations-'));
    const copy = (name: string) => fs.cpSync(path.join(root, 'prisma/migrations', name), path.join(dir, name), { recursive: true });
    fs.copyFileSync(path.join(root, 'prisma/migrations/migration_lock.toml'), path.join(dir, 'migration_lock.toml'));
    all.slice(0, at).forEach(copy);
    const handle = await createAdapterFactory({ databaseUrl: undefined, dataDir: '/nonexistent' }, { memory: true });
    try {
      await deployMigrations(handle, { migrationsDir: dir });
      const db = handle.pglite!;
      await db.exec(`
        INSERT INTO area_info (id, name) VALUES (501, '甲小区');
        INSERT INTO area_house (id, "areaId", "houseNo") VALUES (601, 501, '101'), (602, 501, '102'), (603, 777, '孤儿');
        INSERT INTO resident_info (id, "areaId", name, phone, roles, "houseIds") VALUES
          (701, 501, '甲', '13800000001', '[1]', '[601, "602", 601, 99999]'),
          (702, 501, '乙', '13800000002', '[1]', NULL),
          (703, 501, '丙', '13800000003', '[1]', '{"not": "a list"}'),
          (704, 777, '丁', '13800000004', '[1]', '[603]');
      `);
      all.slice(at).forEach(copy);
      expect(await deployMigrations(handle, { migrationsDir: dir })).toEqual(all.slice(at));
      const links = await db.query<{ residentId: number; houseId: number }>('SELECT "residentId", "houseId" FROM resident_house ORDER BY "residentId", "houseId"');
      expect(links.rows).toEqual([
        { residentId: 701, houseId: 601 },
        { residentId: 701, houseId: 602 },
        { residentId: 704, houseId: 603 },
      ]);
      // The house and resident of community 777 (gone) are kept, under a placeholder community of that id.
      const placeholder = await db.query<{ id: number; name: string }>('SELECT id, name FROM area_info WHERE id = 777');
      expect(placeholder.rows).toEqual([{ id: 777, name: '缺失小区 #777' }]);
      // The id sequence is past the placeholder: the next community gets a new id.
      const next = await db.query<{ id: number }>(`INSERT INTO area_info (name) VALUES ('新') RETURNING id`);
      expect(next.rows[0]!.id).toBeGreaterThan(777);
      // From now on the database refuses an orphan.
      await expect(db.query(`INSERT INTO area_house ("areaId", "houseNo") VALUES (424242, '1')`)).rejects.toThrow(/foreign key/);
      await expect(db.query(`INSERT INTO resident_house ("residentId", "houseId") VALUES (701, 424242)`)).rejects.toThrow(/foreign key/);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeOnDatabases('links through foreign keys', (kind) => {
  let t: TestApp;
  let admin: string;
  const post = (p: string, body: unknown) => t.req('POST', `/admin${p}`, { body, token: admin });
  const get = (p: string) => t.req('GET', `/admin${p}`, { token: admin });
  const ok = (res: { body: any }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(1000);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function community(name: string): Promise<number> {
    return ok(await post('/area/info/add', { name })).id as number;
  }
  async function house(areaId: number, houseNo: string): Promise<number> {
    return ok(await post('/area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo, ownerName: `业主${houseNo}`, privateArea: 88.5 })).id as number;
  }
  const recycleEntryOf = async (url: string, id: number) =>
    (await t.app.db.recycleData.findMany({ where: { url }, orderBy: { id: 'desc' } })).find((e) => (e.params as { ids: number[] }).ids.includes(id))!;

  it('the database refuses a row of a community that does not exist, and REST answers it as not found', async () => {
    await expect(t.app.db.areaHouse.create({ data: { areaId: 987_654, houseNo: '1' } })).rejects.toMatchObject({ code: 'P2003' });
    const res = await post('/area/house/add', { areaId: 987_654, buildingNo: '1', unitNo: '1', houseNo: '1' });
    expect(res.body.code).toBe(1001);
    expect(await t.app.db.areaHouse.count({ where: { areaId: 987_654 } })).toBe(0);
  });

  it('REST writes and answers houseIds as before; the graph walks resident → houses and house → residents', async () => {
    const areaId = await community(`键小区-${kind}`);
    const [h1, h2] = [await house(areaId, '101'), await house(areaId, '102')];
    const rid = ok(await post('/resident/info/add', { areaId, name: '张三', phone: '13800000011', houseIds: [h2, h1], roles: [1] })).id as number;
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h1, h2]);
    const page = ok(await post('/resident/info/page', { page: 1, size: 20, areaId }));
    expect(page.list.find((r: { id: number }) => r.id === rid).houseIds).toEqual([h1, h2]);
    ok(await post('/resident/info/update', { id: rid, houseIds: [h2] }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h2]);
    // An update without houseIds keeps them.
    ok(await post('/resident/info/update', { id: rid, name: '张三丰' }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h2]);

    const g = await t.gql(
      `query($r: Int!, $h: Int!) {
        resident: residentInfoInfo(id: $r) { houseIds houses(first: 5) { totalCount edges { node { rowId houseNo } } } }
        house: areaHouseInfo(id: $h) { residents(first: 5) { totalCount edges { node { rowId name } } } }
      }`,
      { r: rid, h: h2 },
      admin,
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.resident).toEqual({ houseIds: [h2], houses: { totalCount: 1, edges: [{ node: { rowId: h2, houseNo: '102' } }] } });
    expect(g.body.data.house).toEqual({ residents: { totalCount: 1, edges: [{ node: { rowId: rid, name: '张三丰' } }] } });
  });

  it('EPS lists houseIds among the resident columns where the source had it (a JSON column after gender)', async () => {
    const eps = ok(await t.req('GET', '/admin/base/open/eps', { token: null }));
    const resident = Object.values<any[]>(eps).flat().find((c) => c.prefix === '/admin/resident/info');
    const names = resident.columns.map((c: { propertyName: string }) => c.propertyName);
    expect(names.slice(names.indexOf('gender'), names.indexOf('gender') + 2)).toEqual(['gender', 'houseIds']);
    expect(resident.columns.find((c: { propertyName: string }) => c.propertyName === 'houseIds')).toMatchObject({ type: 'json', comment: '房屋', nullable: true });
  });

  it('refuses a house that does not exist or is of another community', async () => {
    const a = await community(`甲-${kind}`);
    const b = await community(`乙-${kind}`);
    const hb = await house(b, '201');
    const other = await post('/resident/info/add', { areaId: a, name: '李四', phone: '13800000012', houseIds: [hb], roles: [1] });
    expect(other.body.code).toBe(1001);
    const missing = await post('/resident/info/add', { areaId: a, name: '李四', phone: '13800000012', houseIds: [987_654], roles: [1] });
    expect(missing.body.code).toBe(1001);
    expect(await t.app.db.residentInfo.count({ where: { areaId: a } })).toBe(0);
  });

  it('a community with rows is not deleted; an empty one is, and comes back from the recycle bin', async () => {
    const used = await community(`在用-${kind}`);
    await house(used, '301');
    expect((await post('/area/info/delete', { ids: [used] })).body.code).toBe(1001);
    expect(await t.app.db.areaInfo.count({ where: { id: used } })).toBe(1);
    const empty = await community(`空-${kind}`);
    ok(await post('/area/info/delete', { ids: [empty] }));
    const entry = await recycleEntryOf('/admin/area/info/delete', empty);
    ok(await post('/recycle/data/restore', { ids: [entry.id] }));
    expect(await t.app.db.areaInfo.count({ where: { id: empty } })).toBe(1);
  });

  it('deleting a house takes its resident links into the recycle entry; the restore writes them back', async () => {
    const areaId = await community(`回收-${kind}`);
    const [h1, h2] = [await house(areaId, '401'), await house(areaId, '402')];
    const rid = ok(await post('/resident/info/add', { areaId, name: '王五', phone: '13800000013', houseIds: [h1, h2], roles: [1] })).id as number;
    ok(await post('/area/house/delete', { ids: [h1] }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h2]);
    const entry = await recycleEntryOf('/admin/area/house/delete', h1);
    const related = (entry.entityInfo as { related: { model: string; how: string; rows: { residentId: number; houseId: number }[] }[] }).related;
    expect(related).toEqual([expect.objectContaining({ model: 'ResidentHouse', how: 'cascade', rows: [expect.objectContaining({ residentId: rid, houseId: h1 })] })]);
    ok(await post('/recycle/data/restore', { ids: [entry.id] }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h1, h2]);
  });

  it('a restore whose other end is gone is refused whole; restoring that end first lets it through', async () => {
    const areaId = await community(`顺序-${kind}`);
    const h = await house(areaId, '501');
    const rid = ok(await post('/resident/info/add', { areaId, name: '赵六', phone: '13800000014', houseIds: [h], roles: [1] })).id as number;
    // The house goes first (its entry keeps the link), then the resident.
    ok(await post('/area/house/delete', { ids: [h] }));
    ok(await post('/resident/info/delete', { ids: [rid] }));
    const houseEntry = await recycleEntryOf('/admin/area/house/delete', h);
    const residentEntry = await recycleEntryOf('/admin/resident/info/delete', rid);
    const refused = await post('/recycle/data/restore', { ids: [houseEntry.id] });
    expect(refused.body.code).toBe(1001);
    expect(await t.app.db.areaHouse.count({ where: { id: h } })).toBe(0);
    // Both at once: the resident is written before the link that names it (crud/restore-order.ts).
    ok(await post('/recycle/data/restore', { ids: [houseEntry.id, residentEntry.id] }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h]);
  });
});
