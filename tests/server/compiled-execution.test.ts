/**
 * Compiled execution (server/graphql/compiled.ts, docs/read-path-compiled.md):
 * every prepared REST query compiles; mutations, unmarked documents and
 * documents reaching a checked type through an interface do not; and on both
 * databases the REST pages and lists, their refusals and bad input, and the
 * client's persisted user page answer exactly the same compiled as interpreted.
 */
import { readFileSync } from 'node:fs';
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/schema.ts';
import { buildRoutes } from '../../server/rest/routes.ts';
import { compiledRunner, HOT_AFTER, HOT_LIMIT, hotCompiledCount, markCompilable } from '../../server/graphql/compiled.ts';
import { setFastReads } from '../../server/read/index.ts';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';

const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const USER_PAGE_ID = Object.keys(persisted).find((k) => persisted[k]!.startsWith('query SysUserPageQuery('))!;

describe('what compiles', () => {
  const routes = buildRoutes(schema);
  it('every prepared REST query compiles, no mutation does', () => {
    const queries = routes.filter((r) => getOperationAST(r.document)?.operation === 'query');
    const mutations = routes.filter((r) => getOperationAST(r.document)?.operation === 'mutation');
    expect(queries.length).toBeGreaterThan(50);
    for (const r of [...queries, ...mutations]) markCompilable(r.document);
    expect(queries.filter((r) => !compiledRunner(schema, r.document)).map((r) => r.prefix + r.path)).toEqual([]);
    expect(mutations.filter((r) => compiledRunner(schema, r.document)).map((r) => r.prefix + r.path)).toEqual([]);
  });
  it('an unmarked document runs interpretively until it is sent again; node(id) (a checked type behind an interface) is not compiled', () => {
    const text = parse('{ sysUserPage(first: 1) { totalCount } }');
    expect(HOT_AFTER).toBe(2);
    expect(compiledRunner(schema, text)).toBeNull();
    expect(compiledRunner(schema, text)).not.toBeNull();
    expect(compiledRunner(schema, text)).not.toBeNull();
    // Another document object of the same text counts on its own (yoga's parse cache is what hands back the same one).
    expect(compiledRunner(schema, parse('{ sysUserPage(first: 1) { totalCount } }'))).toBeNull();
    const node = parse('query($id: ID!) { node(id: $id) { id ... on SysUser { name } } }');
    markCompilable(node);
    expect(compiledRunner(schema, node)).toBeNull();
    const page = parse(persisted[USER_PAGE_ID]!);
    markCompilable(page);
    expect(compiledRunner(schema, page)).not.toBeNull();
  });
  it('texts sent again never compile when they are mutations or introspection', () => {
    for (const source of ['mutation { logout }', '{ __schema { queryType { name } } }', '{ sysUserPage(first: 1) { totalCount } __type(name: "SysUser") { name } }']) {
      const doc = parse(source);
      for (let i = 0; i < HOT_AFTER + 2; i++) expect({ source, run: compiledRunner(schema, doc) }).toEqual({ source, run: null });
    }
  });
  it(`at most ${HOT_LIMIT} texts keep generated code; the least recently used is dropped and must get hot again`, () => {
    const docs = Array.from({ length: HOT_LIMIT + 5 }, (_, i) => parse(`{ sysUserPage(first: ${i + 1}) { totalCount } }`));
    for (const doc of docs) {
      for (let i = 1; i < HOT_AFTER; i++) expect(compiledRunner(schema, doc)).toBeNull();
      expect(compiledRunner(schema, doc)).not.toBeNull();
    }
    expect(hotCompiledCount()).toBe(HOT_LIMIT);
    // The first five were dropped: interpreted again on their next use, compiled after.
    expect(compiledRunner(schema, docs[0]!)).toBeNull();
    expect(compiledRunner(schema, docs[0]!)).not.toBeNull();
    // The newest stayed compiled.
    expect(compiledRunner(schema, docs[HOT_LIMIT + 4]!)).not.toBeNull();
    expect(hotCompiledCount()).toBe(HOT_LIMIT);
  });
  it('compiling never changes the live schema (it compiles against a copy: isTypeOf and resolvers untouched)', () => {
    const type = schema.getType('SysUser') as any;
    expect(typeof type.isTypeOf).toBe('function');
    const edge = schema.getType('QuerySysUserPageConnectionEdge') ?? Object.values(schema.getTypeMap()).find((t: any) => t.name.startsWith('SysUser') && t.name.endsWith('Edge'));
    const before = (edge as any)?.getFields().node.resolve;
    const doc = parse(persisted[USER_PAGE_ID]!);
    markCompilable(doc);
    compiledRunner(schema, doc);
    expect(typeof type.isTypeOf).toBe('function');
    expect((edge as any)?.getFields().node.resolve).toBe(before);
  });
});

describeOnDatabases('compiled and interpreted answers are the same', (kind) => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // A user without any role: refused by scope auth on every guarded route.
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'compiled_plain', name: 'Plain', password: 'plain-123456', roleIdList: [] } });
    expect(add.body.code).toBe(1000);
    plain = (await t.login('compiled_plain', 'plain-123456')).token;
  }, 180_000);
  afterAll(async () => {
    setFastReads(true);
    await t?.close();
  });

  async function both<T>(call: () => Promise<T>): Promise<{ compiled: T; interpreted: T }> {
    setFastReads(true);
    const compiled = await call();
    setFastReads(false);
    try {
      return { compiled, interpreted: await call() };
    } finally {
      setFastReads(true);
    }
  }

  it('every page and list route: the admin, a user without rights, bad input', async () => {
    // The request log's pages change with every request (each one is logged), so they are left out.
    const lists = t.app.routes.filter((r) => getOperationAST(r.document)?.operation === 'query' && /\/(page|list)$/.test(r.path) && !/\/log\//.test(r.prefix + r.path));
    expect(lists.length).toBeGreaterThan(20);
    let served = 0;
    for (const r of lists) {
      const path = r.prefix + r.path;
      const method = r.method.toUpperCase();
      for (const [token, body] of [
        [admin, {}],
        [admin, { page: 1, size: 3, order: 'id', sort: 'asc' }],
        [plain, {}],
        [admin, { page: 'not a number', size: { nested: true } }],
      ] as const) {
        const { compiled, interpreted } = await both(() => t.req(method, path, method === 'GET' ? { token } : { token, body }));
        expect({ path, status: compiled.status, body: compiled.body }).toEqual({ path, status: interpreted.status, body: interpreted.body });
        if (compiled.body?.code === 1000) served++;
      }
    }
    // Most of them answered rows, not only refusals.
    expect(served).toBeGreaterThan(lists.length);
  }, 300_000);

  it('a query text sent again (compiled from then on) answers as interpreted: rows, a refusal, bad variables', async () => {
    const page = 'query($first: Int, $after: String) { sysUserPage(first: $first, after: $after, orderBy: "createTime", sort: desc) { totalCount edges { node { id rowId name username departmentName roleName createTime } } pageInfo { hasNextPage endCursor } } }';
    // What a hand-written query uses: a fragment, aliases, @include/@skip, __typename.
    // A second listed user (the superuser is not listed), so the cursor case has a row after the first.
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'compiled_other', name: 'Other', password: 'other-123456', roleIdList: [] } });
    expect(add.body.code).toBe(1000);
    let withRows = 0;
    const shaped = 'fragment U on SysUser { __typename id who: name username } query($first: Int, $roles: Boolean!) { a: sysUserPage(first: $first, orderBy: "createTime", sort: asc) { totalCount edges { cursor node { ...U roleName @include(if: $roles) departmentName @skip(if: $roles) } } } b: sysUserPage(first: 1) { totalCount } }';
    for (const [text, token, variables] of [
      [page, admin, { first: 5 }],
      [page, admin, { first: 2, after: 'T2Zmc2V0Q29ubmVjdGlvbjow' }],
      [page, plain, { first: 5 }],
      [page, admin, { first: 'five' }],
      [shaped, admin, { first: 3, roles: true }],
      [shaped, admin, { first: 3, roles: false }],
      [shaped, plain, { first: 3, roles: true }],
      [shaped, admin, { first: 3 }],
    ] as const) {
      const call = async () => {
        const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query: text, variables }) });
        return { status: res.status, body: await res.json() };
      };
      setFastReads(false);
      const interpreted = await call();
      setFastReads(true);
      // The first sends may run interpretively (the text is not hot yet); from the HOT_AFTER-th on it is compiled.
      const sends = [];
      for (let i = 0; i < HOT_AFTER + 1; i++) sends.push(await call());
      for (const sent of sends) expect({ variables, sent }).toEqual({ variables, sent: interpreted });
      if ((interpreted.body.data?.sysUserPage ?? interpreted.body.data?.a)?.edges?.length > 0) withRows++;
    }
    // Rows were compared, not only refusals: the admin's four calls with valid variables answered rows.
    expect(withRows).toBe(4);
    expect(hotCompiledCount()).toBeGreaterThan(0);
  });

  it("the client's persisted user page, by documentId", async () => {
    const call = async () => {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: admin }, body: JSON.stringify({ documentId: USER_PAGE_ID, variables: { first: 5, orderBy: 'createTime', sort: 'desc' } }) });
      return { status: res.status, body: await res.json() };
    };
    const { compiled, interpreted } = await both(call);
    expect(compiled.body.data.sysUserPage.edges.length).toBeGreaterThan(0);
    expect(compiled).toEqual(interpreted);
    // Refused the same way for a user without the permission.
    const refused = await both(async () => {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: plain }, body: JSON.stringify({ documentId: USER_PAGE_ID, variables: { first: 5 } }) });
      return { status: res.status, body: await res.json() };
    });
    expect(refused.compiled.body.errors?.length).toBeGreaterThan(0);
    expect(refused.compiled).toEqual(refused.interpreted);
  });
});
