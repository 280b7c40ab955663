/**
 * Where the bytes of uploaded files live, behind one small interface: the
 * local disk (DATA_DIR/upload, the default) or an S3-compatible bucket
 * (STORAGE=s3, see docs/files.md "Storage"). Keys are made by the server
 * only (files/service.ts) and checked again here, so no name from a client
 * ever reaches a path or an object key.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { constants, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { StorageConfig } from '../kernel/config.ts';
import type { Outbound } from '../http/outbound.ts';
import type { FileStorage, ReadResult, Source, StoredObject } from '../kernel/file-storage.ts';
import type * as S3 from '@aws-sdk/client-s3';

export type { FileStorage, ReadResult, Source, StoredObject };

/** A stored file's key: <area>/<yyyymmdd>/<random>.<ext>, e.g. app/base/20261124/3f…9a.png. */
export const KEY_PATTERN = /^(app\/base|space)\/\d{8}\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,10}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function checked(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

function clampRange(size: number, range?: { start: number; end: number | null }): { start: number; end: number } {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private path(key: string): string {
    return join(this.root, ...checked(key).split('/'));
  }

  async put(key: string, source: Source, _contentType: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (source.path) await copyFile(source.path, temp, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
      else await pipeline(source.open(), createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: { start: number; end: number | null }): Promise<ReadResult | null> {
    const size = (await this.stat(key))?.size;
    if (size === undefined) return null;
    const { start, end } = clampRange(size, range);
    const body = size === 0 ? Readable.from([]) : createReadStream(this.path(key), { start, end });
    return { body, size, start, end };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const base = join(this.root, ...prefix.split('/').filter(Boolean));
    let days: string[];
    try {
      days = await readdir(base);
    } catch {
      return;
    }
    for (const day of days.sort()) {
      let names: string[];
      try {
        names = await readdir(join(base, day));
      } catch {
        continue;
      }
      for (const name of names) {
        const key = `${prefix}${day}/${name}`;
        if (!isValidKey(key)) continue;
        const s = await stat(join(base, day, name)).catch(() => null);
        if (s?.isFile()) yield { key, size: s.size, lastModified: s.mtime };
      }
    }
  }

  async close(): Promise<void> {}
}

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** The SDK commands the S3 storage sends: each one's input and output. */
interface S3Calls {
  PutObjectCommand: [S3.PutObjectCommandInput, S3.PutObjectCommandOutput];
  GetObjectCommand: [S3.GetObjectCommandInput, S3.GetObjectCommandOutput];
  HeadObjectCommand: [S3.HeadObjectCommandInput, S3.HeadObjectCommandOutput];
  DeleteObjectCommand: [S3.DeleteObjectCommandInput, S3.DeleteObjectCommandOutput];
  ListObjectsV2Command: [S3.ListObjectsV2CommandInput, S3.ListObjectsV2CommandOutput];
}

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private clientP: Promise<S3.S3Client>;

  constructor(
    private readonly config: S3Config,
    outbound: Outbound,
  ) {
    // Loaded only when configured: the local default never pays for the SDK.
    this.clientP = import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          // Every connection through the outbound guard's agents: the endpoint (or AWS's host) is resolved,
          // checked and pinned there (http/outbound.ts). The SDK follows no redirects.
          requestHandler: { httpAgent: outbound.httpAgent, httpsAgent: outbound.httpsAgent },
          forcePathStyle: config.forcePathStyle,
          credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
          // S3-compatible servers do not all know the newer checksum trailers; send checksums only where S3 requires them.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    );
  }

  private objectKey(key: string): string {
    return this.config.prefix + checked(key);
  }

  private async send<C extends keyof S3Calls>(command: C, input: S3Calls[C][0]): Promise<S3Calls[C][1]> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = await this.clientP;
    // The SDK's send is typed per command object; the command is chosen by name here, its types by S3Calls.
    const Command = sdk[command] as unknown as new (input: S3Calls[C][0]) => object;
    const send = client.send.bind(client) as (command: object) => Promise<unknown>;
    return (await send(new Command(input))) as S3Calls[C][1];
  }

  async put(key: string, source: Source, contentType: string): Promise<void> {
    const body = source.path ? createReadStream(source.path) : source.open();
    await this.send('PutObjectCommand', { Bucket: this.config.bucket, Key: this.objectKey(key), Body: body, ContentLength: source.size, ContentType: contentType });
  }

  async get(key: string, range?: { start: number; end: number | null }): Promise<ReadResult | null> {
    const head = await this.stat(key);
    if (!head) return null;
    const { start, end } = clampRange(head.size, range);
    if (head.size === 0) return { body: Readable.from([]), size: 0, start: 0, end: 0 };
    const out = await this.send('GetObjectCommand', { Bucket: this.config.bucket, Key: this.objectKey(key), Range: `bytes=${start}-${end}` });
    return { body: out.Body as Readable, size: head.size, start, end };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const out = await this.send('HeadObjectCommand', { Bucket: this.config.bucket, Key: this.objectKey(key) });
      return { size: Number(out.ContentLength ?? 0) };
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.send('DeleteObjectCommand', { Bucket: this.config.bucket, Key: this.objectKey(key) });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const out = await this.send('ListObjectsV2Command', { Bucket: this.config.bucket, Prefix: this.config.prefix + prefix, ContinuationToken: token });
      for (const o of out.Contents ?? []) {
        const key = String(o.Key).slice(this.config.prefix.length);
        if (isValidKey(key)) yield { key, size: Number(o.Size ?? 0), lastModified: new Date(o.LastModified as Date) };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    (await this.clientP).destroy();
  }
}

export function createStorage(config: StorageConfig, dataDir: string, outbound: Outbound): FileStorage {
  return config.kind === 's3' ? new S3Storage(config, outbound) : new LocalStorage(join(dataDir, 'upload'));
}
