/**
 * Reads a multipart/form-data request of the REST layer (the legacy upload:
 * fields `file` and `key`) with busboy, streaming each file to a temporary
 * file so no upload is held in memory. Files stop being written one byte
 * past the size limit and parts stop after one file more than allowed, so
 * the resolver refuses both with its translated message while the disk
 * never takes more than it must. The temporary files are removed by
 * `cleanup()` once the request is answered.
 */
import type { IncomingMessage } from 'node:http';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError } from '../kernel/errors.ts';
import { asDiskFull, DiskFullError } from '../kernel/disk-full.ts';

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
}

export interface MultipartInput {
  fields: Record<string, string>;
  /** Every file part, in order. */
  files: File[];
  /** The form field name of each file part (same order). */
  fileFields: string[];
  cleanup(): Promise<void>;
}

/** The temporary file behind a File read here: storage copies it instead of reading it through the Blob. */
const tempPaths = new WeakMap<object, string>();

export function tempPathOf(file: unknown): string | undefined {
  return file && typeof file === 'object' ? tempPaths.get(file) : undefined;
}

export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

export async function readMultipart(req: IncomingMessage, tempDir: string, limits: MultipartLimits): Promise<MultipartInput> {
  try {
    await mkdir(tempDir, { recursive: true });
  } catch (err) {
    throw asDiskFull(err, 'staging an upload');
  }
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((p) => rm(p, { force: true })));
  };
  const fields: Record<string, string> = {};
  const parsed: { path: string; name: string; type: string; field: string }[] = [];
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // The name as sent: a path in it is refused (files/types.ts cleanName), not silently cut.
      preservePath: true,
      limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes + 1, fields: 50, fieldSize: 64 * 1024, parts: limits.maxFiles + 60 },
    });
  } catch {
    throw new AppError('validation.bodyInvalid');
  }
  const writes: Promise<void>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      bb.on('field', (name, value) => {
        if (!Object.prototype.hasOwnProperty.call(fields, name)) fields[name] = value;
      });
      bb.on('file', (field, stream, info) => {
        const path = join(tempDir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
        temps.push(path);
        parsed.push({ path, name: info.filename ?? '', type: info.mimeType ?? 'application/octet-stream', field });
        // A file over the limit is cut one byte past it: its size still shows it is too large.
        // A write that fails (a full disk) ends the reading at once; handled here, so it is never an unhandled rejection.
        const write = pipeline(stream, createWriteStream(path));
        write.catch(reject);
        writes.push(write);
      });
      bb.on('error', (err) => reject(err));
      bb.on('close', () => resolve());
      req.on('aborted', () => reject(new Error('aborted')));
      req.pipe(bb);
    });
    await Promise.all(writes);
  } catch (err) {
    // No more parts are read or written; every temporary file goes, the half-written one too.
    req.unpipe(bb);
    bb.destroy();
    await Promise.allSettled(writes);
    await cleanup();
    if ((err as Error).message === 'aborted') throw err;
    // A full disk is the server's state, not a bad body: said so (kernel/disk-full.ts).
    const full = asDiskFull(err, 'staging an upload');
    if (full instanceof DiskFullError) {
      // The rest of the request is drained (to nowhere), so the answer reaches the client.
      req.resume();
      throw full;
    }
    throw new AppError('validation.bodyInvalid');
  }
  const files: File[] = [];
  for (const p of parsed) {
    const file = new File([await openAsBlob(p.path)], p.name, { type: p.type });
    tempPaths.set(file, p.path);
    files.push(file);
  }
  return { fields, files, fileFields: parsed.map((p) => p.field), cleanup };
}
