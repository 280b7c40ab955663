/**
 * The graph's edges (issue "A graph an API consumer can walk" §1), on both
 * databases:
 *
 * - every Prisma relation of every entity, every declared reference and the
 *   community's rows are fields of the schema (or listed as internal with a
 *   reason): a new relation cannot be forgotten;
 * - the same row scope applies through every edge: staff of community A
 *   reach nothing of B through a relation, even from a row of A that points
 *   into B (written directly in the database), while the superuser does;
 * - following an edge needs a read permission of its target (FORBIDDEN);
 * - nested relations are batched: a page of 2 meetings and one of 12 with
 *   their notices, items, the items' meeting and the community send the same
 *   statements.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { seedCommunities, type Communities } from '../support/communities.ts';
import { entities } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { allEdges, declaredReferences, INTERNAL } from '../../server/crud/relations.ts';
import { schema } from '../../server/schema.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';

const fieldsOf = (type: string) => (schema.getType(type) as GraphQLObjectType).getFields();

it('every relation of the schema, every declared reference and every community list is a field', () => {
  const missing: string[] = [];
  for (const d of entities()) {
    const fields = fieldsOf(d.type);
    for (const f of modelInfo(d.model).fields.filter((x) => x.kind === 'object')) {
      if (INTERNAL[`${d.model}.${f.name}`]) continue;
      const field = fields[f.name];
      if (!field) missing.push(`${d.type}.${f.name}`);
      else if (f.isList) expect(getNamedType(field.type).name, `${d.type}.${f.name}`).toMatch(/Connection$/);
    }
    for (const { name: rel, lookup: l } of declaredReferences(d)) {
      if (!fields[rel]) missing.push(`${d.type}.${rel} (${l.column})`);
      else if (l.list) expect(getNamedType(fields[rel]!.type).name, `${d.type}.${rel}`).toMatch(/Connection$/);
      else expect(getNamedType(fields[rel]!.type).name).toBe(entities().find((e) => e.model === l.model)?.type ?? l.model);
    }
    if (d.creator && !fields.author) missing.push(`${d.type}.author`);
    if (d.plural && !fieldsOf('AreaInfo')[d.plural]) missing.push(`AreaInfo.${d.plural}`);
  }
  expect(missing).toEqual([]);
  // The ones the issue names.
  for (const [type, field] of [['MeetingInfo', 'voteItems'], ['MeetingInfo', 'notices'], ['MeetingInfo', 'voteRecords'], ['MeetingInfo', 'stageLogs'], ['MeetingInfo', 'area'], ['ElectionInfo', 'meeting'], ['AreaHouse', 'area'], ['SysUser', 'department'], ['SysUser', 'roles'], ['AreaInfo', 'houses'], ['AreaInfo', 'residents'], ['AdviceInfo', 'replies'], ['AdviceReply', 'author'], ['MeetingInfo', 'relatedRepair'], ['ResidentInfo', 'houses']]) {
    expect(fieldsOf(type!)[field!], `${type}.${field}`).toBeDefined();
  }
  // Every connection of an edge answers its totalCount.
  for (const edges of allEdges(entities()).values()) {
    for (const e of edges.filter((x) => x.kind === 'many')) {
      const type = getNamedType(fieldsOf(entities().find((d) => d.model === e.source)!.type)[e.name]!.type);
      expect(isObjectType(type) && !!type.getFields().totalCount, `${e.source}.${e.name}`).toBe(true);
    }
  }
});

describeOnDatabases('relations', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let meetingsOnly: string;
  let c: Communities;

  const gql = async (query: string, token: string, variables: Record<string, unknown> = {}) => (await t.gql(query, variables, token)).body;

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    const db = t.app.db;
    c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
    const { hashPassword } = await import('../../server/auth/password.ts');
    const password = await hashPassword('staff123');
    // Staff of A with every permission: only the community scope stands between them and B.
    const all = await db.baseSysMenu.findMany({ select: { id: true } });
    const role = await db.baseSysRole.create({ data: { name: 'A区全权', label: 'rel_all', menus: { create: all.map((m) => ({ menuId: m.id })) } } });
    await db.baseSysUser.create({ data: { username: 'rel_staff', name: '甲', password, areaIds: [c.A], roles: { create: [{ roleId: role.id }] } } });
    staff = (await t.login('rel_staff', 'staff123')).token;
    // Staff who may read meetings but not their notices.
    const meetingPerms = await db.baseSysMenu.findMany({ where: { perms: { startsWith: 'business:meeting:info:' } }, select: { id: true } });
    const partial = await db.baseSysRole.create({ data: { name: '只看会议', label: 'rel_meetings', menus: { create: meetingPerms.map((m) => ({ menuId: m.id })) } } });
    await db.baseSysUser.create({ data: { username: 'rel_meetings', name: '乙', password, areaIds: [c.A], roles: { create: [{ roleId: partial.id }] } } });
    meetingsOnly = (await t.login('rel_meetings', 'staff123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('a meeting with its items, notices, community and stage history in one query', async () => {
    const meetingA = c.rows.A.MeetingInfo!;
    const body = await gql(
      `query($id: Int!) { meetingInfoInfo(id: $id) { rowId area { rowId name } notices { totalCount edges { node { rowId meeting { rowId } } } } voteItems { totalCount edges { node { rowId meeting { rowId } } } } stageLogs { totalCount } } }`,
      admin,
      { id: meetingA },
    );
    expect(body.errors).toBeUndefined();
    const m = body.data.meetingInfoInfo;
    expect(m.area.rowId).toBe(c.A);
    expect(m.voteItems.totalCount).toBe(await t.app.db.voteItem.count({ where: { meetingId: meetingA } }));
    expect(m.notices.totalCount).toBe(await t.app.db.meetingNotice.count({ where: { meetingId: meetingA } }));
    for (const e of [...m.notices.edges, ...m.voteItems.edges]) expect(e.node.meeting.rowId).toBe(meetingA);
  });

  it('staff of A reach nothing of B through any relation, even from an A row that points into B', async () => {
    const db = t.app.db;
    // An election of A naming B's meeting, a reply of A's advice hanging on B's advice: written past the API's checks.
    const election = await db.electionInfo.create({ data: { areaId: c.A, title: '越界选举', meetingId: c.rows.B.MeetingInfo! } });
    const reply = await db.adviceReply.create({ data: { areaId: c.A, adviceId: c.rows.B.AdviceInfo!, type: 1, content: 'x' } });
    const q = `query($e: Int!, $r: Int!) { electionInfoInfo(id: $e) { rowId meeting { rowId notices { totalCount } } } adviceReplyInfo(id: $r) { rowId advice { rowId replies { totalCount } } } }`;
    const asStaff = await gql(q, staff, { e: election.id, r: reply.id });
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data.electionInfoInfo).toEqual({ rowId: election.id, meeting: null });
    expect(asStaff.data.adviceReplyInfo).toEqual({ rowId: reply.id, advice: null });
    const asAdmin = await gql(q, admin, { e: election.id, r: reply.id });
    expect(asAdmin.data.electionInfoInfo.meeting.rowId).toBe(c.rows.B.MeetingInfo);
    expect(asAdmin.data.adviceReplyInfo.advice.rowId).toBe(c.rows.B.AdviceInfo);

    // A community's rows: staff see A's houses under A, and community B is not theirs to list at all.
    const areas = await gql('{ areaInfoList { rowId houses { totalCount edges { node { areaId } } } residents { totalCount } meetings { edges { node { areaId voteItems { edges { node { meeting { areaId } } } } } } } } }', staff);
    expect(areas.errors).toBeUndefined();
    expect(areas.data.areaInfoList.map((a: any) => a.rowId)).toEqual([c.A]);
    const [a] = areas.data.areaInfoList;
    expect(a.houses.totalCount).toBe(await db.areaHouse.count({ where: { areaId: c.A } }));
    const areasSeen = new Set<number>();
    for (const h of a.houses.edges) areasSeen.add(h.node.areaId);
    for (const m of a.meetings.edges) {
      areasSeen.add(m.node.areaId);
      for (const i of m.node.voteItems.edges) areasSeen.add(i.node.meeting.areaId);
    }
    expect([...areasSeen]).toEqual([c.A]);
    // Through node(id) too: B's meeting is a null node, and so is any relation out of it.
    const node = await gql(`{ node(id: "${Buffer.from(`MeetingInfo:${c.rows.B.MeetingInfo}`).toString('base64')}") { id } }`, staff);
    expect(node.data.node).toBeNull();
  });

  it('following an edge needs a read permission of its target: FORBIDDEN', async () => {
    const res = await gql(`query($id: Int!) { meetingInfoInfo(id: $id) { rowId notices { totalCount } } }`, meetingsOnly, { id: c.rows.A.MeetingInfo });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The community too is read with its own permission, not the meeting's.
    const area = await gql(`query($id: Int!) { meetingInfoInfo(id: $id) { rowId area { rowId } } }`, meetingsOnly, { id: c.rows.A.MeetingInfo });
    expect(area.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Without the relations, the meeting itself is theirs to read.
    const plain = await gql(`query($id: Int!) { meetingInfoInfo(id: $id) { rowId } }`, meetingsOnly, { id: c.rows.A.MeetingInfo });
    expect(plain.errors).toBeUndefined();
    expect(plain.data.meetingInfoInfo.rowId).toBe(c.rows.A.MeetingInfo);
  });

  it('nested relations are batched: 2 meetings and 12 meetings send the same statements', async () => {
    const db = t.app.db;
    const area = c.A;
    for (let i = 0; i < 12; i++) {
      const m = await db.meetingInfo.create({ data: { areaId: area, name: `批量${i}` } });
      await db.voteItem.create({ data: { meetingId: m.id, name: `事项${i}` } });
      await db.meetingNotice.create({ data: { meetingId: m.id, type: 1, title: `公告${i}` } });
    }
    const q = (first: number) => `{ meetingInfoPage(first: ${first}, orderBy: "id", sort: desc) { edges { node { rowId area { name } author { name } notices { totalCount edges { node { title } } } voteItems { edges { node { name meeting { name } } } } } } } }`;
    const count = async (first: number) => {
      const seen: StatementEvent[] = [];
      const stop = t.app.statements.listen((e) => seen.push(e));
      try {
        const body = await gql(q(first), admin);
        expect(body.errors).toBeUndefined();
        expect(body.data.meetingInfoPage.edges).toHaveLength(first);
      } finally {
        stop();
      }
      return seen.filter((e) => !/^\s*INSERT INTO "public"\."base_sys_log"/i.test(e.sql)).length;
    };
    // The fewest of three tries (a timer may add a statement to a window).
    const fewest = async (first: number) => Math.min(await count(first), await count(first), await count(first));
    const two = await fewest(2);
    const twelve = await fewest(12);
    expect(twelve).toBe(two);
    expect(two).toBeLessThanOrEqual(8);
  });
});
