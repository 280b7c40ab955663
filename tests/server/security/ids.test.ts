/**
 * Malformed ids are a translated 1001, never a 500 (audit item 9): every
 * global id goes through crud/ids.ts decodeNodeId (builder.ts hands it to
 * Pothos), so node(id:) and nodes(ids:), over JSON and multipart, refuse
 * an id that is not base64, names no entity type, or holds no row id
 * (a word, 99999999999) with BAD_REQUEST and the caller's language.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { gqlUpload } from '../../support/files.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const MALFORMED = [b64('AreaHouse:abc'), b64('AreaHouse:99999999999'), 'not-base64!!', b64('Nope:1'), b64('AreaHouse:0'), b64('AreaHouse:-1'), b64('AreaHouse:1.5'), ''];
const NODE = 'query($id: ID!) { node(id: $id) { id ... on AreaHouse { rowId } } }';
const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';

describeOnDatabases('malformed ids', (kind) => {
  let t: TestApp;
  let admin: string;
  let house: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const area = await t.app.db.areaInfo.findFirstOrThrow();
    house = (await t.app.db.areaHouse.create({ data: { areaId: area.id, buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: '90' } })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  function expectRefused(body: any, id: string, message = 'id格式不正确') {
    expect(body.errors?.[0]?.extensions, `${id}: ${JSON.stringify(body)}`).toMatchObject({ code: 'BAD_REQUEST', appCode: 1001 });
    expect(body.errors[0].message, id).toBe(message);
  }

  it('node(id:) refuses each malformed id with a translated BAD_REQUEST, and finds a valid one', async () => {
    for (const id of MALFORMED) {
      const res = await t.gql(NODE, { id }, admin);
      expect(res.status, id).toBeLessThan(500);
      expectRefused(res.body, id);
    }
    const en = await t.gql(NODE, { id: 'not-base64!!' }, admin, { language: 'en' });
    expectRefused(en.body, 'en', 'id has an invalid format');
    const ok = await t.gql(NODE, { id: encodeGlobalID('AreaHouse', house) }, admin);
    expect(ok.body).toEqual({ data: { node: { id: encodeGlobalID('AreaHouse', house), rowId: house } } });
    // A well-formed id of no row is a null node, as Relay expects.
    const gone = await t.gql(NODE, { id: encodeGlobalID('AreaHouse', 2_000_000_000) }, admin);
    expect(gone.body).toEqual({ data: { node: null } });
  });

  it('nodes(ids:) refuses a list holding a malformed id, and answers a valid list', async () => {
    for (const id of MALFORMED) expectRefused((await t.gql(NODES, { ids: [encodeGlobalID('AreaHouse', house), id] }, admin)).body, id);
    const ok = await t.gql(NODES, { ids: [encodeGlobalID('AreaHouse', house)] }, admin);
    expect(ok.body).toEqual({ data: { nodes: [{ id: encodeGlobalID('AreaHouse', house) }] } });
  });

  it('the same over GraphQL multipart', async () => {
    for (const id of MALFORMED) {
      const res = await gqlUpload(t, NODE, { id }, 'files', [], admin);
      expect(res.status, id).toBeLessThan(500);
      expectRefused(res.body, id);
    }
    const ok = await gqlUpload(t, NODE, { id: encodeGlobalID('AreaHouse', house) }, 'files', [], admin);
    expect(ok.body.data.node.rowId).toBe(house);
  });

  it('REST ids out of range are a translated 1001 too', async () => {
    for (const id of ['abc', '99999999999', '1.5']) {
      const res = await t.req('GET', `/admin/area/house/info?id=${id}`, { token: admin });
      expect(res.status, id).toBe(200);
      expect(res.body.code, `${id} ${res.text}`).toBe(1001);
    }
    const del = await t.req('POST', '/admin/area/house/delete', { body: { ids: [house, 99999999999] }, token: admin });
    expect(del.body.code, del.text).toBe(1001);
  });
});
