// Runs `prisma generate` (Prisma client + Pothos types) without the native
// schema engine: generation itself uses WebAssembly, the CLI only checks that
// the engine binary path exists. Quiet on success (one line).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');
const prisma = path.join(bin, process.platform === 'win32' ? 'prisma.cmd' : 'prisma');
const started = Date.now();
const result = spawnSync(prisma, ['generate'], {
  cwd: root,
  encoding: 'utf8',
  env: {
    ...process.env,
    // Generators such as prisma-pothos-types are run by name, as npm scripts would.
    PATH: [bin, process.env.PATH].filter(Boolean).join(path.delimiter),
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});

if (result.error || result.status !== 0) {
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.error) console.error(result.error.message);
  console.error(`prisma generate failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status || 1);
}
console.log(`prisma generate: ok (${Date.now() - started} ms)`);
