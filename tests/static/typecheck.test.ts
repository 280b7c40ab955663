// The whole project type-checks (server, scripts, tests, bench and the client).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = `${root}node_modules/typescript/bin/tsc`;

describe('TypeScript', () => {
  for (const project of ['tsconfig.json', 'client/tsconfig.json']) {
    it(`${project} has no type errors`, () => {
      const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, encoding: 'utf8' });
      expect(r.stdout + r.stderr).toBe('');
      expect(r.status).toBe(0);
    }, 240_000);
  }
});
