/**
 * npm test: makes sure generated code exists, then runs every test (server
 * integration on the embedded database and on PostgreSQL, client component
 * tests, browser tests) with vitest.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const tsx = `${root}node_modules/tsx/dist/cli.mjs`;

function run(args: string[], label: string): void {
  const r = spawnSync(node, args, { stdio: 'inherit', cwd: root, env: process.env });
  if (r.status !== 0) {
    console.error(`npm test: ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

run([tsx, 'scripts/ensure-generated.ts'], 'prisma generate');
run([`${root}node_modules/vitest/vitest.mjs`, 'run', ...process.argv.slice(2)], 'vitest');
