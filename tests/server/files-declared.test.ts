/**
 * Evidence is a file of the product (issue "A vote result that survives a
 * challenge" §1), on both databases, enumerated from the one list of file
 * columns (server/files/columns.ts) so a column added there is covered here:
 *
 * - every schema column whose name says it holds files is declared (or is
 *   listed below with the reason it holds none);
 * - the orphan cleanup keeps a file named by every declared column, in a live
 *   row and in a row kept by the recycle bin (deleted through the API where
 *   the entity can be deleted), and removes it once nothing names it;
 * - a hostile address (javascript:, data:, other hosts, //host, paths that
 *   are not uploads, this host outside /upload/) in every declared file
 *   column is refused with a translated 1001 naming the field on each of its
 *   write paths (the entity kit's REST add/update and GraphQL add, the vote
 *   casts REST and GraphQL, single and batch, the correction REST and
 *   GraphQL, the profile update), nothing is written; an upload of ours,
 *   relative or absolute on this site, is taken.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, stopSharedPostgres } from '../support/app.ts';
import { gqlInput, rowFor, startEntityFixture, type Ctx } from '../support/entity-rows.ts';
import { ownUploadPath, png, postMultipart, uploadKey, download } from '../support/files.ts';
import { residentId } from '../support/valid-values.ts';
import { ballotMeeting, type BallotMeeting } from '../support/ballot-meeting.ts';
import { UPLOAD_COLUMNS, type UploadKind } from '../../server/files/columns.ts';
import { cleanupFiles } from '../../server/files/cleanup.ts';
import { actionsOf, entityByModel, fieldNameOf, type EntityDecl } from '../../server/crud/entity.ts';
import { models, modelInfo } from '../../server/crud/datamodel.ts';
import { writableFields } from '../../server/crud/validate.ts';
import { delegate } from '../../server/crud/tx.ts';

/** Columns whose names sound like files but hold none, and why. */
const NOT_FILES: Record<string, string> = {
  'BaseSysMenu.icon': 'the name of an icon of the menu font (icon-home…), not a file',
  'PluginInfo.logo': 'the logo inside an installed plugin package (a data URL read from the zip), never an upload',
  'PluginInfo.content': 'the plugin package’s own files, stored as data',
  'PluginInfo.tsContent': 'the plugin package’s source, stored as data',
  'RecycleData.url': 'the API path of the delete that made the recycle entry',
  'SpaceInfo.fileId': 'the storage key beside the declared url column (the same file)',
  'SpaceVersion.fileId': 'the storage key beside the declared url column (the same file)',
  'TaskInfo.data': 'the arguments of a scheduled task',
};
const FILE_NAMES = /(image|img|photo|avatar|logo|icon|cover|file|url|doc|evidence|attach|sign|pic|video|audio|media|banner|thumb)/i;

/** File columns of models without an entity (no request writes them), and who does. */
const NO_ENTITY: Record<string, string> = {
  'SpaceVersion.url': 'the earlier file of a document, moved there by the server when a new version is uploaded',
};
/** A file column only the server writes: its entity declares it read-only or server-managed (the vote tables), or it has no entity. */
function serverOnly(model: string, column: string): boolean {
  const d = entityByModel(model);
  if (!d) return NO_ENTITY[`${model}.${column}`] !== undefined;
  return !!(d.serverManaged?.includes(column) || d.readOnly?.includes(column));
}

const declared = Object.entries(UPLOAD_COLUMNS).flatMap(([model, columns]) => Object.entries(columns).map(([column, kind]) => ({ model, column, kind: kind as UploadKind })));
const fileColumns = declared.filter((c) => c.kind !== 'text');

/** What a column holds when it names `url`: one URL, a list, or text/JSON mentioning it. */
function holding(model: string, column: string, kind: UploadKind, url: string): unknown {
  if (kind === 'image' || kind === 'file') return url;
  if (kind === 'images' || kind === 'files') return [url];
  return modelInfo(model).byName.get(column)!.type === 'Json' ? { note: 'kept', file: url } : `<p><img src="${url}"></p>`;
}

const writableByKit = (d: EntityDecl | undefined, column: string) => !!d && actionsOf(d).includes('add') && writableFields(d).some((f) => f.name === column);

describeOnDatabases('file columns: declared once, kept by the cleanup, gated on every write', (kind) => {
  const ctx = {} as Ctx;
  let n = 500;
  let m: BallotMeeting;
  const post = (path: string, body: unknown) => ctx.t.req('POST', `/admin/${path}`, { body, token: ctx.admin });
  const gql = async (query: string, variables: Record<string, unknown>) => (await ctx.t.gql(query, variables, ctx.admin)).body;
  const ok = (res: { body: any; text: string }, what: string) => {
    expect(res.body.code, `${what}: ${res.text.slice(0, 300)}`).toBe(1000);
    return res.body.data;
  };
  /** One stored upload of ours, as the upload route answers it (absolute, on this site). */
  const upload = async (): Promise<string> => {
    const res = await postMultipart(ctx.t, '/admin/base/comm/upload', { token: ctx.admin, files: [{ name: 'evidence.png', data: png(2, 2, [n % 255, 1, 2]) }] });
    expect(res.body.code, res.text).toBe(1000);
    n++;
    return res.body.data as string;
  };
  const later = () => Date.now() + 8 * 86400_000;
  const stored = async (url: string) => (await download(ctx.t, url)).status === 200;

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
    m = await ballotMeeting(ctx.t, ctx.admin, '证据会议');
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  it('every column whose name says it holds files is declared, or is listed with the reason it holds none', () => {
    const undeclared: string[] = [];
    for (const [model, info] of models()) {
      for (const f of info.fields) {
        if (f.kind === 'object' || !['String', 'Json'].includes(f.type) || !FILE_NAMES.test(f.name)) continue;
        if (!UPLOAD_COLUMNS[model]?.[f.name] && !NOT_FILES[`${model}.${f.name}`]) undeclared.push(`${model}.${f.name}`);
      }
    }
    expect(undeclared).toEqual([]);
    // The evidence of a ballot and of its correction are among them.
    expect(UPLOAD_COLUMNS.BallotCorrection).toEqual({ evidence: 'files' });
    expect(UPLOAD_COLUMNS.VoteRecord).toEqual({ images: 'images', proxyDocument: 'file' });
  });

  it('the cleanup keeps a file named by every declared column, live and from the recycle bin, and removes it once nothing names it', async () => {
    const db = ctx.t.app.db;
    // Live rows: a file of its own in every declared column of a row of its model.
    const live: { where: string; url: string }[] = [];
    for (const { model, column, kind: k } of declared) {
      let id = ctx.c.rows.A[model] ?? (await delegate(db, model).findFirst({ select: { id: true }, orderBy: { id: 'asc' } }))?.id;
      // A model the fixture holds no row of (goods are no community's): one added through the API.
      const decl = entityByModel(model);
      if (id === undefined && decl) id = ((d) => (decl.rest?.addAnswersId ? d : d.id))(ok(await post(`${decl.prefix}/add`, await rowFor(ctx, decl, ++n, null)), `${decl.prefix} add`));
      expect(id, `a row of ${model}`).toEqual(expect.any(Number));
      const url = await upload();
      await delegate(db, model).update({ where: { id }, data: { [column]: holding(model, column, k, url) } });
      live.push({ where: `${model}.${column}`, url });
    }
    const orphan = await upload();
    let removed = await cleanupFiles(db, ctx.t.app.files.storage, 7, later());
    expect(removed).toContain(uploadKey(orphan));
    for (const l of live) expect(removed, l.where).not.toContain(uploadKey(l.url));

    // Rows in the recycle bin: deleted through the API where the entity can be (the bin keeps the row as it was), else kept as a delete keeps them.
    const binned: { where: string; url: string; entry: number }[] = [];
    for (const { model, column, kind: k } of declared.filter((c) => c.model !== 'RecycleData')) {
      const decl = entityByModel(model);
      const url = await upload();
      const lastEntry = (await db.recycleData.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
      if (decl && decl.recycle !== false && actionsOf(decl).includes('add') && actionsOf(decl).includes('delete')) {
        const row = { ...(await rowFor(ctx, decl, ++n, null)) };
        // Unpublished: a published meeting notice hands its files on to a residents' notice, which would still name them.
        if ('isPublish' in row) row.isPublish = 0;
        const writable = writableByKit(decl, column);
        if (writable) row[column] = holding(model, column, k, url);
        const data = ok(await post(`${decl.prefix}/add`, row), `${decl.prefix} add`);
        const id = decl.rest?.addAnswersId ? data : data.id;
        if (!writable) await delegate(db, model).update({ where: { id }, data: { [column]: holding(model, column, k, url) } });
        ok(await post(`${decl.prefix}/delete`, { ids: [id] }), `${decl.prefix} delete`);
        expect(await delegate(db, model).findUnique({ where: { id } }), `${model} ${id} deleted`).toBeNull();
      } else {
        await db.recycleData.create({ data: { entityInfo: { model, type: decl?.type ?? model, prefix: decl?.prefix ?? '', related: [] }, data: [{ id: 0, [column]: holding(model, column, k, url) }] as any, count: 1 } });
      }
      const entry = await db.recycleData.findFirst({ where: { id: { gt: lastEntry } }, orderBy: { id: 'desc' }, select: { id: true, data: true } });
      expect(JSON.stringify(entry?.data ?? null), `${model}.${column} in the bin`).toContain(uploadKey(url));
      binned.push({ where: `${model}.${column}`, url, entry: entry!.id });
    }
    removed = await cleanupFiles(db, ctx.t.app.files.storage, 7, later());
    for (const b of binned) expect(removed, `${b.where} (recycle bin)`).not.toContain(uploadKey(b.url));
    for (const b of binned) expect(await stored(b.url), b.where).toBe(true);

    // The bin emptied: nothing names those files any more, and they go.
    await db.recycleData.deleteMany({ where: { id: { in: binned.map((b) => b.entry) } } });
    removed = await cleanupFiles(db, ctx.t.app.files.storage, 7, later());
    for (const b of binned) expect(removed, `${b.where} after the bin was emptied`).toContain(uploadKey(b.url));
    for (const l of live) expect(await stored(l.url), l.where).toBe(true);
  });

  // ------------------------------------------------------------------ the gate on every write path

  const own = () => ownUploadPath(++n);
  const hostile = (): { name: string; value: string }[] => {
    const key = ownUploadPath(++n).slice('/upload/'.length);
    const site = new URL(ctx.t.url);
    return [
      { name: 'javascript:', value: 'javascript:alert(1)' },
      { name: 'JaVaScRiPt: with blanks', value: ' JaVaScRiPt:alert(1)' },
      { name: 'data:', value: 'data:image/png;base64,iVBORw0KGgo=' },
      { name: 'an outside host naming a key', value: `https://evil.example/upload/${key}` },
      { name: '//host', value: `//evil.example/upload/${key}` },
      { name: 'this host on another port', value: `${site.protocol}//${site.hostname}:${Number(site.port) === 1 ? 2 : 1}/upload/${key}` },
      { name: 'this host outside /upload/', value: `${ctx.t.url}/admin/upload/${key}` },
      { name: 'this host with user info', value: `${site.protocol}//x@${site.host}/upload/${key}` },
      { name: 'an app path', value: '/info/page' },
      { name: 'a traversal', value: '/upload/../package.json' },
      { name: 'an upload path that is no key', value: '/upload/app/base/a.png' },
    ];
  };
  const SHORT = ['javascript:', 'an outside host naming a key', '//host', 'an upload path that is no key'];
  /** The bad value where the column holds it: alone, or in a list beside a good file. */
  const placed = (k: UploadKind, bad: string) => (k === 'images' || k === 'files' ? [own(), bad] : bad);
  const label = (model: string, column: string) => modelInfo(model).byName.get(column)!.label;

  /** A write path: `write` answers the refusal's code (null: none), field and message; `snapshot` what it would change. */
  type Path = { name: string; write: (value: unknown) => Promise<{ code: number | null; field?: string | null; message: string }>; snapshot: () => Promise<unknown> };

  const restAnswer = (res: { body: any }) => ({ code: res.body.code as number, message: String(res.body.message ?? '') });
  /** A choice other than the owner's current one (a correction to the same choice is refused for that reason). */
  const otherResult = async (houseId: number) => {
    const current = await ctx.t.app.db.voteRecord.findFirst({ where: { meetingId: m.meetingId, houseId, itemId: m.itemId, replacedAt: null }, orderBy: { id: 'desc' }, select: { result: true } });
    return ((current?.result ?? 0) + 1) % 3;
  };

  /** The write paths of a declared file column. */
  function pathsOf(model: string, column: string): Path[] {
    const decl = entityByModel(model);
    const paths: Path[] = [];
    const db = () => ctx.t.app.db;
    if (decl && writableByKit(decl, column)) {
      const snapshot = () => delegate(db(), model).count();
      paths.push({
        name: 'REST add',
        snapshot,
        write: async (value) => {
          return restAnswer(await post(`${decl.prefix}/add`, { ...(await rowFor(ctx, decl, ++n, null)), [column]: value }));
        },
      });
      paths.push({
        name: 'GraphQL add',
        snapshot,
        write: async (value) => {
          const body = await gql(`mutation($input: ${decl.type}AddInput!) { r: ${fieldNameOf(decl, 'add')}(input: $input) { __typename ... on AppError { code field message } } }`, { input: gqlInput(decl, { ...(await rowFor(ctx, decl, ++n, null)), [column]: value }) });
          return { code: body.data?.r?.code ?? null, field: body.data?.r?.field, message: body.data?.r?.message ?? JSON.stringify(body) };
        },
      });
      if (actionsOf(decl).includes('update')) {
        let id: number | null = null;
        const good = async () => {
          if (id === null) {
            const data = ok(await post(`${decl.prefix}/add`, { ...(await rowFor(ctx, decl, ++n, null)), [column]: `${ctx.t.url}${own()}` }), `${decl.prefix} add with an upload of ours`);
            id = decl.rest?.addAnswersId ? data : data.id;
          }
          return id!;
        };
        paths.push({
          name: 'REST update',
          // Nothing written: the row still holds its file.
          snapshot: async () => (await delegate(db(), model).findUnique({ where: { id: await good() } }))[column],
          write: async (value) => {
            return restAnswer(await post(`${decl.prefix}/update`, { id: await good(), [column]: value }));
          },
        });
      }
    }
    if (model === 'BaseSysUser' && column === 'headImg') {
      const snapshot = async () => (await db().baseSysUser.findUniqueOrThrow({ where: { id: ctx.adminId } })).headImg;
      paths.push({ name: 'REST personUpdate', snapshot, write: async (value) => restAnswer(await post('base/comm/personUpdate', { headImg: value })) });
      paths.push({
        name: 'GraphQL personUpdate',
        snapshot,
        write: async (value) => {
          const body = await gql('mutation($input: PersonUpdateInput!) { r: personUpdate(input: $input) { __typename ... on AppError { code field message } } }', { input: { headImg: value } });
          return { code: body.data?.r?.code ?? null, field: body.data?.r?.field, message: body.data?.r?.message ?? JSON.stringify(body) };
        },
      });
    }
    if (model === 'VoteRecord') {
      const snapshot = async () => [await db().voteRecord.count({ where: { meetingId: m.meetingId } }), await db().ballotEvent.count({ where: { meetingId: m.meetingId } })];
      // A proxy's letter comes with a complete, valid proxy: only the file is wrong.
      const ballot = (value: unknown) => ({ itemId: m.itemId, houseId: m.houses[0]!, result: 0, ...(column === 'proxyDocument' ? { proxyName: '王代理', proxyIdCard: residentId(7), proxyDocument: value } : { images: value }) });
      const rest = (path: string, body: (v: unknown) => unknown): Path => ({ name: `REST vote/record/${path}`, snapshot, write: async (value) => restAnswer(await post(`business/meeting/vote/record/${path}`, body(value))) });
      paths.push(rest('add', (v) => ({ meetingId: m.meetingId, ...ballot(v) })));
      paths.push(rest('batch', (v) => ({ meetingId: m.meetingId, votes: [ballot(v)] })));
      paths.push(rest('batch', (v) => ({ meetingId: m.meetingId, votes: [{ itemId: m.itemId, houseId: m.houses[1]!, result: 1 }, ballot(v)] })));
      const graphql = (name: string, query: string, vars: (v: unknown) => Record<string, unknown>): Path => ({
        name,
        snapshot,
        write: async (value) => {
          const body = await gql(query, vars(value));
          return { code: body.data?.r?.code ?? null, field: body.data?.r?.field, message: body.data?.r?.message ?? JSON.stringify(body) };
        },
      });
      paths.push(
        graphql(
          'GraphQL voteRecordAdd',
          'mutation($meetingId: Int!, $itemId: Int!, $houseId: Int!, $images: JSON, $proxyName: String, $proxyIdCard: String, $proxyDocument: String) { r: voteRecordAdd(meetingId: $meetingId, itemId: $itemId, houseId: $houseId, result: 0, images: $images, proxyName: $proxyName, proxyIdCard: $proxyIdCard, proxyDocument: $proxyDocument) { __typename ... on AppError { code field message } } }',
          (v) => {
            const { itemId, houseId, result: _r, ...rest } = ballot(v);
            return { meetingId: m.meetingId, itemId, houseId, ...rest };
          },
        ),
      );
      paths.push(graphql('GraphQL voteRecordBatch', 'mutation($meetingId: Int!, $votes: [VoteCastInput!]!) { r: voteRecordBatch(meetingId: $meetingId, votes: $votes) { __typename ... on AppError { code field message } } }', (v) => ({ meetingId: m.meetingId, votes: [ballot(v)] })));
    }
    if (model === 'BallotCorrection') {
      const snapshot = async () => [await db().ballotCorrection.count({ where: { meetingId: m.meetingId } }), await db().ballotEvent.count({ where: { meetingId: m.meetingId } })];
      const houseId = m.houses[2]!;
      paths.push({
        name: 'REST correction/correct',
        snapshot,
        write: async (evidence) => restAnswer(await post('business/meeting/correction/correct', { meetingId: m.meetingId, houseId, itemId: m.itemId, result: await otherResult(houseId), reason: '纸质选票为不同意', evidence })),
      });
      paths.push({
        name: 'GraphQL ballotCorrectionCorrect',
        snapshot,
        write: async (evidence) => {
          const body = await gql(
            `mutation($meetingId: Int!, $houseId: Int!, $itemId: Int!, $reason: String!, $evidence: JSON!) { r: ballotCorrectionCorrect(meetingId: $meetingId, houseId: $houseId, itemId: $itemId, result: ${await otherResult(houseId)}, reason: $reason, evidence: $evidence) { __typename ... on AppError { code field message } } }`,
            { meetingId: m.meetingId, houseId, itemId: m.itemId, reason: '纸质选票为不同意', evidence },
          );
          return { code: body.data?.r?.code ?? null, field: body.data?.r?.field, message: body.data?.r?.message ?? JSON.stringify(body) };
        },
      });
    }
    return paths;
  }

  it('every declared file column has its write paths here, or only the server writes it', () => {
    for (const { model, column } of fileColumns) {
      const where = `${model}.${column}`;
      if (serverOnly(model, column)) expect(pathsOf(model, column), where).toEqual([]);
      else expect(pathsOf(model, column).length, where).toBeGreaterThan(0);
    }
  });

  it('a file column only the server writes keeps its value whatever a request sends (REST and GraphQL update)', async () => {
    const db = ctx.t.app.db;
    const columns = fileColumns.filter((c) => serverOnly(c.model, c.column) && entityByModel(c.model));
    expect(columns.map((c) => `${c.model}.${c.column}`)).toContain('MeetingInfo.voteTableUrl');
    for (const { model, column } of columns) {
      const decl = entityByModel(model)!;
      const id = model === 'MeetingInfo' ? m.meetingId : ctx.c.rows.A[model]!;
      const held = ownUploadPath(++n, 'xlsx', 'space');
      await delegate(db, model).update({ where: { id }, data: { [column]: held } });
      const res = await post(`${decl.prefix}/update`, { id, [column]: 'https://evil.example/table.xlsx' });
      expect([1000, 1001], res.text).toContain(res.body.code);
      const answer = await gql(`mutation($input: ${decl.type}UpdateInput!) { r: ${fieldNameOf(decl, 'update')}(input: $input) { __typename } }`, { input: { id, [column]: 'javascript:alert(1)' } });
      expect(JSON.stringify(answer)).not.toContain('INTERNAL_SERVER_ERROR');
      expect((await delegate(db, model).findUniqueOrThrow({ where: { id } }))[column], `${model}.${column}`).toBe(held);
    }
  });

  // The ballots and the correction need their meeting's stage: the casts first (voting), then the correction (objection period).
  for (const { model, column, kind: k } of [...fileColumns.filter((c) => c.model !== 'BallotCorrection'), ...fileColumns.filter((c) => c.model === 'BallotCorrection')]) {
    it(`${model}.${column}: a hostile address is refused on every write path, naming the field; an upload of ours is taken`, async () => {
      if (model === 'BallotCorrection' && (await ctx.t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: m.meetingId } })).status < 8) await m.toObjection();
      for (const path of pathsOf(model, column)) {
        // Every hostile address on the first path of a kind; the characteristic ones on the others (the same gate answers them all).
        const values = path.name === 'GraphQL add' || path.name === 'REST update' ? hostile().filter((h) => SHORT.includes(h.name)) : hostile();
        for (const bad of values) {
          const before = await path.snapshot();
          const res = await path.write(placed(k, bad.value));
          const where = `${model}.${column} via ${path.name}: ${bad.name}`;
          expect(res.code, `${where}: ${res.message}`).toBe(1001);
          if (res.field !== undefined) expect(res.field, where).toBe(column);
          if (res.message) expect(res.message, where).toContain(label(model, column));
          expect(await path.snapshot(), `${where}: nothing written`).toEqual(before);
        }
        // Ours: the relative path and the absolute address the upload answers (stored files: a ballot's proxy letter is read for its digest).
        const stored = model === 'VoteRecord' ? await upload() : `${ctx.t.url}${own()}`;
        for (const good of [new URL(stored).pathname, stored]) {
          const res = await path.write(k === 'images' || k === 'files' ? [good] : good);
          expect(res.code ?? 1000, `${model}.${column} via ${path.name}: ${good}: ${res.message}`).not.toBe(1001);
        }
      }
    });
  }

  it('the evidence of a recorded correction is kept by the cleanup', async () => {
    const db = ctx.t.app.db;
    const evidence = await upload();
    const correction = ok(await post('business/meeting/correction/correct', { meetingId: m.meetingId, houseId: m.houses[1]!, itemId: m.itemId, result: await otherResult(m.houses[1]!), reason: '核对纸质选票', evidence: [evidence] }), 'correct');
    expect((await db.ballotCorrection.findUniqueOrThrow({ where: { id: correction.id } })).evidence).toEqual([evidence]);
    const removed = await cleanupFiles(db, ctx.t.app.files.storage, 7, later());
    expect(removed).not.toContain(uploadKey(evidence));
    expect(await stored(evidence)).toBe(true);
  });
});
