/**
 * npm test: makes sure generated code exists, then runs every test (server
 * integration on the embedded database and on PostgreSQL, client component
 * tests, browser tests) with vitest, and ends with one summary line
 * "Tests: N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const tsx = `${root}node_modules/tsx/dist/cli.mjs`;
const report = `${root}test-results/vitest.json`;

function run(args: string[], label: string): number {
  const r = spawnSync(node, args, { stdio: 'inherit', cwd: root, env: process.env });
  if (r.status !== 0) console.error(`npm test: ${label} failed (exit ${r.status ?? r.signal})`);
  return r.status ?? 1;
}

if (run([tsx, 'scripts/ensure-generated.ts'], 'prisma generate') !== 0) process.exit(1);
// The browser tests drive the built client served by the real server.
if (run([tsx, 'scripts/ensure-client.ts'], 'client build') !== 0) process.exit(1);
mkdirSync(`${root}test-results`, { recursive: true });
rmSync(report, { force: true });
const status = run(
  [`${root}node_modules/vitest/vitest.mjs`, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  'vitest',
);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + (r.numTodoTests ?? 0)} skipped`);
}
process.exit(status);
