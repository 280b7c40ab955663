/**
 * Connection arguments (issue "Trust no input"): every connection field of
 * the schema, found by walking the built schema (a new one is covered
 * without touching this file) — on the query root, or on a node type as a
 * relation (reached through its type's info field and a row of it) — is
 * sent hostile first/last/after/before as
 * the superuser (so nothing but the arguments can be refused). Each answers
 * a GraphQL error with code BAD_USER_INPUT and the message of its key in the
 * request's language (en, zh-cn, zh-tw), never INTERNAL_SERVER_ERROR and no
 * data; valid arguments still page as before. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNullableType, isObjectType, type GraphQLField } from 'graphql';
import { offsetToCursor } from '@pothos/plugin-relay';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { schema } from '../../server/schema.ts';
import { seedCommunities } from '../support/communities.ts';
import { actionsOf, entities, fieldNameOf } from '../../server/crud/entity.ts';
import { delegate } from '../../server/crud/tx.ts';
import { MAX_PAGE_SIZE } from '../../server/crud/service.ts';
import { MAX_CURSOR_OFFSET } from '../../server/crud/connection-args.ts';
import { LANGS, translate, type Lang, type MessageKey } from '../../server/kernel/i18n/messages.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Every field answering a connection, found two ways so a mistake in one
 * does not hide a field: by the Relay shape (an object with edges and
 * pageInfo) and by the name Pothos gives connection types.
 */
function connectionFieldsOfSchema(): { parent: string; field: GraphQLField<unknown, unknown> }[] {
  const out: { parent: string; field: GraphQLField<unknown, unknown> }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const target = getNullableType(field.type);
      if (!isObjectType(target)) continue;
      const shaped = 'edges' in target.getFields() && 'pageInfo' in target.getFields();
      if (shaped || /Connection$/.test(target.name)) out.push({ parent: type.name, field });
    }
  }
  return out;
}

interface Case {
  what: string;
  args: Record<string, unknown>;
  key: MessageKey;
  params: Record<string, unknown>;
}

const size = (arg: 'first' | 'last') => ({ key: 'connection.size' as const, params: { arg, max: MAX_PAGE_SIZE } });
const cursor = (arg: 'after' | 'before') => ({ key: 'connection.cursor' as const, params: { arg } });

const HOSTILE: Case[] = [
  { what: 'first -5 with a malformed after (the reported query)', args: { first: -5, after: 'not-a-cursor' }, ...size('first') },
  { what: 'first -1', args: { first: -1 }, ...size('first') },
  { what: 'first above the page size', args: { first: MAX_PAGE_SIZE + 1 }, ...size('first') },
  { what: 'first the largest Int', args: { first: 2147483647 }, ...size('first') },
  { what: 'last -1', args: { last: -1, before: offsetToCursor(3) }, ...size('last') },
  { what: 'last above the page size', args: { last: 5000, before: offsetToCursor(3) }, ...size('last') },
  { what: 'after not base64', args: { after: 'not-a-cursor' }, ...cursor('after') },
  { what: 'after empty', args: { after: '' }, ...cursor('after') },
  { what: 'after of another prefix (a global id)', args: { after: b64('SysUser:5') }, ...cursor('after') },
  { what: 'after without a number', args: { after: b64('OffsetConnection:abc') }, ...cursor('after') },
  { what: 'after negative', args: { after: b64('OffsetConnection:-5') }, ...cursor('after') },
  { what: 'after a fraction', args: { after: b64('OffsetConnection:1.5') }, ...cursor('after') },
  { what: 'after with leading zeros', args: { after: b64('OffsetConnection:007') }, ...cursor('after') },
  { what: 'after beyond any page', args: { after: b64('OffsetConnection:99999999999') }, ...cursor('after') },
  { what: 'after just beyond the largest offset', args: { after: offsetToCursor(MAX_CURSOR_OFFSET + 1) }, ...cursor('after') },
  { what: 'after not canonical (a space in front)', args: { after: ` ${offsetToCursor(3)}` }, ...cursor('after') },
  { what: 'after far too long', args: { after: 'A'.repeat(10000) }, ...cursor('after') },
  { what: 'before not base64', args: { before: '%%%', last: 1 }, ...cursor('before') },
  { what: 'before negative', args: { before: b64('OffsetConnection:-1'), last: 1 }, ...cursor('before') },
  { what: 'first with last', args: { first: 1, last: 1, before: offsetToCursor(3) }, key: 'connection.firstAndLast', params: {} },
  { what: 'last without before', args: { last: 2 }, key: 'connection.lastWithoutBefore', params: {} },
];

const CONNECTION = (field: string) => `r: ${field}(first: $first, last: $last, after: $after, before: $before) { edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }`;
const VARS = '$first: Int, $last: Int, $after: String, $before: String';

/** A connection field, as the test reaches it: on the root, or through `<type>Info(id)` of a row of its type. */
interface Reach {
  label: string;
  query: string;
  /** The answer's connection, and the path its error names. */
  pick(data: any): any;
  path: (string | number)[];
}

function reachOf(parent: string, field: string, rowIds: Map<string, number>): Reach {
  if (parent === schema.getQueryType()!.name) return { label: field, query: `query(${VARS}) { ${CONNECTION(field)} }`, pick: (d) => d?.r, path: ['r'] };
  const decl = entities().find((e) => e.type === parent)!;
  const info = fieldNameOf(decl, 'info');
  return {
    label: `${parent}.${field}`,
    query: `query(${VARS}) { p: ${info}(id: ${rowIds.get(decl.model) ?? 0}) { ${CONNECTION(field)} } }`,
    pick: (d) => d?.p?.r,
    path: ['p', 'r'],
  };
}

describe('the connection fields of the schema', () => {
  it('are found, on the query root or on an entity type with an info field (where this test reaches them)', () => {
    const fields = connectionFieldsOfSchema();
    // One page field per entity with a page action, at least, and the to-many relations.
    expect(fields.length).toBeGreaterThanOrEqual(50);
    const reachable = (parent: string) => parent === schema.getQueryType()!.name || entities().some((e) => e.type === parent && actionsOf(e).includes('info'));
    expect(fields.filter((f) => !reachable(f.parent)).map((f) => `${f.parent}.${f.field.name}`)).toEqual([]);
    for (const { field } of fields) {
      expect(field.args.map((a) => a.name), field.name).toEqual(expect.arrayContaining(['first', 'last', 'after', 'before']));
      // Hostile arguments are the only ones sent: a field that needs others would be refused for them instead.
      expect(field.args.filter((a) => a.type.toString().endsWith('!')).map((a) => a.name), field.name).toEqual([]);
    }
  });

  it('have messages in every language', () => {
    for (const key of new Set(HOSTILE.map((c) => c.key))) {
      const texts = LANGS.map((lang) => translate(lang, key, { arg: 'first', max: MAX_PAGE_SIZE }));
      expect(new Set(texts).size, key).toBe(LANGS.length);
      for (const text of texts) expect(text).not.toContain(key);
    }
  });
});

describeOnDatabases('connection arguments', (kind) => {
  let t: TestApp;
  let admin: string;
  const fields = connectionFieldsOfSchema();
  /** A row of every entity (the relations' parents), by model. */
  const rowIds = new Map<string, number>();
  const reach = (f: (typeof fields)[number]) => reachOf(f.parent, f.field.name, rowIds);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // A few rows to page through where the demo data has none.
    for (const title of ['c1', 'c2', 'c3', 'c4']) await t.req('POST', '/admin/demo/goods/add', { body: { title, price: 1 }, token: admin });
    await seedCommunities(t.app.db, (await t.app.db.areaInfo.findFirstOrThrow()).id);
    for (const d of entities()) {
      const row = await delegate(t.app.db, d.model).findFirst({ select: { id: true }, orderBy: { id: 'asc' } });
      if (row) rowIds.set(d.model, row.id);
    }
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  for (const f of fields) {
    const field = `${f.parent === 'Query' ? '' : `${f.parent}.`}${f.field.name}`;
    it(`${field}: hostile arguments answer BAD_USER_INPUT in the caller's language`, async () => {
      const r = reach(f);
      expect(f.parent === 'Query' || rowIds.has(entities().find((e) => e.type === f.parent)!.model), `a row of ${f.parent}`).toBe(true);
      for (const [i, c] of HOSTILE.entries()) {
        // Each case in one language, in turn, so every language is asked of every field.
        for (const lang of [LANGS[i % LANGS.length]!, LANGS[(i + 1) % LANGS.length]!] as Lang[]) {
          const res = await t.gql(r.query, c.args, admin, { language: lang });
          const what = `${field} ${c.what} [${lang}]: ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(r.pick(res.body.data) ?? null, what).toBeNull();
          expect(res.body.errors, what).toHaveLength(1);
          const [err] = res.body.errors;
          expect(err.extensions?.code, what).toBe('BAD_USER_INPUT');
          expect(err.message, what).toBe(translate(lang, c.key, c.params));
          expect(err.message.length, what).toBeGreaterThan(0);
          expect(err.path, what).toEqual(r.path);
        }
      }
    });

    it(`${field}: valid arguments page as before`, async () => {
      const r = reach(f);
      const page = async (args: Record<string, unknown>) => {
        const res = await t.gql(r.query, args, admin, { language: 'en' });
        expect(res.body.errors, `${field} ${JSON.stringify(args)}: ${JSON.stringify(res.body.errors)}`).toBeUndefined();
        return r.pick(res.body.data) as { edges: { cursor: string }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };
      };
      const first = await page({ first: 2 });
      expect(first.edges.length).toBeLessThanOrEqual(2);
      first.edges.forEach((e, i) => expect(e.cursor).toBe(offsetToCursor(i)));
      expect(first.pageInfo.hasPreviousPage).toBe(false);
      // The cursors answered are taken back: the next page starts after the first edge.
      if (first.edges.length > 0) {
        const next = await page({ first: 1, after: first.edges[0]!.cursor });
        next.edges.forEach((e) => expect(e.cursor).toBe(offsetToCursor(1)));
        expect(next.pageInfo.hasPreviousPage).toBe(true);
      }
      // Backwards from a cursor, and the edges of size 0 and of the largest size.
      const back = await page({ last: 1, before: offsetToCursor(2) });
      back.edges.forEach((e) => expect(e.cursor).toBe(offsetToCursor(1)));
      expect((await page({ first: 0 })).edges).toEqual([]);
      expect((await page({ first: MAX_PAGE_SIZE, after: offsetToCursor(MAX_CURSOR_OFFSET) })).edges).toEqual([]);
    });
  }

  it('the reported query, written inline, answers BAD_USER_INPUT', async () => {
    const res = await t.gql('{ areaHousePage(first: -5, after: "not-a-cursor") { totalCount edges { node { rowId } } } }', {}, admin, { language: 'zh-tw' });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe(translate('zh-tw', 'connection.size', { arg: 'first', max: MAX_PAGE_SIZE }));
  });

  it('who asks is checked before what is asked: without a token, hostile arguments answer UNAUTHENTICATED', async () => {
    const res = await t.gql(reach(fields.find((f) => f.parent === 'Query')!).query, { first: -5 }, null, { language: 'en' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('REST pages, which call the same fields, still answer every page', async () => {
    const all = await t.req('POST', '/admin/demo/goods/page', { body: { page: 1, size: 2 }, token: admin });
    expect(all.body.code).toBe(1000);
    const second = await t.req('POST', '/admin/demo/goods/page', { body: { page: 2, size: 2 }, token: admin });
    expect(second.body.code).toBe(1000);
    expect(second.body.data.pagination).toMatchObject({ page: 2, size: 2, total: all.body.data.pagination.total });
    expect(second.body.data.list.map((r: { id: number }) => r.id)).not.toContain(all.body.data.list[0].id);
  });
});
