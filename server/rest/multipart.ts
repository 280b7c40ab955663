/**
 * multipart/form-data bodies (busboy): form fields become input keys as
 * text; an uploaded JSON file (.json, or type application/json) becomes the
 * text of its field (e.g. `file` for a menu import). Other files are refused
 * with a translated 1001: no route takes them yet. The size limits are those
 * of JSON bodies.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '../kernel/errors.ts';

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '');
}

export function readMultipart(req: IncomingMessage, maxBytes: number): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, fieldSize: maxBytes, files: 5, fields: 200, parts: 205 }, defParamCharset: 'utf8' });
    } catch {
      reject(new AppError('validation.bodyInvalid'));
      return;
    }
    const out: Record<string, string> = {};
    let failure: AppError | null = null;
    let total = 0;
    const tooLarge = () => new AppError('validation.bodyTooLarge', { mb: maxBytes / 1024 / 1024 });
    parser.on('field', (name, value, info) => {
      total += value.length;
      if (info.valueTruncated || total > maxBytes) failure ??= tooLarge();
      else out[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const json = /\.json$/i.test(info.filename ?? '') || /^application\/json\b/i.test(info.mimeType ?? '');
      if (!json) {
        failure ??= new AppError('rest.fileNotAccepted', {}, 1001, name);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        total += c.length;
        chunks.push(c);
      });
      stream.on('limit', () => {
        failure ??= tooLarge();
      });
      stream.on('end', () => {
        if (total > maxBytes) failure ??= tooLarge();
        else out[name] = Buffer.concat(chunks).toString('utf8');
      });
    });
    parser.on('partsLimit', () => (failure ??= tooLarge()));
    parser.on('filesLimit', () => (failure ??= tooLarge()));
    parser.on('fieldsLimit', () => (failure ??= tooLarge()));
    parser.on('error', () => reject(failure ?? new AppError('validation.bodyInvalid')));
    parser.on('close', () => (failure ? reject(failure) : resolve(out)));
    req.on('aborted', () => reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    req.pipe(parser);
  });
}
