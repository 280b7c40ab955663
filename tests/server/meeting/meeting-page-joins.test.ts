/**
 * A meeting's frozen electorate (`joins`, 5,000 participants in a large
 * community) in list answers (docs/capacity.md "2. Meeting pages and the
 * frozen electorate: the decision"): the legacy meeting row carries every column, joins included
 * (SPEC.md "Meeting"), so REST page, list and info answer it — as stored,
 * passed through as its JSON text, not walked participant by participant.
 * GraphQL loads it only for a selection that names it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { eventsDuring } from '../../support/statements.ts';

describeOnDatabases('meeting pages carry the frozen electorate as stored', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let frozen: number;
  let open: number;
  // Stored as freezeParticipants writes it, with a participant whose phone is unknown (null) and text that needs escaping.
  const joins = [
    { houseId: 11, ownerName: '王"五"', phone: '13900000001', privateArea: '89.25', buildingNo: '1', unitNo: '2', houseNo: '301', ownerKey: 'owner:["王\\"五\\"","13900000001"]' },
    { houseId: 12, ownerName: '开发商', phone: null, privateArea: '120.00', buildingNo: '1', unitNo: '2', houseNo: '302', ownerKey: 'developer' },
  ];

  const call = async (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
    const res = await t.req(method, `/admin/business/meeting/info/${path}`, { body, token: admin, headers: { selectAreaId: String(areaId) } });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const statementsOf = async (run: () => Promise<unknown>) => (await eventsDuring(t, run)).map((e) => e.sql).filter((sql) => /meeting_info/.test(sql));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.create({ data: { name: '选民小区' } })).id;
    frozen = (await t.app.db.meetingInfo.create({ data: { areaId, name: '已开箱', status: 7, joins, vote: { openedAt: '2026-11-20T08:00:00.000Z' } } })).id;
    open = (await t.app.db.meetingInfo.create({ data: { areaId, name: '未开箱' } })).id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the REST page answers each meeting’s joins exactly as stored (null before voting opens), beside its other columns', async () => {
    const page = await call('POST', 'page', { page: 1, size: 20 });
    expect(page.pagination.total).toBe(2);
    const byId = new Map(page.list.map((m: any) => [m.id, m]));
    expect((byId.get(frozen) as any).joins).toEqual(joins);
    expect((byId.get(open) as any).joins).toBeNull();
    expect(byId.get(frozen)).toMatchObject({ name: '已开箱', areaId, areaName: '选民小区', status: 7, vote: { openedAt: '2026-11-20T08:00:00.000Z' } });
  });

  it('list and info answer it the same way', async () => {
    const list = await call('POST', 'list', {});
    expect(list.find((m: any) => m.id === frozen).joins).toEqual(joins);
    const info = await call('GET', `info?id=${frozen}`);
    expect(info.joins).toEqual(joins);
    expect(info).toMatchObject({ id: frozen, name: '已开箱', areaName: '选民小区' });
    expect((await call('GET', `info?id=${open}`)).joins).toBeNull();
  });

  it('a meeting of another community is not answered, joins or not', async () => {
    const other = (await t.app.db.areaInfo.create({ data: { name: '别的小区' } })).id;
    const res = await t.req('GET', `/admin/business/meeting/info/info?id=${frozen}`, { token: admin, headers: { selectAreaId: String(other) } });
    expect(res.body.code).toBe(1001);
    expect(res.text).not.toContain('13900000001');
  });

  it('GraphQL loads joins only for a selection that names it, and answers it typed', async () => {
    const plain = await statementsOf(async () => {
      const res = await t.gql('{ meetingInfoPage(first: 20) { edges { node { rowId name } } } }', {}, admin, { selectAreaId: String(areaId) });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.meetingInfoPage.edges).toHaveLength(2);
    });
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.some((sql) => /"joins"/.test(sql))).toBe(false);
    const typed = await t.gql('{ meetingInfoPage(first: 20) { edges { node { rowId joins { houseId ownerName phone ownerKey } } } } }', {}, admin, { selectAreaId: String(areaId) });
    expect(typed.body.errors).toBeUndefined();
    const node = typed.body.data.meetingInfoPage.edges.map((e: any) => e.node).find((n: any) => n.rowId === frozen);
    expect(node.joins).toEqual(joins.map(({ houseId, ownerName, phone, ownerKey }) => ({ houseId, ownerName, phone, ownerKey })));
  });
});
