/**
 * Signed URLs of private files die with their file and with their viewer's
 * access, on both databases: a URL signed two hours ahead stops serving the
 * moment the document is deleted (and serves again when it is restored), a
 * URL signed for a staff member stops when an admin takes the community
 * from them (or disables them), and the viewer a URL was signed for cannot
 * be changed or dropped from it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { download, pdf, postMultipart, spaceStaffFixture } from '../../support/files.ts';
import { PRIVATE_FILE_HOLDERS } from '../../../server/files/columns.ts';
import { models } from '../../../server/crud/datamodel.ts';

describeOnDatabases('signed file URLs', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let staffId: number;
  let areaA: number;
  let areaB: number;
  const hA = () => ({ selectAreaId: String(areaA) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // Staff of community A with the file space's permissions only.
    ({ areaA, areaB, staffId, staff } = await spaceStaffFixture(t, 'signed_a'));
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  const upload = async (name: string, text: string, key?: string) => {
    const res = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), fields: key ? { key } : {}, files: [{ name, data: pdf(text) }] });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data[0];
  };

  it('a deleted document answers 404 at once, its versions too; restored, the same URLs serve again', async () => {
    const doc = await upload('plan.pdf', 'one');
    await upload('plan.pdf', 'two', doc.key);
    const versions = (await t.req('GET', `/admin/space/info/versions?id=${doc.id}`, { token: admin, headers: hA() })).body.data;
    const current = versions[0].downloadUrl;
    const older = versions[1].downloadUrl;
    // Signed for two hours, for this viewer.
    expect(new URL(current, t.url).searchParams.get('u')).toBe(String((await t.app.db.baseSysUser.findFirstOrThrow({ where: { username: 'admin' } })).id));
    expect(Number(new URL(current, t.url).searchParams.get('e')) - Date.now() / 1000).toBeGreaterThan(7000);
    expect((await download(t, current)).bytes.equals(pdf('two'))).toBe(true);
    expect((await download(t, older)).bytes.equals(pdf('one'))).toBe(true);
    // A private file is asked for again every time: no cache outlives its row.
    expect((await download(t, current)).headers.get('cache-control')).toBe('private, no-cache');

    const del = await t.req('POST', '/admin/space/info/delete', { token: admin, headers: hA(), body: { ids: [doc.id] } });
    expect(del.body.code, del.text).toBe(1000);
    expect((await download(t, current)).status).toBe(404);
    expect((await download(t, older)).status).toBe(404);
    // The bytes are still kept (for the recycle bin): it is the missing row that refuses them.
    expect(await t.app.files.storage.stat(new URL(current, t.url).pathname.slice('/upload/'.length))).not.toBeNull();

    const entry = await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'SpaceInfo' }, orderBy: { id: 'desc' } });
    expect((await t.req('POST', '/admin/recycle/data/restore', { token: admin, headers: hA(), body: { ids: [entry.id] } })).body.code).toBe(1000);
    expect((await download(t, current)).bytes.equals(pdf('two'))).toBe(true);
    expect((await download(t, older)).bytes.equals(pdf('one'))).toBe(true);
  });

  it("a staff member's URL stops serving when an admin takes their community away or disables them, and serves again when it is given back", async () => {
    const doc = await upload('minutes.pdf', 'staff');
    const page = await t.req('POST', '/admin/space/info/page', { token: staff, body: { size: 100 } });
    const url: string = page.body.data.list.find((r: any) => r.id === doc.id).downloadUrl;
    expect(new URL(url, t.url).searchParams.get('u')).toBe(String(staffId));
    expect((await download(t, url)).bytes.equals(pdf('staff'))).toBe(true);

    const moved = await t.req('POST', '/admin/base/sys/user/update', { token: admin, body: { id: staffId, areaIds: [areaB] } });
    expect(moved.body.code, moved.text).toBe(1000);
    expect((await download(t, url)).status).toBe(403);
    // The admin's own URL of the same file still serves: it is the viewer's access that was checked.
    expect((await download(t, doc.downloadUrl)).status).toBe(200);

    expect((await t.req('POST', '/admin/base/sys/user/update', { token: admin, body: { id: staffId, areaIds: [areaA, areaB] } })).body.code).toBe(1000);
    expect((await download(t, url)).status).toBe(200);

    expect((await t.req('POST', '/admin/base/sys/user/update', { token: admin, body: { id: staffId, status: 0 } })).body.code).toBe(1000);
    expect((await download(t, url)).status).toBe(403);
    expect((await t.req('POST', '/admin/base/sys/user/update', { token: admin, body: { id: staffId, status: 1 } })).body.code).toBe(1000);
    expect((await download(t, url)).status).toBe(200);
  });

  it('the viewer is part of the signature: it cannot be swapped or dropped, and a URL signed for nobody serves nothing', async () => {
    const doc = await upload('secret.pdf', 'who');
    const signed = new URL(doc.downloadUrl, t.url);
    const adminId = signed.searchParams.get('u')!;
    const swapped = new URL(signed);
    swapped.searchParams.set('u', String(staffId));
    expect((await download(t, swapped.pathname + swapped.search)).status).toBe(403);
    const dropped = new URL(signed);
    dropped.searchParams.delete('u');
    expect((await download(t, dropped.pathname + dropped.search)).status).toBe(403);
    expect(adminId).not.toBe(String(staffId));
    // Signed by the server itself without a viewer (no request's viewer): valid, but nobody's access to check.
    expect((await download(t, t.app.files.signedUrl(doc.url, null))).status).toBe(403);
    expect((await download(t, doc.downloadUrl)).status).toBe(200);
  });

  it('every holder of private files names a model, its URL column and a path to a community that exist', () => {
    for (const h of PRIVATE_FILE_HOLDERS) {
      const model = models().get(h.model);
      expect(model, h.model).toBeDefined();
      expect(model!.byName.get(h.column)?.type, `${h.model}.${h.column}`).toBe('String');
      let at = model!;
      for (const [i, name] of h.community.entries()) {
        const f = at.byName.get(name);
        expect(f, `${h.model}: ${h.community.join('.')}`).toBeDefined();
        if (i < h.community.length - 1) at = models().get(f!.type)!;
        else expect(f!.type).toBe('Int');
      }
    }
  });
});
