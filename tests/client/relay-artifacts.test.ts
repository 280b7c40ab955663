/**
 * The generated Relay artifacts (client/src/__generated__) are committed: this
 * fails when relay-compiler would change them (run `npm run relay` and commit).
 * So is client/persisted-queries.json, the server's allowlist in production
 * (docs/graphql.md "Persisted queries"): it must hold exactly the operations the
 * artifacts send by id — relay-compiler only ever adds to it, `npm run relay`
 * rewrites it from scratch.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('Relay artifacts', () => {
  it('are up to date with the sources and schema.graphql', () => {
    const r = spawnSync(process.execPath, [`${root}node_modules/relay-compiler/cli.js`, '--validate'], { cwd: root, encoding: 'utf8' });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, `relay-compiler --validate failed; run \`npm run relay\`:\n${output}`).toBe(0);
  });

  it('send every operation by a persisted id, and the persisted file holds exactly those operations', () => {
    const dir = `${root}client/src/__generated__/`;
    const ids = new Set<string>();
    let operations = 0;
    for (const name of readdirSync(dir)) {
      const source = readFileSync(dir + name, 'utf8');
      if (!/"kind": "Request"/.test(source)) continue;
      operations++;
      const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
      expect(id, `${name} has no persisted id; run \`npm run relay\``).toBeDefined();
      ids.add(id!);
    }
    expect(operations).toBeGreaterThan(100);
    const persisted = JSON.parse(readFileSync(`${root}client/persisted-queries.json`, 'utf8')) as Record<string, string>;
    const stale = Object.keys(persisted).filter((id) => !ids.has(id));
    const missing = [...ids].filter((id) => !(id in persisted));
    expect({ stale, missing }, 'client/persisted-queries.json is stale; run `npm run relay`').toEqual({ stale: [], missing: [] });
    for (const [id, text] of Object.entries(persisted)) expect(createHash('sha256').update(text).digest('hex'), `entry ${id}`).toBe(id);
  });
});
