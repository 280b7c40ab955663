/**
 * GraphQL JSON posts are read here, bounded by the same limit as the REST
 * edge, and handed to yoga already parsed: its Node adapter takes a parsed
 * `req.body` as is. Left to itself, yoga turns the Node request into a web
 * stream and pipes it through a TransformStream that counts its bytes (an
 * AbortController, a DOMException and a stream pipeline per request), which
 * cost more CPU than anything else yoga does for a list page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../kernel/errors.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import { readBodyText } from '../http/body.ts';

/** True when the request is a POST whose body yoga reads as JSON. */
export function isJsonPost(req: IncomingMessage): boolean {
  return req.method === 'POST' && (req.headers['content-type'] ?? '').toLowerCase().includes('json');
}

/**
 * Reads the body and leaves it on `req.body`: the parsed object (or batch),
 * or the text itself when it is not a JSON object, so yoga answers it with
 * its own "invalid JSON" error exactly as before.
 */
export async function preReadJsonBody(req: IncomingMessage): Promise<void> {
  const text = await readBodyText(req);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  (req as IncomingMessage & { body?: unknown }).body = parsed !== null && typeof parsed === 'object' && Object.keys(parsed).length > 0 ? parsed : text;
}

/** The answer to a body that could not be read (too large): a GraphQL error in the caller's language. */
export function sendBodyError(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  if (res.headersSent) return;
  if (!(err instanceof AppError)) {
    // The client went away mid-body, or the socket failed: nobody is left to answer.
    res.destroy();
    return;
  }
  const message = translate(parseLang(req.headers.language as string | undefined), err.key, err.params);
  const text = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), connection: 'close' });
  res.end(text);
}
