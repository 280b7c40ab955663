/**
 * npm run dev: the edit loop. The server runs from its TypeScript sources
 * through tsx's watch mode (restarted on every saved server file, no build),
 * the client on Vite's dev server (:5173, hot reload, its proxy sends /admin,
 * /graphql and /upload to the server on :8001). Ctrl-C stops both.
 *
 * Only for development: `npm start` runs the built server (dist/server, see
 * scripts/build-server.ts and docs/compiled-server.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const children: ChildProcess[] = [
  // One process (WORKERS=1) so a restart is quick; the caller's environment wins.
  spawn(node, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/start.ts'], { cwd: root, stdio: 'inherit', env: { WORKERS: '1', ...process.env } }),
  spawn(node, ['node_modules/vite/bin/vite.js', '--config', 'client/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
let stopping = false;
const stopAll = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const c of children) c.once('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
