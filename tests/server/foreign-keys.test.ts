/**
 * The links of the data model as real foreign keys (docs/data-model.md):
 * every community-owned row's areaId names a community (ON DELETE RESTRICT),
 * a resident's houses are the link table resident_house (ON DELETE CASCADE
 * from either end), and REST still answers the resident's `houseIds` list,
 * in the order last saved, taking the shapes docs/data-model.md lists.
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
  it('turns each JSON houseIds list into links in its order (existing houses only, once each, at the first place) and keeps rows of a missing community', async () => {
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
        INSERT INTO area_house (id, "areaId", "houseNo") VALUES (601, 501, '101'), (602, 501, '102'), (603, 777, '孤儿'), (611, 501, '1'), (612, 501, '2'), (613, 501, '3');
        INSERT INTO resident_info (id, "areaId", name, phone, roles, "houseIds") VALUES
          (701, 501, '甲', '13800000001', '[1]', '[602, "601", 602, 99999]'),
          (702, 501, '乙', '13800000002', '[1]', NULL),
          (703, 501, '丙', '13800000003', '[1]', '{"not": "a list"}'),
          (704, 777, '丁', '13800000004', '[1]', '[603]'),
          (705, 501, '戊', '13800000005', '[1]', '[613, 611, 612]'),
          (706, 501, '己', '13800000006', '[1]', '"611"');
      `);
      all.slice(at).forEach(copy);
      expect(await deployMigrations(handle, { migrationsDir: dir })).toEqual(all.slice(at));
      const links = await db.query<{ residentId: number; houseId: number; position: number }>('SELECT "residentId", "houseId", "position" FROM resident_house ORDER BY "residentId", "position"');
      expect(links.rows).toEqual([
        // [602, "601", 602, 99999]: a digit string is an id, the repeated 602 keeps its first place, the missing house is dropped.
        { residentId: 701, houseId: 602, position: 0 },
        { residentId: 701, houseId: 601, position: 1 },
        { residentId: 704, houseId: 603, position: 0 },
        // [3, 1, 2] stays [3, 1, 2].
        { residentId: 705, houseId: 613, position: 0 },
        { residentId: 705, houseId: 611, position: 1 },
        { residentId: 705, houseId: 612, position: 2 },
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

  /** houseIds of one resident as REST info, REST page (asked `rounds` times: loaded beside the page, then folded into it) and GraphQL answer it. */
  async function answered(areaId: number, rid: number, rounds = 2): Promise<number[]> {
    const info = ok(await get(`/resident/info/info?id=${rid}`)).houseIds as number[];
    for (let i = 0; i < rounds; i++) {
      const page = ok(await post('/resident/info/page', { page: 1, size: 20, areaId }));
      expect(page.list.find((r: { id: number }) => r.id === rid).houseIds, `page, round ${i + 1}`).toEqual(info);
    }
    const g = await t.gql(`query($r: Int!) { residentInfoInfo(id: $r) { houseIds } }`, { r: rid }, admin);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.residentInfoInfo.houseIds, 'GraphQL').toEqual(info);
    const list = await t.gql(`query($a: Int!) { residentInfoList(filter: { areaId: $a }) { rowId houseIds } }`, { a: areaId }, admin);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.residentInfoList.find((r: { rowId: number }) => r.rowId === rid).houseIds, 'GraphQL list').toEqual(info);
    return info;
  }

  it('houseIds answers the order last saved (REST info, page and export, GraphQL), written by REST and GraphQL alike', async () => {
    const areaId = await community(`键小区-${kind}`);
    const [a, b, c] = [await house(areaId, '101'), await house(areaId, '102'), await house(areaId, '103')];
    // A second resident with its own list, so the page's lookups serve several residents at once.
    ok(await post('/resident/info/add', { areaId, name: '邻居', phone: '13800000010', houseIds: [b, a], roles: [1] }));
    const rid = ok(await post('/resident/info/add', { areaId, name: '张三', phone: '13800000011', houseIds: [c, a, b], roles: [1] })).id as number;
    expect(await answered(areaId, rid, 3)).toEqual([c, a, b]);
    ok(await post('/resident/info/update', { id: rid, houseIds: [b, c] }));
    expect(await answered(areaId, rid)).toEqual([b, c]);
    // A kept house moves: the whole list is the new order.
    ok(await post('/resident/info/update', { id: rid, houseIds: [c, b, a] }));
    expect(await answered(areaId, rid)).toEqual([c, b, a]);
    // A house listed twice keeps its first place.
    ok(await post('/resident/info/update', { id: rid, houseIds: [a, c, a, b, c] }));
    expect(await answered(areaId, rid)).toEqual([a, c, b]);
    // An update without houseIds keeps them, in their order.
    ok(await post('/resident/info/update', { id: rid, name: '张三丰' }));
    expect(await answered(areaId, rid)).toEqual([a, c, b]);

    // The GraphQL write keeps its order too.
    const upd = await t.gql(
      `mutation($input: ResidentInfoUpdateInput!) { residentInfoUpdate(input: $input) { __typename ... on AppError { message } ... on MutationResidentInfoUpdateSuccess { data { record { houseIds } } } } }`,
      { input: { id: rid, houseIds: [b, a] } },
      admin,
    );
    expect(upd.body.errors).toBeUndefined();
    expect(upd.body.data.residentInfoUpdate).toEqual({ __typename: 'MutationResidentInfoUpdateSuccess', data: { record: { houseIds: [b, a] } } });
    expect(await answered(areaId, rid)).toEqual([b, a]);

    // The export's cell lists them in the same order.
    const res = await fetch(`${t.url}/admin/resident/info/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin },
      body: JSON.stringify({ format: 'csv', areaId, columns: ['name', 'houseIds'] }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toContain(`张三丰,"${b},${a}"`);

    // The graph walks resident → houses (a connection, in house id order) and house → residents.
    const g = await t.gql(
      `query($r: Int!, $h: Int!) {
        resident: residentInfoInfo(id: $r) { houses(first: 5) { totalCount edges { node { rowId houseNo } } } }
        house: areaHouseInfo(id: $h) { residents(first: 5) { totalCount edges { node { name } } } }
      }`,
      { r: rid, h: a },
      admin,
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.resident).toEqual({ houses: { totalCount: 2, edges: [{ node: { rowId: a, houseNo: '101' } }, { node: { rowId: b, houseNo: '102' } }] } });
    expect(g.body.data.house.residents.edges.map((e: { node: { name: string } }) => e.node.name).sort()).toEqual(['张三丰', '邻居']);
  });

  it('houseIds takes each shape the JSON column took, or refuses it with a translated 1001 naming the field', async () => {
    const areaId = await community(`形状-${kind}`);
    const [a, b] = [await house(areaId, '601'), await house(areaId, '602')];
    const rid = ok(await post('/resident/info/add', { areaId, name: '形状', phone: '13800000015', houseIds: [b, a], roles: [1] })).id as number;
    const stored = () => answered(areaId, rid, 1);
    const update = (houseIds: unknown, lang?: string) =>
      t.req('POST', '/admin/resident/info/update', { body: { id: rid, houseIds }, token: admin, headers: lang ? { language: lang } : {} });

    // Accepted: a list of ids (numbers, or the digit strings and comma-separated text every REST id list takes, rest/coerce.ts),
    // a single id, and none: [], null and '' (a form's empty field) clear the list, as they cleared the JSON column.
    const accepted: [unknown, number[]][] = [
      [[String(a), String(b)], [a, b]],
      [`${b},${a}`, [b, a]],
      [a, [a]],
      [[], []],
      [[b, a], [b, a]],
      [null, []],
      [[a], [a]],
      ['', []],
    ];
    for (const [sent, expected] of accepted) {
      ok(await update(sent));
      expect(await stored(), JSON.stringify(sent)).toEqual(expected);
    }

    // Refused, each with 1001 naming houseIds in the caller's language; the stored list stays.
    ok(await update([b, a]));
    const refused: unknown[] = [['abc'], [1.5], [true], [null], [a, null], { id: a }, `[${a},${b}]`, [0], [-1], [{ id: a }], [[a]], 'x', true];
    for (const sent of refused) {
      for (const [lang, message] of [
        ['zh-cn', '房屋格式不正确'],
        ['en', 'Houses has an invalid format'],
        ['zh-tw', '房屋格式不正確'],
      ] as const) {
        const res = await update(sent, lang);
        expect(res.status, JSON.stringify(sent)).toBe(200);
        expect(res.body, `${JSON.stringify(sent)} (${lang})`).toEqual({ code: 1001, message });
      }
    }
    expect(await stored()).toEqual([b, a]);
    // A house that does not exist is refused as before (not found).
    expect((await update([a, 987_654])).body.code).toBe(1001);
    expect(await stored()).toEqual([b, a]);

    // GraphQL: a list of Int (its own coercion refuses anything else), null clears, an id that is no row id is refused by name.
    const gqlUpdate = (houseIds: unknown) =>
      t.gql(
        `mutation($input: ResidentInfoUpdateInput!) { residentInfoUpdate(input: $input) { __typename ... on AppError { code field message } } }`,
        { input: { id: rid, houseIds } },
        admin,
        { language: 'en' },
      );
    const zero = await gqlUpdate([a, 0]);
    expect(zero.body.errors).toBeUndefined();
    expect(zero.body.data.residentInfoUpdate).toEqual({ __typename: 'AppError', code: 1001, field: 'houseIds', message: 'Houses has an invalid format' });
    expect((await gqlUpdate([String(a)])).body.errors?.length).toBeGreaterThan(0);
    expect(await stored()).toEqual([b, a]);
    expect((await gqlUpdate(null)).body.data.residentInfoUpdate.__typename).toBe('MutationResidentInfoUpdateSuccess');
    expect(await stored()).toEqual([]);
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

  it('deleting a house takes its resident links into the recycle entry; the restore writes them back at their places', async () => {
    const areaId = await community(`回收-${kind}`);
    const [h2, h1] = [await house(areaId, '402'), await house(areaId, '401')];
    const rid = ok(await post('/resident/info/add', { areaId, name: '王五', phone: '13800000013', houseIds: [h1, h2], roles: [1] })).id as number;
    ok(await post('/area/house/delete', { ids: [h1] }));
    expect(ok(await get(`/resident/info/info?id=${rid}`)).houseIds).toEqual([h2]);
    const entry = await recycleEntryOf('/admin/area/house/delete', h1);
    const related = (entry.entityInfo as { related: { model: string; how: string; rows: { residentId: number; houseId: number }[] }[] }).related;
    expect(related).toEqual([expect.objectContaining({ model: 'ResidentHouse', how: 'cascade', rows: [expect.objectContaining({ residentId: rid, houseId: h1, position: 0 })] })]);
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
