/**
 * The per-entity Relay operations of the entity kit (client/src/entity/generated)
 * are generated from entities.json and schema.graphql and committed: this fails
 * when the generator would change them (run `npm run schema:print`, or
 * `npx tsx scripts/generate-entity-operations.ts`, then `npm run relay`, and commit).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFiles, OUT_DIR } from '../../scripts/generate-entity-operations.ts';
import entities from '../../client/src/meta/entities.json';

describe('generated entity operations', () => {
  it('are up to date with entities.json and schema.graphql', () => {
    const expected = generatedFiles();
    expect(readdirSync(OUT_DIR).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, text] of Object.entries(expected)) expect(readFileSync(`${OUT_DIR}${name}`, 'utf8'), `${name} is stale`).toBe(text);
  });

  it('give every entity a masked row fragment, and a page query, export query and writes by its actions', () => {
    const files = generatedFiles();
    for (const e of Object.values(entities as Record<string, { type: string; actions: string[] }>)) {
      const text = files[`${e.type}.ts`]!;
      expect(text).toContain(`fragment ${e.type}_row on ${e.type} {`);
      expect(text.includes(`query ${e.type}PageQuery(`)).toBe(e.actions.includes('page'));
      expect(text.includes(`query ${e.type}ListQuery(`)).toBe(e.actions.includes('list'));
      expect(text.includes(`mutation ${e.type}DeleteMutation(`)).toBe(e.actions.includes('delete'));
      // the AppError branch goes through the one shared fragment
      if (e.actions.includes('add')) expect(text).toMatch(/\.\.\.EntityError_error @alias\(as: "error"\)/);
      expect(text).not.toMatch(/on AppError \{/);
    }
    // computed output fields of the node types are read too
    expect(files['AreaHouse.ts']).toMatch(/\n {4}areaName\n/);
    expect(files['SysUser.ts']).toMatch(/\n {4}departmentName\n/);
    expect(files['SysUser.ts']).not.toMatch(/\n {4}password\n/);
  });
});
