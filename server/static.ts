/**
 * Serves the built client (client/dist) with history-mode routing: unknown
 * paths get index.html. Before the client is built, / explains how to build it.
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

export function serveClient(req: IncomingMessage, res: ServerResponse): void {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
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
  const index = join(DIST, 'index.html');
  if (existsSync(index)) {
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    createReadStream(index).pipe(res);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('社区治理管理后台 API is running. GraphQL: /graphql, REST: /admin/... (the web client is not built yet).\n');
}
