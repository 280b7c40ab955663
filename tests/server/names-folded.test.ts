/**
 * Names compared as people read them (issue "A vote result that survives a
 * challenge" §3), on both databases. One folding (server/core/fold.ts):
 * NFKC, invisible and format characters removed, blanks collapsed, case
 * folded. A name spelt with a zero-width space, full-width letters, another
 * case, doubled or odd spaces, NBSP, an ideographic space, a BOM or word
 * joiner, a tab is still the same name:
 *
 * - for every `unique` declaration of the entity kit (enumerated: a house's
 *   building + unit + number, a role's name, a username), REST and GraphQL
 *   add, REST update, and the house import refuse it naming the row already
 *   there, nothing written;
 * - for the one-year bar on a terminated matter (REST nextCheck and next,
 *   GraphQL meetingInfoNextCheck and meetingInfoNext), whose refusal names the
 *   earlier matter, its meeting and the day it was terminated — also for a
 *   termination recorded before the folding changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeOnDatabases, stopSharedPostgres } from '../support/app.ts';
import { gqlInput, rowFor, startEntityFixture, type Ctx, type Row } from '../support/entity-rows.ts';
import { entities, fieldNameOf, type EntityDecl } from '../../server/crud/entity.ts';
import { delegate } from '../../server/crud/tx.ts';
import { foldName } from '../../server/core/fold.ts';
import { uniqueKeyOf } from '../../server/core/field-rules.ts';
import { matterKeys } from '../../server/modules/meeting/assembly.ts';

const toFullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const swapCase = (s: string) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
/** Spellings people read as the same name (each value has a space and a letter to work on). */
const SPELLINGS: { name: string; spell: (s: string) => string }[] = [
  { name: 'a zero-width space', spell: (s) => `${s.slice(0, 1)}\u200b${s.slice(1)}` },
  { name: 'zero-width joiners', spell: (s) => `${s.slice(0, 1)}\u200c\u200d${s.slice(1)}` },
  { name: 'full-width letters and digits', spell: toFullWidth },
  { name: 'another case', spell: swapCase },
  { name: 'doubled and odd spaces', spell: (s) => `  ${s.replace(/ /g, '   ')} ` },
  { name: 'NBSP', spell: (s) => s.replace(/ /g, '\u00a0') },
  { name: 'an ideographic space', spell: (s) => s.replace(/ /g, '\u3000') },
  { name: 'a tab', spell: (s) => s.replace(/ /g, '\t') },
  { name: 'a BOM and a word joiner', spell: (s) => `\ufeff${s}\u2060` },
  { name: 'a soft hyphen and a bidi mark', spell: (s) => `${s.slice(0, 1)}\u00ad\u200e${s.slice(1)}` },
];

it('one folding: every spelling folds to the name; any format characters, blanks and case inserted anywhere do too', () => {
  const name = 'Lift 加装电梯 2号';
  for (const s of SPELLINGS) expect(foldName(s.spell(name)), s.name).toBe(foldName(name));
  expect(foldName(name)).toBe('lift 加装电梯 2号');
  // Different names stay different.
  expect(foldName('Lift 加装电梯 3号')).not.toBe(foldName(name));
  const invisible = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u202a', '\u2066', '\u180e', '\ufe0f');
  const blank = fc.constantFrom(' ', '  ', '\u00a0', '\u3000', '\t', '\u2002', '\u202f', '\n');
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.nat(name.length), fc.oneof(invisible, blank.map((b) => ` ${b}`))), { maxLength: 6 }), fc.boolean(), (inserts, upper) => {
      let spelt = name;
      for (const [at, what] of inserts) spelt = spelt.slice(0, at) + what + spelt.slice(at);
      if (upper) spelt = spelt.toUpperCase();
      // Blanks inserted next to a space collapse into it; beside a letter they make a word break, so compare without blanks then.
      return foldName(spelt).replace(/ /g, '') === foldName(name).replace(/ /g, '');
    }),
  );
  // The unique rules' keys and the matters are that folding.
  expect(uniqueKeyOf(['A 座', null, '１１０１ｂ'])).toBe(['a 座', '', '1101b'].join('\u001f'));
  expect(matterKeys({ relationType: 0, relationId: null }, ['加装\u200b电梯\u00a0LIFT'])).toEqual([{ key: `item:${foldName('加装电梯 lift')}`, label: '加装\u200b电梯\u00a0LIFT' }]);
});

describeOnDatabases('names compared as people read them', (kind) => {
  const ctx = {} as Ctx;
  let n = 900;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => ctx.t.req('POST', `/admin/${path}`, { body, token: ctx.admin, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  /** A name for each identifying text field of a rule: a space and letters to spell differently. */
  const NAMES: Record<string, string> = { buildingNo: 'A 座', unitNo: 'b 单元', houseNo: '1101 C', name: 'Meeting 管理员', username: 'Zhang San' };
  const declared = entities().filter((d) => d.unique?.length);

  it('the kit’s unique declarations are the house, the role name and the username', () => {
    expect(declared.map((d) => `${d.model}: ${d.unique!.map((u) => u.fields.join('+')).join(', ')}`).sort()).toEqual(['AreaHouse: buildingNo+unitNo+houseNo', 'BaseSysRole: name', 'BaseSysUser: username']);
  });

  for (const decl of declared) {
    for (const rule of decl.unique!) {
      describe(`${decl.model} (${rule.fields.join(' + ')})`, () => {
        let existing: { id: number; row: Row };
        const withNames = async (spell: (s: string) => string) => {
          const row = await rowFor(ctx, decl, ++n, null);
          for (const f of rule.fields) row[f] = spell(NAMES[f]!);
          if (rule.within) row[rule.within] = existing?.row[rule.within] ?? row[rule.within];
          return row;
        };
        const count = () => delegate(ctx.t.app.db, decl.model).count();
        const idOf = (d: EntityDecl, data: any) => (d.rest?.addAnswersId ? data : data.id);

        beforeAll(async () => {
          const row = await withNames((s) => s);
          existing = { id: idOf(decl, ok(await post(`${decl.prefix}/add`, row))), row };
          expect((await delegate(ctx.t.app.db, decl.model).findUniqueOrThrow({ where: { id: existing.id } }))[rule.key]).toBe(uniqueKeyOf(rule.fields.map((f) => NAMES[f])));
        });

        for (const s of SPELLINGS) {
          it(`${s.name}: the same ${rule.fields.join(' + ')} — REST add, GraphQL add and REST update refuse it, naming the row already there`, async () => {
            const before = await count();
            const row = await withNames(s.spell);
            const rest = await post(`${decl.prefix}/add`, row);
            expect(rest.body.code, rest.text).toBe(1001);
            expect(rest.body.message, rest.text).toContain(String(existing.id));
            const gql = await ctx.t.gql(`mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code field message } } }`, { input: gqlInput(decl, await withNames(s.spell)) }, ctx.admin);
            expect(gql.body.data?.r, JSON.stringify(gql.body)).toMatchObject({ __typename: 'AppError', code: 1001, field: rule.fields.at(-1) });
            expect(await count()).toBe(before);
            // Another row renamed into it.
            const other = idOf(decl, ok(await post(`${decl.prefix}/add`, await withNames((v) => `${v} ${n}`))));
            const update = await post(`${decl.prefix}/update`, { id: other, ...Object.fromEntries(rule.fields.map((f) => [f, s.spell(NAMES[f]!)])) });
            expect(update.body.code, update.text).toBe(1001);
            const kept = await delegate(ctx.t.app.db, decl.model).findUniqueOrThrow({ where: { id: other } });
            expect(foldName(kept[rule.fields[0]!])).not.toBe(foldName(NAMES[rule.fields[0]!]));
          });
        }
      });
    }
  }

  it('the house import folds the same way: a spelling of a registered house is refused, nothing imported', async () => {
    const house = (await ctx.t.app.db.areaHouse.findFirstOrThrow({ where: { houseKey: uniqueKeyOf([NAMES.buildingNo, NAMES.unitNo, NAMES.houseNo]) } }))!;
    const before = await ctx.t.app.db.areaHouse.count({ where: { areaId: house.areaId } });
    const rows = [{ buildingNo: 'Ａ\u200b\u3000座', unitNo: 'B 单元', houseNo: '1101\u00a0c', privateArea: '90', ownerName: '导入' }];
    const res = await ctx.t.req('POST', '/admin/area/house/import', { body: { rows }, token: ctx.admin, headers: { selectAreaId: String(house.areaId) } });
    expect(res.body.code, res.text).toBe(1001);
    expect(await ctx.t.app.db.areaHouse.count({ where: { areaId: house.areaId } })).toBe(before);
  });

  describe('the one-year bar on a terminated matter', () => {
    const EARLIER = { meeting: '上次业主大会', matter: '加装电梯 Lift' };
    let areaId: number;
    let earlierId: number;
    const terminated = new Date(Date.now() - 10 * 86400_000);
    const day = terminated.toISOString().slice(0, 10);

    /** A meeting of the community ready to open voting, with one item of that name. */
    const ready = async (itemName: string) => {
      const id = ok(await post('business/meeting/info/add', { name: `再议${++n}`, areaId, type: 2, voteStartTime: new Date(Date.now() - 3600_000).toISOString(), voteEndTime: new Date(Date.now() + 3600_000).toISOString() })).id as number;
      ok(await post('business/meeting/vote/item/add', { meetingId: id, name: itemName, passRule: 'majority' }));
      await ctx.t.app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
      ok(await post('business/meeting/notice/save', { meetingId: id, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
      return id;
    };
    const barredBy = (messages: string[]) => messages.filter((x) => x.includes(EARLIER.matter) && x.includes(EARLIER.meeting) && x.includes(`ID ${earlierId}`) && x.includes(day));

    beforeAll(async () => {
      const db = ctx.t.app.db;
      areaId = ok(await post('area/info/add', { name: '再议小区' })).id;
      for (const [i, owner] of ['甲', '乙'].entries()) ok(await post('area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo: `20${i}`, ownerName: owner, privateArea: 90 }));
      // The earlier meeting's item was terminated ten days ago: recorded as the count records it (recordTermination).
      const earlier = await db.meetingInfo.create({ data: { areaId, name: EARLIER.meeting, status: 10 } });
      earlierId = earlier.id;
      const item = await db.voteItem.create({ data: { meetingId: earlier.id, name: EARLIER.matter } });
      await db.meetingStageLog.create({ data: { meetingId: earlier.id, fromStage: 8, toStage: 8, kind: 2, note: { items: [item.id], matters: matterKeys({ relationType: 0, relationId: null }, [EARLIER.matter]) }, createTime: terminated } });
    });

    for (const s of SPELLINGS) {
      it(`${s.name}: barred on REST nextCheck and next, GraphQL meetingInfoNextCheck and meetingInfoNext, naming the earlier matter, its meeting and the day`, async () => {
        const id = await ready(s.spell(EARLIER.matter));
        const check = ok(await ctx.t.req('GET', `/admin/business/meeting/info/nextCheck?id=${id}`, { token: ctx.admin }));
        expect(barredBy(check), JSON.stringify(check)).toHaveLength(1);
        const next = await post('business/meeting/info/next', { id });
        expect(next.body.code, next.text).toBe(1001);
        expect(barredBy([next.body.message])).toHaveLength(1);
        const gCheck = await ctx.t.gql('query($id: Int!) { meetingInfoNextCheck(id: $id) }', { id }, ctx.admin);
        expect(barredBy(gCheck.body.data.meetingInfoNextCheck)).toHaveLength(1);
        const gNext = await ctx.t.gql('mutation($id: Int!) { r: meetingInfoNext(id: $id) { __typename ... on AppError { code message } } }', { id }, ctx.admin);
        expect(gNext.body.data.r.code, JSON.stringify(gNext.body)).toBe(1001);
        expect(barredBy([gNext.body.data.r.message])).toHaveLength(1);
        expect((await ctx.t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } })).status).toBe(5);
      });
    }

    it('the refusal in English names them too; another matter is not barred', async () => {
      const id = await ready('加装电梯 Lift\u200b');
      const en = ok(await ctx.t.req('GET', `/admin/business/meeting/info/nextCheck?id=${id}`, { token: ctx.admin, headers: { language: 'en' } }));
      expect(barredBy(en)[0]).toMatch(/^The matter .* is the matter “加装电梯 Lift” of the meeting “上次业主大会” \(ID \d+\), terminated on \d{4}-\d{2}-\d{2}/);
      const other = await ready('加装电梯 Lifts');
      expect(barredBy(ok(await ctx.t.req('GET', `/admin/business/meeting/info/nextCheck?id=${other}`, { token: ctx.admin })))).toEqual([]);
    });

    it('a termination recorded before the folding changed (its key kept an invisible character) still bars the name', async () => {
      const db = ctx.t.app.db;
      const old = await db.meetingInfo.create({ data: { areaId, name: '更早的大会', status: 10 } });
      // The key as the earlier folding wrote it: NFKC, trimmed, lower case, the zero-width space kept.
      await db.meetingStageLog.create({ data: { meetingId: old.id, fromStage: 8, toStage: 8, kind: 2, note: { items: [], matters: [{ key: 'item:外墙\u200b翻新', label: '外墙\u200b翻新' }] }, createTime: terminated } });
      const id = await ready('外墙翻新');
      const check: string[] = ok(await ctx.t.req('GET', `/admin/business/meeting/info/nextCheck?id=${id}`, { token: ctx.admin }));
      expect(check.filter((x) => x.includes('更早的大会') && x.includes(`ID ${old.id}`))).toHaveLength(1);
    });
  });
});
