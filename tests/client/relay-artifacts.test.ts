/**
 * The generated Relay artifacts (client/src/__generated__) are committed: this
 * fails when relay-compiler would change them (run `npm run relay` and commit).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('Relay artifacts', () => {
  it('are up to date with the sources and schema.graphql', () => {
    const r = spawnSync(process.execPath, [`${root}node_modules/relay-compiler/cli.js`, '--validate'], { cwd: root, encoding: 'utf8' });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, `relay-compiler --validate failed; run \`npm run relay\`:\n${output}`).toBe(0);
  });
});
