/**
 * A full disk (docs/operations.md "A full disk"), on a real size-limited
 * file system: a tmpfs the test mounts as the server's DATA_DIR and unmounts
 * afterwards. An upload, a file-space version and an import staged on it
 * answer the translated "disk full" (REST code 1001, GraphQL DISK_FULL),
 * leave no partial file and no row naming a file that was not written; the
 * embedded database with its data directory on it refuses a write the same
 * way and keeps answering reads; once space is freed every write works again
 * without a restart. Mounting needs root (CI runs tests as root); without it
 * the suites are skipped and say why.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, statSync, ftruncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type DbKind, type TestApp } from '../support/app.ts';
import { download, gqlUpload, pdf, png, postMultipart, spaceStaffFixture, uploadKey } from '../support/files.ts';

const NOT_ROOT = process.getuid?.() !== 0 ? 'mounting a tmpfs needs root (CI runs the tests as root); the full-disk tests did not run' : null;
if (NOT_ROOT) console.warn(`[disk-full] skipped: ${NOT_ROOT}`);

const FULL_ZH = '服务器磁盘空间不足，请联系管理员';
const FULL_EN = 'The server has run out of disk space; please contact the administrator';
const FULL_TW = '伺服器磁碟空間不足，請聯絡管理員';

/** A tmpfs of `size` mounted on a new directory; `unmount` undoes it by that path. */
function mountTmpfs(size: string): { dir: string; unmount(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'cga-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Takes the file system's free space with one file, leaving `leave` bytes (rounded to pages); `free()` gives it back. */
function filler(dir: string) {
  const path = join(dir, 'filler.bin');
  return {
    fill(leave = 0) {
      const fd = openSync(path, 'w');
      try {
        const chunk = Buffer.alloc(1 << 20, 1);
        for (const size of [1 << 20, 4096]) {
          try {
            for (;;) writeSync(fd, chunk, 0, size);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          }
        }
        if (leave > 0) ftruncateSync(fd, Math.max(0, statSync(path).size - leave));
      } finally {
        closeSync(fd);
      }
      const s = statfsSync(dir);
      expect(s.bavail * s.bsize).toBe(leave);
    },
    free() {
      rmSync(path, { force: true });
    },
  };
}

/** Every file under a directory (relative paths), for "nothing half written". */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

function csv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8');
}
const HEADERS = ['业主姓名', '手机号', '楼栋号', '单元号', '房号', '专有面积', '区域编码', '产权证号'];
const UPLOAD_GQL = 'mutation($files: [File!]!) { upload(files: $files) { __typename ... on MutationUploadSuccess { data } ... on AppError { message code } } }';
const SPACE_GQL =
  'mutation($files: [File!]!, $classifyId: Int, $key: String) { spaceInfoUpload(files: $files, classifyId: $classifyId, key: $key) { __typename ... on MutationSpaceInfoUploadSuccess { data { rowId version } } ... on AppError { message code } } }';
const IMPORT_GQL = 'mutation($file: File, $rows: JSON) { areaHouseImport(file: $file, rows: $rows) { __typename ... on MutationAreaHouseImportSuccess { data { total imported } } ... on AppError { code message } } }';

/**
 * The GraphQL answer's refusal, whichever way it came: a typed AppError result (a resolver's refusal: its
 * code 1001) or an error with the code DISK_FULL (a database write, the staging of a multipart request).
 */
function refusalOf(body: any, field: string): { message: string; code: unknown } {
  const typed = body?.data?.[field];
  if (typed?.__typename === 'AppError') return { message: typed.message, code: typed.code === 1001 ? 'DISK_FULL' : typed.code };
  return { message: body?.errors?.[0]?.message, code: body?.errors?.[0]?.extensions?.code };
}

describe.skipIf(NOT_ROOT)('a full disk under uploads and imports', () => {
  describeOnDatabases('uploads, file-space versions and import staging', (kind: DbKind) => {
    let disk: { dir: string; unmount(): void };
    let fill: ReturnType<typeof filler>;
    let t: TestApp;
    let admin: string;
    let areaA: number;
    const hA = () => ({ selectAreaId: String(areaA) });
    let kept: { url: string; bytes: Buffer };
    let doc: { id: number; key: string };

    beforeAll(async () => {
      disk = mountTmpfs('16m');
      fill = filler(disk.dir);
      t = await startTestApp(kind, { DATA_DIR: disk.dir, TASK_SCHEDULER: 'off' });
      admin = (await t.login()).token;
      ({ areaA } = await spaceStaffFixture(t, 'full_disk'));
      const bytes = png(4, 4, [10, 200, 10]);
      const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'kept.png', data: bytes }] });
      expect(up.body.code, up.text).toBe(1000);
      kept = { url: up.body.data, bytes };
      const first = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), files: [{ name: '纪要.pdf', data: pdf('v1') }] });
      expect(first.body.code, first.text).toBe(1000);
      doc = first.body.data[0];
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await stopSharedPostgres();
      // By path: only the mount this suite made.
      disk?.unmount();
    });

    /**
     * The request's temporary files are removed once it is answered (files/multipart.ts cleanup): waited
     * for, so the disk is filled, and the files compared, after them.
     */
    const stagingEmpty = () => expect.poll(() => filesUnder(join(disk.dir, 'tmp')), { timeout: 15_000 }).toEqual([]);

    /** The file-space rows: what a refused version must leave as it was. */
    const documentState = async () => ({
      infos: await t.app.db.spaceInfo.findMany({ orderBy: { id: 'asc' }, select: { id: true, url: true, version: true } }),
      versions: await t.app.db.spaceVersion.count(),
    });

    /** The files in storage and staging now, apart from the filler. */
    const stored = () => [...filesUnder(join(disk.dir, 'upload')), ...filesUnder(join(disk.dir, 'tmp')).map((f) => `tmp/${f}`)].sort();

    it('staging an upload on a full disk: the translated refusal on REST and GraphQL, no partial file, no row; reads go on', async () => {
      await stagingEmpty();
      const before = stored();
      const versions = await documentState();
      await stagingEmpty();
      fill.fill(0);
      try {
        const rest = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'new.png', data: png(64, 64, [1, 2, 3], 256 * 1024) }] });
        expect(rest.body).toEqual({ code: 1001, message: FULL_ZH });
        expect(rest.status).toBe(503);
        const en = await postMultipart(t, '/admin/base/comm/upload', { token: admin, headers: { language: 'en' }, files: [{ name: 'new.png', data: png() }] });
        expect(en.body).toEqual({ code: 1001, message: FULL_EN });
        const gql = await gqlUpload(t, UPLOAD_GQL, {}, 'files', [{ name: 'new.png', data: png() }], admin, { language: 'zh-tw' });
        expect(refusalOf(gql.body, 'upload')).toMatchObject({ message: FULL_TW, code: 'DISK_FULL' });
        // A new version of a file-space document: refused, the document keeps its one version.
        const version = await gqlUpload(t, SPACE_GQL, { key: doc.key }, 'files', [{ name: '纪要-修订.pdf', data: pdf('v2') }], admin, hA());
        expect(refusalOf(version.body, 'spaceInfoUpload').message).toBe(FULL_ZH);
        expect(await documentState()).toEqual(versions);
        await stagingEmpty();
        expect(stored()).toEqual(before);
        // Reads: a stored file, a list page, a GraphQL query.
        const got = await download(t, kept.url);
        expect(got.status).toBe(200);
        expect(got.bytes.equals(kept.bytes)).toBe(true);
        const page = await t.req('POST', '/admin/space/info/page', { token: admin, headers: hA(), body: { page: 1, size: 20 } });
        expect(page.body.code, page.text).toBe(1000);
        expect(page.body.data.list.map((d: any) => d.id)).toContain(doc.id);
        const q = await t.gql('{ person { username } }', {}, admin);
        expect(q.body.data?.person?.username ?? q.body.errors).toBe('admin');
      } finally {
        fill.free();
      }
    });

    it('a file that fits in staging but not in storage: refused, its partial copy removed, no row names it', async () => {
      await stagingEmpty();
      const before = stored();
      const versions = await documentState();
      // Room for the staged copy (one page) and not for the stored one.
      await stagingEmpty();
      fill.fill(4096);
      try {
        const rest = await postMultipart(t, '/admin/space/info/upload', { token: admin, headers: hA(), fields: { key: doc.key }, files: [{ name: '纪要-修订.pdf', data: pdf('v2') }] });
        expect(rest.body).toEqual({ code: 1001, message: FULL_ZH });
        expect(await documentState()).toEqual(versions);
        await stagingEmpty();
        expect(stored()).toEqual(before);
      } finally {
        fill.free();
      }
    });

    it('an import staged on a full disk: refused, no house written', async () => {
      const houses = await t.app.db.areaHouse.count();
      await stagingEmpty();
      fill.fill(0);
      try {
        const form = new FormData();
        form.append('operations', JSON.stringify({ query: IMPORT_GQL, variables: { file: null } }));
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append('0', new Blob([new Uint8Array(csv([HEADERS, ['张三', '13800138000', 'F1', '1', '101', '89.5', '', '']]))]), 'houses.csv');
        const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { authorization: admin, ...hA() }, body: form });
        const body = (await res.json()) as any;
        expect(refusalOf(body, 'areaHouseImport')).toMatchObject({ message: FULL_ZH, code: 'DISK_FULL' });
        expect(res.status).toBe(503);
        expect(await t.app.db.areaHouse.count()).toBe(houses);
        await stagingEmpty();
      } finally {
        fill.free();
      }
    });

    it('space freed: uploads, versions and imports work again without a restart', async () => {
      const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'after.png', data: png() }] });
      expect(up.body.code, up.text).toBe(1000);
      expect((await download(t, up.body.data)).status).toBe(200);
      const version = await gqlUpload(t, SPACE_GQL, { key: doc.key }, 'files', [{ name: '纪要-修订.pdf', data: pdf('v2') }], admin, hA());
      expect(version.body.data.spaceInfoUpload.data[0]).toMatchObject({ rowId: doc.id, version: 2 });
      const stored2 = await t.app.db.spaceInfo.findFirstOrThrow({ where: { id: doc.id } });
      expect(filesUnder(join(disk.dir, 'upload'))).toContain(join(...uploadKey(stored2.url).split('/')));
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: IMPORT_GQL, variables: { file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([new Uint8Array(csv([HEADERS, ['张三', '13800138000', 'F1', '1', '101', '89.5', '', '']]))]), 'houses.csv');
      const res = (await (await fetch(`${t.url}/graphql`, { method: 'POST', headers: { authorization: admin, ...hA() }, body: form })).json()) as any;
      expect(res.data.areaHouseImport).toEqual({ __typename: 'MutationAreaHouseImportSuccess', data: { total: 1, imported: 1 } });
      await stagingEmpty();
    });
  });

  describe('the embedded database with its data directory on a full disk', () => {
    let disk: { dir: string; unmount(): void };
    let fill: ReturnType<typeof filler>;
    let t: TestApp;
    let admin: string;
    let areaId: number;
    const rows = (building: string, n: number) => Array.from({ length: n }, (_, i) => ({ buildingNo: building, unitNo: '1', houseNo: String(i), privateArea: '90.5', ownerName: '业主'.repeat(20) }));

    beforeAll(async () => {
      disk = mountTmpfs('512m');
      fill = filler(disk.dir);
      t = await startTestApp('embedded', { DATA_DIR: disk.dir, TASK_SCHEDULER: 'off', EMBEDDED_MAINTENANCE_MS: '0' }, { memoryDb: false });
      admin = (await t.login()).token;
      areaId = (await t.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
      const first = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaId) }, body: { rows: rows('A0', 50) } });
      expect(first.body.code, first.text).toBe(1000);
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      disk?.unmount();
    });

    it('a write answers the translated refusal (REST and GraphQL), writes nothing, and reads keep answering', async () => {
      expect(t.app.config.dataDir).toBe(disk.dir);
      expect(filesUnder(join(disk.dir, 'pglite')).length).toBeGreaterThan(0);
      const houses = await t.app.db.areaHouse.count();
      fill.fill(0);
      try {
        const rest = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaId) }, body: { rows: rows('B1', 2000) } });
        expect(rest.body).toEqual({ code: 1001, message: FULL_ZH });
        const gql = await t.gql(IMPORT_GQL, { rows: rows('B2', 2000) }, admin, { selectAreaId: String(areaId), language: 'en' });
        expect(refusalOf(gql.body, 'areaHouseImport')).toMatchObject({ message: FULL_EN, code: 'DISK_FULL' });
        expect(await t.app.db.areaHouse.count()).toBe(houses);
        // Reads answer from the same database.
        const page = await t.req('POST', '/admin/area/house/page', { token: admin, headers: { selectAreaId: String(areaId) }, body: { page: 1, size: 10 } });
        expect(page.body.code, page.text).toBe(1000);
        expect(page.body.data.pagination.total).toBe(houses);
        const q = await t.gql('{ person { username } }', {}, admin);
        expect(q.body.data?.person?.username ?? q.body.errors).toBe('admin');
      } finally {
        fill.free();
      }
    });

    it('small edits on a full disk: each one is stored or refused in words (also when its log row or commit meets the disk), never half', async () => {
      const house = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId }, orderBy: { id: 'asc' } });
      const headers = { selectAreaId: String(areaId) };
      let acknowledged = house.ownerName;
      let refused = 0;
      fill.fill(0);
      try {
        // Until the database refuses a few (each edit leaves a row version and a log row behind, so the pages fill).
        for (let i = 0; i < 1000 && refused < 4; i++) {
          const name = `业主${i}`.padEnd(40, '甲');
          if (i % 2 === 0) {
            const res = await t.req('POST', '/admin/area/house/update', { token: admin, headers, body: { id: house.id, ownerName: name } });
            if (res.body.code === 1000) acknowledged = name;
            else {
              expect(res.body).toEqual({ code: 1001, message: FULL_ZH });
              expect(res.status).toBe(503);
              refused++;
            }
          } else {
            const res = await t.gql('mutation($input: AreaHouseUpdateInput!) { areaHouseUpdate(input: $input) { __typename ... on AppError { message code } } }', { input: { id: house.id, ownerName: name } }, admin, { ...headers, language: 'en' });
            if (!res.body.errors && res.body.data.areaHouseUpdate.__typename !== 'AppError') acknowledged = name;
            else {
              expect(refusalOf(res.body, 'areaHouseUpdate')).toMatchObject({ message: FULL_EN, code: 'DISK_FULL' });
              refused++;
            }
          }
          expect((await t.app.db.areaHouse.findUniqueOrThrow({ where: { id: house.id } })).ownerName).toBe(acknowledged);
        }
        expect(refused).toBe(4);
      } finally {
        fill.free();
      }
    });

    it('space freed: the same write works without a restart', async () => {
      const houses = await t.app.db.areaHouse.count();
      const rest = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaId) }, body: { rows: rows('B1', 2000) } });
      expect(rest.body).toEqual({ code: 1000, message: 'success', data: { total: 2000, imported: 2000, validateOnly: false } });
      expect(await t.app.db.areaHouse.count()).toBe(houses + 2000);
    });
  });
});
