/**
 * npm test: first makes sure the machine has what the tests need
 * (scripts/test-prereqs.ts: as root on Debian/Ubuntu it installs the
 * missing packages, anyone else is told the one command and nothing runs),
 * then that generated code exists, then runs every test (server integration
 * on the embedded database and on PostgreSQL, client component tests,
 * browser tests) with vitest, and ends with one summary line
 * "Tests: N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './test-prereqs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const tsx = `${root}node_modules/tsx/dist/cli.mjs`;

function run(args: string[], label: string): number {
  const r = spawnSync(node, args, { stdio: 'inherit', cwd: root, env: process.env });
  if (r.status !== 0) console.error(`npm test: ${label} failed (exit ${r.status ?? r.signal})`);
  return r.status ?? 1;
}

if (!ensurePrerequisites(process.argv.slice(2))) process.exit(1);
if (run([tsx, 'scripts/ensure-generated.ts'], 'prisma generate') !== 0) process.exit(1);
// The browser tests drive the built client served by the real server.
if (run([tsx, 'scripts/ensure-client.ts'], 'client build') !== 0) process.exit(1);
mkdirSync(`${root}test-results`, { recursive: true });

// The groups run one after another so each has the machine to itself: the
// component tests are timing-sensitive, the integration and browser suites heavy.
const groups = process.argv.length > 2 ? [process.argv.slice(2)] : [['tests/static'], ['tests/client'], ['tests/server'], ['tests/e2e']];
const totals = { passed: 0, failed: 0, skipped: 0 };
// Repeated after the summary line: CI keeps only the tail of the output, so
// a failure far up in the log would otherwise go unnamed.
const failures: string[] = [];
let status = 0;
for (const [i, args] of groups.entries()) {
  const report = `${root}test-results/vitest-${i}.json`;
  rmSync(report, { force: true });
  const code = run([`${root}node_modules/vitest/vitest.mjs`, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], `vitest ${args.join(' ')}`);
  if (code !== 0) status = code;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const name = String(file.name ?? '').replace(root, '');
      const failedTests = (file.assertionResults ?? []).filter((t: { status: string }) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${name} > ${t.fullName}\n    ${firstLines(t.failureMessages?.join('\n') ?? '')}`);
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}\n    ${firstLines(file.message ?? '')}`);
    }
  } else if (code !== 0) {
    totals.failed += 1;
  }
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);

function firstLines(text: string): string {
  return text.split('\n').slice(0, 6).join('\n    ').slice(0, 1200);
}
