/**
 * The upload pipeline and the file space over real HTTP on both databases:
 * the legacy flow (uploadMode, then multipart file + key), GraphQL
 * multipart, the limits (9 files, the size parameter in MB), content
 * against type, names and paths, serving headers and ranges, private space
 * documents with versions, moves, community isolation, delete and restore,
 * and the cleanup of unreferenced files.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { download, gqlUpload, pdf, png, postMultipart, spaceStaffFixture, uploadKey } from '../support/files.ts';
import { cleanupFiles } from '../../server/files/cleanup.ts';
import { UPLOAD_COLUMNS } from '../../server/files/columns.ts';
import { models } from '../../server/crud/datamodel.ts';

/** A GET with the path sent exactly as written (fetch would normalise dots away). */
function rawGet(t: TestApp, path: string): Promise<number> {
  const u = new URL(t.url);
  return new Promise((resolve, reject) => {
    const r = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    r.on('error', reject);
    r.end();
  });
}

const UPLOAD_GQL = 'mutation($files: [File!]!) { upload(files: $files) { __typename ... on MutationUploadSuccess { data } ... on AppError { message code } } }';
const SPACE_GQL =
  'mutation($files: [File!]!, $classifyId: Int, $key: String) { spaceInfoUpload(files: $files, classifyId: $classifyId, key: $key) { __typename ... on MutationSpaceInfoUploadSuccess { data { rowId name version key type downloadUrl } } ... on AppError { message } } }';

describeOnDatabases('files and uploads', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let staffA: string;
  const hA = () => ({ selectAreaId: String(areaA) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // Staff of A with the file space's permissions only.
    ({ areaA, areaB, staff: staffA } = await spaceStaffFixture(t, 'space_a'));
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the legacy flow: uploadMode, then multipart file + key answers the URL; the bytes come back with inert headers', async () => {
    const mode = await t.req('GET', '/admin/base/comm/uploadMode', { token: admin });
    expect(mode.body).toEqual({ code: 1000, message: 'success', data: { mode: 'local', type: 'local' } });
    const image = png(3, 3);
    const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, fields: { key: 'app/base/whatever/avatar.png' }, files: [{ name: 'avatar.png', data: image, type: 'image/png' }] });
    expect(up.body.code, up.text).toBe(1000);
    // Absolute, on the request's host (as the source system answers; http/public-url.ts).
    expect(up.body.data).toMatch(new RegExp(`^${t.url}/upload/app/base/\\d{8}/[0-9a-f]{32}\\.png$`));
    const got = await download(t, up.body.data);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(image)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toMatch(/^inline/);
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    // Without a token: 401 before the body is read.
    const anonymous = await postMultipart(t, '/admin/base/comm/upload', { files: [{ name: 'a.png', data: image }] });
    expect(anonymous.status).toBe(401);
    // The request log names the file, never its bytes.
    const logs = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/base/comm/upload' } });
    const logged = logs.map((l) => JSON.stringify(l.params)).find((p) => p.includes('avatar.png'));
    expect(logged).toContain('"size":');
    expect(logged!.length).toBeLessThan(500);
  });

  it('GraphQL multipart uploads several files; the answer lists their URLs', async () => {
    const res = await gqlUpload(t, UPLOAD_GQL, {}, 'files', [{ name: 'a.png', data: png() }, { name: 'b.pdf', data: pdf() }], admin);
    expect(res.body.data.upload.__typename, JSON.stringify(res.body)).toBe('MutationUploadSuccess');
    expect(res.body.data.upload.data).toHaveLength(2);
    expect(res.body.data.upload.data[1]).toMatch(/\.pdf$/);
    // REST: several files answer a list.
    const rest = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'a.png', data: png() }, { name: 'b.png', data: png() }] });
    expect(rest.body.data).toHaveLength(2);
    // A multipart GraphQL request without a valid token is refused before its body is read.
    const anonymous = await gqlUpload(t, UPLOAD_GQL, {}, 'files', [{ name: 'a.png', data: png() }], null);
    expect(anonymous.status).toBe(401);
  });

  it('10 files are refused (REST and GraphQL), and nothing is stored', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.png`, data: png() }));
    const rest = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: ten, headers: { language: 'en' } });
    expect(rest.body).toEqual({ code: 1001, message: 'Up to 9 files can be uploaded at once' });
    const gql = await gqlUpload(t, UPLOAD_GQL, {}, 'files', ten, admin);
    expect(gql.body.data.upload).toMatchObject({ __typename: 'AppError', message: '一次最多上传9个文件' });
  });

  it('a file over the size parameter is refused with the limit in MB', async () => {
    await t.app.db.baseSysParam.upsert({ where: { keyName: 'uploadMaxSize' }, create: { keyName: 'uploadMaxSize', name: '上传文件大小限制', data: '1' }, update: { data: '1' } });
    try {
      const big = png(2, 2, [1, 2, 3], 1024 * 1024 + 5000);
      const rest = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'big.png', data: big }] });
      expect(rest.body).toEqual({ code: 1001, message: '文件“big.png”超过大小限制（最大1MB）' });
      const gql = await gqlUpload(t, UPLOAD_GQL, {}, 'files', [{ name: 'big.png', data: big }], admin, { language: 'en' });
      expect(gql.body.data.upload.message).toBe('The file "big.png" is larger than the limit of 1 MB');
      // Just under the limit passes.
      const ok = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'ok.png', data: png(2, 2, [1, 2, 3], 1024 * 1024 - 100) }] });
      expect(ok.body.code, ok.text).toBe(1000);
    } finally {
      await t.app.db.baseSysParam.update({ where: { keyName: 'uploadMaxSize' }, data: { data: '100' } });
    }
  });

  it('content must agree with the type of the name; active content and path names are refused', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['evil.png', '#!/bin/sh\nrm -rf /\n', '文件“evil.png”的内容与其类型不符'],
      ['fake.pdf', png(), '文件“fake.pdf”的内容与其类型不符'],
      ['page.html', '<html><script>alert(1)</script></html>', '不允许上传此类文件：page.html'],
      ['photo.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), '文件“photo.jpg”的内容与其类型不符'],
      ['../../etc/evil.png', png(), '文件名“../../etc/evil.png”不正确'],
      ['..\\evil.png', png(), '文件名“..\\evil.png”不正确'],
    ];
    for (const [name, data, message] of cases) {
      const res = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name, data: Buffer.from(data) }] });
      expect(res.body, name).toEqual({ code: 1001, message });
    }
    // A good file beside a bad one: nothing is stored (every file is checked before any is written).
    const before = await listStored(t);
    const mixed = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'good.png', data: png() }, { name: 'bad.png', data: 'text' }] });
    expect(mixed.body.code).toBe(1001);
    expect(await listStored(t)).toEqual(before);
  });

  it('serving: SVG is sandboxed, documents download, ranges are served, traversal and unknown names are refused', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>';
    const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'icon.svg', data: svg }, { name: 'notes.txt', data: 'hello world, 0123456789' }] });
    const [svgUrl, txtUrl] = up.body.data as string[];
    const s = await download(t, svgUrl!);
    expect(s.headers.get('content-type')).toBe('image/svg+xml');
    expect(s.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const txt = await download(t, txtUrl!);
    expect(txt.headers.get('content-disposition')).toMatch(/^attachment/);
    const part = await download(t, txtUrl!, { range: 'bytes=6-10' });
    expect(part.status).toBe(206);
    expect(part.bytes.toString()).toBe('world');
    expect(part.headers.get('content-range')).toBe('bytes 6-10/23');
    expect((await download(t, txtUrl!, { range: 'bytes=99-' })).status).toBe(416);
    const day = svgUrl!.split('/')[4];
    for (const path of [
      '/upload/app/base/../../../../etc/passwd',
      `/upload/app/base/${day}/..%2f..%2f..%2fetc%2fpasswd`,
      '/upload/app/base/%2e%2e/%2e%2e/package.json',
      `/upload/app/base/${day}/0123456789abcdef0123456789abcdef.png`,
      '/upload/../package.json',
    ]) {
      expect(await rawGet(t, path), path).toBe(404);
    }
  });

  it('the file space: upload into a category, a new version keeps the old one downloadable, versions, search and filters', async () => {
    const cat = await t.req('POST', '/admin/space/type/add', { token: admin, headers: hA(), body: { name: '会议纪要', areaId: areaA } });
    const catId = cat.body.data.id;
    const first = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), fields: { classifyId: String(catId) }, files: [{ name: '纪要.pdf', data: pdf('v1') }, { name: '现场.png', data: png() }] });
    expect(first.body.code, first.text).toBe(1000);
    const [doc, photo] = first.body.data;
    expect(doc).toMatchObject({ name: '纪要.pdf', type: 'pdf', version: 1, classifyId: catId, areaId: areaA });
    expect(photo.type).toBe('image');
    // Private: the bare URL is refused, the signed one serves the file under its name.
    expect((await download(t, doc.url)).status).toBe(403);
    const signed = await download(t, doc.downloadUrl);
    expect(signed.status).toBe(200);
    expect(signed.bytes.equals(pdf('v1'))).toBe(true);
    expect(signed.headers.get('content-disposition')).toContain("filename*=UTF-8''%E7%BA%AA%E8%A6%81.pdf");
    // A tampered signature is refused.
    expect((await download(t, doc.downloadUrl.replace(/s=.{4}/, 's=AAAA'))).status).toBe(403);

    // A new version with the document's key (GraphQL multipart): same document, version 2.
    const v2 = await gqlUpload(t, SPACE_GQL, { key: doc.key }, 'files', [{ name: '纪要-修订.pdf', data: pdf('v2') }], admin, hA());
    expect(v2.body.data.spaceInfoUpload.data[0]).toMatchObject({ rowId: doc.id, version: 2, name: '纪要-修订.pdf' });
    const versions = await t.req('GET', `/admin/space/info/versions?id=${doc.id}`, { token: admin, headers: hA() });
    expect(versions.body.data.map((v: any) => [v.version, v.current])).toEqual([[2, true], [1, false]]);
    const old = await download(t, versions.body.data[1].downloadUrl);
    expect(old.bytes.equals(pdf('v1'))).toBe(true);
    expect(old.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await download(t, versions.body.data[0].url)).bytes.equals(pdf('v2'))).toBe(true);

    // The legacy add with an existing key: the older document becomes the history of the new one.
    const legacyUrl = (await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'v3.pdf', data: pdf('v3') }] })).body.data;
    const added = await t.req('POST', '/admin/space/info/add', { token: admin, headers: hA(), body: { url: legacyUrl, name: 'v3.pdf', size: 10, key: doc.key, areaId: areaA } });
    expect(added.body.code, added.text).toBe(1000);
    const folded = await t.req('GET', `/admin/space/info/versions?id=${added.body.data.id}`, { token: admin, headers: hA() });
    expect(folded.body.data.map((v: any) => v.version)).toEqual([3, 2, 1]);
    const info = await t.req('GET', `/admin/space/info/info?id=${added.body.data.id}`, { token: admin, headers: hA() });
    expect(info.body.data).toMatchObject({ classifyId: catId, version: 3, type: 'pdf' });
    // A private file cannot be attached by hand.
    const sneaky = await t.req('POST', '/admin/space/info/add', { token: admin, headers: hA(), body: { url: doc.url, name: 'x.pdf', areaId: areaA } });
    expect(sneaky.body).toMatchObject({ code: 1001, message: '文件空间的文件只能通过上传添加' });

    // Search by name, filter by type group and category.
    const byName = await t.req('POST', '/admin/space/info/page', { token: admin, headers: hA(), body: { keyWord: '现场' } });
    expect(byName.body.data.list.map((r: any) => r.id)).toEqual([photo.id]);
    const byType = await t.req('POST', '/admin/space/info/page', { token: admin, headers: hA(), body: { type: 'pdf', classifyId: catId } });
    expect(byType.body.data.list.map((r: any) => r.id)).toEqual([added.body.data.id]);
  });

  it('move between categories; a category with documents or sub-categories is not deleted, with a message naming it', async () => {
    const a = (await t.req('POST', '/admin/space/type/add', { token: admin, headers: hA(), body: { name: '合同', areaId: areaA } })).body.data.id;
    const b = (await t.req('POST', '/admin/space/type/add', { token: admin, headers: hA(), body: { name: '归档', areaId: areaA, parentId: a } })).body.data.id;
    const up = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), fields: { classifyId: String(a) }, files: [{ name: 'c1.pdf', data: pdf() }, { name: 'c2.pdf', data: pdf() }] });
    const ids = up.body.data.map((d: any) => d.id);
    const refusedChildren = await t.req('POST', '/admin/space/type/delete', { token: admin, headers: hA(), body: { ids: [a] } });
    expect(refusedChildren.body).toEqual({ code: 1001, message: '分类“合同”下还有子分类，请先删除子分类' });
    const moved = await t.req('POST', '/admin/space/info/move', { token: admin, headers: hA(), body: { ids, classifyId: b } });
    expect(moved.body.code, moved.text).toBe(1000);
    const inB = await t.req('POST', '/admin/space/info/list', { token: admin, headers: hA(), body: { classifyId: b } });
    expect(inB.body.data.map((r: any) => r.id).sort()).toEqual([...ids].sort());
    const refusedDocs = await t.req('POST', '/admin/space/type/delete', { token: admin, headers: { ...hA(), language: 'en' }, body: { ids: [b] } });
    expect(refusedDocs.body).toEqual({ code: 1001, message: 'The category "归档" still holds 2 document(s); move or delete them first' });
    // Out of every category, then the category goes.
    expect((await t.req('POST', '/admin/space/info/move', { token: admin, headers: hA(), body: { ids, classifyId: null } })).body.code).toBe(1000);
    expect((await t.req('POST', '/admin/space/type/delete', { token: admin, headers: hA(), body: { ids: [b] } })).body.code).toBe(1000);
  });

  it('space rows of another community are out of reach: list, versions, move, upload into its category, its files', async () => {
    const catB = (await t.req('POST', '/admin/space/type/add', { token: admin, headers: { selectAreaId: String(areaB) }, body: { name: '乙的分类', areaId: areaB } })).body.data.id;
    const docB = (await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: { selectAreaId: String(areaB) }, fields: { classifyId: String(catB) }, files: [{ name: 'secretB.pdf', data: pdf('B') }] })).body.data[0];
    const catA = (await t.req('POST', '/admin/space/type/add', { token: staffA, headers: hA(), body: { name: '甲的分类' } })).body.data.id;
    for (const headers of [{}, { selectAreaId: String(areaB) }] as Record<string, string>[]) {
      const page = await t.req('POST', '/admin/space/info/page', { token: staffA, headers, body: { size: 100 } });
      expect(page.text).not.toContain('secretB');
      expect((await t.req('GET', `/admin/space/info/versions?id=${docB.id}`, { token: staffA, headers })).body.code).toBe(1001);
      expect((await t.req('POST', '/admin/space/info/move', { token: staffA, headers, body: { ids: [docB.id], classifyId: catA } })).body.code).toBe(1001);
      const into = await postMultipart(t, '/admin/space/info/upload', { token: staffA, headers, fields: { classifyId: String(catB) }, files: [{ name: 'x.pdf', data: pdf() }] });
      expect(into.body.code).toBe(1001);
      // A new "version" of B's document by its key becomes a new document of A, never B's.
      await postMultipart(t, '/admin/space/info/upload', { token: staffA, headers: {}, fields: { key: docB.key }, files: [{ name: 'y.pdf', data: pdf() }] });
    }
    const rowB = await t.app.db.spaceInfo.findUniqueOrThrow({ where: { id: docB.id } });
    expect(rowB).toMatchObject({ classifyId: catB, version: 1, name: 'secretB.pdf' });
    expect(await t.app.db.spaceVersion.count({ where: { spaceId: docB.id } })).toBe(0);
    // Staff of A uploads into their own community by default.
    const mine = await postMultipart(t, '/admin/space/info/upload', { token: staffA, fields: { classifyId: String(catA) }, files: [{ name: 'a.pdf', data: pdf() }] });
    expect(mine.body.data[0].areaId).toBe(areaA);
    // Moving A's document into B's category is refused.
    expect((await t.req('POST', '/admin/space/info/move', { token: admin, body: { ids: [mine.body.data[0].id], classifyId: catB } })).body).toMatchObject({ code: 1001, message: '关联的数据属于其他小区' });
  });

  it('delete sends a document to the recycle bin with its versions; the cleanup keeps its files; restore brings everything back', async () => {
    const up = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), files: [{ name: 'plan.pdf', data: pdf('one') }] });
    const doc = up.body.data[0];
    await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), fields: { key: doc.key }, files: [{ name: 'plan.pdf', data: pdf('two') }] });
    const versions = (await t.req('GET', `/admin/space/info/versions?id=${doc.id}`, { token: admin, headers: hA() })).body.data;
    const del = await t.req('POST', '/admin/space/info/delete', { token: admin, headers: hA(), body: { ids: [doc.id] } });
    expect(del.body.code).toBe(1000);
    expect(await t.app.db.spaceVersion.count({ where: { spaceId: doc.id } })).toBe(0);
    // The cleanup, even far past the grace period, keeps what the recycle entry names.
    const removed = await cleanupFiles(t.app.db, t.app.files.storage, 7, Date.now() + 30 * 86400_000);
    expect(removed.some((k) => k.startsWith('space/') && versions.some((v: any) => v.url.includes(k)))).toBe(false);
    const entry = await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'SpaceInfo' }, orderBy: { id: 'desc' } });
    expect((await t.req('POST', '/admin/recycle/data/restore', { token: admin, headers: hA(), body: { ids: [entry.id] } })).body.code).toBe(1000);
    const back = (await t.req('GET', `/admin/space/info/versions?id=${doc.id}`, { token: admin, headers: hA() })).body.data;
    expect(back.map((v: any) => v.version)).toEqual([2, 1]);
    expect((await download(t, back[0].url)).bytes.equals(pdf('two'))).toBe(true);
    expect((await download(t, back[1].downloadUrl)).bytes.equals(pdf('one'))).toBe(true);
  });

  it('the cleanup removes files no row names once the grace period is over, and keeps every referenced one', async () => {
    const [avatar, orphan, inText] = (await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'me.png', data: png() }, { name: 'lost.png', data: png() }, { name: 'in-text.png', data: png() }] })).body.data;
    expect((await t.req('POST', '/admin/base/comm/personUpdate', { token: admin, body: { headImg: avatar } })).body.code).toBe(1000);
    await t.app.db.infoNotice.create({ data: { areaId: areaA, title: '通知', content: `<p><img src="${inText}"></p>` } });
    // Within the grace period nothing goes.
    expect(await cleanupFiles(t.app.db, t.app.files.storage, 7)).toEqual([]);
    const removed = await cleanupFiles(t.app.db, t.app.files.storage, 7, Date.now() + 8 * 86400_000);
    expect(removed).toContain(uploadKey(orphan));
    expect(removed).not.toContain(uploadKey(avatar));
    expect(removed).not.toContain(uploadKey(inText));
    expect((await download(t, orphan)).status).toBe(404);
    expect((await download(t, avatar)).status).toBe(200);
    expect((await download(t, inText)).status).toBe(200);
  });

  it('EPS lists upload and uploadMode of base/comm, and the space operations', async () => {
    const eps = await t.req('GET', '/admin/base/open/eps');
    const comm = eps.body.data.base.find((e: any) => e.prefix === '/admin/base/comm');
    expect(comm.api).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'post', path: '/upload', summary: '文件上传' }), expect.objectContaining({ method: 'get', path: '/uploadMode', summary: '文件上传模式' })]));
    const space = eps.body.data.space.find((e: any) => e.prefix === '/admin/space/info');
    expect(space.api.map((a: any) => a.path)).toEqual(expect.arrayContaining(['/upload', '/move', '/versions']));
  });

  it('every column named in files/columns.ts exists and holds text or JSON', () => {
    for (const [model, columns] of Object.entries(UPLOAD_COLUMNS)) {
      for (const column of Object.keys(columns)) {
        const f = models().get(model)?.byName.get(column);
        expect(f, `${model}.${column}`).toBeDefined();
        expect(['String', 'Json'], `${model}.${column}`).toContain(f!.type);
      }
    }
  });
});

async function listStored(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for (const prefix of ['app/base/', 'space/']) for await (const o of t.app.files.storage.list(prefix)) out.push(o.key);
  return out.sort();
}
