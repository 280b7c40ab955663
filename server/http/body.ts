/**
 * Reading a request body into memory, bounded. One reader for the REST edge
 * and for GraphQL's JSON posts, so both refuse the same oversized bodies.
 */
import type { IncomingMessage } from 'node:http';
import { AppError } from '../kernel/errors.ts';

/** The largest body read into memory (uploads are streamed to disk and have their own limit). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body as UTF-8 text; a body over `limit` bytes is refused with validation.bodyTooLarge before it is all read. */
export async function readBodyText(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
}

function tooLarge(limit: number): AppError {
  return new AppError('validation.bodyTooLarge', { mb: limit / 1024 / 1024 });
}
