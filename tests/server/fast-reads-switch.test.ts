/**
 * The read path's one switch (server/read/index.ts `fastReads`, FAST_READS=0): with it off, the same requests get
 * the same answers — list pages by REST (plain, later pages, keyword, sorted, filtered by department) and by
 * GraphQL (the client's persisted user page by documentId, a text query with lookups, totalCount, a refusal) —
 * and none of the read path's statements is sent: the pages go through Prisma's findMany/count, the /graphql POST
 * through yoga, the documents through graphql-js. Each request is sent several times with the switch on first, so
 * that the page sites have learned their folded lookups and the texts are compiled. Both databases.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directPostAnswers } from '../../server/graphql/direct-post.ts';
import { setFastReads } from '../../server/read/index.ts';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';

const persisted = JSON.parse(readFileSync(new URL('../../client/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const USER_PAGE_ID = Object.keys(persisted).find((k) => persisted[k]!.startsWith('query SysUserPageQuery('))!;

/** The read path's statements: a list page built from the datamodel (crud/raw-page.ts aliases the table `t`). */
const READ_PATH_PAGE = /FROM "public"\."base_sys_user" t\b/;

describeOnDatabases('the fast read path switched off', (kind) => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'switch_plain', name: 'Plain', password: 'plain-123456', roleIdList: [] } });
    expect(add.body.code).toBe(1000);
    plain = (await t.login('switch_plain', 'plain-123456')).token;
    // More rows than one page of one, for the later pages.
    for (const username of ['switch_a', 'switch_b', 'switch_c']) {
      const more = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username, name: username, password: 'plain-123456', roleIdList: [] } });
      expect(more.body.code).toBe(1000);
    }
  }, 180_000);
  afterAll(async () => {
    setFastReads(true);
    await t?.close();
  });

  /** The answers with the switch on (the last of three sends) and off, and the SQL each sent. */
  async function onAndOff<T>(call: () => Promise<T>) {
    const sqlOf = async (fn: () => Promise<T>) => {
      const sent: string[] = [];
      const stop = t.app.statements.listen((e) => sent.push(e.sql));
      try {
        return { answer: await fn(), sent };
      } finally {
        stop();
      }
    };
    setFastReads(true);
    await call();
    await call();
    const on = await sqlOf(call);
    setFastReads(false);
    try {
      return { on, off: await sqlOf(call) };
    } finally {
      setFastReads(true);
    }
  }

  const rest = (token: string, body: Record<string, unknown>) => async () => (await t.req('POST', '/admin/base/sys/user/page', { token, body })).body;
  const graphql = (token: string, body: Record<string, unknown>) => async () => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
  };

  it('REST user pages: the same answers, and only the switched-on path sends the read path\'s statements', async () => {
    const departments = (await t.req('POST', '/admin/base/sys/department/list', { token: admin, body: {} })).body.data as { id: number }[];
    const cases: Record<string, unknown>[] = [
      { page: 1, size: 20 },
      { page: 2, size: 1, order: 'createTime', sort: 'desc' },
      { page: 1, size: 5, keyWord: 'switch_' },
      { page: 1, size: 5, order: 'username', sort: 'asc' },
      { page: 1, size: 5, departmentIds: departments.map((d) => d.id) },
    ];
    for (const body of cases) {
      const { on, off } = await onAndOff(rest(admin, body));
      expect(on.answer.code).toBe(1000);
      // Rows were compared (a department filter may match none of the users).
      if (!('departmentIds' in body)) expect({ body, rows: on.answer.data.list.length > 0 }).toEqual({ body, rows: true });
      expect({ body, answer: off.answer }).toEqual({ body, answer: on.answer });
      expect(on.sent.some((sql) => READ_PATH_PAGE.test(sql))).toBe(true);
      expect(off.sent.some((sql) => READ_PATH_PAGE.test(sql))).toBe(false);
    }
    // A refusal is the same refusal.
    const refused = await onAndOff(rest(plain, { page: 1, size: 5 }));
    expect(refused.on.answer.code).not.toBe(1000);
    expect(refused.off.answer).toEqual(refused.on.answer);
  });

  it('GraphQL: the persisted page and a text query with lookups, the same answers; yoga answers when off', async () => {
    const text = `query Switch($first: Int) { sysUserPage(first: $first) { totalCount edges { node { id username departmentName roleName createTime } } } }`;
    for (const [token, body] of [
      [admin, { documentId: USER_PAGE_ID, variables: { first: 5, orderBy: 'createTime', sort: 'desc' } }],
      [admin, { query: text, variables: { first: 3 } }],
      [plain, { documentId: USER_PAGE_ID, variables: { first: 5 } }],
      [admin, { query: text, variables: { first: 'three' } }],
    ] as const) {
      const before = directPostAnswers();
      const { on, off } = await onAndOff(graphql(token, body));
      const directOn = directPostAnswers() - before;
      expect({ body, answer: off.answer }).toEqual({ body, answer: on.answer });
      // Three sends with the switch on were answered by the direct POST (at least the valid ones); none with it off.
      const after = directPostAnswers();
      expect(after - before).toBe(directOn);
      if (token === admin && !('errors' in on.answer.body)) {
        expect(directOn).toBe(3);
        expect(on.answer.body.data.sysUserPage.edges.length).toBeGreaterThan(0);
        expect(on.sent.some((sql) => READ_PATH_PAGE.test(sql))).toBe(true);
        expect(off.sent.some((sql) => READ_PATH_PAGE.test(sql))).toBe(false);
      }
    }
  });
});
