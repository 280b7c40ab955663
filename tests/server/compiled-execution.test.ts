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
import { compiledRunner, markCompilable, setCompiledExecution } from '../../server/graphql/compiled.ts';
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
  it('an unmarked document runs interpretively; node(id) (a checked type behind an interface) is not compiled', () => {
    expect(compiledRunner(schema, parse('{ sysUserPage(first: 1) { totalCount } }'))).toBeNull();
    const node = parse('query($id: ID!) { node(id: $id) { id ... on SysUser { name } } }');
    markCompilable(node);
    expect(compiledRunner(schema, node)).toBeNull();
    const page = parse(persisted[USER_PAGE_ID]!);
    markCompilable(page);
    expect(compiledRunner(schema, page)).not.toBeNull();
  });
  it('compiling leaves the schema as it was (isTypeOf and resolvers restored)', () => {
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
    setCompiledExecution(true);
    await t?.close();
  });

  async function both<T>(call: () => Promise<T>): Promise<{ compiled: T; interpreted: T }> {
    setCompiledExecution(true);
    const compiled = await call();
    setCompiledExecution(false);
    try {
      return { compiled, interpreted: await call() };
    } finally {
      setCompiledExecution(true);
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
