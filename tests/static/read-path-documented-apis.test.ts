// The read path uses its dependencies through their documented APIs (docs/read-path.md "The one reliance on a
// dependency's internals", ARCHITECTURE.md principle 10): no source file of the server reaches into the private
// members it once used — pg's Query subclassing and its connection's statement bookkeeping, the Prisma adapter's
// onError, PGlite's underscore locks. The one reliance left (PGlite routing its messages through
// execProtocolRawSync) is isolated in server/read/embedded-generation.ts and pinned by
// tests/server/embedded-count-reuse.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'generated' || name === 'node_modules') continue;
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** The private members, as code would name them. */
const PRIVATE = [
  /\bparsedStatements\b/,
  /\bsubmittedNamedStatements\b/,
  /\b_runExclusive(Transaction|Query|Listen)\b/,
  /\.onError\s*[.(]/,
  /\bextends\s+(pg\.Query|PgQuery)\b/,
  /\bpg\.Query\b/,
  /\{\s*Query\s*:\s*new\b/,
];

describe('the read path uses documented APIs only', () => {
  it('no server file names a private member of pg, Prisma or PGlite', () => {
    const found: string[] = [];
    for (const file of files(join(root, 'server'))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (PRIVATE.some((p) => p.test(line))) found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the one reliance on PGlite internals lives in one file of the read path', () => {
    const wrapping = files(join(root, 'server')).filter((file) => /\.execProtocolRawSync\s*=/.test(readFileSync(file, 'utf8')));
    expect(wrapping.map((f) => relative(root, f))).toEqual(['server/read/embedded-generation.ts']);
  });
});
