/**
 * SQL statements of a list page, counted at the driver adapter
 * (App.statements), for every entity with a page route, over REST
 * (POST /admin/<prefix>/page) and over GraphQL (<type>Page with every field
 * of the row and totalCount), on both databases:
 *
 * - a page of 2 rows and a page of 20 rows send the same number of
 *   statements, and few: a lookup or relation loaded per row (N+1) fails;
 * - the count is sent before the rows have answered (they run side by side);
 * - the rows statement never reads a secret column (a password hash);
 * - a page walking nested relations (a meeting's community, author, items
 *   with their live counts, notices and stage history; a community's houses
 *   and residents with their houses; a user's department and roles), with
 *   children under every row, also sends as many statements for 20 rows as
 *   for 2: each edge is loaded once per level (ctx.loaders), never per row.
 *
 * Background work (timers) may add a statement to a request's window, so
 * each figure is the fewest of three tries. The rows are copies of an existing row of each entity, each naming a
 * different admin user (creator, operator, handler) so per-row lookups
 * cannot hide behind a cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isLeafType, isObjectType, isNonNullType, type GraphQLObjectType } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { seedCommunities } from '../support/communities.ts';
import { actionsOf, entities, fieldNameOf, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { delegate } from '../../server/crud/tx.ts';
import { schema } from '../../server/schema.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';
import { eventsDuring } from '../support/statements.ts';

const ROWS = 20;
/** Statements a page may send at most: rows, count, one per kind of lookup, relations. */
const MAX_STATEMENTS = 8;

const pages = entities().filter((d) => actionsOf(d).includes('page'));

/** The statements of one request, without the read log's batched inserts (written off the request's path). */
async function statementsOf(t: TestApp, run: () => Promise<unknown>): Promise<StatementEvent[]> {
  return (await eventsDuring(t, run)).filter((e) => !/^\s*INSERT INTO "public"\."base_sys_log"/i.test(e.sql));
}

/** Every field of the node type that takes no required argument, as a GraphQL selection. */
function nodeSelection(decl: EntityDecl): string {
  const type = schema.getType(decl.type) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name)
    .join(' ');
}

/** Copies an existing row of the entity until it has `n` rows; copy i names admin user i in its user columns. */
async function fill(t: TestApp, decl: EntityDecl, n: number, users: number[]): Promise<void> {
  const db = t.app.db;
  const model = delegate(db, decl.model);
  const info = modelInfo(decl.model);
  const have = await model.count();
  const fks = new Set(info.foreignKeys.map((fk) => fk.column));
  let template = await model.findFirst({ orderBy: { id: 'desc' } });
  if (!template) {
    // No row yet: one from the schema (a value of each required column; a required key names an existing row).
    const data: Record<string, unknown> = {};
    for (const f of info.fields) {
      if (f.kind === 'object' || f.isId || f.hasDefault || f.isUpdatedAt || !f.isRequired) continue;
      const fk = info.foreignKeys.find((k) => k.column === f.name);
      if (fk) data[f.name] = (await delegate(db, fk.target).findFirst({ select: { id: true } }))?.id;
      else data[f.name] = { String: 'x', Int: f.options?.[0]?.value ?? 1, Float: 1.5, Decimal: '1.5', Boolean: false, DateTime: new Date(), Json: {} }[f.type as string];
    }
    await model.create({ data, select: { id: true } });
    template = await model.findFirst({ orderBy: { id: 'desc' } });
  }
  for (let i = Math.max(have, 1); i < n; i++) {
    const data: Record<string, unknown> = {};
    for (const f of info.fields) {
      if (f.kind === 'object' || f.isId || f.isUpdatedAt || f.name === 'createTime' || f.name === 'updateTime') continue;
      let v = template[f.name];
      // One row per community (a unique areaId: a community's assembly rules): each copy gets a community of its own.
      if (f.isUnique && f.name === 'areaId') v = (await db.areaInfo.create({ data: { name: `count ${decl.model} ${i}` }, select: { id: true } })).id;
      else if (f.isUnique) v = f.isRequired ? `${String(v)}`.slice(0, Math.max(1, (f.maxLength ?? 60) - 6)) + `_c${i}` : null;
      else if ((f.name === 'userId' || f.name === 'handledBy') && !fks.has(f.name) && f.type === 'Int') v = users[i % users.length];
      // Keys of composite unique indexes (a meeting's notice per type): a fresh value per copy.
      else if (f.name === 'type' && decl.model === 'MeetingNotice') v = 100 + i;
      data[f.name] = v === null && f.type === 'Json' ? undefined : v;
    }
    await model.create({ data, select: { id: true } });
  }
}

/**
 * Every row names a row in each column its lookups read (the user columns a
 * different admin user each), so the 2-row page has every kind of lookup the
 * 20-row page has.
 */
async function nameLookups(t: TestApp, decl: EntityDecl, users: number[], departments: number[]): Promise<void> {
  const info = modelInfo(decl.model);
  const fields = (schema.getType(decl.type) as GraphQLObjectType).getFields();
  const columns = new Set<string>();
  for (const f of Object.values(fields)) for (const c of ((f.extensions as any).rowColumns ?? []) as string[]) columns.add(c);
  // Id columns (not a value with labels such as a status, whose enum field reads it too).
  const keys = [...columns].filter((c) => info.byName.get(c)?.type === 'Int' && !info.byName.get(c)?.options && c !== 'id' && c !== 'areaId' && !info.foreignKeys.some((fk) => fk.column === c));
  if (!keys.length) return;
  const model = delegate(t.app.db, decl.model);
  const rows: { id: number }[] = await model.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  for (const [i, row] of rows.entries()) {
    const data = Object.fromEntries(keys.map((c) => [c, c === 'departmentId' ? departments[i % departments.length] : users[i % users.length]]));
    await model.update({ where: { id: row.id }, data, select: { id: true } });
  }
}

describeOnDatabases('statements per list page', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // No scheduler: its background statements would be counted with the pages'.
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    token = (await t.login()).token;
    await seedCommunities(t.app.db, (await t.app.db.areaInfo.findFirst({ select: { id: true }, orderBy: { id: 'asc' } }))?.id);
    const password = (await t.app.db.baseSysUser.findFirst({ where: { username: 'admin' }, select: { password: true } }))!.password;
    const users: number[] = [];
    for (let i = 0; i < ROWS; i++) {
      users.push((await t.app.db.baseSysUser.create({ data: { username: `count_${i}`, name: `计数${i}`, password }, select: { id: true } })).id);
    }
    const departments = (await t.app.db.baseSysDepartment.findMany({ select: { id: true } })).map((d) => d.id);
    for (const decl of pages) {
      // Rows a list never shows (the super user) are not in the page: one more copy for each.
      await fill(t, decl, ROWS + 1 + (decl.hiddenFromLists ? 1 : 0), users);
      await nameLookups(t, decl, users, departments);
    }
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    if (kind === 'postgres') await stopSharedPostgres();
  });

  it('covers every entity with a page', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  for (const decl of pages) {
    const table = modelInfo(decl.model).table;
    const secrets = (decl.secret ?? []).map((c) => modelInfo(decl.model).byName.get(c)!.dbName);

    const check = async (label: string, request: (size: number) => Promise<{ rows: number; total: number }>) => {
      // Warm-up: the viewer and caches of the first request are not the page's. After the long fill, the client may
      // reuse a keep-alive connection the server has just closed as idle (ECONNRESET): the warm-up tries once more.
      await request(2).catch(() => request(2));
      // Background work (a timer's statement) can land inside a request's window: the fewest of three tries counts.
      const fewest = async (size: number) => {
        let best: { seen: StatementEvent[]; answer: { rows: number; total: number } } | null = null;
        for (let i = 0; i < 3; i++) {
          let answer = { rows: 0, total: 0 };
          const seen = await statementsOf(t, async () => (answer = await request(size)));
          if (!best || seen.length < best.seen.length) best = { seen, answer };
        }
        return best!;
      };
      const { seen: small, answer: smallAnswer } = await fewest(2);
      const { seen: large, answer: largeAnswer } = await fewest(ROWS);
      expect(smallAnswer.rows, `${label}: rows of the small page`).toBe(2);
      expect(largeAnswer.rows, `${label}: rows of the large page`).toBe(ROWS);
      expect(largeAnswer.total, `${label}: total`).toBeGreaterThan(ROWS);
      const sqls = large.map((e) => e.sql.replace(/\s+/g, ' ').slice(0, 160));
      expect(large.length, `${label}: 20 rows send as many statements as 2 rows\n${sqls.join("\n")}\n--- 2 rows:\n${small.map((e) => e.sql.slice(0, 160)).join("\n")}`).toBe(small.length);
      expect(large.length, `${label}: statements\n${sqls.join('\n')}`).toBeLessThanOrEqual(MAX_STATEMENTS);
      const fromTable = large.filter((e) => e.sql.includes(`"${table}"`));
      const count = fromTable.find((e) => /COUNT\(/i.test(e.sql));
      const rows = fromTable.find((e) => !/COUNT\(/i.test(e.sql) && /LIMIT/i.test(e.sql));
      expect(count, `${label}: a count statement\n${sqls.join('\n')}`).toBeTruthy();
      expect(rows, `${label}: a rows statement\n${sqls.join('\n')}`).toBeTruthy();
      // Side by side: the count was sent before the rows answered, and the rows before the count answered.
      expect(count!.start, `${label}: count sent while the rows were loading`).toBeLessThan(rows!.end);
      expect(rows!.start, `${label}: rows sent while the count was running`).toBeLessThan(count!.end);
      for (const column of secrets) expect(rows!.sql, `${label}: secret column ${column} not read`).not.toContain(`"${column}"`);
    };

    it(`${decl.type}: REST POST /admin/${decl.prefix}/page`, async () => {
      await check(`REST ${decl.prefix}`, async (size) => {
        const res = await t.req('POST', `/admin/${decl.prefix}/page`, { token, body: { page: 1, size } });
        expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(1000);
        return { rows: res.body.data.list.length, total: res.body.data.pagination.total };
      });
    });

    it(`${decl.type}: GraphQL ${fieldNameOf(decl, 'page')}`, async () => {
      const query = `query($first: Int) { r: ${fieldNameOf(decl, 'page')}(first: $first) { totalCount edges { node { ${nodeSelection(decl)} } } } }`;
      await check(`GraphQL ${decl.type}`, async (size) => {
        const res = await t.gql(query, { first: size }, token);
        expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
        return { rows: res.body.data.r.edges.length, total: res.body.data.r.totalCount };
      });
    });
  }

  describe('nested relations', () => {
    /** A copy of a row of the model with some columns set (unique single columns made unique by `tag`). */
    async function copyRow(model: string, template: Record<string, unknown>, set: Record<string, unknown>, tag: string): Promise<number> {
      const data: Record<string, unknown> = {};
      for (const f of modelInfo(model).fields) {
        if (f.kind === 'object' || f.isId || f.isUpdatedAt || f.name === 'createTime' || f.name === 'updateTime') continue;
        let v = template[f.name];
        if (f.isUnique && v != null) v = `${String(v)}`.slice(0, Math.max(1, (f.maxLength ?? 60) - 12)) + `_${tag}`;
        data[f.name] = v === null && f.type === 'Json' ? undefined : v;
      }
      return (await delegate(t.app.db, model).create({ data: { ...data, ...set }, select: { id: true } })).id;
    }

    beforeAll(async () => {
      // Children under every parent a page can show, so each row of the page has something to load at each level.
      const db = t.app.db;
      const item = (await db.voteItem.findFirst({ orderBy: { id: 'asc' } }))!;
      const notice = (await db.meetingNotice.findFirst({ orderBy: { id: 'asc' } }))!;
      for (const m of await db.meetingInfo.findMany({ select: { id: true, userId: true } })) {
        for (const k of [1, 2]) {
          await copyRow('VoteItem', item, { meetingId: m.id, name: `事项${m.id}-${k}`, candidateId: null }, `n${m.id}_${k}`);
          await copyRow('MeetingNotice', notice, { meetingId: m.id, type: 200 + k, title: `公告${m.id}-${k}`, noticeId: null }, `n${m.id}_${k}`);
          await db.meetingStageLog.create({ data: { meetingId: m.id, fromStage: k - 1, toStage: k, userId: m.userId } });
        }
      }
      const house = (await db.areaHouse.findFirst({ orderBy: { id: 'asc' } }))!;
      const resident = (await db.residentInfo.findFirst({ orderBy: { id: 'asc' } }))!;
      for (const a of await db.areaInfo.findMany({ select: { id: true } })) {
        const houses: number[] = [];
        for (const k of [1, 2]) houses.push(await copyRow('AreaHouse', house, { areaId: a.id, houseNo: `N${k}`, houseKey: `nested-${a.id}-${k}` }, `n${a.id}_${k}`));
        await copyRow('ResidentInfo', resident, { areaId: a.id, name: `住户${a.id}`, phone: `1360${String(a.id).padStart(7, '0')}`, houses: { create: houses.map((houseId) => ({ houseId })) } }, `n${a.id}`);
      }
      const roles = (await db.baseSysRole.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 })).map((r) => r.id);
      for (const u of await db.baseSysUser.findMany({ where: { username: { startsWith: 'count_' } }, select: { id: true } })) {
        for (const roleId of roles.slice(0, 2)) await db.baseSysUserRole.upsert({ where: { userId_roleId: { userId: u.id, roleId } }, create: { userId: u.id, roleId }, update: {} });
      }
    }, 240_000);

    /** The fewest statements of three runs of the query for a page of `size` rows (a timer may add one to a run). */
    async function fewest(query: string, field: string, size: number) {
      let best: { seen: StatementEvent[]; data: any } | null = null;
      for (let i = 0; i < 3; i++) {
        let data: any = null;
        const seen = await statementsOf(t, async () => {
          const res = await t.gql(query, { first: size }, token);
          expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
          data = res.body.data[field];
        });
        if (!best || seen.length < best.seen.length) best = { seen, data };
      }
      return best!;
    }

    const cases: { name: string; field: string; selection: string; children: (node: any) => number }[] = [
      {
        name: 'a meeting with its community, author, items and their live counts, notices and stage history',
        field: 'meetingInfoPage',
        selection: `name area { name } author { name }
          voteItems(first: 5) { totalCount edges { node { name liveCount { agreeArea agreeOwners passed } } } }
          notices(first: 3) { totalCount edges { node { title } } }
          stageLogs(first: 3) { totalCount edges { node { userName } } }`,
        children: (n) => n.voteItems.edges.length + n.notices.edges.length + n.stageLogs.edges.length,
      },
      {
        name: 'a community with its houses (and their community) and residents with their houses',
        field: 'areaInfoPage',
        selection: `name
          houses(first: 5) { totalCount edges { node { houseNo area { name } } } }
          residents(first: 5) { totalCount edges { node { name houses(first: 5) { totalCount edges { node { houseNo } } } } } }`,
        children: (n) => n.houses.edges.length + n.residents.edges.reduce((k: number, e: any) => k + e.node.houses.edges.length, 0),
      },
      {
        name: 'a user with the department and roles',
        field: 'sysUserPage',
        selection: 'name department { name } roles(first: 5) { totalCount edges { node { name } } }',
        children: (n) => (n.department ? 1 : 0) + n.roles.edges.length,
      },
    ];

    for (const c of cases) {
      it(`${c.field}: ${c.name}`, async () => {
        const query = `query($first: Int) { ${c.field}(first: $first) { totalCount edges { node { ${c.selection} } } } }`;
        await t.gql(query, { first: 2 }, token); // warm-up: the viewer and caches of the first request
        const small = await fewest(query, c.field, 2);
        const large = await fewest(query, c.field, ROWS);
        expect(small.data.edges.length).toBe(2);
        expect(large.data.edges.length).toBe(ROWS);
        // Every row of the large page reached its children, so a per-row load would have shown.
        for (const e of large.data.edges) expect(c.children(e.node), `children of ${JSON.stringify(e.node).slice(0, 200)}`).toBeGreaterThan(0);
        const show = (seen: StatementEvent[]) => seen.map((e) => e.sql.replace(/\s+/g, ' ').slice(0, 160)).join('\n');
        expect(large.seen.length, `20 rows send as many statements as 2 rows\n${show(large.seen)}\n--- 2 rows:\n${show(small.seen)}`).toBe(small.seen.length);
        // One per edge and level (rows, count, each relation), whatever the page size.
        expect(large.seen.length, show(large.seen)).toBeLessThanOrEqual(16);
      });
    }
  });
});
