/**
 * Upload throughput: MB/s of POST /admin/base/comm/upload (multipart, the
 * legacy fields) for one 50 MB file and for 9 small files (200 KB each) in
 * one request, and of the same through a GraphQL multipart request, on the
 * embedded database with the local-disk storage. Each figure is the median
 * of 5 runs after a warm-up; every answer is checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConfig, adminToken } from './bench-app.ts';
import { createApp } from '../server/app.ts';

const RUNS = 5;

export interface UploadRow {
  target: string;
  files: number;
  'MB per request': number;
  'median ms': number;
  'MB/s': number;
}

/** A real JPEG header then filler: passes the type check, is stored and served like a photo. */
function jpeg(bytes: number, seed: number): Buffer {
  const b = Buffer.alloc(bytes, seed & 0xff);
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex').copy(b);
  b[b.length - 2] = 0xff;
  b[b.length - 1] = 0xd9;
  return b;
}


const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchUpload(): Promise<UploadRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cga-bench-upload-'));
  const config = benchConfig('', { DATA_DIR: dataDir, STORAGE: 'local' });
  const app = await createApp(config, { memoryDb: true });
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const big = [jpeg(50 * 1024 * 1024, 1)];
    const small = Array.from({ length: 9 }, (_, i) => jpeg(200 * 1024, i + 2));
    const rest = async (files: Buffer[]) => {
      const form = new FormData();
      form.append('key', 'bench');
      files.forEach((f, i) => form.append('file', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), `photo${i}.jpg`));
      const res = await fetch(`${url}/admin/base/comm/upload`, { method: 'POST', headers: { authorization: token }, body: form });
      const body = await res.json();
      if (body.code !== 1000) throw new Error(`upload failed: ${JSON.stringify(body)}`);
    };
    const graphql = async (files: Buffer[]) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($f: [File!]!) { upload(files: $f) { __typename } }', variables: { f: files.map(() => null) } }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.f.${i}`]]))));
      files.forEach((f, i) => form.append(String(i), new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), `photo${i}.jpg`));
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: token }, body: form });
      const body = await res.json();
      if (body.data?.upload?.__typename !== 'MutationUploadSuccess') throw new Error(`upload failed: ${JSON.stringify(body)}`);
    };
    const rows: UploadRow[] = [];
    for (const [target, send, files] of [
      ['REST multipart, one 50 MB file', rest, big],
      ['REST multipart, 9 files of 200 KB', rest, small],
      ['GraphQL multipart, one 50 MB file', graphql, big],
      ['GraphQL multipart, 9 files of 200 KB', graphql, small],
    ] as const) {
      const mb = files.reduce((n, f) => n + f.length, 0) / 1024 / 1024;
      await send(files as Buffer[]);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await send(files as Buffer[]);
        times.push(performance.now() - t0);
      }
      const ms = median(times);
      rows.push({ target, files: files.length, 'MB per request': Math.round(mb * 100) / 100, 'median ms': Math.round(ms), 'MB/s': Math.round((mb / (ms / 1000)) * 10) / 10 });
    }
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
