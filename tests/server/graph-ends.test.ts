/**
 * A graph with no loose ends (issue "The contract, finished" §7.1), on both
 * databases:
 *
 * - every column of every type in the graph that names another row by id
 *   (`*Id`, and the id lists `*Ids`) — every entity, and the rows without an
 *   entity that relations reach (a meeting's stage log, a document's
 *   versions) — has its relation field, typed as the target's node (a
 *   connection for a list), except the columns in NOT_RELATIONS, each with
 *   why; a new id column without a relation fails here;
 * - every to-one relation of every entity and row type answers the row its
 *   column names (each set to a row of community A, read back as the
 *   superuser through the entity's info or the relation reaching the row);
 * - the JSON-typed fields of the types in the graph (node types and the row
 *   types relations reach) are exactly those in FREE_FORM_JSON, each with
 *   why its content is not the product's to define; a new JSON field fails
 *   here until it is typed (crud/shapes.ts) or listed;
 * - the relations added for this (a vote record's house and operator, a
 *   user's communities, a correction's records…) read through the target's
 *   row scope and permission: staff of A get null for a row of B, FORBIDDEN
 *   without the target's read permission; and a page of them is batched (2
 *   rows and 12 send the same statements); and every relation of every
 *   type to a community's row, pointed at community B's, answers staff of A
 *   null (an id list leaves B's rows out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { seedCommunities, type Communities } from '../support/communities.ts';
import { actionsOf, entities, entityByModel, fieldNameOf } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { allEdges, type Edge } from '../../server/crud/relations.ts';
import { isCommunityModel, ownershipOf } from '../../server/crud/ownership.ts';
import { delegate } from '../../server/crud/tx.ts';
import { schema } from '../../server/schema.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';
import { Prisma } from '../../server/generated/prisma/client.ts';

/**
 * Integer or JSON-list columns named like an id that name no row of the
 * graph, and why (none today). A text column named like an id (a user's
 * socketId, a document's fileId, a task's jobId, a log row's requestId) is a
 * key of something outside the database — every row's id is an integer,
 * which the test checks — so it needs no entry.
 */
const NOT_RELATIONS: Record<string, string> = {};

const ID_COLUMN = /[a-z](Id|Ids)$/;

/**
 * JSON fields left on the types of the graph, and why: content the product
 * does not define. Everything else a row holds as JSON is answered typed
 * (crud/shapes.ts; a translatable row's `i18n` as [Translation],
 * crud/translations.ts). At most MAX_NODE_JSON of them are on node types.
 * Kept in step with docs/graphql.md "Typed shapes and enums".
 */
const FREE_FORM_JSON: Record<string, string> = {
  'ElectionInfo.meetingInfo': 'what a legacy client stores about the election’s meeting; no server path reads or writes it',
  'MeetingInfo.voteSend': 'what a legacy client stores about sending the ballots; no server path reads or writes it',
  'RepairInfo.template': 'what a legacy client stores as a repair’s filled template; no server path reads it',
  'InfoTemplate.systemFields': 'a template’s system-field choices as the legacy client sends them; neither the spec nor any server path defines or reads them',
  'PluginInfo.config': 'a plugin’s own settings, shaped by the schema its author wrote in the manifest',
  'RecycleData.data': 'a snapshot of deleted rows of any entity',
  'RecycleData.params': 'the arguments of the delete request, as they were sent',
  'SysLog.params': 'a request’s redacted arguments, whatever the route takes',
  'MeetingStageLog.note': 'what a stage change states, different for each kind (extension, termination, re-vote permission)',
  'TaskLog.message': 'what a task’s service answered, defined by that service',
};

/** The most JSON fields the node types may keep (issue "The contract, finished" §7). */
const MAX_NODE_JSON = 8;


/** The GraphQL type of a model in the graph: its entity's node type, else the row type named after the model. */
const typeOf = (model: string) => entityByModel(model)?.type ?? model;
const edgesOf = (model: string): Edge[] => allEdges(entities()).get(model) ?? [];
/** Every model with a type in the graph: the entities and the rows without an entity that relations reach. */
const graphModels = () => [...new Set([...entities().map((d) => d.model), ...allEdges(entities()).keys()])];

describe('every id column has its relation', () => {
  it('every *Id and *Ids column of every type in the graph is a relation field to its target, or listed with a reason', () => {
    const missing: string[] = [];
    const wrong: string[] = [];
    let checked = 0;
    for (const model of graphModels()) {
      const type = schema.getType(typeOf(model));
      if (!isObjectType(type)) throw new Error(`${model}: no object type ${typeOf(model)}`);
      const fields = type.getFields();
      expect(modelInfo(model).fields.find((x) => x.isId)?.type, `${model}.id`).toBe('Int');
      for (const f of modelInfo(model).fields.filter((x) => x.kind === 'scalar' && ID_COLUMN.test(x.name))) {
        const key = `${model}.${f.name}`;
        const edges = edgesOf(model).filter((e) => e.column === f.name && (e.kind === 'one' || e.idList));
        // A text key names nothing in the database (row ids are integers): no relation can lead from it.
        if (f.type === 'String') {
          expect(edges, `${key} is text but has a relation`).toEqual([]);
          continue;
        }
        if (NOT_RELATIONS[key]) {
          expect(edges, `${key} is listed as no relation but has one`).toEqual([]);
          continue;
        }
        if (edges.length === 0) {
          missing.push(key);
          continue;
        }
        for (const e of edges) {
          checked++;
          const field = fields[e.name];
          const target = typeOf(e.target);
          const named = field ? getNamedType(field.type) : null;
          if (!named) wrong.push(`${key}: no field ${type.name}.${e.name}`);
          else if (e.kind === 'one' && named.name !== target) wrong.push(`${key}: ${type.name}.${e.name} is ${named.name}, not ${target}`);
          else if (e.kind === 'many') {
            const node = isObjectType(named) ? (named.getFields().edges && getNamedType((getNamedType(named.getFields().edges!.type) as GraphQLObjectType).getFields().node!.type)) : null;
            if (!/Connection$/.test(named.name) || node?.name !== target) wrong.push(`${key}: ${type.name}.${e.name} is no connection of ${target}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
    // Every entry of the list names a column that exists, with a reason.
    for (const [key, reason] of Object.entries(NOT_RELATIONS)) {
      const [model, column] = key.split('.') as [string, string];
      expect(modelInfo(model).byName.get(column), key).toBeDefined();
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it('the ones the issue names are there', () => {
    const fields = (type: string) => (schema.getType(type) as GraphQLObjectType).getFields();
    for (const [type, field] of [
      ['VoteRecord', 'house'],
      ['VoteRecord', 'operator'],
      ['VoteRecord', 'appUser'],
      ['BallotCorrection', 'replacedRecord'],
      ['BallotCorrection', 'record'],
      ['BallotCorrection', 'inquiry'],
      ['DictInfo', 'parent'],
      ['SysUser', 'areas'],
      ['AppUser', 'areas'],
      ['RecycleData', 'department'],
      ['AdviceReply', 'area'],
      ['MeetingStageLog', 'user'],
      ['AnnouncementVersion', 'notice'],
    ]) {
      expect(fields(type!)[field!], `${type}.${field}`).toBeDefined();
    }
  });
});

describe('JSON fields on the types of the graph', () => {
  it('every JSON field of a node or row type is listed with a reason, every listed one still exists, and node types keep at most 8', () => {
    const found: string[] = [];
    const onNodes: string[] = [];
    const types = new Set(graphModels().map(typeOf));
    for (const t of Object.values(schema.getTypeMap())) {
      if (!isObjectType(t)) continue;
      const isNode = t.getInterfaces().some((i) => i.name === 'Node');
      if (!(types.has(t.name) || isNode)) continue;
      for (const f of Object.values(t.getFields())) {
        if (getNamedType(f.type).name !== 'JSON') continue;
        found.push(`${t.name}.${f.name}`);
        if (isNode) onNodes.push(`${t.name}.${f.name}`);
      }
    }
    expect(found.sort()).toEqual(Object.keys(FREE_FORM_JSON).sort());
    for (const [key, reason] of Object.entries(FREE_FORM_JSON)) expect(reason.length, key).toBeGreaterThan(20);
    expect(onNodes.length, onNodes.join(', ')).toBeLessThanOrEqual(MAX_NODE_JSON);
    // The row types' two are not on node types; everything else listed is.
    expect(onNodes.sort()).toEqual(Object.keys(FREE_FORM_JSON).filter((k) => !['MeetingStageLog.note', 'TaskLog.message'].includes(k)).sort());
  });

  it('every translatable entity answers its translations as [Translation], one type for all', () => {
    const translatable = entities().filter((d) => d.translatable?.length);
    expect(translatable.length).toBeGreaterThanOrEqual(8);
    for (const d of translatable) {
      const f = (schema.getType(d.type) as GraphQLObjectType).getFields().i18n;
      expect(f && String(f.type), d.type).toBe('[Translation!]');
    }
  });
});

describeOnDatabases('relation fields of id columns', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let staff: string;
  let recordsOnly: string;
  let c: Communities;

  const gql = async (query: string, token: string, variables: Record<string, unknown> = {}) => (await t.gql(query, variables, token)).body;

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    const db = t.app.db;
    adminId = (await db.baseSysUser.findFirstOrThrow({ where: { username: 'admin' } })).id;
    c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
    const { hashPassword } = await import('../../server/auth/password.ts');
    const password = await hashPassword('staff123');
    // Staff of A with every permission: only the community scope stands between them and B.
    const all = await db.baseSysMenu.findMany({ select: { id: true } });
    const role = await db.baseSysRole.create({ data: { name: 'A区全权', label: 'ends_all', menus: { create: all.map((m) => ({ menuId: m.id })) } } });
    await db.baseSysUser.create({ data: { username: 'ends_staff', name: '甲', password, areaIds: [c.A], roles: { create: [{ roleId: role.id }] } } });
    staff = (await t.login('ends_staff', 'staff123')).token;
    // Staff who may read vote records (and meetings) but neither houses nor users.
    const perms = await db.baseSysMenu.findMany({ where: { OR: [{ perms: { startsWith: 'business:meeting:vote:record:' } }, { perms: { startsWith: 'business:meeting:info:' } }] }, select: { id: true } });
    const partial = await db.baseSysRole.create({ data: { name: '只看投票', label: 'ends_records', menus: { create: perms.map((m) => ({ menuId: m.id })) } } });
    await db.baseSysUser.create({ data: { username: 'ends_records', name: '乙', password, areaIds: [c.A], roles: { create: [{ roleId: partial.id }] } } });
    recordsOnly = (await t.login('ends_records', 'staff123')).token;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  /** A row of a model to point at: community A's, else the first one (the seed's users, dictionaries, templates…). */
  async function targetId(model: string): Promise<number> {
    if (ownershipOf(model).kind === 'root') return c.A;
    if (isCommunityModel(model) && c.rows.A[model] !== undefined) return c.rows.A[model]!;
    const row = (await delegate(t.app.db, model).findFirst({ orderBy: { id: 'asc' }, select: { id: true } })) as { id: number } | null;
    if (!row) throw new Error(`no row of ${model} to point at`);
    return row.id;
  }

  /** A row of a model to read the relation from: community A's, else one made or found. */
  async function sourceId(model: string): Promise<number> {
    if (isCommunityModel(model) && c.rows.A[model] !== undefined) return c.rows.A[model]!;
    const db = t.app.db;
    if (model === 'TaskLog') {
      const task = await db.taskInfo.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
      return (await db.taskLog.create({ data: { taskId: task.id, status: 1, detail: 'graph-ends' } })).id;
    }
    if (model === 'DemoGoods') return (await db.demoGoods.create({ data: { title: 'graph-ends', price: '1.00' } })).id;
    const row = (await delegate(db, model).findFirst({ orderBy: { id: 'desc' }, select: { id: true } })) as { id: number } | null;
    if (!row) throw new Error(`no row of ${model} to read from`);
    return row.id;
  }

  it('staff of A: a vote record of A naming B’s house and an app user of A and B answer only A', async () => {
    const db = t.app.db;
    const record = c.rows.A.VoteRecord!;
    await db.voteRecord.update({ where: { id: record }, data: { houseId: c.rows.B.AreaHouse!, operatorId: adminId } });
    const q = `query($id: Int!) { voteRecordInfo(id: $id) { rowId houseId house { rowId } operator { rowId } meeting { rowId } item { rowId } } }`;
    const asStaff = await gql(q, staff, { id: record });
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data.voteRecordInfo).toMatchObject({ rowId: record, houseId: c.rows.B.AreaHouse, house: null, meeting: { rowId: c.rows.A.MeetingInfo } });
    const asAdmin = await gql(q, admin, { id: record });
    expect(asAdmin.data.voteRecordInfo).toMatchObject({ house: { rowId: c.rows.B.AreaHouse }, operator: { rowId: adminId } });
    // A row of B is not reached at all, nor anything through it.
    expect((await gql(q, staff, { id: c.rows.B.VoteRecord })).data.voteRecordInfo).toBeNull();

    // An app user of both communities: staff of A see A among its communities, the superuser both.
    const user = await db.userInfo.create({ data: { nickName: '两区业主', areaIds: [c.A, c.B] } });
    const areas = `query($id: Int!) { appUserInfo(id: $id) { areas { totalCount edges { node { rowId } } } } }`;
    const staffAreas = await gql(areas, staff, { id: user.id });
    expect(staffAreas.errors).toBeUndefined();
    expect(staffAreas.data.appUserInfo.areas).toEqual({ totalCount: 1, edges: [{ node: { rowId: c.A } }] });
    expect((await gql(areas, admin, { id: user.id })).data.appUserInfo.areas.edges.map((e: any) => e.node.rowId)).toEqual([c.A, c.B]);
  });

  it('following a new relation needs a read permission of its target: null and FORBIDDEN at its path, the rest answers', async () => {
    const db = t.app.db;
    const record = c.rows.A.VoteRecord!;
    await db.voteRecord.update({ where: { id: record }, data: { houseId: c.rows.A.AreaHouse!, operatorId: adminId } });
    const body = await gql(`query($id: Int!) { voteRecordInfo(id: $id) { rowId house { rowId } operator { rowId } meeting { rowId } } }`, recordsOnly, { id: record });
    expect(body.data.voteRecordInfo).toEqual({ rowId: record, house: null, operator: null, meeting: { rowId: c.rows.A.MeetingInfo } });
    const forbidden = (body.errors ?? []).filter((e: any) => e.extensions?.code === 'FORBIDDEN').map((e: any) => e.path.join('.'));
    expect(forbidden.sort()).toEqual(['voteRecordInfo.house', 'voteRecordInfo.operator']);
  });

  it('a page of vote records with their house, operator and item is batched: 2 rows and 12 send the same statements', async () => {
    const db = t.app.db;
    const meeting = c.rows.A.MeetingInfo!;
    const item = c.rows.A.VoteItem!;
    for (let i = 0; i < 12; i++) {
      const house = await db.areaHouse.create({ data: { areaId: c.A, buildingNo: '9', unitNo: '1', houseNo: `90${i}` } });
      const operator = await db.baseSysUser.create({ data: { username: `ends_op_${i}`, name: `录入${i}`, password: 'x' } });
      await db.voteRecord.create({ data: { meetingId: meeting, itemId: item, houseId: house.id, operatorId: operator.id, result: 0 } });
    }
    const q = (first: number) => `{ voteRecordPage(first: ${first}, orderBy: "id", sort: desc) { edges { node { rowId house { houseNo } operator { name } item { rowId } } } } }`;
    const count = async (first: number) => {
      const seen: StatementEvent[] = [];
      const stop = t.app.statements.listen((e) => seen.push(e));
      try {
        const body = await gql(q(first), admin);
        expect(body.errors).toBeUndefined();
        expect(body.data.voteRecordPage.edges).toHaveLength(first);
        for (const { node } of body.data.voteRecordPage.edges) expect(node.house.houseNo).toMatch(/^90/);
      } finally {
        stop();
      }
      return seen.filter((e) => !/^\s*INSERT INTO "public"\."base_sys_log"/i.test(e.sql)).length;
    };
    // The fewest of three tries (a timer may add a statement to a window).
    const fewest = async (first: number) => Math.min(await count(first), await count(first), await count(first));
    expect(await fewest(12)).toBe(await fewest(2));
  });
  // Last: it points rows of every model elsewhere.
  it('every to-one relation answers the row its column names, and every id list its rows (superuser)', async () => {
    const db = t.app.db;
    const wrong: string[] = [];
    let checked = 0;
    for (const model of graphModels()) {
      const decl = entityByModel(model);
      // A row type is read through the relation of an entity that reaches it (a meeting's stageLogs).
      const via = decl ? null : [...allEdges(entities()).values()].flat().find((e) => e.target === model && e.kind === 'many' && !e.through && actionsOf(entityByModel(e.source)!).includes('info'));
      if (decl ? !actionsOf(decl).includes('info') : !via) continue;
      const edges = edgesOf(model).filter((e) => (e.kind === 'one' || e.idList) && e.origin !== 'community');
      if (edges.length === 0) continue;
      const id = await sourceId(model);
      for (const e of edges) {
        const target = await targetId(e.target);
        await delegate(db, model).update({ where: { id }, data: { [e.column]: e.idList ? [target] : target, ...(e.when ?? {}) } });
        const inner = e.idList ? `${e.name} { totalCount edges { node { rowId } } }` : `${e.name} { rowId }`;
        let found: any;
        if (decl) {
          const body = await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { ${inner} } }`, admin, { id });
          if (body.errors) wrong.push(`${model}.${e.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
          found = body.data?.r?.[e.name];
        } else {
          const parent = ((await delegate(db, model).findUnique({ where: { id }, select: { [via!.column]: true } })) as Record<string, number>)[via!.column]!;
          const body = await gql(`query($id: Int!) { r: ${fieldNameOf(entityByModel(via!.source)!, 'info')}(id: $id) { ${via!.name}(first: 100) { edges { node { rowId ${inner} } } } } }`, admin, { id: parent });
          if (body.errors) wrong.push(`${model}.${e.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
          found = body.data?.r?.[via!.name]?.edges.find((x: any) => x.node.rowId === id)?.node[e.name];
        }
        const answered = e.idList ? found?.edges.map((x: any) => x.node.rowId) : found?.rowId;
        if (JSON.stringify(answered) !== JSON.stringify(e.idList ? [target] : target)) wrong.push(`${model}.${e.name}: ${e.column} = ${target}, answered ${JSON.stringify(found)}`);
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 300_000);

  it('staff of A: every relation to a community’s row, pointed at B’s, answers null, and an id list leaves B’s out', async () => {
    const db = t.app.db;
    const wrong: string[] = [];
    let checked = 0;
    /** Community B's row of a model (B itself for the communities), if the fixture has one. */
    const inB = (model: string) => (ownershipOf(model).kind === 'root' ? c.B : isCommunityModel(model) ? c.rows.B[model] : undefined);
    const inA = (model: string) => (ownershipOf(model).kind === 'root' ? c.A : isCommunityModel(model) ? c.rows.A[model] : undefined);
    for (const model of graphModels()) {
      const decl = entityByModel(model);
      const via = decl ? null : [...allEdges(entities()).values()].flat().find((e) => e.target === model && e.kind === 'many' && !e.through && actionsOf(entityByModel(e.source)!).includes('info'));
      if (decl ? !actionsOf(decl).includes('info') : !via) continue;
      for (const e of edgesOf(model).filter((x) => (x.kind === 'one' || x.idList) && x.origin !== 'community')) {
        const b = inB(e.target);
        const a = inA(e.target);
        if (b === undefined || a === undefined) continue;
        // The column that makes the row a community's (its areaId, its parent's id) moves the row itself, not what it names.
        const own = ownershipOf(model);
        if ((own.kind === 'column' && e.column === 'areaId') || (own.kind === 'parent' && e.column === own.via.column)) continue;
        const id = await sourceId(model);
        const before = (await delegate(db, model).findUnique({ where: { id }, select: { [e.column]: true, ...Object.fromEntries(Object.keys(e.when ?? {}).map((k) => [k, true])) } })) as Record<string, unknown>;
        await delegate(db, model).update({ where: { id }, data: { [e.column]: e.idList ? [a, b] : b, ...(e.when ?? {}) } });
        try {
          const inner = e.idList ? `${e.name} { totalCount edges { node { rowId } } }` : `${e.name} { rowId }`;
          let row: any;
          if (decl) {
            const body = await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { rowId ${inner} } }`, staff, { id });
            if (body.errors) wrong.push(`${model}.${e.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
            row = body.data?.r;
          } else {
            const parent = ((await delegate(db, model).findUnique({ where: { id }, select: { [via!.column]: true } })) as Record<string, number>)[via!.column]!;
            const body = await gql(`query($id: Int!) { r: ${fieldNameOf(entityByModel(via!.source)!, 'info')}(id: $id) { ${via!.name}(first: 100) { edges { node { rowId ${inner} } } } } }`, staff, { id: parent });
            if (body.errors) wrong.push(`${model}.${e.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
            row = body.data?.r?.[via!.name]?.edges.find((x: any) => x.node.rowId === id)?.node;
          }
          // Pointing the row's own community or parent at B moves the row out of A's reach: nothing to follow.
          if (!row) continue;
          const found = row[e.name];
          if (e.idList ? JSON.stringify(found?.edges.map((x: any) => x.node.rowId)) !== JSON.stringify([a]) || found.totalCount !== 1 : found !== null) {
            wrong.push(`${model}.${e.name}: ${e.column} names B’s ${b}, staff of A got ${JSON.stringify(found)}`);
          }
          checked++;
        } finally {
          // A JSON column that held nothing is set back to the database's NULL.
          const restore = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, v === null && modelInfo(model).byName.get(k)?.type === 'Json' ? Prisma.DbNull : v]));
          await delegate(db, model).update({ where: { id }, data: restore });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 300_000);
});
