/**
 * The Node.js flags `npm start` runs the server with (read from package.json,
 * the one place they are written), so that benchmarks measure the server as
 * it runs in production.
 */
import { readFileSync } from 'node:fs';

const start: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
const flags = /node ((?:--\S+ )*)--import tsx server\/start\.ts/.exec(start);
if (!flags) throw new Error('package.json: the start script no longer runs `node [flags] --import tsx server/start.ts`');

export const SERVER_NODE_FLAGS: string[] = flags[1]!.trim().split(/\s+/).filter(Boolean);
