/**
 * A column that names a community-owned row is checked like a relation
 * (audit item 7: advice userId → another community's app user, whose nick
 * name info then showed). Every entity's reference columns come from
 * crud/ownership.ts communityReferences (Prisma relations and declared
 * lookups), so a new one is covered without touching this file: staff of A
 * naming B's row is refused with a translated "not found", over REST and
 * GraphQL, on add and update; naming A's row works. A reference stored
 * before the check (written straight into the database) shows nothing of B
 * in info, pages, keyword search or exports. And every writable *Id column
 * of a community entity is either a reference or listed below with why not.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { print } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { crossCommunityLinks, idOn, MARK_B, seedCommunities, snapshotOf, writeBody, type Communities } from '../../support/communities.ts';
import { actionsOf, entities, type EntityDecl } from '../../../server/crud/entity.ts';
import { communityReferences, ownershipOf } from '../../../server/crud/ownership.ts';
import { modelInfo } from '../../../server/crud/datamodel.ts';
import { writableFields } from '../../../server/crud/validate.ts';
import { coerceArgs } from '../../../server/rest/coerce.ts';

/** Writable id-like columns of community entities that are no reference to a community-owned row, and why. */
const NOT_REFERENCES: Record<string, string> = {
  'MeetingInfo.relationId': 'names a repair or an election by relationType; read only together with the meeting’s own areaId (meeting-flow.ts electionOfMeeting)',
};

describeOnDatabases('references to community-owned rows', (kind) => {
  let t: TestApp;
  let c: Communities;
  let staff: string;

  const writes = (decl: EntityDecl) => actionsOf(decl).some((a) => a === 'add' || a === 'update');
  /** Every (entity, reference) pair a write can set: the reference columns its add or update accepts. */
  const pairs = () =>
    entities().flatMap((decl) =>
      writes(decl) ? communityReferences(decl.model).filter((ref) => writableFields(decl).some((f) => f.name === ref.column)).map((ref) => ({ decl, ref })) : [],
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.app.db;
    c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
    const buttons = await db.baseSysMenu.findMany({ select: { id: true } });
    const role = await db.baseSysRole.create({ data: { name: 'A区全权', label: 'a_refs', menus: { create: buttons.map((b) => ({ menuId: b.id })) } } });
    const { hashPassword } = await import('../../../server/auth/password.ts');
    await db.baseSysUser.create({ data: { username: 'staff_refs', name: '甲', password: await hashPassword('staff123'), areaIds: [c.A], roles: { create: [{ roleId: role.id }] } } });
    staff = (await t.login('staff_refs', 'staff123')).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the declared references include the app-user columns of the audit (advice, repair, reply messages)', () => {
    const declared = pairs().map(({ decl, ref }) => `${decl.model}.${ref.column}→${ref.target}${ref.when ? JSON.stringify(ref.when) : ''}`);
    expect(declared).toEqual(expect.arrayContaining(['AdviceInfo.userId→UserInfo', 'RepairInfo.userId→UserInfo', 'AdviceReply.userId→UserInfo{"type":0}', 'AdviceReply.adviceId→AdviceInfo']));
  });

  it('every writable id column of a community entity is a relation, a declared reference, or listed with a reason', () => {
    const unclassified: string[] = [];
    for (const decl of entities()) {
      if (ownershipOf(decl.model).kind === 'none' || !writes(decl)) continue;
      const refs = new Set(communityReferences(decl.model).map((r) => r.column));
      const fks = new Set(modelInfo(decl.model).foreignKeys.map((fk) => fk.column));
      const lookups = new Set(Object.values(decl.lookups ?? {}).map((l) => l.column));
      for (const f of writableFields(decl)) {
        if (f.type !== 'Int' || !/(Id|By)$/.test(f.name) || f.name === 'areaId') continue;
        if (refs.has(f.name) || fks.has(f.name) || lookups.has(f.name) || NOT_REFERENCES[`${decl.model}.${f.name}`]) continue;
        unclassified.push(`${decl.model}.${f.name}`);
      }
    }
    expect(unclassified).toEqual([]);
  });

  /** One write over REST and over GraphQL (the route's own field); answers both answers. */
  async function write(prefix: string, action: 'add' | 'update', body: Record<string, unknown>) {
    const rest = await t.req('POST', `/admin/${prefix}/${action}`, { body, token: staff });
    const route = t.app.routes.find((r) => r.prefix === `/admin/${prefix}` && r.path === `/${action}`)!;
    const gql = await t.gql(print(route.document), coerceArgs(route.field.args, route.args(body)), staff);
    // The route's document names its field `r`.
    return { rest, gql: gql.body.data?.r ?? gql.body };
  }

  it('staff of A naming B’s row in any reference column is refused with “not found” (REST and GraphQL, add and update); nothing of B changes', async () => {
    const before = await snapshotOf(t.app.db, c.B);
    const wrong: string[] = [];
    let checked = 0;
    for (const { decl, ref } of pairs()) {
      const body = { ...writeBody(c, decl.model, 'A'), [ref.column]: ref.list ? [idOn(c, 'B', ref.target)] : idOn(c, 'B', ref.target), ...ref.when };
      for (const action of ['add', 'update'] as const) {
        if (!actionsOf(decl).includes(action)) continue;
        // An update leaves out the columns fixed once written (a reply's writer and kind), except the one under test.
        const fixed = action === 'update' ? (decl.fixedAfterAdd ?? []).filter((col) => col !== ref.column) : [];
        const sent = Object.fromEntries(Object.entries(body).filter(([k]) => !fixed.includes(k)));
        const { rest, gql } = await write(decl.prefix, action, action === 'update' ? { ...sent, id: idOn(c, 'A', decl.model) } : sent);
        checked++;
        const what = `${action} ${decl.prefix} ${ref.column}`;
        // A column fixed after the add is refused as such, without looking at the row it names (no existence oracle either).
        const expected = action === 'update' && decl.fixedAfterAdd?.includes(ref.column) ? '用户ID不能在此修改' : '数据不存在';
        if (rest.body.code !== 1001 || rest.body.message !== expected) wrong.push(`REST ${what}: ${rest.text.slice(0, 200)}`);
        if (gql.__typename !== 'AppError' || gql.message !== expected) wrong.push(`GraphQL ${what}: ${JSON.stringify(gql).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    expect(await snapshotOf(t.app.db, c.B)).toBe(before);
    expect(await crossCommunityLinks(t.app.db)).toEqual([]);
  });

  it('naming A’s own app user works, and info shows the nick name; a staff reply keeps its writer', async () => {
    const user = idOn(c, 'A', 'UserInfo');
    const nick = (await t.app.db.userInfo.findUniqueOrThrow({ where: { id: user } })).nickName;
    const add = await t.req('POST', '/admin/business/advice/info/add', { body: { ...writeBody(c, 'AdviceInfo', 'A'), userId: user }, token: staff });
    expect(add.body.code, add.text).toBe(1000);
    const info = await t.req('GET', `/admin/business/advice/info/info?id=${add.body.data.id}`, { token: staff });
    expect(info.body.data.userNickName).toBe(nick);
    const repair = await t.req('POST', '/admin/business/repair/info/add', { body: { ...writeBody(c, 'RepairInfo', 'A'), userId: user }, token: staff });
    expect(repair.body.code, repair.text).toBe(1000);
    const message = await t.req('POST', '/admin/business/advice/reply/add', { body: { adviceId: add.body.data.id, type: 0, content: '留言', userId: user }, token: staff });
    expect(message.body.code, message.text).toBe(1000);
    // A staff reply's userId is its writer (an admin user, not an app user): no app-user check, and its name shows.
    const reply = await t.req('POST', '/admin/business/advice/reply/add', { body: { adviceId: add.body.data.id, type: 1, content: '回复' }, token: staff });
    expect(reply.body.code, reply.text).toBe(1000);
    const replies = await t.req('POST', '/admin/business/advice/reply/list', { body: { adviceId: add.body.data.id }, token: staff });
    expect(replies.body.data.map((r: any) => [r.type, r.userName, r.userNickName])).toEqual([
      [0, null, nick],
      [1, '甲', null],
    ]);
  });

  it('a reference to B stored before the check shows nothing of B: info, page, keyword search, export (REST and GraphQL)', async () => {
    const db = t.app.db;
    const userB = idOn(c, 'B', 'UserInfo');
    const adviceA = idOn(c, 'A', 'AdviceInfo');
    await db.adviceInfo.update({ where: { id: adviceA }, data: { userId: userB } });
    await db.repairInfo.update({ where: { id: idOn(c, 'A', 'RepairInfo') }, data: { userId: userB } });
    await db.adviceReply.update({ where: { id: idOn(c, 'A', 'AdviceReply') }, data: { userId: userB, type: 0 } });
    const reads = [
      await t.req('GET', `/admin/business/advice/info/info?id=${adviceA}`, { token: staff }),
      await t.req('POST', '/admin/business/advice/info/page', { body: { page: 1, size: 100 }, token: staff }),
      await t.req('GET', `/admin/business/repair/info/info?id=${idOn(c, 'A', 'RepairInfo')}`, { token: staff }),
      await t.req('POST', '/admin/business/repair/info/page', { body: { page: 1, size: 100 }, token: staff }),
      await t.req('POST', '/admin/business/advice/reply/page', { body: { page: 1, size: 100 }, token: staff }),
      await t.req('POST', '/admin/business/advice/info/export', { body: { format: 'csv', columns: ['title', 'userNickName'] }, token: staff }),
      await t.req('POST', '/admin/business/repair/info/export', { body: { format: 'csv', columns: ['title', 'userName'] }, token: staff }),
    ];
    for (const r of reads) {
      expect(r.status, r.text.slice(0, 200)).toBe(200);
      expect(r.text).not.toContain(MARK_B);
    }
    expect(reads[0]!.body.data.userNickName).toBeNull();
    // The export answered a file (rows of A), not an error.
    expect(reads[5]!.text).toContain('MARKA');
    const gql = await t.gql('{ adviceInfoPage(first: 100) { edges { node { rowId userNickName } } } adviceReplyList { userNickName } }', {}, staff);
    expect(gql.body.errors).toBeUndefined();
    expect(JSON.stringify(gql.body)).not.toContain(MARK_B);
    // Keyword search by B's nick name finds nothing (it matched B's app users before).
    const search = await t.req('POST', '/admin/business/advice/info/page', { body: { page: 1, size: 100, keyWord: MARK_B }, token: staff });
    expect(search.body.data.pagination.total).toBe(0);
  });

  it('a parent of another community and a missing one get the same answer (no existence oracle)', async () => {
    const ofB = await t.req('POST', '/admin/business/advice/reply/add', { body: { adviceId: idOn(c, 'B', 'AdviceInfo'), type: 0, content: 'x' }, token: staff });
    const missing = await t.req('POST', '/admin/business/advice/reply/add', { body: { adviceId: 1_999_999_999, type: 0, content: 'x' }, token: staff });
    expect(ofB.body.code).toBe(1001);
    expect(ofB.body).toEqual(missing.body);
    const withArea = await t.req('POST', '/admin/business/advice/reply/add', { body: { adviceId: idOn(c, 'B', 'AdviceInfo'), areaId: c.A, type: 0, content: 'x' }, token: staff });
    expect(withArea.body).toEqual({ code: 1001, message: '数据不存在' });
  });

  it('a meeting’s relationId naming another community’s election does not set its recommendation limit', async () => {
    const db = t.app.db;
    const meeting = idOn(c, 'A', 'MeetingInfo');
    // B's election allows 5 recommendations; A's own (by meetingId) sets none, so 1.
    await db.electionInfo.update({ where: { id: idOn(c, 'B', 'ElectionInfo') }, data: { limitCount: { candidate: 5 } } });
    await db.meetingInfo.update({ where: { id: meeting }, data: { relationId: idOn(c, 'B', 'ElectionInfo') } });
    const second = await db.electionCandidate.create({ data: { meetingId: meeting, name: '候选二' } });
    const user = idOn(c, 'A', 'UserInfo');
    const first = await t.req('POST', '/admin/business/election/candidate/recommend', { body: { id: idOn(c, 'A', 'ElectionCandidate'), userId: user }, token: staff });
    expect(first.body.code, first.text).toBe(1000);
    const again = await t.req('POST', '/admin/business/election/candidate/recommend', { body: { id: second.id, userId: user }, token: staff });
    expect(again.body).toEqual({ code: 1001, message: '每人最多推荐1人' });
  });
});
