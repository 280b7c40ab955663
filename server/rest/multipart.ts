/**
 * multipart/form-data bodies of the REST edge (busboy), bounded like JSON
 * bodies. Form fields become input keys as text. What a file part becomes
 * depends on the route:
 * - a route whose field takes a File (imports): a File under its field name;
 * - any other route: an uploaded JSON file (.json, or type application/json)
 *   becomes the text of its field (e.g. `file` for a menu import); other
 *   files are refused with a translated 1001.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '../kernel/errors.ts';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '');
}

export function readMultipart(req: IncomingMessage, maxBytes: number, takesFile = false): Promise<Record<string, string | File>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, fieldSize: maxBytes, files: takesFile ? 1 : 5, fields: 200, parts: 205 }, defParamCharset: 'utf8' });
    } catch {
      reject(new AppError('validation.bodyInvalid'));
      return;
    }
    const out: Record<string, string | File> = {};
    let failure: AppError | null = null;
    let total = 0;
    const pending: Promise<void>[] = [];
    const tooLarge = () => new AppError('validation.bodyTooLarge', { mb: maxBytes / 1024 / 1024 });
    parser.on('field', (name, value, info) => {
      total += value.length;
      if (info.valueTruncated || total > maxBytes) failure ??= tooLarge();
      else if (!FORBIDDEN_KEYS.has(name)) out[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const json = /\.json$/i.test(info.filename ?? '') || /^application\/json\b/i.test(info.mimeType ?? '');
      if (!takesFile && !json) {
        failure ??= new AppError('rest.fileNotAccepted', {}, 1001, name);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (c: Buffer) => {
            total += c.length;
            chunks.push(c);
          });
          stream.on('limit', () => (failure ??= tooLarge()));
          stream.on('error', () => ((failure ??= new AppError('validation.bodyInvalid')), done()));
          stream.on('end', () => {
            if (total > maxBytes) failure ??= tooLarge();
            else if (FORBIDDEN_KEYS.has(name)) failure ??= new AppError('validation.bodyInvalid');
            else out[name] = takesFile ? new File([Buffer.concat(chunks) as Uint8Array<ArrayBuffer>], info.filename ?? 'upload', { type: info.mimeType }) : Buffer.concat(chunks).toString('utf8');
            done();
          });
        }),
      );
    });
    parser.on('partsLimit', () => (failure ??= tooLarge()));
    parser.on('filesLimit', () => (failure ??= takesFile ? new AppError('validation.bodyInvalid') : tooLarge()));
    parser.on('fieldsLimit', () => (failure ??= tooLarge()));
    parser.on('error', () => reject(failure ?? new AppError('validation.bodyInvalid')));
    parser.on('close', () => {
      Promise.all(pending).then(() => (failure ? reject(failure) : resolve(out)), reject);
    });
    req.on('aborted', () => reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    req.pipe(parser);
  });
}
