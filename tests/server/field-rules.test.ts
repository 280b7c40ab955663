/**
 * Declared field rules, enforced on every path (issue "Trust no input" §1),
 * driven by the declarations so a new rule or entity is covered without
 * touching this file, on both databases:
 *
 * - every rule of every entity refuses each of its bad values over REST
 *   (add and update) and GraphQL (add) with a translated 1001 naming the
 *   field, and nothing is written; a well-formed row is accepted;
 * - every declared order (end after start) is refused reversed and equal,
 *   on add and on an update that sends only one side;
 * - the house's identity (building + unit + house in a community) is unique
 *   however it is spelt, names the existing house, holds under concurrent
 *   adds (the database index), and lets another community have the same;
 * - the house import judges its cells by the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, stopSharedPostgres } from '../support/app.ts';
import { gqlInput, rowFor, startEntityFixture, type Ctx, type Row } from '../support/entity-rows.ts';
import { badValuesFor } from '../support/valid-values.ts';
import { actionsOf, entities, fieldNameOf, upperFirst, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { delegate } from '../../server/crud/tx.ts';
import { rulesOf } from '../../server/core/field-rules.ts';
import { LABEL_CATALOGUES } from '../../server/kernel/i18n/labels.ts';

const enLabel = (decl: EntityDecl, field: string) => LABEL_CATALOGUES.en[`${decl.model}.${field}`] ?? field;
const zhLabel = (decl: EntityDecl, field: string) => modelInfo(decl.model).byName.get(field)?.label ?? field;

/** Entities a client adds rows to, with declared rules on their columns. */
const ruled = entities().filter((d) => actionsOf(d).includes('add') && Object.keys(d.rules ?? {}).some((name) => modelInfo(d.model).byName.has(name)));
const ordered = entities().filter((d) => actionsOf(d).includes('add') && (d.order ?? []).length > 0);

describeOnDatabases('declared field rules', (kind) => {
  const ctx = {} as Ctx;
  let n = 10;
  const post = (path: string, body: unknown, language = 'zh-cn') => ctx.t.req('POST', `/admin${path}`, { body, token: ctx.admin, headers: { language } });
  const count = (decl: EntityDecl) => delegate(ctx.t.app.db, decl.model).count();
  const addValid = async (decl: EntityDecl): Promise<Row> => {
    const row = await rowFor(ctx, decl, ++n, null);
    const res = await post(`/${decl.prefix}/add`, row);
    expect(res.body.code, `${decl.prefix} add ${JSON.stringify(row).slice(0, 300)}: ${res.text.slice(0, 300)}`).toBe(1000);
    return { ...row, id: decl.rest?.addAnswersId ? res.body.data : res.body.data.id };
  };

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  it('the rules are declared for the entities the issue names', () => {
    const declared = (model: string) => Object.keys(entities().find((d) => d.model === model)?.rules ?? {});
    expect(declared('AreaHouse')).toEqual(expect.arrayContaining(['buildingNo', 'houseNo', 'phone', 'privateArea']));
    expect(declared('ResidentInfo')).toEqual(expect.arrayContaining(['phone', 'idCard', 'age']));
    expect(declared('BaseSysUser')).toEqual(expect.arrayContaining(['phone', 'email']));
    expect(declared('ElectionCandidate')).toEqual(expect.arrayContaining(['phone', 'idCard']));
    expect(declared('ElectionGroup')).toContain('name');
    expect(declared('AreaInfo')).toEqual(expect.arrayContaining(['scale', 'postalCode']));
    expect(ordered.map((d) => d.model)).toEqual(expect.arrayContaining(['MeetingInfo', 'ElectionInfo', 'TaskInfo']));
    // Every rule names a column or an extra input, and every order rule two date columns.
    for (const d of entities()) {
      const info = modelInfo(d.model);
      for (const name of Object.keys(d.rules ?? {})) expect(info.byName.has(name) || !!d.inputs?.[name], `${d.model}.${name}`).toBe(true);
      for (const o of d.order ?? []) for (const c of [o.start, o.end]) expect(info.byName.get(c)?.type, `${d.model}.${c}`).toBe('DateTime');
      for (const u of d.unique ?? []) expect(info.uniqueFields.length + 1, `${d.model} key ${u.key}`).toBeGreaterThan(0);
    }
  });

  for (const decl of ruled) {
    describe(decl.prefix, () => {
      const columns = Object.keys(decl.rules ?? {}).filter((name) => modelInfo(decl.model).byName.has(name) && name !== 'password');

      it('a well-formed row is accepted over REST and GraphQL', async () => {
        const row = await addValid(decl);
        const stored = await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id: row.id } });
        expect(stored).not.toBeNull();
        const input = gqlInput(decl, await rowFor(ctx, decl, ++n, null));
        const add = `mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { message } } }`;
        const res = await ctx.t.gql(add, { input }, ctx.admin);
        expect(res.body.data?.r?.__typename, JSON.stringify(res.body)).toBe(`Mutation${upperFirst(fieldNameOf(decl, 'add'))}Success`);
      });

      for (const name of columns) {
        const f = modelInfo(decl.model).byName.get(name)!;
        const bad = rulesOf(decl.rules, name).flatMap((rule) => badValuesFor(rule, f).map((b) => ({ ...b, rule: rule.kind })));
        it(`${name}: ${bad.map((b) => `${b.rule} ${JSON.stringify(b.name)}`).join(', ')} refused on add (REST, GraphQL) and update, nothing written`, async () => {
          const existing = await addValid(decl);
          const before = await count(decl);
          for (const b of bad) {
            const row = { ...(await rowFor(ctx, decl, ++n, null)), [name]: b.value };
            const en = await post(`/${decl.prefix}/add`, row, 'en');
            expect(en.body.code, `${decl.prefix}.${name} = ${JSON.stringify(b.value)}: ${en.text.slice(0, 300)}`).toBe(1001);
            // A pattern's message is its own sentence (the route must start with /); every other rule names the field.
            if (b.rule !== 'pattern') expect(en.body.message, `${decl.prefix}.${name} = ${JSON.stringify(b.value)}`).toContain(enLabel(decl, name));
            const gql = await ctx.t.gql(
              `mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code field message } } }`,
              { input: gqlInput(decl, row) },
              ctx.admin,
            );
            const r = gql.body.data?.r;
            expect(r, `${decl.type}.${name} = ${JSON.stringify(b.value)}: ${JSON.stringify(gql.body)}`).toMatchObject({ __typename: 'AppError', code: 1001, field: name });
            if (b.rule !== 'pattern') expect(r.message).toContain(zhLabel(decl, name));
            const upd = await post(`/${decl.prefix}/update`, { id: existing.id, [name]: b.value }, 'en');
            expect(upd.body.code, `update ${decl.prefix}.${name} = ${JSON.stringify(b.value)}: ${upd.text.slice(0, 200)}`).toBe(1001);
            if (b.rule !== 'pattern') expect(upd.body.message).toContain(enLabel(decl, name));
          }
          expect(await count(decl)).toBe(before);
          const stored = await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id: existing.id } });
          expect(String(stored[name] ?? ''), `${decl.prefix}.${name} unchanged`).toBe(String(existing[name] ?? ''));
        });
      }
    });
  }

  for (const decl of ordered) {
    it(`${decl.prefix}: every end after its start (${decl.order!.map((o) => `${o.start} < ${o.end}`).join(', ')}), on add and on an update of one side`, async () => {
      for (const o of decl.order!) {
        const before = await count(decl);
        for (const [start, end] of [
          ['2027-03-02 10:00:00', '2027-03-01 10:00:00'],
          ['2027-03-02 10:00:00', '2027-03-02 10:00:00'],
        ]) {
          const row = { ...(await rowFor(ctx, decl, ++n, null)), [o.start]: start, [o.end]: end };
          const res = await post(`/${decl.prefix}/add`, row, 'en');
          expect(res.body.code, `${decl.prefix} ${o.end} ${end} before ${o.start} ${start}: ${res.text.slice(0, 300)}`).toBe(1001);
          expect(res.body.message).toBe(`${enLabel(decl, o.end)} must be later than ${enLabel(decl, o.start)}`);
          const gql = await ctx.t.gql(
            `mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code field } } }`,
            { input: gqlInput(decl, row) },
            ctx.admin,
          );
          expect(gql.body.data.r).toEqual({ __typename: 'AppError', code: 1001, field: o.end });
        }
        expect(await count(decl)).toBe(before);
        // Stored in order; an update sending only the end (or only the start) is judged against the stored other side.
        const ok = { ...(await rowFor(ctx, decl, ++n, null)), [o.start]: '2027-03-01 10:00:00', [o.end]: '2027-03-05 10:00:00' };
        const added = await post(`/${decl.prefix}/add`, ok);
        expect(added.body.code, added.text.slice(0, 300)).toBe(1000);
        const id = decl.rest?.addAnswersId ? added.body.data : added.body.data.id;
        expect((await post(`/${decl.prefix}/update`, { id, [o.end]: '2027-02-28 10:00:00' })).body.code).toBe(1001);
        expect((await post(`/${decl.prefix}/update`, { id, [o.start]: '2027-03-06 10:00:00' })).body.code).toBe(1001);
        const stored = await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id } });
        expect(new Date(stored[o.end]).getTime()).toBe(new Date('2027-03-05T10:00:00').getTime());
        expect((await post(`/${decl.prefix}/update`, { id, [o.end]: '2027-03-09 10:00:00' })).body.code).toBe(1000);
      }
    });
  }

  describe('a house is one house in its community', () => {
    const house = (over: Row) => ({ buildingNo: '9', unitNo: '2', houseNo: '1101', privateArea: '88.5', ownerName: '甲', ...over });
    const addHouse = (over: Row, language = 'zh-cn', selectAreaId = ctx.c.A) =>
      ctx.t.req('POST', '/admin/area/house/add', { body: house(over), token: ctx.admin, headers: { language, selectAreaId: String(selectAreaId) } });

    it('a second 9栋2单元1101, however spelt, is refused naming the first; another community may have one', async () => {
      const first = await addHouse({ areaId: ctx.c.A });
      expect(first.body.code, first.text).toBe(1000);
      const id = first.body.data.id;
      for (const variant of [{}, { buildingNo: ' 9 ' }, { houseNo: '１１０１' }, { unitNo: '2 ', ownerName: '乙' }]) {
        const res = await addHouse({ areaId: ctx.c.A, ...variant });
        expect(res.body, JSON.stringify(variant)).toEqual({ code: 1001, message: `房屋信息已存在：楼栋号、单元号、房号为“9 / 2 / 1101”（ID ${id}）` });
      }
      const en = await addHouse({ areaId: ctx.c.A }, 'en');
      expect(en.body.message).toBe(`This House already exists: Building no., Unit no., House no. "9 / 2 / 1101" (ID ${id})`);
      expect(await ctx.t.app.db.areaHouse.count({ where: { areaId: ctx.c.A, buildingNo: { contains: '9' }, houseNo: { in: ['1101', '１１０１'] } } })).toBe(1);
      // A blank unit is a unit of its own; another community has its own 9栋2单元1101.
      expect((await addHouse({ areaId: ctx.c.A, unitNo: '' })).body.code).toBe(1000);
      expect((await addHouse({ areaId: ctx.c.B }, 'zh-cn', ctx.c.B)).body.code).toBe(1000);
    });

    it('an update into an existing house is refused; an update of the house itself is not', async () => {
      const a = (await addHouse({ areaId: ctx.c.A, houseNo: '1201' })).body.data.id;
      const b = (await addHouse({ areaId: ctx.c.A, houseNo: '1202' })).body.data.id;
      const res = await post('/area/house/update', { id: b, houseNo: '1201' });
      expect(res.body.code).toBe(1001);
      expect(res.body.message).toContain(`ID ${a}`);
      expect((await post('/area/house/update', { id: a, ownerName: '丙', houseNo: '1201' })).body.code).toBe(1000);
      const gql = await ctx.t.gql('mutation($input: AreaHouseUpdateInput!) { r: areaHouseUpdate(input: $input) { __typename ... on AppError { code field } } }', { input: { id: b, houseNo: ' 1201' } }, ctx.admin);
      expect(gql.body.data.r).toEqual({ __typename: 'AppError', code: 1001, field: 'houseNo' });
      expect((await ctx.t.app.db.areaHouse.findUnique({ where: { id: b } }))!.houseNo).toBe('1202');
    });

    it('two adds of the same house at once: the database index lets one through', async () => {
      const results = await Promise.all([1, 2, 3].map(() => addHouse({ areaId: ctx.c.A, houseNo: '1301' })));
      expect(results.map((r) => r.body.code).sort()).toEqual([1000, 1001, 1001]);
      for (const r of results.filter((x) => x.body.code === 1001)) expect(r.body.message).toMatch(/^房屋信息已存在/);
      expect(await ctx.t.app.db.areaHouse.count({ where: { areaId: ctx.c.A, houseNo: '1301' } })).toBe(1);
    });

    it('the import judges its cells by the same rules (one implementation), all rows or none', async () => {
      const decl = entities().find((d) => d.model === 'AreaHouse')!;
      const before = await count(decl);
      const good = { 楼栋号: '7', 单元号: '1', 房号: '101', 专有面积: '90.12', 手机号: '13800138000' };
      for (const name of Object.keys(decl.rules!)) {
        const f = modelInfo(decl.model).byName.get(name)!;
        for (const rule of rulesOf(decl.rules, name)) {
          for (const b of badValuesFor(rule, f)) {
            const rows = [good, { ...good, 房号: '102', [f.label]: b.value === null ? '' : b.value }];
            const res = await ctx.t.req('POST', '/admin/area/house/import', { body: { rows }, token: ctx.admin, headers: { selectAreaId: String(ctx.c.A) } });
            expect(res.body.code, `${name} ${JSON.stringify(b.value)}: ${res.text.slice(0, 300)}`).toBe(1001);
            expect(res.body.data.rows, `${name} ${JSON.stringify(b.value)}`).toEqual([expect.objectContaining({ row: 2, fields: [name] })]);
          }
        }
      }
      expect(await count(decl)).toBe(before);
      const ok = await ctx.t.req('POST', '/admin/area/house/import', { body: { rows: [good] }, token: ctx.admin, headers: { selectAreaId: String(ctx.c.A) } });
      expect(ok.body).toMatchObject({ code: 1000, data: { imported: 1 } });
      // The imported house has its key: a hand-entered copy is refused.
      expect((await addHouse({ areaId: ctx.c.A, buildingNo: '7', unitNo: '1', houseNo: '101' })).body.code).toBe(1001);
    });
  });
});
