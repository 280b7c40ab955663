/**
 * Rich text and URLs through one gate each (issue "Trust no input" §3), on
 * both databases, enumerated from the declarations so a new column is
 * covered without touching this file:
 *
 * - every declared rich-text column stores the safe subset of hostile markup,
 *   whether written by REST add/update or GraphQL add;
 * - every URL column (upload columns, url/link rules) refuses javascript:,
 *   data: and protocol-relative addresses over REST and GraphQL, and takes
 *   our own uploads (a url/link rule: http(s) and /upload/ paths too);
 * - the meeting notice save route and the residents' notice it publishes,
 *   a template's fill (even of a template stored before the gate), and a
 *   rich-text parameter are clean too;
 * - the owner's ballot state (POST /vote/api/state) serves the ballot
 *   rich-text columns and the published notices clean even when SQL wrote
 *   hostile markup into them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, stopSharedPostgres } from '../../support/app.ts';
import { gqlInput, rowFor, startEntityFixture, type Ctx, type Row } from '../../support/entity-rows.ts';
import { actionsOf, entities, fieldNameOf, type EntityDecl } from '../../../server/crud/entity.ts';
import { modelInfo } from '../../../server/crud/datamodel.ts';
import { delegate } from '../../../server/crud/tx.ts';
import { uploadKindOf } from '../../../server/files/columns.ts';
import { rulesOf } from '../../../server/core/field-rules.ts';
import { ownUploadPath } from '../../support/files.ts';
import { HOSTILE_TEXT, survivors } from '../../support/hostile-html.ts';
import { ballotFixture, ownerRequest } from '../../support/owner-ballot.ts';

const HOSTILE = '<p>安全</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example/"></iframe><svg onload="alert(4)"></svg><div style="background:url(javascript:alert(5))">x</div>';
const BAD_URLS = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png', 'vbscript:msgbox(1)'];

/** No markup that can run: what the gate must have removed. */
function expectClean(html: unknown, where: string) {
  const text = String(html);
  expect(text, where).toContain('<p>安全</p>');
  expect(text, where).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|url\(/i);
}

const adds = (d: EntityDecl) => actionsOf(d).includes('add');
const richColumns = entities().filter(adds).flatMap((d) => (d.richText ?? []).map((column) => ({ decl: d, column })));
const urlColumns = entities()
  .filter(adds)
  .flatMap((d) =>
    modelInfo(d.model)
      .fields.filter((f) => {
        const kind = uploadKindOf(d.model, f.name);
        return (kind && kind !== 'text') || rulesOf(d.rules, f.name).some((r) => r.kind === 'format' && (r.format === 'url' || r.format === 'link'));
      })
      // Columns no request writes (read-only, server-managed: the vote tables) are not written through this gate.
      .filter((f) => !d.readOnly?.includes(f.name) && !d.serverManaged?.includes(f.name))
      .map((f) => ({ decl: d, column: f.name, list: f.type === 'Json' })),
  );


describeOnDatabases('rich text and URLs through one gate', (kind) => {
  const ctx = {} as Ctx;
  let n = 40;
  const post = (path: string, body: unknown) => ctx.t.req('POST', `/admin${path}`, { body, token: ctx.admin });
  const ok = (res: { body: any; text: string }, what: string) => {
    expect(res.body.code, `${what}: ${res.text.slice(0, 300)}`).toBe(1000);
    return res.body.data;
  };
  const idOf = (decl: EntityDecl, data: any) => (decl.rest?.addAnswersId ? data : data.id);

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  it('the rich-text columns are declared: every content column a resident reads', () => {
    const declared = new Set(richColumns.map((c) => `${c.decl.model}.${c.column}`));
    for (const model of ['InfoNotice', 'MeetingNotice', 'InfoTemplate', 'AdviceInfo', 'AdviceReply', 'InfoBanner']) expect(declared, model).toContain(`${model}.content`);
    // No text column called content is left outside the gate.
    for (const d of entities().filter(adds)) {
      if (modelInfo(d.model).byName.get('content')?.type === 'String') expect(d.richText, d.model).toContain('content');
    }
    expect(urlColumns.length).toBeGreaterThan(15);
  });

  for (const { decl, column } of richColumns) {
    it(`${decl.model}.${column}: hostile markup is stored as its safe subset (REST add, REST update, GraphQL add)`, async () => {
      const row = { ...(await rowFor(ctx, decl, ++n, null)), [column]: HOSTILE };
      const id = idOf(decl, ok(await post(`/${decl.prefix}/add`, row), `${decl.prefix} add`));
      expectClean((await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id } }))[column], `${decl.model}.${column} add`);
      ok(await post(`/${decl.prefix}/update`, { id, [column]: `${HOSTILE}<b>2</b>` }), `${decl.prefix} update`);
      const updated = (await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id } }))[column];
      expectClean(updated, `${decl.model}.${column} update`);
      expect(updated).toContain('<b>2</b>');
      const gql = await ctx.t.gql(
        `mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { message } ... on Mutation${fieldNameOf(decl, 'add').replace(/^./, (c) => c.toUpperCase())}Success { data { rowId } } } }`,
        { input: gqlInput(decl, { ...(await rowFor(ctx, decl, ++n, null)), [column]: HOSTILE }) },
        ctx.admin,
      );
      const gid = gql.body.data?.r?.data?.rowId;
      expect(gid, JSON.stringify(gql.body)).toEqual(expect.any(Number));
      expectClean((await delegate(ctx.t.app.db, decl.model).findUnique({ where: { id: gid } }))[column], `${decl.model}.${column} GraphQL`);
    });
  }

  for (const { decl, column, list } of urlColumns) {
    it(`${decl.model}.${column}: ${list ? 'a list holding ' : ''}javascript:, data: and //host refused (REST, GraphQL); http(s) and /upload/ taken`, async () => {
      const before = await delegate(ctx.t.app.db, decl.model).count();
      for (const bad of BAD_URLS) {
        const value = list ? [ownUploadPath(n), bad] : bad;
        const row = { ...(await rowFor(ctx, decl, ++n, null)), [column]: value };
        const res = await post(`/${decl.prefix}/add`, row);
        expect(res.body.code, `${decl.prefix}.${column} = ${bad}: ${res.text.slice(0, 200)}`).toBe(1001);
        const gql = await ctx.t.gql(`mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code field } } }`, { input: gqlInput(decl, row) }, ctx.admin);
        expect(gql.body.data?.r, `${decl.type}.${column} = ${bad}: ${JSON.stringify(gql.body)}`).toEqual({ __typename: 'AppError', code: 1001, field: column });
      }
      expect(await delegate(ctx.t.app.db, decl.model).count()).toBe(before);
      // A file column takes files uploaded here only (outside hosts too are refused: tests/server/files-declared.test.ts).
      const good = list ? [ownUploadPath(n), ownUploadPath(n + 1, 'pdf')] : uploadKindOf(decl.model, column) ? ownUploadPath(n) : rulesOf(decl.rules, column).some((r) => r.kind === 'format' && r.format === 'url') ? '/upload/app/base/a.png' : '/info/page';
      const id = idOf(decl, ok(await post(`/${decl.prefix}/add`, { ...(await rowFor(ctx, decl, ++n, null)), [column]: good }), `${decl.prefix} good ${column}`));
      expect((await post(`/${decl.prefix}/update`, { id, [column]: list ? [BAD_URLS[0]] : BAD_URLS[0] })).body.code).toBe(1001);
    });
  }

  describe('routes that write rich text around the generic set', () => {
    let meetingId: number;
    beforeAll(async () => {
      meetingId = ok(await post('/business/meeting/info/add', { name: '标记会议', areaId: ctx.c.A, type: 2 }), 'meeting').id;
    });

    it('meeting notice save: the notice and the residents’ notice it publishes are clean; javascript: images refused', async () => {
      const refused = await post('/business/meeting/notice/save', { meetingId, type: 1, title: '公告', content: '<p>x</p>', images: ['javascript:alert(1)'], isPublish: 1 });
      expect(refused.body.code).toBe(1001);
      expect(await ctx.t.app.db.meetingNotice.count({ where: { meetingId } })).toBe(0);
      ok(await post('/business/meeting/notice/save', { meetingId, type: 1, title: '公告', content: HOSTILE, images: [ownUploadPath(7)], isPublish: 1 }), 'save');
      const notice = await ctx.t.app.db.meetingNotice.findFirstOrThrow({ where: { meetingId, type: 1 } });
      expectClean(notice.content, 'meeting notice');
      const published = await ctx.t.app.db.infoNotice.findUniqueOrThrow({ where: { id: notice.noticeId! } });
      expectClean(published.content, 'residents’ notice');
      // The GraphQL save is the same route.
      const gql = await ctx.t.gql('mutation($input: MeetingNoticeSaveInput!) { r: meetingNoticeSave(input: $input) { __typename } }', { input: { meetingId, type: 1, content: `${HOSTILE}<i>g</i>` } }, ctx.admin);
      expect(gql.body.data?.r?.__typename, JSON.stringify(gql.body)).toMatch(/Success$/);
      const again = await ctx.t.app.db.meetingNotice.findFirstOrThrow({ where: { meetingId, type: 1 } });
      expectClean(again.content, 'GraphQL save');
      expect(again.content).toContain('<i>g</i>');
      expectClean((await ctx.t.app.db.infoNotice.findUniqueOrThrow({ where: { id: again.noticeId! } })).content, 'residents’ notice after the GraphQL save');
    });

    it('template fill hands on only the safe subset, even of a template stored before the gate', async () => {
      const stored = await ctx.t.app.db.infoTemplate.create({ data: { name: '旧模板<script>x</script>', content: `${HOSTILE}<p>{{meeting.name}}</p>`, stage: 1 } });
      const filled = ok(await post('/business/meeting/notice/fill', { meetingId, templateId: stored.id }), 'fill');
      expectClean(filled.content, 'fill');
      expect(filled.content).toContain('<p>标记会议</p>');
      expect(filled.title).not.toMatch(/<script/);
      const added = ok(await post('/info/template/add', { name: '新模板', content: HOSTILE, stage: 1 }), 'template add').id;
      expectClean((await ctx.t.app.db.infoTemplate.findUniqueOrThrow({ where: { id: added } })).content, 'template add');
    });

    it('a rich-text parameter is stored clean; a plain-text one is kept as typed', async () => {
      const rich = ok(await post('/base/sys/param/add', { keyName: 'agreement_x', name: '协议', dataType: 1, data: HOSTILE }), 'param').id;
      expectClean((await ctx.t.app.db.baseSysParam.findUniqueOrThrow({ where: { id: rich } })).data, 'param');
      const plain = ok(await post('/base/sys/param/add', { keyName: 'plain_x', name: '文本', dataType: 0, data: 'a < b' }), 'plain').id;
      expect((await ctx.t.app.db.baseSysParam.findUniqueOrThrow({ where: { id: plain } })).data).toBe('a < b');
    });

    it('the owner’s ballot state serves every ballot rich-text column and every published notice clean, even rows written by SQL', async () => {
      // The columns owners read on the ballot page are declared with the ballot allow list.
      expect(richColumns.filter((c) => c.decl.richTextProfile === 'ballot').map((c) => `${c.decl.model}.${c.column}`).sort()).toEqual(['MeetingInfo.description', 'VoteItem.description']);
      const b = await ballotFixture(ctx.t, ctx.admin);
      const hostile = `${HOSTILE}${HOSTILE_TEXT}`;
      for (const { decl, column } of richColumns.filter((c) => c.decl.richTextProfile === 'ballot')) {
        const info = modelInfo(decl.model);
        const key = decl.model === 'MeetingInfo' ? 'id' : 'meetingId';
        await ctx.t.app.db.$executeRawUnsafe(`UPDATE ${info.table} SET "${info.byName.get(column)!.dbName}" = $1 WHERE "${key}" = $2`, hostile, b.meetingId);
      }
      await ctx.t.app.db.$executeRawUnsafe(`UPDATE meeting_notice SET content = $1 WHERE "meetingId" = $2`, hostile, b.meetingId);
      const { token } = await b.open();
      const state = (await ownerRequest(ctx.t, 'state', {}, token)).body.data;
      const texts = [state.meeting.description, ...state.items.map((i: any) => i.description), ...(state.notices ?? []).map((n: any) => n.content)];
      expect(texts.length).toBeGreaterThanOrEqual(3);
      for (const text of texts) {
        expectClean(text, 'owner state');
        expect(survivors(text), text).toEqual([]);
      }
    });
  });
});
