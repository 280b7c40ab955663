/**
 * A relation connection reads only what it answers (issue "The API under
 * attack" §2; server/crud/relations.ts, relation-sql.ts), on both databases:
 *
 * - `totalCount` alone is one count statement grouped by parent, and no row
 *   of the children is read;
 * - 10 parents × `first: 20` is one statement on the children, which answers
 *   at most 10 × 21 rows (the page and the row telling whether another
 *   follows), however many children the parents have;
 * - the window keeps the connection's order (by id) and its cursors
 *   (`after`, `last` with `before`), pageInfo included, and a link table's
 *   relation (a user's roles) pages the same way;
 * - every to-many relation of the schema is read this way, for the
 *   superuser and for staff under a community and department scope (none
 *   falls back to reading every child), and answers the counts the database
 *   holds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { offsetToCursor } from '@pothos/plugin-relay';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { statementsDuring } from '../support/statements.ts';
import { seedCommunities, type Communities } from '../support/communities.ts';
import { entities, entityByModel, fieldNameOf, actionsOf } from '../../server/crud/entity.ts';
import { allEdges, compiledFor, scopeOf } from '../../server/crud/relations.ts';
import { delegate } from '../../server/crud/tx.ts';
import { detachedContext } from '../../server/auth/detached-context.ts';
import type { Viewer } from '../../server/kernel/context.ts';
import { schema } from '../../server/schema.ts';

void schema;
const ITEMS = 25;

describeOnDatabases('relation pages', (kind) => {
  let t: TestApp;
  let admin: string;
  let c: Communities;
  let meetings: number[];

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const onItems = (sqls: string[]) => sqls.filter((s) => /"vote_item"/.test(s));

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    const db = t.app.db;
    c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
    // A community of its own: 10 meetings of 25 items each.
    const area = (await db.areaInfo.create({ data: { name: '分页小区' } })).id;
    meetings = [];
    for (let m = 0; m < 10; m++) {
      const meeting = await db.meetingInfo.create({ data: { areaId: area, name: `会议${m}` } });
      meetings.push(meeting.id);
      await db.voteItem.createMany({ data: Array.from({ length: ITEMS }, (_, i) => ({ meetingId: meeting.id, name: `事项${m}-${i}` })) });
    }
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  // The 10 meetings created last: ours.
  const page = (inner: string) => `{ meetingInfoPage(first: 10, orderBy: "id", sort: desc) { edges { node { rowId ${inner} } } } }`;

  it('totalCount alone: one count statement for all parents, no row read', async () => {
    const { value, statements } = await statementsDuring(t, async () => gql(page('voteItems { totalCount }')));
    expect(value.meetingInfoPage.edges.map((e: any) => e.node.voteItems.totalCount)).toEqual(meetings.map(() => ITEMS));
    const items = onItems(statements);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/count\(\*\)/i);
    expect(items[0]).toMatch(/GROUP BY/i);
  });

  it('10 parents × first: 20 is one statement answering at most 10 × 21 rows', async () => {
    const seen: { sql: string; args: unknown[] }[] = [];
    const stop = t.app.statements.listen((e) => seen.push({ sql: e.sql, args: e.args as unknown[] }));
    let data: any;
    try {
      data = await gql(page('voteItems(first: 20) { edges { node { rowId } } pageInfo { hasNextPage } }'));
    } finally {
      stop();
    }
    const items = seen.filter((s) => /"vote_item"/.test(s.sql));
    expect(items).toHaveLength(1);
    // The statement run again answers what it answered: 21 rows for each of the 10 meetings, never their 25.
    const rows: unknown[] = await t.app.db.$queryRawUnsafe(items[0]!.sql, ...items[0]!.args);
    expect(rows.length).toBe(10 * 21);
    expect(data.meetingInfoPage.edges.map((e: any) => e.node.rowId)).toEqual([...meetings].reverse());
    for (const e of data.meetingInfoPage.edges) {
      expect(e.node.voteItems.edges).toHaveLength(20);
      expect(e.node.voteItems.pageInfo.hasNextPage).toBe(true);
    }
  });

  it('the window keeps the order by id and the cursors: after, last with before, pageInfo', async () => {
    const m = meetings[3]!;
    const ids = (await t.app.db.voteItem.findMany({ where: { meetingId: m }, orderBy: { id: 'asc' }, select: { id: true } })).map((r) => r.id);
    const q = 'query($id: Int!, $first: Int, $after: String, $last: Int, $before: String) { meetingInfoInfo(id: $id) { voteItems(first: $first, after: $after, last: $last, before: $before) { totalCount edges { cursor node { rowId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }';
    const all = (await gql(q, { id: m, first: 100 })).meetingInfoInfo.voteItems;
    expect(all.edges.map((e: any) => e.node.rowId)).toEqual(ids);
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const after = (await gql(q, { id: m, first: 5, after: offsetToCursor(4) })).meetingInfoInfo.voteItems;
    expect(after.edges.map((e: any) => e.node.rowId)).toEqual(ids.slice(5, 10));
    expect(after.edges[0].cursor).toBe(offsetToCursor(5));
    expect(after.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true, endCursor: offsetToCursor(9) });
    expect(after.totalCount).toBe(ITEMS);
    const last = (await gql(q, { id: m, last: 3, before: offsetToCursor(10) })).meetingInfoInfo.voteItems;
    expect(last.edges.map((e: any) => e.node.rowId)).toEqual(ids.slice(7, 10));
    const end = (await gql(q, { id: m, first: 10, after: offsetToCursor(19) })).meetingInfoInfo.voteItems;
    expect(end.edges.map((e: any) => e.node.rowId)).toEqual(ids.slice(20));
    expect(end.pageInfo.hasNextPage).toBe(false);
    const none = (await gql(q, { id: m, first: 0 })).meetingInfoInfo.voteItems;
    expect(none.edges).toEqual([]);
    expect(none.totalCount).toBe(ITEMS);
  });

  it("inside a mutation's transaction (its answer's record) the windows and counts are read the same way", async () => {
    const m = meetings[5]!;
    const ids = (await t.app.db.voteItem.findMany({ where: { meetingId: m }, orderBy: { id: 'asc' }, select: { id: true } })).map((r) => r.id);
    const data = await gql(
      `mutation($input: MeetingInfoUpdateInput!) { meetingInfoUpdate(input: $input) { __typename ... on AppError { message } ... on MutationMeetingInfoUpdateSuccess { data { record { voteItems(first: 3, after: "${offsetToCursor(1)}") { totalCount edges { node { rowId } } pageInfo { hasNextPage } } } } } } }`,
      { input: { id: m, name: '事务中的会议' } },
    );
    expect(data.meetingInfoUpdate.__typename, JSON.stringify(data)).toBe('MutationMeetingInfoUpdateSuccess');
    expect(data.meetingInfoUpdate.data.record.voteItems).toEqual({ totalCount: ITEMS, edges: ids.slice(2, 5).map((rowId) => ({ node: { rowId } })), pageInfo: { hasNextPage: true } });
  });

  it("a link table's relation pages the same way (a role's users, a user's roles)", async () => {
    const db = t.app.db;
    const role = await db.baseSysRole.create({ data: { name: '分页角色', label: 'page_role' } });
    const users = [];
    for (let i = 0; i < 7; i++) users.push((await db.baseSysUser.create({ data: { username: `page_user_${i}`, name: `用户${i}`, password: 'x', roles: { create: [{ roleId: role.id }] } } })).id);
    const q = 'query($id: Int!, $after: String) { sysRoleInfo(id: $id) { users(first: 3, after: $after) { totalCount edges { node { rowId roles { totalCount edges { node { rowId } } } } } pageInfo { hasNextPage } } } }';
    const { value, statements } = await statementsDuring(t, () => gql(q, { id: role.id, after: offsetToCursor(1) }));
    const got = value.sysRoleInfo.users;
    expect(got.totalCount).toBe(7);
    expect(got.edges.map((e: any) => e.node.rowId)).toEqual(users.slice(2, 5));
    expect(got.pageInfo.hasNextPage).toBe(true);
    for (const e of got.edges) expect(e.node.roles).toEqual({ totalCount: 1, edges: [{ node: { rowId: role.id } }] });
    // Through the link table: the role's users (a window and a count), the three users' roles (one window and one count for the three).
    // (The session's own lookup of the viewer's roles, when its cache has lapsed, reads the link table too: not counted.)
    expect(statements.filter((s) => /"base_sys_user_role"/.test(s) && /unnest|GROUP BY/.test(s)).length).toBe(4);
  });

  it('every to-many relation is read in SQL windows, for the superuser and for scoped staff', async () => {
    const db = t.app.db;
    const staffViewer: Viewer = { userId: 999_999, username: 'scoped', name: 'scoped', passwordV: 0, sessionId: 's', isSuper: false, roleIds: [], perms: new Set(), menuIds: new Set(), departmentId: null, areaIds: [c.A] };
    const scoped = detachedContext({ db, config: t.app.config, actor: 'a test', viewer: staffViewer });
    const superCtx = detachedContext({ db, config: t.app.config, actor: 'a test', viewer: { ...staffViewer, isSuper: true, areaIds: null } });
    const edges = [...allEdges(entities()).values()].flat().filter((e) => e.kind === 'many');
    expect(edges.length).toBeGreaterThan(30);
    const fallback: string[] = [];
    for (const e of edges) {
      for (const ctx of [superCtx, scoped]) if (!compiledFor(e, await scopeOf(ctx, e.target))) fallback.push(`${e.source}.${e.name} (${ctx.viewer!.isSuper ? 'superuser' : 'staff'})`);
    }
    expect(fallback).toEqual([]);
  });

  it('every to-many relation answers the counts and rows the database holds', async () => {
    const db = t.app.db;
    let checked = 0;
    for (const [source, edges] of allEdges(entities())) {
      const decl = entityByModel(source);
      if (!decl || !actionsOf(decl).includes('page')) continue;
      const many = edges.filter((e) => e.kind === 'many' && !e.idList);
      if (!many.length) continue;
      const field = fieldNameOf(decl, 'page');
      const inner = many.map((e) => `${e.name}(first: 2) { totalCount edges { node { rowId } } }`).join(' ');
      const data = await gql(`{ ${field}(first: 50, orderBy: "id", sort: asc) { edges { node { rowId ${inner} } } } }`);
      for (const { node } of data[field].edges) {
        for (const e of many) {
          let expected: number[];
          if (e.through) {
            const links: any[] = await delegate(db, e.through.model).findMany({ where: { [e.through.sourceColumn]: node.rowId }, select: { [e.through.targetColumn]: true } });
            expected = links.map((l) => l[e.through!.targetColumn] as number);
          } else {
            expected = (await delegate(db, e.target).findMany({ where: { [e.column]: node.rowId }, select: { id: true } })).map((r: { id: number }) => r.id);
          }
          expected.sort((a, b) => a - b);
          expect(node[e.name].totalCount, `${source}#${node.rowId}.${e.name}`).toBe(expected.length);
          expect(node[e.name].edges.map((x: any) => x.node.rowId), `${source}#${node.rowId}.${e.name}`).toEqual(expected.slice(0, 2));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
