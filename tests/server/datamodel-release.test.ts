/**
 * The Prisma schema wasm that computes the DMMF at start is let go once the
 * models are read (server/crud/datamodel.ts readDmmf): its instance keeps
 * 24 MB of linear memory, which held the idle server above issue 25's 200 MB
 * while the requiring module's `children` still listed it. A fresh node
 * process reads the models, collects garbage, and reports the external
 * memory left (ArrayBuffers and wasm memories live there) and whether any
 * module of the wasm package is still cached or listed as a child.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const PROBE = `
import { createRequire } from 'node:module';
const { models } = await import('./server/crud/datamodel.ts');
const before = process.memoryUsage().external;
const count = models().size;
globalThis.gc(); globalThis.gc();
const require = createRequire(import.meta.url);
const cached = Object.keys(require.cache).filter((k) => k.includes('prisma-schema-wasm'));
const listed = Object.values(require.cache).flatMap((m) => (m?.children ?? []).map((c) => c.id)).filter((k) => k.includes('prisma-schema-wasm'));
console.log(JSON.stringify({ count, before, after: process.memoryUsage().external, cached, listed }));
`;

describe('the schema wasm is let go after the models are read', () => {
  it('no module of it stays cached or listed, and its linear memory is collected', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', PROBE], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').pop()!) as { count: number; before: number; after: number; cached: string[]; listed: string[] };
    expect(out.count).toBeGreaterThan(30);
    expect(out.cached).toEqual([]);
    expect(out.listed).toEqual([]);
    // The instance's memory alone is 24 MB; what stays external after collection is far below it.
    expect(out.after).toBeLessThan(8 * 1024 * 1024);
  }, 150_000);
});
