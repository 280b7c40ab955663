/**
 * Serves the built client (client/dist) with history-mode routing: a GET (or
 * HEAD) navigation to an unknown path gets index.html, so the client's router
 * shows it. Only a navigation, though: a request that does not accept HTML
 * (a script, an API client, a monitoring probe), any other method, and every
 * path of the server's own (SERVER_PATHS: the APIs, the health checks,
 * /metrics, a missing asset) get the one plain 404 (`notFound`), never the
 * page, so a probe of a wrong address fails loudly instead of reading HTML
 * with a 200. Before the client is built, / explains how to build it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';

const DIST = fileURLToPath(new URL('../client/dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Paths (and everything under them) that belong to the server, never to the client's router: an unknown one
 * is a 404 whatever the request accepts.
 */
export const SERVER_PATHS = ['/admin', '/graphql', '/graphiql', '/upload', '/vote/api', '/api', '/healthz', '/readyz', '/metrics', '/assets'] as const;

export function isServerPath(path: string): boolean {
  return SERVER_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Whether the request accepts an HTML answer: text/html, text/* or * / * in Accept, or no Accept at all (RFC 9110). */
export function acceptsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    // A range refused with q=0 does not count.
    if (params.some((p) => /^q=0(\.0*)?$/.test(p))) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}

/** The one answer to an address the server does not serve (also /metrics refused: the same bytes). */
export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 10, 'cache-control': 'no-store' });
  res.end('Not found\n');
}

export function serveClient(req: IncomingMessage, res: ServerResponse): void {
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    // A malformed escape (%E0%A4%A) is no address of ours.
    return notFound(res);
  }
  const readable = req.method === 'GET' || req.method === 'HEAD';
  if (!readable) return notFound(res);
  const file = normalize(join(DIST, path));
  if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) {
    const immutable = path.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
    return;
  }
  if (isServerPath(path) || !acceptsHtml(req)) return notFound(res);
  const index = join(DIST, 'index.html');
  if (existsSync(index)) {
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    createReadStream(index).pipe(res);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('社区治理管理后台 API is running. GraphQL: /graphql, REST: /admin/... (the web client is not built yet).\n');
}
