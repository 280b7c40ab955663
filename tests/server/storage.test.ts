/**
 * The storage interface, the same contract for the local disk and for an
 * S3-compatible bucket: s3rver (a real S3 HTTP server that verifies AWS
 * signatures) started on loopback by the test, spoken to by the official
 * @aws-sdk/client-s3. Then the whole product with STORAGE=s3: upload,
 * download with a range, a private document, and the cleanup.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { LocalStorage, S3Storage, type FileStorage } from '../../server/files/storage.ts';
import { Outbound, parseAllowList } from '../../server/http/outbound.ts';
import { cleanupFiles } from '../../server/files/cleanup.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { download, pdf, png, postMultipart, uploadKey } from '../support/files.ts';

const BUCKET = 'community-files';
let s3: any;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'cga-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const addr = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const source = (b: Buffer) => ({ size: b.length, open: () => Readable.from([b]) });
async function text(r: { body: Readable } | null): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of r!.body) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
}

const backends: [string, () => FileStorage, () => void][] = [];
let localDir = '';
backends.push([
  'local disk',
  () => new LocalStorage((localDir = mkdtempSync(join(tmpdir(), 'cga-local-')))),
  () => rmSync(localDir, { recursive: true, force: true }),
]);
backends.push([
  'S3 (s3rver on loopback)',
  // s3rver is on loopback: allowed, as OUTBOUND_ALLOW_HOSTS would.
  () => new S3Storage({ kind: 's3', bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'test/' }, new Outbound(parseAllowList(new URL(endpoint).host))),
  () => {},
]);

for (const [name, make, dispose] of backends) {
  describe(`storage contract: ${name}`, () => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = make();
    });
    afterAll(async () => {
      await storage.close();
      dispose();
    });

    it('put, stat, get (whole and ranges), list, delete', async () => {
      const key = 'app/base/20260101/0123456789abcdef0123456789abcdef.txt';
      await storage.put(key, source(Buffer.from('hello storage')), 'text/plain');
      expect(await storage.stat(key)).toEqual({ size: 13 });
      expect(await text(await storage.get(key))).toBe('hello storage');
      const part = await storage.get(key, { start: 6, end: 12 });
      expect(part).toMatchObject({ start: 6, end: 12, size: 13 });
      expect(await text(part)).toBe('storage');
      expect(await text(await storage.get(key, { start: 6, end: null }))).toBe('storage');
      const listed = [];
      for await (const o of storage.list('app/base/')) listed.push(o);
      expect(listed.map((o) => o.key)).toEqual([key]);
      expect(listed[0]!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
    });

    it('a 5 MB file round-trips byte for byte', async () => {
      const key = 'space/20260101/fedcba9876543210fedcba9876543210.bin';
      const big = Buffer.alloc(5 * 1024 * 1024);
      for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
      await storage.put(key, source(big), 'application/octet-stream');
      const chunks: Buffer[] = [];
      for await (const c of (await storage.get(key))!.body) chunks.push(Buffer.from(c));
      expect(Buffer.concat(chunks).equals(big)).toBe(true);
      await storage.delete(key);
    });

    it('refuses keys it did not make (no path reaches the disk or the bucket)', async () => {
      for (const key of ['../etc/passwd', 'app/base/20260101/../../x.png', 'app/base/x.png', '/abs/path.png']) {
        await expect(storage.put(key, source(Buffer.from('x')), 'text/plain')).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describe('the product on S3 storage', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('embedded', { STORAGE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'app-test', OUTBOUND_ALLOW_HOSTS: new URL(endpoint).host });
    token = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads go to the bucket and come back through /upload, ranges included; private documents too; the cleanup works there', async () => {
    expect(t.app.files.storage.kind).toBe('s3');
    const image = png(4, 4);
    const up = await postMultipart(t, '/admin/base/comm/upload', { token, files: [{ name: 'a.png', data: image }] });
    expect(up.body.code, up.text).toBe(1000);
    const got = await download(t, up.body.data);
    expect(got.bytes.equals(image)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    const part = await download(t, up.body.data, { range: 'bytes=1-3' });
    expect(part.status).toBe(206);
    expect(part.bytes.toString('latin1')).toBe('PNG');
    const area = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const doc = await postMultipart(t, '/admin/space/info/upload', { token, headers: { selectAreaId: String(area) }, files: [{ name: 'r.pdf', data: pdf('s3') }] });
    expect((await download(t, doc.body.data[0].downloadUrl)).bytes.equals(pdf('s3'))).toBe(true);
    const removed = await cleanupFiles(t.app.db, t.app.files.storage, 7, Date.now() + 8 * 86400_000);
    expect(removed).toEqual([uploadKey(up.body.data)]);
    expect((await download(t, up.body.data)).status).toBe(404);
    expect((await download(t, doc.body.data[0].downloadUrl)).status).toBe(200);
  });
});
