// The committed schema.graphql is what the server serves (the client's Relay compiler reads it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GraphQLObjectType } from 'graphql';
import { printSchemaText } from '../../server/print-schema.ts';
import { schema } from '../../server/schema.ts';
import { entityMetaText } from '../../server/crud/meta.ts';
import { rulesDocText } from '../../server/crud/rules-doc.ts';
import { stagesMetaText } from '../../server/core/stages.ts';

describe('schema.graphql', () => {
  it('is current (run `npm run schema:print` after changing the server schema)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed === printSchemaText(), 'schema.graphql is stale: run npm run schema:print').toBe(true);
  });

  it('the client copy of the entity declarations is current (npm run schema:print)', () => {
    const committed = readFileSync(new URL('../../client/src/meta/entities.json', import.meta.url), 'utf8');
    expect(committed === entityMetaText(), 'client/src/meta/entities.json is stale: run npm run schema:print').toBe(true);
    const doc = readFileSync(new URL('../../docs/field-rules.md', import.meta.url), 'utf8');
    expect(doc === rulesDocText(), 'docs/field-rules.md is stale: run npm run schema:print').toBe(true);
    const stages = readFileSync(new URL('../../client/src/meta/stages.json', import.meta.url), 'utf8');
    expect(stages === stagesMetaText(), 'client/src/meta/stages.json is stale: run npm run schema:print').toBe(true);
    const user = JSON.parse(committed).SysUser;
    expect(user.perms.page).toBe('base:sys:user:page');
    expect(user.fields.find((f: any) => f.name === 'username')).toMatchObject({ required: true, maxLength: 100, writable: true });
    expect(user.fields.find((f: any) => f.name === 'password')).toMatchObject({ readable: false, writable: true });
    expect(user.rules.password).toEqual({ kind: 'length', min: 6, max: 16, message: 'validation.passwordLength' });
  });

  it('only nodes have an `id` field: a client store (Relay) takes `id` for a global id, so a plain number there merges unrelated records', () => {
    const wrong = Object.values(schema.getTypeMap())
      .filter((t): t is GraphQLObjectType => t instanceof GraphQLObjectType && !t.name.startsWith('__'))
      .filter((t) => 'id' in t.getFields() && !t.getInterfaces().some((i) => i.name === 'Node'))
      .map((t) => t.name);
    expect(wrong).toEqual([]);
  });

  it('guards every root field with a scope, except the public calls of SPEC §6', () => {
    const open = new Set(['captcha', 'login', 'refreshToken', 'program', 'eps', 'dictData', 'dictTypes', 'sysParamHtml', 'node', 'nodes']);
    const unguarded: string[] = [];
    const perms: string[] = [];
    for (const root of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
      for (const field of Object.values(root.getFields())) {
        const scopes = (field.extensions as any)?.pothosOptions?.authScopes;
        if (!scopes && !open.has(field.name)) unguarded.push(`${root.name}.${field.name}`);
        if (scopes?.perm) perms.push(...[scopes.perm].flat());
      }
    }
    expect(unguarded).toEqual([]);
    // Permission strings have the form module:entity:action.
    for (const p of perms) expect(p).toMatch(/^[a-z]+(:[a-zA-Z]+)+$/);
    expect(perms).toContain('base:sys:user:page');
    expect(perms).toContain('business:meeting:vote:item:add');
  });

  it('protects node(id) lookups with the entity read permissions (type-level scope)', () => {
    const type = schema.getType('SysUser') as any;
    expect(type.extensions.pothosOptions.authScopes).toEqual({ perm: ['base:sys:user:page', 'base:sys:user:list', 'base:sys:user:info'] });
  });
});
