/**
 * Builds the web client into client/dist when it is missing or older than
 * its sources, so `npm start` and the browser tests always serve the current
 * client. (The Relay artifacts are committed; this does not run the compiler.)
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'client/dist/index.html');

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) if (entry !== 'dist' && entry !== 'node_modules') max = Math.max(max, newest(join(path, entry)));
  return max;
}

// The client imports the pure rules it shares with the server through @core/… (server/core: field rules and their
// messages, ballot choices, counting): a change there changes the client too.
const SHARED = ['server/core'].map((p) => join(root, p));

if (!existsSync(built) || statSync(built).mtimeMs < Math.max(newest(join(root, 'client')), ...SHARED.map(newest))) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('client build failed');
    process.exit(r.status ?? 1);
  }
  console.log(`client built (${Date.now() - started} ms)`);
}
