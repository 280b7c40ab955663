/**
 * Every declared entity, on both databases, driven by the declarations and
 * the schema (a new entity is covered without touching this file):
 *
 * - the generic set over REST and over GraphQL: add a valid row built from
 *   the schema, info (every value comes back as sent: JSON columns exactly,
 *   dates inside them included), page, list, update, delete;
 * - each declared filter (eq, like, in, keyword) narrows the page to the
 *   rows it names, over REST and GraphQL;
 * - bad input (a too long text, a missing required column, a wrong type, an
 *   unknown id) answers 1001 with a message in the caller's language that
 *   names the field by its label, and writes nothing.
 *
 * What the schema cannot say about a valid row is stated once in VALUE_RULES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, stopSharedPostgres } from '../support/app.ts';
import { actionsOf, entities, fieldNameOf, upperFirst, type CrudAction, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo, type FieldInfo } from '../../server/crud/datamodel.ts';
import { readableFields, writableFields } from '../../server/crud/validate.ts';
import { delegate } from '../../server/crud/tx.ts';
import { LABEL_CATALOGUES } from '../../server/kernel/i18n/labels.ts';
import { uploadKindOf } from '../../server/files/columns.ts';
import { rulesOf } from '../../server/core/field-rules.ts';
import { schema } from '../../server/schema.ts';
import { selectionOf } from '../../server/rest/routes.ts';
import { shapeOf } from '../../server/crud/graphql.ts';
import { TRANSLATIONS_SHAPE, translationMap } from '../../server/crud/translations.ts';
import type { GraphQLObjectType } from 'graphql';
import { JSON_VALUE, UNKNOWN_ID, gqlInput, rowFor, startEntityFixture, type Ctx, type Row } from '../support/entity-rows.ts';

/** The value REST answers for a column that was sent as `sent`. */
function restValue(f: FieldInfo, sent: unknown): unknown {
  if (f.type === 'Decimal') return Number(sent);
  return sent;
}

/** Columns sent that come back (secret ones never do; hooks may keep others, e.g. a hashed password). */
function comparable(decl: EntityDecl, row: Row): FieldInfo[] {
  const readable = new Set(readableFields(decl).map((f) => f.name));
  return writableFields(decl).filter((f) => f.name in row && readable.has(f.name));
}

const zhLabel = (decl: EntityDecl, field: string) => modelInfo(decl.model).byName.get(field)!.label;
const enLabel = (decl: EntityDecl, field: string) => LABEL_CATALOGUES.en[`${decl.model}.${field}`]!;

/** A column whose change an update can show: text not unique, not a rule's, not a key. */
function updatable(decl: EntityDecl, row: Row): FieldInfo | undefined {
  const info = modelInfo(decl.model);
  // Any text a rule only requires; not one with a format, range or pattern, an upload, or a part of a row's identity.
  const shapeless = (name: string) => rulesOf(decl.rules, name).every((r) => r.kind === 'required');
  return comparable(decl, row).find((f) => f.type === 'String' && !f.isUnique && shapeless(f.name) && [null, 'text'].includes(uploadKindOf(decl.model, f.name)) && !decl.unique?.some((u) => u.fields.includes(f.name)) && !info.foreignKeys.some((k) => k.column === f.name));
}

const has = (decl: EntityDecl, a: CrudAction) => actionsOf(decl).includes(a);
/** The request log: every REST call (reads too) adds a row to it, so its counts move between two calls. */
const growing = (decl: EntityDecl) => decl.model === 'BaseSysLog';
const same = (a: unknown, b: unknown) => String(a) === String(b);

describeOnDatabases('every entity: generic set, filters, bad input', (kind) => {
  const ctx = {} as Ctx;
  /** Rows each entity's REST run created (ids), for the filter tests. */
  const made = new Map<string, Row[]>();

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => ctx.t.req('POST', `/admin${path}`, { body, token: ctx.admin, headers });
  const get = (path: string, headers: Record<string, string> = {}) => ctx.t.req('GET', `/admin${path}`, { token: ctx.admin, headers });
  const okData = (res: { status: number; body: any; text: string }, what: string) => {
    expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(200);
    expect(res.body.code, `${what}: ${res.text.slice(0, 300)}`).toBe(1000);
    return res.body.data;
  };
  const gql = async (query: string, variables: Row = {}) => {
    const res = await ctx.t.gql(query, variables, ctx.admin);
    expect(res.body.errors, `${query}: ${JSON.stringify(res.body.errors)}`).toBeUndefined();
    return res.body.data;
  };
  const pageAll = async (decl: EntityDecl, filter: Row = {}) => okData(await post(`/${decl.prefix}/page`, { page: 1, size: 1000, order: 'id', sort: 'desc', ...filter }), `${decl.prefix} page`);

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
    // A recycle entry with an operator and a path, for the read-only recycle bin.
    const goods = okData(await post('/demo/goods/add', { title: '回收样本', price: 1 }), 'goods add');
    okData(await post('/demo/goods/delete', { ids: [goods.id] }), 'goods delete');
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  it('covers every declared entity', () => {
    expect(entities().length).toBeGreaterThanOrEqual(30);
  });

  for (const decl of entities()) {
    describe(decl.prefix, () => {
      const writable = has(decl, 'add');

      it(`REST: ${actionsOf(decl).join(', ')}`, async () => {
        let rows: Row[];
        if (writable) {
          rows = [];
          for (const n of [1, 2]) {
            const body = await rowFor(ctx, decl, n, rows[n - 2] ?? null);
            const data = okData(await post(`/${decl.prefix}/add`, body), `${decl.prefix} add ${JSON.stringify(body).slice(0, 200)}`);
            // The legacy user add answers the new id itself; every other add answers { id }.
            const id = decl.rest?.addAnswersId ? data : data.id;
            expect(id).toEqual(expect.any(Number));
            if (!decl.rest?.addAnswersId) expect(data).toEqual({ id });
            rows.push({ ...body, id });
          }
        } else {
          // Read-only entities (request-log rows, recycle entries): rows written through the database.
          rows = [];
          for (const n of [1, 2]) {
            const data = await rowFor(ctx, decl, n, rows[n - 2] ?? null, true);
            const created = await delegate(ctx.t.app.db, decl.model).create({ data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, modelInfo(decl.model).byName.get(k)?.type === 'DateTime' ? new Date(String(v).replace(' ', 'T')) : v])) });
            rows.push({ ...data, id: created.id });
          }
        }
        made.set(decl.prefix, rows);
        const [r1] = rows as [Row];

        if (has(decl, 'info')) {
          const info = okData(await get(`/${decl.prefix}/info?id=${r1.id}`), `${decl.prefix} info`);
          expect(info.id).toBe(r1.id);
          expect(info.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          for (const s of decl.secret ?? []) expect(info, `${decl.prefix} hides ${s}`).not.toHaveProperty(s);
          if (writable) for (const f of comparable(decl, r1)) expect(info[f.name], `${decl.prefix}.${f.name}`).toEqual(restValue(f, r1[f.name]));
          expect((await get(`/${decl.prefix}/info?id=${UNKNOWN_ID}`)).body).toEqual({ code: 1001, message: '数据不存在' });
        }
        if (has(decl, 'page')) {
          const page = await pageAll(decl);
          expect(page.pagination).toMatchObject({ page: 1, size: 1000, total: expect.any(Number) });
          const found = page.list.find((r: Row) => r.id === r1.id);
          expect(found, `${decl.prefix} page has the row`).toBeDefined();
          if (writable) for (const f of comparable(decl, r1)) expect(found[f.name], `${decl.prefix} page ${f.name}`).toEqual(restValue(f, r1[f.name]));
          const small = okData(await post(`/${decl.prefix}/page`, { page: 1, size: 1 }), `${decl.prefix} page size 1`);
          expect(small.list).toHaveLength(1);
          // The request log grows with every REST call (reads are logged after they answer).
          if (growing(decl)) expect(small.pagination.total).toBeGreaterThanOrEqual(page.pagination.total);
          else expect(small.pagination.total).toBe(page.pagination.total);
        }
        if (has(decl, 'list')) {
          const list = okData(await post(`/${decl.prefix}/list`, {}), `${decl.prefix} list`);
          expect(list.some((r: Row) => r.id === r1.id)).toBe(true);
        }
        if (has(decl, 'update')) {
          const f = updatable(decl, r1);
          expect(f, `${decl.prefix} has a text column to update`).toBeDefined();
          const value = `u${f!.name}`.slice(0, f!.maxLength ?? 60);
          okData(await post(`/${decl.prefix}/update`, { id: r1.id, [f!.name]: value }), `${decl.prefix} update`);
          expect(okData(await get(`/${decl.prefix}/info?id=${r1.id}`), 'info after update')[f!.name]).toBe(value);
          r1[f!.name] = value;
        }
        if (has(decl, 'delete')) {
          // The last row is deleted; the first stays for the filter tests.
          const last = rows[rows.length - 1]!;
          okData(await post(`/${decl.prefix}/delete`, { ids: [last.id] }), `${decl.prefix} delete`);
          expect((await get(`/${decl.prefix}/info?id=${last.id}`)).body).toEqual({ code: 1001, message: '数据不存在' });
          if (decl.recycle !== false) {
            const entry = await ctx.t.app.db.recycleData.findFirst({ where: { entityType: decl.type }, orderBy: { id: 'desc' } });
            expect((entry?.data as Row[] | undefined)?.some((r) => r.id === last.id), `${decl.prefix} recycled`).toBe(true);
          }
          // Deleted now, added again (same values, new id) so the filters have two rows to tell apart.
          if (writable) {
            const { id: _old, ...again } = last;
            const readded = okData(await post(`/${decl.prefix}/add`, again), `${decl.prefix} re-add`);
            last.id = decl.rest?.addAnswersId ? readded : readded.id;
          }
        }
      });

      it('GraphQL: the same generic set', async () => {
        const type = decl.type;
        // A typed column (a file list, a count) is selected whole, as the REST layer selects it.
        const fields = ['rowId', ...readableFields(decl).filter((f) => f.name !== 'id').map((f) => {
          const type = (schema.getType(decl.type) as GraphQLObjectType).getFields()[f.name]!.type;
          const sub = selectionOf(type);
          return sub ? `${f.name} { ${sub} }` : f.name;
        })].join(' ');
        let id: number;
        let sent: Row = {};
        if (writable) {
          sent = gqlInput(decl, await rowFor(ctx, decl, 3, null));
          const add = `mutation($input: ${type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on Mutation${upperFirst(fieldNameOf(decl, 'add'))}Success { data { rowId record { rowId } } } ... on AppError { message } } }`;
          const res = (await gql(add, { input: sent })).r;
          expect(res.__typename, JSON.stringify(res)).toMatch(/Success$/);
          id = res.data.rowId;
          expect(res.data.record.rowId).toBe(id);
        } else {
          id = (await delegate(ctx.t.app.db, decl.model).findFirst({ orderBy: { id: 'desc' } })).id;
        }
        if (has(decl, 'info')) {
          const info = (await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { ${fields} } }`, { id })).r;
          expect(info.rowId).toBe(id);
          for (const f of comparable(decl, sent)) {
            const want = f.type === 'DateTime' ? new Date(sent[f.name]).toISOString() : f.type === 'Decimal' ? Number(sent[f.name]) : sent[f.name];
            // A file list answers files ({ url }); an object shape answers its fields (absent ones null).
            // Translations answer [Translation] ({ language: EN, field, text }); what was sent is language → field → text.
            const got = shapeOf(decl, f) === TRANSLATIONS_SHAPE
              ? translationMap((info[f.name] ?? []).map((x: { language: string }) => ({ ...x, language: x.language.toLowerCase().replace(/_/g, '-') })))
              : Array.isArray(info[f.name]) && info[f.name].every((x: unknown) => x && typeof x === 'object' && 'url' in (x as object)) ? info[f.name].map((x: { url: string }) => x.url) : info[f.name];
            expect(f.type === 'Decimal' ? Number(got) : got, `${type}.${f.name}`).toEqual(want);
          }
          expect((await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { rowId } }`, { id: UNKNOWN_ID })).r).toBeNull();
        }
        if (has(decl, 'page')) {
          const page = (await gql(`{ r: ${fieldNameOf(decl, 'page')}(first: 1000, orderBy: "id", sort: desc) { totalCount edges { node { rowId } } } }`)).r;
          expect(page.edges.some((e: Row) => e.node.rowId === id)).toBe(true);
          expect(page.totalCount).toBeGreaterThanOrEqual(page.edges.length);
        }
        if (has(decl, 'list')) expect((await gql(`{ r: ${fieldNameOf(decl, 'list')} { rowId } }`)).r.some((r: Row) => r.rowId === id)).toBe(true);
        if (has(decl, 'update')) {
          const f = updatable(decl, sent)!;
          const res = (await gql(`mutation($input: ${type}UpdateInput!) { r: ${fieldNameOf(decl, 'update')}(input: $input) { __typename ... on AppError { message } } }`, { input: { id, [f.name]: 'gql' } })).r;
          expect(res.__typename, JSON.stringify(res)).toMatch(/Success$/);
          expect((await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { ${f.name} } }`, { id })).r[f.name]).toBe('gql');
          const unknown = (await gql(`mutation($input: ${type}UpdateInput!) { r: ${fieldNameOf(decl, 'update')}(input: $input) { __typename ... on AppError { code message } } }`, { input: { id: UNKNOWN_ID, [f.name]: 'x' } })).r;
          expect(unknown).toEqual({ __typename: 'AppError', code: 1001, message: '数据不存在' });
        }
        if (has(decl, 'delete')) {
          const res = (await gql(`mutation($ids: [Int!]!) { r: ${fieldNameOf(decl, 'delete')}(ids: $ids) { __typename ... on AppError { message } ... on Mutation${upperFirst(fieldNameOf(decl, 'delete'))}Success { data { ids } } } }`, { ids: [id] })).r;
          expect(res.data?.ids, JSON.stringify(res)).toEqual([id]);
          if (has(decl, 'info')) expect((await gql(`query($id: Int!) { r: ${fieldNameOf(decl, 'info')}(id: $id) { rowId } }`, { id })).r).toBeNull();
        }
      });

      const f = decl.filters ?? {};
      const filterCount = (f.eq?.length ?? 0) + (f.like?.length ?? 0) + (f.in?.length ?? 0) + (f.keyword?.length ?? 0);
      if (has(decl, 'page') && filterCount > 0) it(`filters narrow the page: ${[...(f.eq ?? []), ...(f.like ?? []).map((l) => `like ${l}`), ...(f.in ?? []).map((i) => `in ${i.name}`), ...(f.keyword ?? []).map((k) => `keyword ${k}`)].join(', ')}`, async () => {
        const rows = made.get(decl.prefix);
        expect(rows, 'the REST test ran first').toBeDefined();
        // Filter columns only the server writes (statuses moved by operations): set through the database, one value per row.
        const writableNames = new Set(writableFields(decl).map((x) => x.name));
        for (const col of decl.filters?.eq ?? []) {
          const field = modelInfo(decl.model).byName.get(col);
          if (!has(decl, 'add') || writableNames.has(col) || !field || field.type !== 'Int') continue;
          for (const [i, r] of rows!.entries()) {
            r[col] = field.options ? field.options[i % field.options.length]!.value : i + 1;
            await delegate(ctx.t.app.db, decl.model).update({ where: { id: r.id }, data: { [col]: r[col] } });
          }
        }

        // The request log fills itself (batched, off the request path): one entry of nobody, so the user filter has something to leave out.
        if (decl.model === 'BaseSysLog') await ctx.t.app.db.baseSysLog.create({ data: { action: '/admin/base/open/captcha', ip: '127.0.0.9', params: {}, userId: null } });

        // The rows as the server answers them (formatted values).
        const all = (await pageAll(decl)).list as Row[];
        const total = all.length;
        const mine = rows!.map((r) => all.find((a) => a.id === r.id)).filter(Boolean) as Row[];
        expect(mine.length).toBeGreaterThan(0);
        const gqlPage = async (args: string) => (await gql(`{ r: ${fieldNameOf(decl, 'page')}(first: 1000, ${args}) { totalCount edges { node { rowId } } } }`)).r;

        const check = async (what: string, body: Row, gqlArgs: string, matches: (r: Row) => boolean, target: Row) => {
          const page = await pageAll(decl, body);
          const list = page.list as Row[];
          expect(list.some((r) => r.id === target.id), `${what}: includes its row`).toBe(true);
          expect(list.filter((r) => !matches(r)).map((r) => r.id), `${what}: only matching rows`).toEqual([]);
          // A growing list (the request log) gains rows meanwhile: it narrows what the list holds after the filtered answer.
          const totalAfter = growing(decl) ? (await pageAll(decl)).list.length : total;
          expect(page.pagination.total, `${what}: narrows (of ${totalAfter})`).toBeLessThan(totalAfter);
          const g = await gqlPage(gqlArgs);
          const gIds = g.edges.map((e: Row) => e.node.rowId);
          if (growing(decl)) {
            // Rows logged after the REST answer may have joined.
            expect(list.map((r) => r.id).filter((id) => !gIds.includes(id)), `${what} over GraphQL`).toEqual([]);
          } else {
            expect(g.totalCount, `${what} over GraphQL`).toBe(page.pagination.total);
            expect([...gIds].sort()).toEqual(list.map((r) => r.id).sort());
          }
        };
        const gqlValue = (v: unknown) => JSON.stringify(v);

        for (const col of f.eq ?? []) {
          const target = mine.find((r) => r[col] !== null && r[col] !== undefined && r[col] !== '');
          expect(target, `${decl.prefix}: a row with a ${col}`).toBeDefined();
          const v = target![col];
          await check(`eq ${col}=${v}`, { [col]: v }, `filter: { ${col}: ${gqlValue(v)} }`, (r) => same(r[col], v), target!);
        }
        for (const col of f.like ?? []) {
          const target = mine.find((r) => typeof r[col] === 'string' && r[col].length >= 3)!;
          // Its value less the last character: contained in it, not equal to it, and in no other row.
          const part = target[col].slice(0, -1);
          await check(`like ${col}~${part}`, { [col]: part }, `filter: { ${col}: ${gqlValue(part)} }`, (r) => String(r[col] ?? '').toLowerCase().includes(part.toLowerCase()), target);
        }
        for (const { name, column } of f.in ?? []) {
          const target = mine.find((r) => r[column] !== null && r[column] !== undefined)!;
          await check(`in ${name}=[${target[column]}]`, { [name]: [target[column]] }, `filter: { ${name}: [${gqlValue(target[column])}] }`, (r) => same(r[column], target[column]), target);
        }
        const textColumns = (f.keyword ?? []).filter((k) => modelInfo(decl.model).byName.get(k)?.type === 'String');
        for (const col of textColumns) {
          const target = mine.find((r) => typeof r[col] === 'string' && r[col].length > 0);
          if (!target) continue; // read-only rows may leave a column empty
          const kw = String(target[col]);
          // Any keyword column (or a looked-up name) may match.
          const matches = (r: Row) => textColumns.some((k) => String(r[k] ?? '').toLowerCase().includes(kw.toLowerCase())) || (f.keywordLookups?.length ?? 0) > 0;
          await check(`keyword ${col}=${kw}`, { keyWord: kw }, `keyWord: ${gqlValue(kw)}`, matches, target);
        }
      });

      if (writable) it('bad input answers 1001 with a translated message naming the field, and writes nothing', async () => {
        const valid = await rowFor(ctx, decl, 4, null);
        const count = () => delegate(ctx.t.app.db, decl.model).count();
        const before = await count();
        const add = (body: Row, lang = 'zh-cn') => post(`/${decl.prefix}/add`, body, { language: lang });
        const cases: { body: Row; zh: string; en: string }[] = [];

        const long = writableFields(decl).find((x) => x.type === 'String' && x.maxLength && !decl.rules?.[x.name]);
        if (long) {
          cases.push({
            body: { ...valid, [long.name]: 'x'.repeat(long.maxLength! + 1) },
            zh: `${zhLabel(decl, long.name)}长度不能超过${long.maxLength}个字符`,
            en: `${enLabel(decl, long.name)} must be at most ${long.maxLength} characters`,
          });
        }
        // areaId is derived (from the selected community or the parent row) when missing.
        const needed = writableFields(decl).find((x) => x.isRequired && !x.hasDefault && x.name !== 'areaId');
        if (needed) {
          const { [needed.name]: _gone, ...rest } = valid;
          cases.push({ body: rest, zh: `${zhLabel(decl, needed.name)}不能为空`, en: `${enLabel(decl, needed.name)} cannot be empty` });
        }
        const typed = writableFields(decl).find((x) => ['Int', 'Decimal', 'Boolean', 'DateTime', 'Float'].includes(x.type));
        if (typed) {
          cases.push({
            body: { ...valid, [typed.name]: typed.type === 'Boolean' ? 'maybe' : typed.type === 'DateTime' ? 'not a date' : 'abc' },
            zh: `${zhLabel(decl, typed.name)}格式不正确`,
            en: `${enLabel(decl, typed.name)} has an invalid format`,
          });
        }
        expect(cases.length, `${decl.prefix} has bad inputs to try`).toBeGreaterThan(0);
        for (const { body, zh, en } of cases) {
          expect((await add(body)).body, `${decl.prefix} ${zh}`).toEqual({ code: 1001, message: zh });
          expect((await add(body, 'en')).body, `${decl.prefix} ${en}`).toEqual({ code: 1001, message: en });
          expect((await add(body, 'zh-tw')).body.code).toBe(1001);
        }
        if (has(decl, 'update')) {
          const res = await post(`/${decl.prefix}/update`, { ...valid, id: UNKNOWN_ID }, { language: 'en' });
          expect(res.body).toEqual({ code: 1001, message: 'Record not found' });
        }
        expect(await count(), `${decl.prefix}: nothing written`).toBe(before);
        // The same refusals over GraphQL, as the typed AppError.
        const m = `mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code message field } } }`;
        for (const { body, en } of cases.slice(0, typed ? cases.length - 1 : cases.length)) {
          const res = await ctx.t.gql(m, { input: gqlInput(decl, body) }, ctx.admin, { language: 'en' });
          expect(res.body.data?.r, `${decl.type} ${en}`).toMatchObject({ __typename: 'AppError', code: 1001, message: en });
        }
        expect(await count()).toBe(before);
      });
    });
  }

  it('JSON columns answer dates inside them exactly as stored (REST and GraphQL)', async () => {
    const value = { at: '2026-01-02T03:04:05.000Z', when: '2026-01-02 03:04:05', list: ['2026-01-02T03:04:05Z', { deep: '2026-01-02T03:04:05.000+08:00' }] };
    // A free-form JSON column (an election's legacy meeting info); typed columns answer their shapes.
    const id = okData(await post('/business/election/info/add', { areaId: ctx.c.A, title: 'JSON 日期', memberCount: 1, meetingInfo: value }), 'add').id;
    expect(okData(await get(`/business/election/info/info?id=${id}`), 'info').meetingInfo).toEqual(value);
    const page = okData(await post('/business/election/info/page', { keyWord: 'JSON 日期' }), 'page');
    expect(page.list[0].meetingInfo).toEqual(value);
    expect((await gql('query($id: Int!) { electionInfoInfo(id: $id) { meetingInfo } }', { id })).electionInfoInfo.meetingInfo).toEqual(value);
    const stored = await ctx.t.app.db.electionInfo.findUniqueOrThrow({ where: { id } });
    expect(stored.meetingInfo).toEqual(value);
  });
});
