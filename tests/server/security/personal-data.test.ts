/**
 * Residents' personal data (docs/security.md "Personal data"): every field
 * marked personal — read from the declarations (crud/personal.ts
 * personalFields: entity columns and typed shapes alike) — is read on every
 * path that carries it, by two staff users of the same community holding the
 * same rights but one: `clear` may read residents (resident and house
 * pages), `masked` may not. `clear` gets the stored values, `masked` the
 * masks (张*, 138****0001, 110***********002X, owner keys null); a register
 * of residents itself stays closed to `masked` (403). Paths: REST page, list
 * and info (a meeting's participants answered as stored JSON text too),
 * GraphQL page, list, info, node(id), every connection reaching the type,
 * the meeting detail, subscriptions following a meeting (their first
 * event), exports (CSV), the credential list and sheet, the
 * unregistered participants, the tenant demo, the vote table (XLSX), the
 * recycle bin; and a write that sends a mask back keeps the stored value,
 * while a search does not match what the mask hides. Both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeOnDatabases, useTestApp, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { assertFilterable, personalFields, maskPersonal, residentReadPerms, type PersonalKind } from '../../../server/crud/personal.ts';
import { entities, fieldNameOf, actionsOf, type EntityDecl } from '../../../server/crud/entity.ts';
import { allEdges } from '../../../server/crud/relations.ts';
import { delegate } from '../../../server/crud/tx.ts';
import { schema } from '../../../server/schema.ts';
import { selectionOf } from '../../../server/rest/routes.ts';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';

const HOUR = 3600_000;
const ID_A = '11010519491231002X';
const ID_B = '440308199001010017';

type Row = Record<string, unknown>;
/** What a path answered for one field: each value with the key that finds its stored value. */
type Seen = { key: number; value: unknown }[];

describeOnDatabases('personal data: as stored for who may read residents, masked for everyone else', (kind) => {
  const app = useTestApp(kind);
  let t: TestApp;
  let admin: string;
  const tokens: Record<'clear' | 'masked', string> = { clear: '', masked: '' };
  let areaId: number;
  let meetingId: number;
  let candidateMeetingId: number;
  let houses: number[] = [];
  let userId: number;
  let documentUrl: string;

  const ok = (res: { body: any; text: string }) => {
    expect(res.body?.code, res.text).toBe(1000);
    return res.body.data;
  };
  const post = (path: string, body: unknown, token = admin) => t.req('POST', `/admin${path}`, { body, token });
  const get = (path: string, token = admin) => t.req('GET', `/admin${path}`, { token });
  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await t.gql(query, variables, token);
    return res.body;
  };
  const gqlData = async (query: string, variables: Record<string, unknown>, token: string) => {
    const body = await gql(query, variables, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };

  beforeAll(async () => {
    t = app();
    admin = (await t.login()).token;
    areaId = ok(await post('/area/info/add', { name: '个人信息小区' })).id;
    const spec = [
      { ownerName: '张三', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 90 },
      { ownerName: '李四', phone: '13800000002', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 80 },
      { ownerName: '王五', phone: '13800000003', buildingNo: '2', unitNo: '1', houseNo: '201', privateArea: 70 },
      { ownerName: '欧阳娜娜', phone: '010-62345678', buildingNo: '2', unitNo: '1', houseNo: '202', privateArea: 60 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    ok(await post('/resident/info/add', { areaId, name: '张三', phone: '13800000001', idCard: ID_A, houseIds: [houses[0]], roles: [1] }));
    ok(await post('/resident/info/add', { areaId, name: '李四', phone: '13800000002', idCard: ID_B, houseIds: [houses[1]], roles: [1] }));
    userId = ok(await post('/user/info/add', { nickName: '小张', phone: '13900000009', areaIds: [areaId] }));
    userId = typeof userId === 'object' ? (userId as any).id : userId;
    ok(await post('/user/address/add', { userId, contact: '张三', phone: '13900000008', address: '1栋101' }));

    // A meeting in its vote: participants frozen, a vote, a proxy's vote, credentials issued.
    meetingId = ok(await post('/business/meeting/info/add', { name: '个人信息大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    const itemId = ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id;
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    const upload = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '委托书.pdf', data: pdf('proxy'), type: 'application/pdf' }] });
    documentUrl = ok(upload);
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId: houses[0], result: 0 }));
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId: houses[1], result: 1, proxyName: '钱代理', proxyIdCard: ID_A, proxyDocument: documentUrl }));
    ok(await post('/business/meeting/credential/issue', { meetingId }));

    // A meeting still taking candidates.
    candidateMeetingId = ok(await post('/business/meeting/info/add', { name: '选举大会', areaId, type: 2 })).id;
    ok(await post('/business/election/candidate/add', { meetingId: candidateMeetingId, name: '孙候选', phone: '13700000001', idCard: ID_B, job: '教师' }));

    // Two staff users of the community, with every right but one: reading residents (and houses).
    const buttons = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { not: null } }, select: { id: true, perms: true } });
    const registerPerms = new Set(residentReadPerms());
    const residents = (p: string | null) => !!p && (p.startsWith('resident:info:') || p.startsWith('area:house:'));
    expect(buttons.some((b) => registerPerms.has(b.perms!))).toBe(true);
    for (const [who, menus] of [
      ['clear', buttons],
      ['masked', buttons.filter((b) => !residents(b.perms))],
    ] as const) {
      const role = ok(await post('/base/sys/role/add', { name: `个人信息-${who}`, label: `personal_${who}`, menuIdList: menus.map((m) => m.id) })).id;
      ok(await post('/base/sys/user/add', { username: `personal_${who}`, password: 'staff123', name: who, roleIdList: [role], areaIds: [areaId] }));
      tokens[who] = (await t.login(`personal_${who}`, 'staff123')).token;
    }
  });

  // ------------------------------------------------------------------ entity fields

  /** The personal columns of an entity, as declared. */
  const personalOf = (decl: EntityDecl) => Object.entries(decl.personal ?? {}) as [string, PersonalKind][];
  const personalEntities = () => entities().filter((d) => personalOf(d).length > 0);
  const truthOf = async (decl: EntityDecl): Promise<Map<number, Row>> => new Map(((await delegate(t.app.db, decl.model).findMany({})) as Row[]).map((r) => [r.id as number, r]));
  const gid = (type: string, id: number) => encodeGlobalID(type, id);
  /** Whether a stored row is one of this test's (its community, meeting or app user). */
  const ours = (r: Row) => {
    if ('areaId' in r) return r.areaId === areaId;
    if ('areaIds' in r) return Array.isArray(r.areaIds) && r.areaIds.includes(areaId);
    if ('meetingId' in r) return r.meetingId === meetingId || r.meetingId === candidateMeetingId;
    return r.userId === userId;
  };

  /** Every path an entity's rows take, each answering the rows it read (id + columns) or null when refused. */
  async function entityPaths(decl: EntityDecl, columns: string[], token: string, truth: Map<number, Row>): Promise<{ path: string; rows: Row[] | null }[]> {
    const out: { path: string; rows: Row[] | null }[] = [];
    const actions = actionsOf(decl);
    const select = `rowId ${columns.join(' ')}`;
    const gqlRows = async (path: string, query: string, pick: (data: any) => Row[]) => {
      const body = await gql(query, {}, token);
      out.push({ path, rows: body.errors?.length ? null : pick(body.data).map((r) => ({ ...r, id: r.rowId })) });
    };
    const restRows = async (path: string, res: { status: number; body: any }, pick: (data: any) => Row[]) => {
      out.push({ path, rows: res.status === 200 && res.body?.code === 1000 ? pick(res.body.data) : null });
    };
    const mine = [...truth.values()].filter(ours);
    const anyId = mine.find((r) => columns.some((c) => r[c] != null))?.id as number;
    expect(anyId, decl.type).toBeDefined();
    if (actions.includes('page')) {
      await restRows('REST page', await post(`/${decl.prefix}/page`, { size: 100 }, token), (d) => d.list);
      await gqlRows('GraphQL page', `{ r: ${fieldNameOf(decl, 'page')}(first: 100) { edges { node { ${select} } } } }`, (d) => d.r.edges.map((e: any) => e.node));
    }
    if (actions.includes('list')) {
      await restRows('REST list', await post(`/${decl.prefix}/list`, {}, token), (d) => d);
      await gqlRows('GraphQL list', `{ r: ${fieldNameOf(decl, 'list')} { ${select} } }`, (d) => d.r);
    }
    if (actions.includes('info')) {
      await restRows('REST info', await get(`/${decl.prefix}/info?id=${anyId}`, token), (d) => [d]);
      await gqlRows('GraphQL info', `{ r: ${fieldNameOf(decl, 'info')}(id: ${anyId}) { ${select} } }`, (d) => (d.r ? [d.r] : []));
    }
    await gqlRows('GraphQL node', `{ r: node(id: "${gid(decl.type, anyId)}") { ... on ${decl.type} { ${select} } } }`, (d) => (d.r ? [d.r] : []));
    // Every connection (and to-one edge) of another entity that reaches this type.
    for (const edges of allEdges(entities()).values()) {
      for (const e of edges) {
        const source = entities().find((d) => d.model === e.source);
        if (e.target !== decl.model || !source || e.through || e.idList) continue;
        const ids = mine.map((r) => r[e.column]).filter((v): v is number => typeof v === 'number');
        let sourceId: number | undefined;
        if (e.kind === 'many') sourceId = ids[0];
        else sourceId = ((await delegate(t.app.db, e.source).findFirst({ where: { [e.column]: { in: mine.map((r) => r.id) } }, select: { id: true } })) as Row | null)?.id as number | undefined;
        if (sourceId === undefined) continue;
        const inner = e.kind === 'many' ? `${e.name}(first: 100) { edges { node { ${select} } } }` : `${e.name} { ${select} }`;
        await gqlRows(`GraphQL ${source.type}.${e.name}`, `{ r: node(id: "${gid(source.type, sourceId)}") { ... on ${source.type} { ${inner} } } }`, (d) => {
          const v = d.r?.[e.name];
          return e.kind === 'many' ? (v?.edges ?? []).map((x: any) => x.node) : v ? [v] : [];
        });
      }
    }
    // The export of the list (CSV), the columns by name.
    const exported = await post(`/${decl.prefix}/export`, { columns: ['id', ...columns], format: 'csv' }, token);
    if (exported.status === 200 && typeof exported.body === 'string') {
      const [, ...lines] = parseCsv(exported.text, { bom: true }) as string[][];
      out.push({ path: 'export CSV', rows: lines.map((l) => Object.fromEntries([['id', Number(l[0])], ...columns.map((c, i) => [c, l[i + 1] === '' ? null : l[i + 1]])])) });
    } else out.push({ path: 'export CSV', rows: null });
    return out;
  }

  it('every field marked personal is read below, and the marks are the declared ones', () => {
    const fields = personalFields();
    const covered = new Set([...personalEntities().map((d) => d.type), ...Object.keys(SHAPE_PATHS)]);
    for (const f of fields) expect(covered, `${f.type}.${f.field} has no path in this test`).toContain(f.type);
    // The entity declarations are what the schema marks.
    for (const d of personalEntities()) for (const [c, k] of personalOf(d)) expect(fields).toContainEqual({ type: d.type, field: c, kind: k });
    // What the issue lists is marked.
    for (const want of ['AreaHouse.ownerName', 'AreaHouse.phone', 'ResidentInfo.name', 'ResidentInfo.phone', 'ResidentInfo.idCard', 'VoteRecord.ownerKey', 'VoteRecord.proxyName', 'VoteRecord.proxyIdCard', 'ElectionCandidate.phone', 'ElectionCandidate.idCard', 'Participant.ownerName', 'Participant.phone', 'Participant.ownerKey', 'VoteCredentialOwner.ownerName', 'UnregisteredParticipant.ownerName', 'UnregisteredParticipant.phone']) {
      expect(fields.map((f) => `${f.type}.${f.field}`)).toContain(want);
    }
  });

  it('entity fields on every path: stored values for who may read residents, masks for the others, registers closed to them', async () => {
    for (const decl of personalEntities()) {
      const columns = personalOf(decl).map(([c]) => c);
      const truth = await truthOf(decl);
      // A register of residents is readable only with the right that also shows its values.
      const register = !!decl.residentRegister;
      for (const who of ['clear', 'masked'] as const) {
        const paths = await entityPaths(decl, columns, tokens[who], truth);
        expect(paths.length, decl.type).toBeGreaterThan(3);
        for (const { path, rows } of paths) {
          const where = `${decl.type} ${path} as ${who}`;
          if (who === 'masked' && register) {
            expect(rows, where).toBeNull();
            continue;
          }
          expect(rows, where).not.toBeNull();
          let compared = 0;
          for (const row of rows!) {
            const stored = truth.get(Number(row.id));
            expect(stored, where).toBeDefined();
            for (const [c, k] of personalOf(decl)) {
              if (stored![c] === null || stored![c] === undefined) continue;
              compared++;
              expect(row[c], `${where} ${c}`).toEqual(who === 'clear' ? stored![c] : maskPersonal(k, stored![c]));
            }
          }
          expect(compared, `${where}: a stored value was read`).toBeGreaterThan(0);
        }
      }
    }
  });

  // ------------------------------------------------------------------ typed shapes

  /** Paths of each shape type with personal fields: what they answered, keyed by house (stored values from the frozen participants or the houses). */
  const SHAPE_PATHS: Record<string, ((token: string) => Promise<{ path: string; field: string; seen: Seen }[]>)> = {
    Participant: async (token) => {
      const out: { path: string; field: string; seen: Seen }[] = [];
      const fromJoins = (path: string, joins: any[]) => {
        for (const field of ['ownerName', 'phone', 'ownerKey']) out.push({ path, field, seen: joins.map((p) => ({ key: p.houseId, value: p[field] ?? null })) });
      };
      const mine = (list: any[]) => list.find((m: any) => (m.id ?? m.rowId) === meetingId);
      fromJoins('REST page', mine(ok(await post('/business/meeting/info/page', { size: 100 }, token)).list).joins);
      fromJoins('REST list', mine(ok(await post('/business/meeting/info/list', {}, token))).joins);
      fromJoins('REST info', ok(await get(`/business/meeting/info/info?id=${meetingId}`, token)).joins);
      const j = 'joins { houseId ownerName phone ownerKey }';
      fromJoins('GraphQL page', mine((await gqlData(`{ r: meetingInfoPage(first: 100) { edges { node { rowId ${j} } } } }`, {}, token)).r.edges.map((e: any) => e.node)).joins);
      fromJoins('GraphQL list', mine((await gqlData(`{ r: meetingInfoList { rowId ${j} } }`, {}, token)).r).joins);
      fromJoins('GraphQL info', (await gqlData(`query($id: Int!) { r: meetingInfoInfo(id: $id) { ${j} } }`, { id: meetingId }, token)).r.joins);
      fromJoins('GraphQL detail', (await gqlData(`query($id: Int!) { r: meetingInfoDetail(id: $id) { ${j} } }`, { id: meetingId }, token)).r.joins);
      fromJoins('GraphQL node', (await gqlData(`{ r: node(id: "${gid('MeetingInfo', meetingId)}") { ... on MeetingInfo { ${j} } } }`, {}, token)).r.joins);
      fromJoins('GraphQL AreaInfo.meetings', mine((await gqlData(`{ r: node(id: "${gid('AreaInfo', areaId)}") { ... on AreaInfo { meetings(first: 100) { edges { node { rowId ${j} } } } } } }`, {}, token)).r.meetings.edges.map((e: any) => e.node)).joins);
      const csv = await post('/business/meeting/info/export', { columns: ['id', 'joins'], format: 'csv' }, token);
      expect(csv.status, csv.text).toBe(200);
      const [, ...lines] = parseCsv(csv.text, { bom: true }) as string[][];
      // A list cell holds its objects as JSON, comma-separated (crud/export.ts cellValue).
      fromJoins('export CSV', JSON.parse(`[${lines.find((l) => Number(l[0]) === meetingId)![1]!}]`));
      return out;
    },
    VoteCredentialOwner: async (token) => {
      const rest = ok(await get(`/business/meeting/credential/owners?meetingId=${meetingId}`, token)).rows;
      const g = (await gqlData('query($id: Int!) { r: voteCredentialOwners(meetingId: $id) { rows { houseId ownerName } } }', { id: meetingId }, token)).r.rows;
      return [
        { path: 'REST credential owners', field: 'ownerName', seen: rest.map((r: any) => ({ key: r.houseId, value: r.ownerName })) },
        { path: 'GraphQL voteCredentialOwners', field: 'ownerName', seen: g.map((r: any) => ({ key: r.houseId, value: r.ownerName })) },
      ];
    },
    UnregisteredParticipant: async (token) => {
      const rest = ok(await get(`/business/meeting/template/unregisteredJoins?meetingId=${meetingId}`, token));
      const g = (await gqlData('query($id: Int!) { r: meetingTemplateUnregisteredJoins(meetingId: $id) { houseId ownerName phone } }', { id: meetingId }, token)).r;
      return ['ownerName', 'phone'].flatMap((field) => [
        { path: 'REST unregisteredJoins', field, seen: rest.map((r: any) => ({ key: r.houseId, value: r[field] })) },
        { path: 'GraphQL unregisteredJoins', field, seen: g.map((r: any) => ({ key: r.houseId, value: r[field] })) },
      ]);
    },
    DemoTenantHouse: async (token) => {
      const rest = ok(await post('/demo/tenant/use', { size: 100 }, token)).list;
      const g = (await gqlData('{ r: demoTenantUse(size: 100) { list { rowId ownerName } } }', {}, token)).r.list;
      return [
        { path: 'REST demo tenant', field: 'ownerName', seen: rest.map((r: any) => ({ key: r.id, value: r.ownerName })) },
        { path: 'GraphQL demo tenant', field: 'ownerName', seen: g.map((r: any) => ({ key: r.rowId, value: r.ownerName })) },
      ];
    },
  };

  it('typed shapes on every path: participants (stored JSON too), credential owners, unregistered participants, the tenant demo', async () => {
    const joins = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { joins: true } })).joins as Row[];
    const byHouse = new Map(joins.map((p) => [p.houseId as number, p]));
    const kinds = new Map(personalFields().map((f) => [`${f.type}.${f.field}`, f.kind]));
    for (const [type, paths] of Object.entries(SHAPE_PATHS)) {
      for (const who of ['clear', 'masked'] as const) {
        for (const { path, field, seen } of await paths(tokens[who])) {
          const where = `${type}.${field} ${path} as ${who}`;
          const k = kinds.get(`${type}.${field}`)!;
          expect(k, where).toBeDefined();
          expect(seen.length, where).toBeGreaterThan(0);
          for (const { key, value } of seen) {
            const stored = byHouse.get(key)?.[field] ?? null;
            expect(stored, `${where}: house ${key} has a stored value`).not.toBeNull();
            expect(value, where).toEqual(who === 'clear' ? stored : maskPersonal(k, stored));
          }
        }
      }
    }
  });

  it('subscriptions of a meeting push no personal value to who may not read residents', async () => {
    const joins = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { joins: true } })).joins as Row[];
    const hidden = joins.flatMap((p) => [p.ownerName, p.phone, p.ownerKey]).filter((v): v is string => typeof v === 'string' && v !== '');
    expect(hidden.length).toBeGreaterThan(0);
    // Every subscription that follows a meeting (a meetingId argument), whatever its type: its first event (the state now).
    const fields = Object.values(schema.getSubscriptionType()!.getFields()).filter((f) => f.args.some((a) => a.name === 'meetingId'));
    expect(fields.map((f) => f.name)).toContain('meetingVoting');
    for (const field of fields) {
      const selection = selectionOf(field.type);
      const query = `subscription($m: Int!) { ${field.name}(meetingId: $m)${selection ? ` { ${selection} }` : ''} }`;
      for (const who of ['clear', 'masked'] as const) {
        const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: tokens[who] }, retryAttempts: 0 });
        const first = await new Promise<any>((resolve, reject) => {
          const stop = client.subscribe({ query, variables: { m: meetingId } }, { next: (e) => (stop(), resolve(e)), error: reject, complete: () => resolve(null) });
        });
        await client.dispose();
        expect(first?.errors, `${field.name} as ${who}`).toBeUndefined();
        expect(first?.data?.[field.name], `${field.name} as ${who}`).toBeTruthy();
        const text = JSON.stringify(first.data);
        if (who === 'masked') for (const v of hidden) expect(text, `${field.name}: ${v}`).not.toContain(v);
      }
    }
  });

  // ------------------------------------------------------------------ documents

  it('the vote table: complete for who may read residents, names masked in the copy others get', async () => {
    const read = async (token: string) => {
      const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }, token));
      const again = ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`, token));
      expect(again.url.split('?')[0]).toBe(doc.url.split('?')[0]);
      const res = await fetch(t.url + doc.url);
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as any);
      const rows: string[][] = [];
      wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      // Every sheet's text (the ballot record's sheets included, when there are any).
      const all: string[] = [];
      for (const ws of wb.worksheets) ws.eachRow((row) => all.push((row.values as unknown[]).map((v) => String(v ?? '')).join('|')));
      return { url: doc.url.split('?')[0], text: all.join('\n'), sheets: wb.worksheets.length, owners: rows.map((r) => r[4]) };
    };
    const clear = await read(tokens.clear);
    const masked = await read(tokens.masked);
    // One generation holds both: the complete table for one, the masked copy for the other.
    const now = async (token: string) => ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`, token)).url.split('?')[0];
    expect(await now(tokens.masked)).toBe(masked.url);
    expect(await now(tokens.clear)).not.toBe(masked.url);
    const stored = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { voteTableUrl: true, voteTableMaskedUrl: true } });
    expect([stored.voteTableUrl, stored.voteTableMaskedUrl]).toEqual([await now(tokens.clear), masked.url]);
    for (const name of ['张三', '李四', '王五', '欧阳娜娜']) {
      expect(clear.owners).toContain(name);
      expect(masked.owners).toContain(maskPersonal('name', name));
      expect(masked.text).not.toContain(name);
    }
    expect(clear.text).toContain('钱代理');
    expect(masked.text).toContain(String(maskPersonal('name', '钱代理')));
    expect(masked.text).not.toContain('钱代理');
    // The ballot record's sheets state proxies' names as hashed: the complete table holds them, the masked copy does not.
    expect(clear.sheets).toBeGreaterThan(1);
    expect(masked.sheets).toBe(1);
  });

  it('the credential sheet names owners as the viewer may read them', async () => {
    const sheetOf = async (token: string) => ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[2] }, token)).sheet as string;
    expect(await sheetOf(tokens.clear)).toContain('业主：王五');
    const masked = await sheetOf(tokens.masked);
    expect(masked).toContain(`业主：${maskPersonal('name', '王五')}`);
    expect(masked).not.toContain('王五');
  });

  // ------------------------------------------------------------------ writes and searches

  it('a mask sent back keeps the stored value; a new value is a change; searches do not match what a mask hides', async () => {
    const candidate = await t.app.db.electionCandidate.findFirstOrThrow({ where: { meetingId: candidateMeetingId } });
    const shown = ok(await get(`/business/election/candidate/info?id=${candidate.id}`, tokens.masked));
    expect(shown.phone).toBe('137****0001');
    expect(shown.idCard).toBe(maskPersonal('idCard', ID_B));
    // A legacy client saves the whole row as it was shown, with one change.
    ok(await post('/business/election/candidate/update', { ...shown, job: '医生' }, tokens.masked));
    let stored = await t.app.db.electionCandidate.findUniqueOrThrow({ where: { id: candidate.id } });
    expect(stored).toMatchObject({ phone: '13700000001', idCard: ID_B, job: '医生' });
    // GraphQL likewise.
    const g = await gqlData('mutation($input: ElectionCandidateUpdateInput!) { r: electionCandidateUpdate(input: $input) { __typename } }', { input: { id: candidate.id, phone: '137****0001', job: '律师' } }, tokens.masked);
    expect(g.r.__typename).not.toBe('AppError');
    stored = await t.app.db.electionCandidate.findUniqueOrThrow({ where: { id: candidate.id } });
    expect(stored).toMatchObject({ phone: '13700000001', job: '律师' });
    // A real new value is stored.
    ok(await post('/business/election/candidate/update', { id: candidate.id, phone: '13700000002' }, tokens.masked));
    expect((await t.app.db.electionCandidate.findUniqueOrThrow({ where: { id: candidate.id } })).phone).toBe('13700000002');

    // Keyword search: a phone finds its row only for who may read it.
    const count = async (prefix: string, keyWord: string, token: string) => ok(await post(`/${prefix}/page`, { keyWord }, token)).pagination.total;
    for (const [prefix, keyWord] of [['business/election/candidate', '13700000002'], ['user/info', '13900000009'], ['user/address', '13900000008'], ['user/address', '张三']] as const) {
      expect(await count(prefix, keyWord, tokens.clear), `${prefix} ${keyWord}`).toBe(1);
      expect(await count(prefix, keyWord, tokens.masked), `${prefix} ${keyWord}`).toBe(0);
    }
    // A name that is not personal (the candidate's, on the ballot) is still found.
    expect(await count('business/election/candidate', '孙候选', tokens.masked)).toBe(1);
  });

  it('a filter on a personal column is refused (translated) to who may not read it; the register filters as before', async () => {
    // No entity readable without the right filters on a personal column today: the refusal itself, for every declared personal column.
    const masked = { viewer: { userId: 0, isSuper: false, perms: new Set<string>(), areaIds: [areaId] } } as unknown as Parameters<typeof assertFilterable>[0];
    const clear = { viewer: { userId: 0, isSuper: false, perms: new Set<string>([residentReadPerms()[0]!]), areaIds: [areaId] } } as unknown as Parameters<typeof assertFilterable>[0];
    for (const decl of personalEntities()) {
      for (const [c] of personalOf(decl)) {
        expect(() => assertFilterable(masked, decl, c)).toThrow(expect.objectContaining({ key: 'personal.filter', code: 1001 }));
        expect(() => assertFilterable(clear, decl, c)).not.toThrow();
      }
    }
    // Over HTTP: the registers (like filters on name, phone, ID number) are closed to the masked user, open to the clear one.
    expect((await post('/resident/info/page', { idCard: '1101' }, tokens.masked)).status).toBe(403);
    const found = ok(await post('/resident/info/page', { idCard: '1101' }, tokens.clear));
    expect(found.list.map((r: any) => r.idCard)).toEqual([ID_A]);
  });

  // ------------------------------------------------------------------ the recycle bin

  it('the recycle bin shows deleted rows masked to who may not read residents', async () => {
    const doomed = ok(await post('/business/election/candidate/add', { meetingId: candidateMeetingId, name: '周删除', phone: '13600000001', idCard: ID_A })).id;
    const address = ok(await post('/user/address/add', { userId, contact: '吴删除', phone: '13600000002', address: '2栋202' })).id;
    ok(await post('/business/election/candidate/delete', { ids: [doomed] }));
    ok(await post('/user/address/delete', { ids: [address] }));
    const entries = async (token: string) => {
      const rest = ok(await post('/recycle/data/page', { size: 100 }, token)).list as any[];
      const g = (await gqlData('{ r: recycleDataPage(first: 100) { edges { node { rowId data entityInfo { model type prefix related { model how column rows } } } } } }', {}, token)).r.edges.map((e: any) => e.node);
      return { rest: JSON.stringify(rest), gql: JSON.stringify(g) };
    };
    const clear = await entries(tokens.clear);
    const masked = await entries(tokens.masked);
    for (const text of [clear.rest, clear.gql]) for (const v of ['13600000001', ID_A, '吴删除', '13600000002']) expect(text).toContain(v);
    for (const text of [masked.rest, masked.gql]) {
      for (const v of ['13600000001', ID_A, '吴删除', '13600000002']) expect(text).not.toContain(v);
      for (const [k, v] of [['phone', '13600000001'], ['idCard', ID_A], ['name', '吴删除'], ['phone', '13600000002']] as const) expect(text).toContain(String(maskPersonal(k, v)));
    }
    // A restore brings back what was stored, not the mask.
    const entry = await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'UserAddress' }, orderBy: { id: 'desc' } });
    ok(await post('/recycle/data/restore', { ids: [entry.id] }));
    expect(await t.app.db.userAddress.findUniqueOrThrow({ where: { id: address } })).toMatchObject({ contact: '吴删除', phone: '13600000002' });
  });
});
