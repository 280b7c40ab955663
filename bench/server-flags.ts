/**
 * How `npm start` runs the server — its Node.js flags and its built entry
 * (read from package.json, the one place they are written) — so that
 * benchmarks measure the server as it runs in production: the built
 * JavaScript (scripts/build-server.ts), no TypeScript loader.
 */
import { readFileSync } from 'node:fs';

const start: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
const m = /(?:^|&& )node ((?:--\S+ )*)(\S+\.js)\s*$/.exec(start);
if (!m) throw new Error('package.json: the start script no longer ends with `node [flags] <built entry>.js`');

export const SERVER_NODE_FLAGS: string[] = m[1]!.trim().split(/\s+/).filter(Boolean);
/** The built server's entry, relative to the project root (dist/server/start.js). */
export const SERVER_ENTRY: string = m[2]!;
