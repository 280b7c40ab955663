/**
 * Runs `prisma generate` when the generated client is missing or older than
 * prisma/schema.prisma, so a fresh clone needs nothing but npm install.
 */
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const schema = `${root}prisma/schema.prisma`;
const outputs = [`${root}server/generated/prisma/client.ts`, `${root}server/generated/pothos-types.ts`];

const stale = outputs.some((f) => !existsSync(f) || statSync(f).mtimeMs < statSync(schema).mtimeMs);
if (stale) {
  const r = spawnSync(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, `${root}scripts/generate-client.ts`], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
