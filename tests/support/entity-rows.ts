/**
 * Valid rows of every declared entity, built from the schema (types,
 * lengths, value labels, foreign keys) and the declarations (field rules,
 * upload columns), plus the few facts neither can say (VALUE_RULES). Shared
 * by the tests that drive every entity from the registry.
 */
import { startTestApp, type DbKind, type TestApp } from './app.ts';
import { seedCommunities, type Communities } from './communities.ts';
import type { EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo, type FieldInfo } from '../../server/crud/datamodel.ts';
import { writableFields } from '../../server/crud/validate.ts';
import { delegate } from '../../server/crud/tx.ts';
import { validValueFor } from './valid-values.ts';
import { ownUploadPath } from './files.ts';
import { DICT_VALUE_LIST, INT_LIST, STRING_LIST } from '../../server/crud/shapes.ts';

/** A JSON value with a date inside: it must come back exactly as stored (not rewritten as a legacy date). */
/** Day n of a month as two digits (any n ≥ 1). */
export const day = (n: number) => String(1 + ((n - 1) % 28)).padStart(2, '0');
export const JSON_VALUE = (n: number) => ({ at: '2026-01-02T03:04:05.000Z', n, list: [`2026-${String(1 + ((n - 1) % 12)).padStart(2, '0')}-01T00:00:00.000Z`, { nested: '2026-12-31 23:59:59' }] });
export const UNKNOWN_ID = 99999999;

export type Row = Record<string, any>;

/**
 * What the schema cannot say about a valid row: values an entity's own rules
 * demand (links that are app paths or http(s), custom-field shapes, pass
 * rules, dictionary values, one notice per meeting stage).
 */
export const VALUE_RULES: Record<string, (n: number) => unknown> = {
  'InfoBanner.image': (n) => ownUploadPath(n),
  'InfoBanner.jump': (n) => `/info/banner/${n}`,
  'InfoNotice.jump': (n) => `https://example.org/notice/${n}`,
  'InfoTemplate.fields': (n) => [{ name: `字段${n}`, alias: `field_${n}` }],
  'VoteItem.passRule': (n) => (n % 2 ? 'majority' : 'threeQuarters'),
  'ElectionInfo.limitCount': (n) => ({ candidate: n, group: 1 }),
  // The fixture's meeting already has a notice of stage 0.
  'MeetingNotice.type': (n) => 4 + (n % 7),
  'RepairInfo.type': (n) => ((n - 1) % 5) + 1,
  // A task runs a registered service on a valid schedule within its dates.
  'TaskInfo.service': () => 'log.purge',
  'TaskInfo.data': () => '{}',
  'TaskInfo.cron': (n) => `0 ${n % 60} 3 * * *`,
  'TaskInfo.every': (n) => n * 60_000,
  'TaskInfo.startDate': (n) => `2026-01-${day(n)} 00:00:00`,
  'TaskInfo.endDate': (n) => `2036-01-${day(n)} 00:00:00`,
};

export interface Ctx {
  t: TestApp;
  admin: string;
  c: Communities;
  departments: number[];
  adminId: number;
}

/**
 * The value of a writable column in valid row number n (1, 2, …): what the
 * schema says (type, length, value labels, foreign keys), plus the few
 * facts it cannot say (VALUE_RULES).
 */
export function valueOf(ctx: Ctx, decl: EntityDecl, f: FieldInfo, n: number, previous: Row | null): { value: unknown } | null {
  const info = modelInfo(decl.model);
  const fk = info.foreignKeys.find((k) => k.column === f.name);
  const special = VALUE_RULES[`${decl.model}.${f.name}`];
  if (special) return { value: special(n) };
  // A translatable entity's translations: languages of its translatable columns (server/crud/translations.ts).
  if (f.name === 'i18n' && decl.translatable?.length) return { value: { en: { [decl.translatable[0]!]: `${n} in English` } } };
  if (f.name === 'areaIds') return { value: [ctx.c.A] };
  // A list of references (a resident's houses): rows of the community.
  const listRef = Object.values(decl.references ?? {}).find((r) => r.list && r.column === f.name);
  if (listRef) return { value: ctx.c.rows.A[listRef.model] !== undefined ? [ctx.c.rows.A[listRef.model]] : [] };
  // A typed JSON column (crud/shapes.ts): an id list holds ids, a text list texts.
  const shape = decl.shapes?.[f.name];
  if (shape === INT_LIST) return { value: [n, n + 1] };
  if (shape === STRING_LIST) return { value: [`s${n}`] };
  // Dictionary values (a resident's roles): texts, as GraphQL answers them.
  if (shape === DICT_VALUE_LIST) return { value: [`${n}`, `r${n}`] };
  // An end comes after its start (the declared order): a month later.
  if (f.type === 'DateTime' && decl.order?.some((o) => o.end === f.name)) return { value: `2026-02-${day(n)} 03:04:05` };
  // What the field's declared rules (formats, ranges, URLs) demand.
  const ruled = validValueFor(decl.model, f, decl.rules?.[f.name], n);
  if (ruled) return ruled;
  if (f.name === 'areaId') return { value: ctx.c.A };
  if (f.name === 'areaIds') return { value: [ctx.c.A] };
  if (fk) {
    // A tree: the second row hangs under the first.
    if (fk.target === decl.model) return { value: n > 1 && previous ? previous.id : null };
    const id = ctx.c.rows.A[fk.target];
    if (id !== undefined) return { value: id };
    return { value: null }; // resolved in rowFor from an existing row of the target
  }
  if (f.type === 'Int' && /Id$/.test(f.name)) {
    if (f.name === 'parentId') return { value: n > 1 && previous ? previous.id : null };
    if (f.name === 'departmentId') return { value: ctx.departments[(n - 1) % ctx.departments.length] };
    // Other ids name nothing the schema links: a plain number, only where a filter asks for one.
    return decl.filters?.eq?.includes(f.name) ? { value: n } : null;
  }
  switch (f.type) {
    case 'String': {
      return { value: `${n}${f.name}${decl.type}`.slice(0, f.maxLength ?? 60) };
    }
    case 'Int':
      return { value: f.options ? f.options[(n - 1) % f.options.length]!.value : n };
    case 'Float':
      return { value: n + 0.5 };
    case 'Decimal':
      return { value: `${n}2.5` };
    case 'Boolean':
      return { value: n % 2 === 1 };
    case 'DateTime':
      return { value: `2026-01-${day(n)} 03:04:05` };
    case 'Json':
      return { value: JSON_VALUE(n) };
    default:
      return null;
  }
}

/**
 * Valid row number n of an entity: its writable columns; with `stored`, every
 * column (for rows only the server writes, which the test then writes
 * through the database: request-log rows, recycle entries).
 */
export async function rowFor(ctx: Ctx, decl: EntityDecl, n: number, previous: Row | null, stored = false): Promise<Row> {
  const row: Row = {};
  const info = modelInfo(decl.model);
  const columns = stored ? info.fields.filter((f) => f.kind !== 'object' && !f.isId && !f.isUpdatedAt && f.name !== 'createTime' && f.name !== 'updateTime') : writableFields(decl);
  for (const f of columns) {
    const v = valueOf(ctx, decl, f, n, previous);
    if (!v) continue;
    let value = v.value;
    const fk = info.foreignKeys.find((k) => k.column === f.name);
    if (fk && value === null && fk.target !== decl.model) value = (await delegate(ctx.t.app.db, fk.target).findFirst({ orderBy: { id: 'asc' }, select: { id: true } }))?.id ?? null;
    if (value !== null) row[f.name] = value;
  }
  // One row per community (areaId unique in the schema: a community's assembly rules): each row gets a community of its own.
  if (!stored && info.byName.get('areaId')?.isUnique && 'areaId' in row) {
    row.areaId = (await ctx.t.app.db.areaInfo.create({ data: { name: `${decl.type} host ${n} ${Math.random().toString(36).slice(2, 8)}` }, select: { id: true } })).id;
  }
  // One notice per meeting and stage: beyond the fixture's few, each notice gets a meeting of its own.
  if (decl.model === 'MeetingNotice' && !stored && n > 3) {
    row.meetingId = (await ctx.t.app.db.meetingInfo.create({ data: { areaId: ctx.c.A, name: `notice host ${n}` }, select: { id: true } })).id;
  }
  // An inquiry is recorded in a meeting's objection period (counted, preliminary announcement published) about a participating house.
  if (decl.model === 'BallotInquiry' && !stored) {
    const db = ctx.t.app.db;
    const house = await db.areaHouse.findFirstOrThrow({ where: { areaId: ctx.c.A }, orderBy: { id: 'asc' } });
    const joins = [{ houseId: house.id, ownerName: house.ownerName, phone: house.phone, privateArea: '1.00', buildingNo: house.buildingNo, unitNo: house.unitNo, houseNo: house.houseNo, ownerKey: `house:${house.id}` }];
    const m = await db.meetingInfo.create({ data: { areaId: ctx.c.A, name: `inquiry host ${n}`, status: 8, joins, vote: { openedAt: new Date().toISOString() } }, select: { id: true } });
    await db.meetingNotice.create({ data: { meetingId: m.id, type: 8, isPublish: 1, title: `preliminary ${n}` } });
    row.meetingId = m.id;
    row.houseId = house.id;
  }
  return row;
}


/** A started app with the admin's token, two communities full of rows, the departments and the admin's id: what rowFor needs. */
export async function startEntityFixture(kind: DbKind): Promise<Ctx> {
  const ctx = {} as Ctx;
  ctx.t = await startTestApp(kind);
  ctx.admin = (await ctx.t.login()).token;
  const db = ctx.t.app.db;
  ctx.c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
  ctx.departments = (await db.baseSysDepartment.findMany({ orderBy: { id: 'asc' } })).map((d: { id: number }) => d.id);
  ctx.adminId = (await db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } })).id;
  return ctx;
}

/** GraphQL variables from a REST-style row (dates as ISO, decimals as text). */
export function gqlInput(decl: EntityDecl, row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    const f = modelInfo(decl.model).byName.get(k);
    out[k] = f?.type === 'DateTime' && typeof v === 'string' ? new Date(v.replace(' ', 'T')).toISOString() : f?.type === 'Decimal' && v !== null && v !== undefined ? String(v) : v;
  }
  return out;
}
