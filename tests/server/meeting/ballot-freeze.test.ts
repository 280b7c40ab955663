/**
 * What owners vote on is frozen when voting opens, and a counted result
 * stays as counted (docs/owner-voting.md "Frozen once voting opens";
 * crud/freeze.ts, the `frozen` declarations of meetings and vote items).
 * Both databases, real HTTP, every path enumerated:
 *
 * - from 投票 on, every column of a vote item a client writes and the
 *   meeting's name, description and files are refused changed (kept when
 *   sent back unchanged) over REST and GraphQL; no item is added, deleted
 *   or restored from the recycle bin; the mutations and routes that could
 *   write them are exactly the ones tried here;
 * - from 统计 on, no path changes an item's result, tallies or name, or the
 *   meeting's ballot box: REST and GraphQL updates, paper ballots (add and
 *   batch), a house import, the recycle bin's restore, a delete; a
 *   correction in the objection period still re-counts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { meetingMover } from '../../support/meetings.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { entityByModel } from '../../../server/crud/entity.ts';
import { inputFields } from '../../../server/crud/validate.ts';
import { modelInfo } from '../../../server/crud/datamodel.ts';

const HOUR = 3600_000;
const ITEM_FROZEN = '表决已开始，表决事项的内容不能再修改';
const ITEM_ROWS = '表决已开始，不能再增加、删除或恢复表决事项';
const MEETING_FROZEN = '表决已开始，业主表决所依据的会议内容不能再修改';
const COUNTED = '已计票，表决事项的名称和结果不能再修改';

describeOnDatabases('what owners vote on is frozen', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let otherMeeting: number;
  let items: { a: number; b: number };
  let recycledItem: number;
  let document: unknown;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', `/admin/${path}`, { body, token: admin, headers });
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await post(path, body);
    expect(res.body.code, `${path}: ${res.text}`).toBe(1000);
    return res.body.data;
  };
  const refused = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.body.code, `${path}: ${res.text}`).toBe(1001);
    return res.body.message as string;
  };
  /** A GraphQL mutation's answer: its __typename and, for an AppError, code, field and message. */
  async function mutate(field: string, args: string, variables: Record<string, unknown>) {
    const res = await t.gql(`mutation(${args}) { r: ${field}(${args.replace(/\$(\w+):[^,)]+/g, '$1: $$$1')}) { __typename ... on AppError { code field message } } }`, variables, admin);
    return { typename: res.body.data?.r?.__typename as string | undefined, error: res.body.data?.r ?? res.body.errors?.[0], body: res.body };
  }
  const itemRows = () => t.app.db.voteItem.findMany({ where: { meetingId }, orderBy: { id: 'asc' }, select: { id: true, meetingId: true, name: true, description: true, passRule: true, candidateId: true, result: true, count: true } });
  const meetingRow = () => t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { name: true, description: true, files: true, vote: true, voteStartTime: true, voteEndTime: true } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await ok('area/info/add', { name: `冻结小区${Date.now() % 100000}` })).id;
    houses = [];
    for (const [ownerName, phone, houseNo] of [
      ['甲', '13800001111', '101'],
      ['乙', '13800002222', '102'],
      ['丙', '13800003333', '103'],
    ]) houses.push((await ok('area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo, ownerName, phone, privateArea: 100 })).id);
    const upload = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '议案.pdf', data: pdf('motion'), type: 'application/pdf' }] });
    expect(upload.body.code, upload.text).toBe(1000);
    document = upload.body.data;
    meetingId = (await ok('business/meeting/info/add', { areaId, name: '冻结大会', type: 2, description: '<p>会议说明</p>', files: [document], voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    otherMeeting = (await ok('business/meeting/info/add', { areaId, name: '另一会议', type: 2 })).id;
    items = {
      a: (await ok('business/meeting/vote/item/add', { meetingId, name: '续聘物业', description: '<p>全文</p>', passRule: 'majority' })).id,
      b: (await ok('business/meeting/vote/item/add', { meetingId, name: '使用维修资金', description: '<p>全文</p>', passRule: 'threeQuarters' })).id,
    };
    // Before voting every path writes: a GraphQL update, and an item deleted into the recycle bin.
    expect((await mutate('voteItemUpdate', '$input: VoteItemUpdateInput!', { input: { id: items.a, name: '续聘物业（草案）' } })).typename).toMatch(/Success$/);
    await ok('business/meeting/vote/item/update', { id: items.a, name: '续聘物业' });
    recycledItem = (await ok('business/meeting/vote/item/add', { meetingId, name: '临时事项' })).id;
    await ok('business/meeting/vote/item/delete', { ids: [recycledItem] });
    expect(await meetingMover((path, body) => ok(path, body), meetingId).moveTo(6)).toBe(6);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  const recycleEntry = async () => {
    const entries = await t.app.db.recycleData.findMany({ orderBy: { id: 'desc' } });
    return entries.find((e) => (e.entityInfo as { type: string }).type === 'VoteItem' && (e.data as { id: number }[]).some((r) => r.id === recycledItem))!.id;
  };

  it('refuses, once voting opened, every change of an item and of what the meeting shows owners, on every path; unchanged values are kept', async () => {
    const voteItem = entityByModel('VoteItem')!;
    // Every column a client writes, each with a value other than the stored one.
    const changed: Record<string, unknown> = { meetingId: otherMeeting, name: '改过的名称', description: '<p>改过的全文</p>', passRule: 'threeQuarters', candidateId: 424242 };
    const columns = inputFields(voteItem, 'update').map((f) => f.name);
    expect(columns.sort()).toEqual(Object.keys(changed).sort());
    const before = await itemRows();
    for (const column of columns) {
      expect(await refused('business/meeting/vote/item/update', { id: items.a, [column]: changed[column] }), column).toContain(ITEM_FROZEN);
      const g = await mutate('voteItemUpdate', '$input: VoteItemUpdateInput!', { input: { id: items.a, [column]: changed[column] } });
      expect(g.error, `${column}: ${JSON.stringify(g.body)}`).toMatchObject({ __typename: 'AppError', code: 1001, field: column });
      expect(g.error.message).toContain(ITEM_FROZEN);
    }
    // In English too, naming the column.
    const en = await post('business/meeting/vote/item/update', { id: items.a, name: 'x' }, { language: 'en' });
    expect(en.body.message).toBe('Voting has begun: the vote item can no longer be changed (Item name)');
    // A whole row sent back unchanged (what legacy clients do) is accepted.
    const a = before.find((i) => i.id === items.a)!;
    await ok('business/meeting/vote/item/update', { id: a.id, meetingId: a.meetingId, name: a.name, description: a.description, passRule: a.passRule });
    // No item comes or goes: add, delete and restore over REST and GraphQL.
    expect(await refused('business/meeting/vote/item/add', { meetingId, name: '太晚的事项' })).toBe(ITEM_ROWS);
    expect((await mutate('voteItemAdd', '$input: VoteItemAddInput!', { input: { meetingId, name: '太晚的事项' } })).error).toMatchObject({ code: 1001, message: ITEM_ROWS });
    expect(await refused('business/meeting/vote/item/delete', { ids: [items.b] })).toBe(ITEM_ROWS);
    expect((await mutate('voteItemDelete', '$ids: [Int!]!', { ids: [items.b] })).error).toMatchObject({ code: 1001, message: ITEM_ROWS });
    expect(await refused('recycle/data/restore', { ids: [await recycleEntry()] })).toBe(ITEM_ROWS);
    expect((await mutate('recycleDataRestore', '$ids: [Int!]!', { ids: [await recycleEntry()] })).error).toMatchObject({ code: 1001, message: ITEM_ROWS });
    // An item of an unfrozen meeting may not be moved onto this ballot either.
    const loose = (await ok('business/meeting/vote/item/add', { meetingId: otherMeeting, name: '别处的事项' })).id;
    expect(await refused('business/meeting/vote/item/update', { id: loose, meetingId })).toBe(ITEM_ROWS);
    expect(await itemRows()).toEqual(before);

    // The meeting: its name, description and documents.
    const meetingBefore = await meetingRow();
    for (const [column, value] of Object.entries({ name: '改名大会', description: '<p>改过的说明</p>', files: [] as unknown[] })) {
      expect(await refused('business/meeting/info/update', { id: meetingId, [column]: value }), column).toContain(MEETING_FROZEN);
      const g = await mutate('meetingInfoUpdate', '$input: MeetingInfoUpdateInput!', { input: { id: meetingId, [column]: value } });
      expect(g.error, `${column}: ${JSON.stringify(g.body)}`).toMatchObject({ __typename: 'AppError', code: 1001, field: column });
    }
    // Sent back unchanged: accepted; what owners do not read stays editable.
    await ok('business/meeting/info/update', { id: meetingId, name: meetingBefore.name, description: meetingBefore.description, files: meetingBefore.files, readyCommitment: 1 });
    expect(await meetingRow()).toEqual(meetingBefore);
    // A description stored before the gate (hostile markup written behind the product), sent back as it is, is no change either:
    // the write judges both through the ballot allow list, and stores the clean text owners were shown anyway.
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { description: '<p>会议说明</p><script>alert(1)</script>' } });
    await ok('business/meeting/info/update', { id: meetingId, description: '<p>会议说明</p><script>alert(1)</script>', readyCommitment: 0 });
    expect((await meetingRow()).description).toBe('<p>会议说明</p>');

    // The paths that could write these columns are exactly the ones tried above.
    const schema = await t.gql('{ __schema { mutationType { fields { name args { name type { name ofType { name ofType { name ofType { name } } } } } } } } }', {}, admin);
    const typeName = (ty: any): string => (ty ? (ty.name ?? typeName(ty.ofType)) : '');
    const mutations: { name: string; args: { name: string; type: unknown }[] }[] = schema.body.data.__schema.mutationType.fields;
    const writers = mutations.filter((m) => m.args.some((a) => /^(VoteItem|MeetingInfo)(Add|Update)Input$/.test(typeName(a.type)))).map((m) => m.name);
    expect(writers.sort()).toEqual(['meetingInfoAdd', 'meetingInfoUpdate', 'voteItemAdd', 'voteItemUpdate']);
    const itemRoutes = t.app.routes.filter((r) => r.prefix === '/admin/business/meeting/vote/item' && r.method === 'post' && (r.document.definitions[0] as { operation?: string }).operation === 'mutation');
    expect(itemRoutes.map((r) => r.path).sort()).toEqual(['/add', '/delete', '/export', '/update']);
  });

  it('after the count no path changes an item’s result, tallies or name, or the ballot box; a correction in the objection period still re-counts', async () => {
    // Everyone votes on paper; voting closes; the meeting is counted.
    await ok('business/meeting/vote/record/batch', { meetingId, votes: houses.flatMap((houseId) => [{ itemId: items.a, houseId, result: 0 }, { itemId: items.b, houseId, result: 0 }]) });
    const mover = meetingMover((path, body) => ok(path, body), meetingId, 6);
    expect(await mover.moveTo(8)).toBe(8);
    const counted = await itemRows();
    const box = (await meetingRow()).vote;
    expect(counted.map((i) => i.result)).toEqual([1, 1]);
    expect(box).toMatchObject({ closedAt: expect.any(String) });
    const a = counted.find((i) => i.id === items.a)!;
    const forged = { ...(a.count as object), agreeOwners: 0, passed: false };

    // REST update: the result and the name refused with the reason; the tally is the server's (ignored when sent).
    expect(await refused('business/meeting/vote/item/update', { id: items.a, result: 0 })).toContain(COUNTED);
    expect(await refused('business/meeting/vote/item/update', { id: items.a, name: '改过的名称' })).toContain(COUNTED);
    await post('business/meeting/vote/item/update', { id: items.a, count: forged });
    // GraphQL update: the same refusals; the tally sent is ignored.
    for (const input of [{ id: items.a, result: 0 }, { id: items.a, name: '改过的名称' }]) {
      const g = await mutate('voteItemUpdate', '$input: VoteItemUpdateInput!', { input });
      expect(g.error, JSON.stringify(g.body)).toMatchObject({ code: 1001, field: Object.keys(input)[1] });
      expect(g.error.message).toContain(COUNTED);
    }
    await mutate('voteItemUpdate', '$input: VoteItemUpdateInput!', { input: { id: items.a, count: forged } });
    // The meeting's ballot box, over REST and GraphQL.
    await post('business/meeting/info/update', { id: meetingId, vote: { openedAt: null, closedAt: null } });
    await mutate('meetingInfoUpdate', '$input: MeetingInfoUpdateInput!', { input: { id: meetingId, vote: { closedAt: null } } });
    // Paper ballots, one and a batch.
    expect(await refused('business/meeting/vote/record/add', { meetingId, itemId: items.a, houseId: houses[0], result: 1 })).toBe('会议不在投票阶段');
    expect(await refused('business/meeting/vote/record/batch', { meetingId, votes: houses.map((houseId) => ({ itemId: items.a, houseId, result: 1 })) })).toBe('会议不在投票阶段');
    // An import: a new house in the community (GraphQL rows and the REST route).
    const imported = await t.gql('mutation($rows: JSON) { r: areaHouseImport(rows: $rows) { __typename } }', { rows: [{ ownerName: '丁', phone: '13800004444', buildingNo: '1', unitNo: '1', houseNo: '104', privateArea: '500' }] }, admin, { selectAreaId: String(areaId) });
    expect(imported.body.data?.r?.__typename, JSON.stringify(imported.body)).toMatch(/Success$/);
    // The recycle bin and a delete.
    expect(await refused('recycle/data/restore', { ids: [await recycleEntry()] })).toBe(ITEM_ROWS);
    expect(await refused('business/meeting/vote/item/delete', { ids: [items.a] })).toBe(ITEM_ROWS);
    // Nothing of the count moved.
    expect(await itemRows()).toEqual(counted);
    expect((await meetingRow()).vote).toEqual(box);
    const live = await t.gql('query($id: Int!) { voteItemInfo(id: $id) { result liveCount { agreeOwners totalOwners } } }', { id: items.a }, admin);
    expect(live.body.data.voteItemInfo).toEqual({ result: 1, liveCount: { agreeOwners: 3, totalOwners: 3 } });

    // The objection period's correction is the one way a count changes: recorded, re-counted.
    await ok('business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' });
    await ok('business/meeting/correction/correct', { meetingId, houseId: houses[0], itemId: items.a, result: 1, reason: '纸质选票为不同意', evidence: [typeof document === 'string' ? document : (document as { url: string }).url] });
    const recounted = (await itemRows()).find((i) => i.id === items.a)!;
    expect(recounted.count).toMatchObject({ agreeOwners: 2, disagreeOwners: 1 });
    expect(recounted.name).toBe(a.name);
  });

  it('declares the freeze on the entities the owner page reads (one mechanism, no hooks beside it)', () => {
    const item = entityByModel('VoteItem')!;
    const meeting = entityByModel('MeetingInfo')!;
    expect(item.frozen?.rules.find((r) => r.rows)?.from).toBe(6);
    expect(meeting.frozen?.rules.filter((r) => r.from === 6).flatMap((r) => r.columns ?? [])).toEqual(expect.arrayContaining(['name', 'description', 'files']));
    // Every frozen column is a column of the model.
    for (const d of [item, meeting]) for (const c of d.frozen!.rules.flatMap((r) => r.columns ?? [])) expect(modelInfo(d.model).byName.has(c), `${d.model}.${c}`).toBe(true);
    expect(item.hooks?.beforeDelete).toBeUndefined();
    expect(item.hooks?.beforeRestore).toBeUndefined();
  });
});
