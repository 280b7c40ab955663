// GraphQL transport: GraphiQL, graphql-armor limits, the mutation log, the creator stamp.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { armorPlugin, introspectionGuard } from '../../server/graphql/server.ts';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

describeOnDatabases('GraphQL endpoint', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('serves GraphiQL to a browser', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/graphiql/i);
  });

  it('accepts a Relay list query within the limits', async () => {
    const ok = await t.gql('{ sysMenuPage(first: 2) { totalCount edges { node { id rowId name } } pageInfo { hasNextPage } } }', {}, token);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.sysMenuPage.totalCount).toBe(await t.app.db.baseSysMenu.count());
    expect(ok.body.data.sysMenuPage.edges).toHaveLength(2);
    expect(ok.body.data.sysMenuPage.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses a query nested deeper than the depth limit (the same armor plugin on a recursive schema)', async () => {
    // Our schema has no recursive object fields, so the depth limit is proven on one that does.
    const schema = createSchema({ typeDefs: 'type Node { child: Node name: String } type Query { root: Node }', resolvers: {} });
    const yoga = createYoga({ schema, plugins: [armorPlugin()], logging: false });
    const nest = (n: number): string => (n === 0 ? 'name' : `child { ${nest(n - 1)} }`);
    const ask = async (depth: number) =>
      (await yoga.fetch('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ root { ${nest(depth)} } }` }) })).json();
    expect((await ask(8)).errors).toBeUndefined();
    const tooDeep = await ask(14);
    expect(JSON.stringify(tooDeep.errors)).toMatch(/depth/i);
  });

  it('reads JSON posts itself: bad JSON and bare values get yoga’s 400, a body over 10 MB a translated 413, and the parsed body reaches execution whole', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, ...headers }, body });
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(await broken.json())).toMatch(/JSON/);
    const bare = await post('42');
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors.length).toBeGreaterThan(0);
    const empty = await post('');
    expect(empty.status).toBe(400);
    const huge = await post(JSON.stringify({ query: '{ program }', variables: { pad: 'x'.repeat(10 * 1024 * 1024) } }), { language: 'en' });
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors[0].message).toBe('The request body must not exceed 10 MB');
    const hugeZh = await post(JSON.stringify({ query: '{ program }', variables: { pad: 'x'.repeat(10 * 1024 * 1024) } }));
    expect((await hugeZh.json()).errors[0].message).toBe('请求数据不能超过10MB');
    // The parsed body keeps the operation whole: variables and the operation name reach execution.
    const named = await post(JSON.stringify({ query: 'query A { a: program } query B($n: Int!) { sysMenuPage(first: $n) { edges { node { rowId } } } }', operationName: 'B', variables: { n: 1 } }));
    const namedBody = await named.json();
    expect(namedBody.errors).toBeUndefined();
    expect(namedBody.data.sysMenuPage.edges).toHaveLength(1);
  });

  it('refuses more aliases than allowed', async () => {
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: program`).join(' ')} }`;
    const res = await t.gql(query, {}, token);
    expect(res.body.data ?? null).toBeNull();
    expect(JSON.stringify(res.body.errors)).toMatch(/alias/i);
  });

  it('logs GraphQL mutations with secrets redacted, and stamps the creator of new rows', async () => {
    const res = await t.gql(
      'mutation($input: SysUserAddInput!) { sysUserAdd(input: $input) { __typename ... on MutationSysUserAddSuccess { data { rowId } } } }',
      { input: { username: 'gql_logged', password: 'secret99', name: 'Logged' } },
      token,
    );
    expect(res.body.data.sysUserAdd.__typename).toBe('MutationSysUserAddSuccess');
    const created = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { id: res.body.data.sysUserAdd.data.rowId } });
    const admin = await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(created.userId).toBe(admin.id);
    // The log write does not hold up the answer; wait for it.
    let entry: any = null;
    for (let i = 0; i < 50 && !entry; i++) {
      entry = await t.app.db.baseSysLog.findFirst({ where: { action: { contains: 'sysUserAdd' } } });
      if (!entry) await new Promise((r) => setTimeout(r, 50));
    }
    expect(entry).not.toBeNull();
    expect(entry.userId).toBe(admin.id);
    expect(JSON.stringify(entry.params)).not.toContain('secret99');
    expect(entry.params.sysUserAdd.input.password).toBe('******');
  });

  it('an explicit null in an equality filter asks for rows without a value (the top of a tree)', async () => {
    const top = await t.gql('{ sysMenuList(filter: { parentId: null }) { rowId parentId } }', {}, token);
    expect(top.body.errors).toBeUndefined();
    const rows = top.body.data.sysMenuList;
    expect(rows.length).toBe(await t.app.db.baseSysMenu.count({ where: { parentId: null } }));
    expect(rows.every((r: any) => r.parentId === null)).toBe(true);
    const all = await t.gql('{ sysMenuList { rowId } }', {}, token);
    expect(all.body.data.sysMenuList.length).toBeGreaterThan(rows.length);
  });

  it('a unique violation names the column that clashed', async () => {
    const add = 'mutation($input: SysRoleAddInput!) { sysRoleAdd(input: $input) { __typename ... on AppError { message field } } }';
    const res = await t.gql(add, { input: { name: '另一个名字', label: 'admin' } }, token, { language: 'en' });
    expect(res.body.data.sysRoleAdd).toEqual({ __typename: 'AppError', message: 'Role label already exists', field: 'label' });
  });

  it('introspection is open outside production, and in production only to the superuser', async () => {
    const q = '{ __schema { queryType { name } } }';
    expect((await t.gql(q, {}, null)).body.data.__schema.queryType.name).toBe('Query');
    const schema = createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hi' } } });
    const asViewer = (viewer: unknown) =>
      // A stand-in context: only viewer and t are read by the guard.
      createYoga<any>({ schema, plugins: [introspectionGuard(true) as any], logging: false, context: () => ({ viewer, t: (k: string) => k }) });
    const ask = async (viewer: unknown, query: string) =>
      (await asViewer(viewer).fetch('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json();
    expect((await ask(null, q)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await ask({ isSuper: false }, '{ __type(name: "Query") { name } }')).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await ask({ isSuper: true }, q)).data.__schema.queryType.name).toBe('Query');
    // Ordinary queries are not affected.
    expect((await ask(null, '{ hello }')).data.hello).toBe('hi');
  });
});
