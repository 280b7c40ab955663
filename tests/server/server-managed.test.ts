/**
 * Server-managed columns (an entity's `serverManaged`, docs/security.md
 * "No silent drops"): what only the server writes — a task's schedule,
 * counters, locks, hashes, server-set times, ids it assigned — is ignored on
 * every write: never stored, never a reason to refuse. For every declared
 * entity that writes through the generic path, on both databases, over REST
 * and GraphQL: an add and an update sending every server-managed column a
 * value of its own (of the wrong form too) succeed, and none of those values
 * is stored; a whole row read and sent back with them changed (a legacy
 * client saving a stale row) is accepted too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, stopSharedPostgres } from '../support/app.ts';
import { actionsOf, entities, fieldNameOf, upperFirst, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo, type FieldInfo } from '../../server/crud/datamodel.ts';
import { fixedFields, readableFields, writableFields } from '../../server/crud/validate.ts';
import { delegate } from '../../server/crud/tx.ts';
import { rulesOf } from '../../server/core/field-rules.ts';
import { uploadKindOf } from '../../server/files/columns.ts';
import { gqlInput, rowFor, startEntityFixture, type Ctx, type Row } from '../support/entity-rows.ts';

/** Every entity's server-managed columns: the one table this test holds the declarations to. */
const DECLARED: Record<string, string[]> = {
  BaseSysUser: ['passwordV', 'socketId'],
  AdviceInfo: ['latestReply'],
  RepairInfo: ['handledBy', 'handledTime'],
  ElectionCandidate: ['recommendCount'],
  ElectionGroup: ['recommendCount'],
  InfoNotice: ['viewCount'],
  MeetingInfo: ['joins', 'vote', 'election', 'voteTableUrl', 'voteTableMaskedUrl', 'voteTableTime', 'assemblyRules'],
  MeetingNotice: ['noticeId', 'publishTime'],
  BallotInquiry: ['answerTime'],
  BallotCorrection: ['fromResult', 'replacedId', 'recordId'],
  VoteItem: ['count'],
  VoteRecord: ['ownerKey', 'replacedAt'],
  VoteCredential: ['ownerKey', 'codeHash', 'deviceHash', 'failedAttempts', 'usedAt'],
  PluginInfo: ['pluginJson', 'content', 'tsContent', 'logo'],
  SpaceInfo: ['version'],
  TaskInfo: ['jobId', 'nextRunTime', 'lastExecuteTime', 'lockExpireTime', 'lockToken', 'runCount'],
};

/** A value of the column's kind no server would have written: what a stale or meddling client sends. */
function echoOf(f: FieldInfo, stored: unknown): unknown {
  switch (f.type) {
    case 'DateTime':
      return '2031-05-06 07:08:09';
    case 'Int':
      return (typeof stored === 'number' ? stored : 0) + 7;
    case 'Boolean':
      return !stored;
    case 'Json':
      return { echo: 7 };
    default:
      return 'echo-7'.slice(0, f.maxLength ?? 10);
  }
}

/** Whether a stored value is the echo that was sent. */
function isEcho(f: FieldInfo, stored: unknown, echo: unknown): boolean {
  if (stored === null || stored === undefined) return false;
  if (f.type === 'DateTime') return new Date(stored as Date).getTime() === new Date(String(echo).replace(' ', 'T')).getTime();
  if (f.type === 'Json') return JSON.stringify(stored) === JSON.stringify(echo);
  return String(stored) === String(echo);
}

const managedFields = (decl: EntityDecl) => modelInfo(decl.model).fields.filter((f) => decl.serverManaged?.includes(f.name));

/** A text column an update can change to show it was written (no rule, upload, key or reference). */
function plainText(decl: EntityDecl, row: Row): FieldInfo | undefined {
  const info = modelInfo(decl.model);
  return writableFields(decl).find(
    (f) =>
      f.name in row &&
      f.type === 'String' &&
      !f.isUnique &&
      rulesOf(decl.rules, f.name).every((r) => r.kind === 'required') &&
      [null, 'text'].includes(uploadKindOf(decl.model, f.name)) &&
      !decl.unique?.some((u) => u.fields.includes(f.name)) &&
      !info.foreignKeys.some((k) => k.column === f.name) &&
      !decl.translatable?.includes(f.name),
  );
}

describe('the declarations', () => {
  it('every entity declares exactly these server-managed columns: columns of its model, output, neither read-only nor writable', () => {
    const declared = Object.fromEntries(entities().filter((d) => d.serverManaged?.length).map((d) => [d.model, d.serverManaged]));
    expect(declared).toEqual(DECLARED);
    for (const d of entities()) {
      const info = modelInfo(d.model);
      for (const c of d.serverManaged ?? []) {
        expect(info.byName.get(c)?.kind, `${d.model}.${c} is a column`).toBe('scalar');
        expect(d.readOnly ?? [], `${d.model}.${c} is not also read-only`).not.toContain(c);
        expect(writableFields(d).map((f) => f.name), `${d.model}.${c} is not writable`).not.toContain(c);
        for (const mode of ['add', 'update'] as const) expect(fixedFields(d, mode).map((f) => f.name)).not.toContain(c);
        if (!d.secret?.includes(c)) expect(readableFields(d).map((f) => f.name), `${d.model}.${c} is output`).toContain(c);
      }
    }
  });
});

describeOnDatabases('server-managed columns are ignored on every write', (kind) => {
  const ctx = {} as Ctx;
  const post = (path: string, body: unknown) => ctx.t.req('POST', `/admin${path}`, { body, token: ctx.admin });
  const gql = async (query: string, variables: Row) => {
    const res = await ctx.t.gql(query, variables, ctx.admin);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data.r;
  };
  const stored = async (decl: EntityDecl, id: number): Promise<Row> => delegate(ctx.t.app.db, decl.model).findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    Object.assign(ctx, await startEntityFixture(kind));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await stopSharedPostgres();
  });

  const writing = entities().filter((d) => d.serverManaged?.length && actionsOf(d).includes('add'));

  it('covers the entities that write through the generic path', () => {
    expect(writing.map((d) => d.model).sort()).toEqual(
      ['AdviceInfo', 'BallotInquiry', 'BaseSysUser', 'ElectionCandidate', 'ElectionGroup', 'InfoNotice', 'MeetingInfo', 'MeetingNotice', 'PluginInfo', 'RepairInfo', 'SpaceInfo', 'TaskInfo', 'VoteItem'].sort(),
    );
  });

  for (const decl of writing) {
    it(`${decl.prefix}: ${decl.serverManaged!.join(', ')}`, async () => {
      const fields = managedFields(decl);
      const echoes = (row: Row | null) => Object.fromEntries(fields.map((f) => [f.name, echoOf(f, row?.[f.name])]));
      // GraphQL inputs offer the ones a reader can see (a secret one, such as a task's lease token, is never output, so never echoed).
      const gqlEchoes = (row: Row | null) => Object.fromEntries(Object.entries(echoes(row)).filter(([k]) => !decl.secret?.includes(k)));
      const notStored = async (id: number, sent: Row, what: string) => {
        const row = await stored(decl, id);
        for (const f of fields) expect(isEcho(f, row[f.name], sent[f.name]), `${what}: ${decl.model}.${f.name} = ${JSON.stringify(row[f.name])}`).toBe(false);
        return row;
      };

      // REST add with every server-managed column sent: added, none of them stored.
      const body = await rowFor(ctx, decl, 11, null);
      const sentOnAdd = echoes(null);
      const added = await post(`/${decl.prefix}/add`, { ...body, ...sentOnAdd });
      expect(added.body.code, added.text).toBe(1000);
      const id: number = decl.rest?.addAnswersId ? added.body.data : added.body.data.id;
      const before = await notStored(id, sentOnAdd, 'REST add');

      // REST update sending only them (and a text column): accepted, the server's values unchanged.
      const text = plainText(decl, body);
      const sentOnUpdate = echoes(before);
      const update = await post(`/${decl.prefix}/update`, { id, ...sentOnUpdate, ...(text ? { [text.name]: 'rest-edit' } : {}) });
      expect(update.body, update.text).toEqual({ code: 1000, message: 'success' });
      const after = await stored(decl, id);
      for (const f of fields) expect(after[f.name], `REST update: ${decl.model}.${f.name}`).toEqual(before[f.name]);
      if (text) expect(after[text.name]).toBe('rest-edit');

      // The whole row as info answers it, sent back with them changed (a stale row of a legacy client): accepted.
      const info = (await ctx.t.req('GET', `/admin/${decl.prefix}/info?id=${id}`, { token: ctx.admin })).body.data;
      const stale = echoes(after);
      const whole = await post(`/${decl.prefix}/update`, { ...info, ...stale });
      expect(whole.body, whole.text).toEqual({ code: 1000, message: 'success' });
      await notStored(id, stale, 'REST whole-row update');

      // Of the wrong form too (an id where a date is, text where a number is): nothing to judge.
      const odd = Object.fromEntries(fields.map((f) => [f.name, f.type === 'String' ? 12 : 'not-a-value']));
      const oddRes = await post(`/${decl.prefix}/update`, { id, ...odd });
      expect(oddRes.body, oddRes.text).toEqual({ code: 1000, message: 'success' });

      // GraphQL add and update alike.
      const gBody = gqlInput(decl, await rowFor(ctx, decl, 13, null));
      const addField = fieldNameOf(decl, 'add');
      const gAdded = await gql(
        `mutation($input: ${decl.type}AddInput!) { r: ${addField}(input: $input) { __typename ... on Mutation${upperFirst(addField)}Success { data { rowId } } ... on AppError { message } } }`,
        { input: { ...gBody, ...gqlEchoes(null) } },
      );
      expect(gAdded.__typename, JSON.stringify(gAdded)).toMatch(/Success$/);
      const gId = gAdded.data.rowId as number;
      const gBefore = await notStored(gId, gqlEchoes(null), 'GraphQL add');
      const updField = fieldNameOf(decl, 'update');
      const gSent = gqlEchoes(gBefore);
      const gUpdated = await gql(
        `mutation($input: ${decl.type}UpdateInput!) { r: ${updField}(input: $input) { __typename ... on AppError { message } } }`,
        { input: { id: gId, ...gSent, ...(text ? { [text.name]: 'gql-edit' } : {}) } },
      );
      expect(gUpdated.__typename, JSON.stringify(gUpdated)).toMatch(/Success$/);
      const gAfter = await stored(decl, gId);
      for (const f of fields) expect(gAfter[f.name], `GraphQL update: ${decl.model}.${f.name}`).toEqual(gBefore[f.name]);
      if (text) expect(gAfter[text.name]).toBe('gql-edit');
    });
  }
});
