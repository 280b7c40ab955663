/**
 * A vote result that survives a challenge (docs/ballot-record.md "What the
 * chain covers"): the ballot record states what decides a result — the
 * electorate, assembly rules and items frozen when voting opened, each
 * proxy of a ballot, every count's results — and verifyBallots names an SQL
 * change to any of them (and is ok before and after each); the announcement
 * refuses to print a result the record does not state; a meeting from before
 * these statements verifies as before. Both databases.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { canonical, type EventPayload } from '../../../server/core/ballot-record.ts';
import { linkEvents, sha256 } from '../../../server/modules/meeting/chain-hash.ts';

const HOUR = 3600_000;
const ID_CARD = '11010519491231002X';

describeOnDatabases('a vote result that survives a challenge', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let items: number[];
  let letters: string[];

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token: admin, headers });
  const get = (path: string, headers: Record<string, string> = {}) => t.req('GET', `/admin${path}`, { token: admin, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const refusal = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };
  const verify = async (id = meetingId, language?: string) => ok(await get(`/business/meeting/info/verifyBallots?id=${id}`, language ? { language } : {}));
  const sql = (text: string) => t.app.db.$executeRawUnsafe(text);
  /** Applies an SQL change, answers what verifyBallots then names, undoes it and checks the meeting verifies again. */
  async function named(change: string, undo: string, id = meetingId) {
    expect((await verify(id)).broken).toEqual([]);
    await sql(change);
    const v = await verify(id);
    await sql(undo);
    expect((await verify(id)).broken).toEqual([]);
    expect(v.ok).toBe(false);
    return v.broken as { id: number | null; seq: number | null; code: string; reason: string; fields: string[] | null; subject: number | null }[];
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    letters = [];
    for (const text of ['authorisation', 'another letter']) {
      letters.push(ok(await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '授权委托书.pdf', data: pdf(text), type: 'application/pdf' }] })));
    }
    areaId = ok(await post('/area/info/add', { name: '记录小区' })).id;
    // 甲 two houses (150.50 m²), 乙 80.00, 丙 69.50, and the developer's unsold unit (50.00): four owners, 350.00 m².
    const spec = [
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50.5 },
      { ownerName: '乙', phone: '13800000002', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800000003', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 69.5 },
      { buildingNo: '2', unitNo: '1', houseNo: '102', privateArea: 50 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    ok(await post('/business/meeting/rule/add', { areaId, proxiesAllowed: 1, maxOwnersPerProxy: 3 }));
    meetingId = ok(await post('/business/meeting/info/add', { name: '记录会议', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    items = [
      ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', description: '续聘某物业公司三年', passRule: 'majority' })).id,
      ok(await post('/business/meeting/vote/item/add', { meetingId, name: '使用维修资金', description: '更换电梯', passRule: 'threeQuarters' })).id,
    ];
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    // 甲 votes by a proxy on both items, 乙 and 丙 on paper; the developer does not vote.
    const proxy = { proxyName: '王代理', proxyIdCard: ID_CARD, proxyDocument: letters[0] };
    ok(
      await post('/business/meeting/vote/record/batch', {
        meetingId,
        votes: [
          { itemId: items[0], houseId: houses[0], result: 0, ...proxy },
          { itemId: items[1], houseId: houses[0], result: 0, ...proxy },
          { itemId: items[0], houseId: houses[2], result: 0 },
          { itemId: items[1], houseId: houses[2], result: 1 },
          { itemId: items[0], houseId: houses[3], result: 1 },
          { itemId: items[1], houseId: houses[3], result: 2 },
        ],
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('states the frozen electorate, rules and items when voting opens, without owner keys or phones', async () => {
    const opened = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId, seq: 1 } });
    expect(opened.kind).toBe('opened');
    const p = JSON.parse(opened.payload);
    const meeting = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
    expect(p.rules).toEqual(meeting.assemblyRules);
    expect(p.electorate).toHaveLength(5);
    expect(p.electorate[0]).toEqual({ house: houses[0], building: '1', unit: '1', no: '101', area: '100.00', owner: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // 甲's two houses share one owner digest; the developer's house has one of its own.
    expect(p.electorate[1].owner).toBe(p.electorate[0].owner);
    expect(new Set(p.electorate.map((e: any) => e.owner)).size).toBe(4);
    expect(opened.payload).not.toContain('13800000001');
    expect(opened.payload).not.toContain('owner:');
    expect(p.items).toEqual([
      { id: items[0], name: '续聘物业', description: sha256('续聘某物业公司三年'), passRule: 'majority', rule: 'majority', candidate: null },
      { id: items[1], name: '使用维修资金', description: sha256('更换电梯'), passRule: 'threeQuarters', rule: 'threeQuarters', candidate: null },
    ]);
    // Each proxy ballot states its proxy: the name, the ID number's digest and the digest of the letter's bytes as stored.
    const cast = (await t.app.db.ballotEvent.findMany({ where: { meetingId, kind: 'cast' }, orderBy: { seq: 'asc' } })).map((e) => JSON.parse(e.payload).record);
    expect(cast[0].proxy).toEqual({ name: '王代理', idCard: sha256(`${meetingId}:${ID_CARD}`), document: createHash('sha256').update(pdf('authorisation')).digest('hex') });
    expect(cast[2].proxy).toBeNull();
    expect((await verify()).ok).toBe(true);
  });

  it('names an SQL change of the frozen electorate: an area, an owner, a house dropped or added', async () => {
    const joins = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { joins: true } })).joins as any[];
    const save = canonical(joins).replace(/'/g, "''");
    const set = (value: unknown) => `UPDATE meeting_info SET joins = '${JSON.stringify(value).replace(/'/g, "''")}'::jsonb WHERE id = ${meetingId}`;
    const undo = `UPDATE meeting_info SET joins = '${save}'::jsonb WHERE id = ${meetingId}`;
    // 丙's area doubled: the count would weigh their vote differently.
    const area = await named(set(joins.map((h) => (h.houseId === houses[3] ? { ...h, privateArea: '139.00' } : h))), undo);
    expect(area).toEqual([{ id: null, seq: 1, code: 'electorate', reason: `参会房屋${houses[3]}与投票开始时选票记录所载的冻结名单不符：area`, fields: ['area'], subject: houses[3] }]);
    // The developer's unit given to 乙 (same name and phone): 乙 would count with its area.
    const owner = await named(set(joins.map((h) => (h.houseId === houses[4] ? { ...h, ownerName: '乙', phone: '13800000002' } : h))), undo);
    expect(owner).toEqual([expect.objectContaining({ code: 'electorate', fields: ['owner'], subject: houses[4] })]);
    // The stored owner key (which tags the ballots) moved to another owner.
    const key = await named(set(joins.map((h) => (h.houseId === houses[3] ? { ...h, ownerKey: joins.find((x) => x.houseId === houses[2]).ownerKey } : h))), undo);
    expect(key).toEqual([expect.objectContaining({ code: 'electorate', fields: ['ownerKey'], subject: houses[3] })]);
    const dropped = await named(set(joins.filter((h) => h.houseId !== houses[4])), undo);
    expect(dropped).toEqual([expect.objectContaining({ code: 'electorateMissing', subject: houses[4], reason: `投票开始时冻结的参会房屋${houses[4]}已不在参会名单中` })]);
    const added = await named(set([...joins, { ...joins[0], houseId: 999999 }]), undo);
    expect(added).toEqual([expect.objectContaining({ code: 'electorateAdded', subject: 999999 })]);
    // In the other languages too.
    await sql(set(joins.filter((h) => h.houseId !== houses[4])));
    expect((await verify(meetingId, 'en')).broken[0].reason).toBe(`House ${houses[4]}, frozen in the electorate when voting opened, is no longer in it`);
    expect((await verify(meetingId, 'zh-tw')).broken[0].reason).toBe(`投票開始時凍結的參會房屋${houses[4]}已不在參會名單中`);
    await sql(undo);
  });

  it('names an SQL change of the frozen assembly rules and of an item after voting opened', async () => {
    const rules = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { assemblyRules: true } })).assemblyRules;
    const undoRules = `UPDATE meeting_info SET "assemblyRules" = '${JSON.stringify(rules)}'::jsonb WHERE id = ${meetingId}`;
    const follow = await named(`UPDATE meeting_info SET "assemblyRules" = jsonb_set("assemblyRules", '{countNonVotersWithMajority}', 'true') WHERE id = ${meetingId}`, undoRules);
    expect(follow).toEqual([{ id: null, seq: 1, code: 'rules', reason: '会议冻结的议事规则与选票记录不符：countNonVotersWithMajority', fields: ['countNonVotersWithMajority'], subject: null }]);
    const lapse = await named(`UPDATE meeting_info SET "assemblyRules" = jsonb_set("assemblyRules", '{extensions}', '1') WHERE id = ${meetingId}`, undoRules);
    expect(lapse[0]).toMatchObject({ code: 'rules', fields: ['extensions'] });
    const gone = await named(`UPDATE meeting_info SET "assemblyRules" = NULL WHERE id = ${meetingId}`, undoRules);
    expect(gone[0]).toMatchObject({ code: 'rules' });

    const name = await named(`UPDATE vote_item SET name = '续聘别的物业' WHERE id = ${items[0]}`, `UPDATE vote_item SET name = '续聘物业' WHERE id = ${items[0]}`);
    expect(name).toEqual([{ id: null, seq: 1, code: 'item', reason: `表决事项${items[0]}与投票开始时的记录不符：name`, fields: ['name'], subject: items[0] }]);
    const text = await named(`UPDATE vote_item SET description = '更换全部电梯' WHERE id = ${items[1]}`, `UPDATE vote_item SET description = '更换电梯' WHERE id = ${items[1]}`);
    expect(text[0]).toMatchObject({ code: 'item', fields: ['description'], subject: items[1] });
    const rule = await named(`UPDATE vote_item SET "passRule" = 'majority' WHERE id = ${items[1]}`, `UPDATE vote_item SET "passRule" = 'threeQuarters' WHERE id = ${items[1]}`);
    expect(rule[0]).toMatchObject({ code: 'item', fields: ['passRule'], subject: items[1] });
    expect((await verify(meetingId, 'en')).ok).toBe(true);
  });

  it("names an SQL change of a ballot's proxy: the name, the ID number, the letter", async () => {
    const row = (await t.app.db.voteRecord.findFirstOrThrow({ where: { meetingId, proxyName: { not: null } }, orderBy: { id: 'asc' } })).id;
    const undo = `UPDATE vote_record SET "proxyName" = '王代理', "proxyIdCard" = '${ID_CARD}', "proxyDocument" = '${letters[0]}' WHERE id = ${row}`;
    expect(await named(`UPDATE vote_record SET "proxyName" = '李代理' WHERE id = ${row}`, undo)).toEqual([
      { id: row, seq: null, code: 'changed', reason: `投票记录${row}与选票记录不符：proxy.name`, fields: ['proxy.name'], subject: null },
    ]);
    expect((await named(`UPDATE vote_record SET "proxyIdCard" = '110105194912310021' WHERE id = ${row}`, undo))[0]).toMatchObject({ id: row, fields: ['proxy.idCard'] });
    // Another uploaded file as the letter: its bytes differ.
    expect((await named(`UPDATE vote_record SET "proxyDocument" = '${letters[1]}' WHERE id = ${row}`, undo))[0]).toMatchObject({ id: row, fields: ['proxy.document'] });
    // A ballot made a proxy's, or a proxy's made the owner's own.
    const own = (await t.app.db.voteRecord.findFirstOrThrow({ where: { meetingId, proxyName: null } })).id;
    expect((await named(`UPDATE vote_record SET "proxyName" = '王代理', "proxyIdCard" = '${ID_CARD}', "proxyDocument" = '${letters[0]}' WHERE id = ${own}`, `UPDATE vote_record SET "proxyName" = NULL, "proxyIdCard" = NULL, "proxyDocument" = NULL WHERE id = ${own}`))[0]).toMatchObject({
      id: own,
      fields: ['proxy.name', 'proxy.idCard', 'proxy.document'],
    });
    expect((await named(`UPDATE vote_record SET "proxyName" = NULL, "proxyIdCard" = NULL, "proxyDocument" = NULL WHERE id = ${row}`, undo))[0]).toMatchObject({ id: row, fields: ['proxy.name', 'proxy.idCard', 'proxy.document'] });
  });

  it('states every count; names an SQL change of a result or its count; the announcement refuses to print it', async () => {
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(7);
    ok(await post('/business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(8);
    const v = await verify();
    expect(v).toMatchObject({ ok: true, frozenHead: v.head });
    const counted = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } });
    expect(counted).toMatchObject({ kind: 'counted', hash: v.head });
    const stored = await t.app.db.voteItem.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    // 续聘物业: 3 of 4 owners voted (300.00 of 350.00 m²), 甲 and 乙 agree (230.50 m², 2 of 3): passed.
    expect(JSON.parse(counted.payload)).toEqual({
      kind: 'counted',
      at: expect.any(String),
      correction: null,
      election: null,
      items: stored.map((i) => ({ id: i.id, result: i.result, verdict: i.result === 1 ? 'passed' : 'failed', count: i.count, shares: expect.any(Object) })),
    });
    expect(JSON.parse(counted.payload).items[0]).toMatchObject({ result: 1, verdict: 'passed', shares: { votingOwners: '75.00%', votingArea: '85.71%', agreeOwners: '66.67%', agreeArea: '76.83%' }, count: { proxyOwners: 1, proxyArea: '150.50' } });

    const before = await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`);
    expect(before.text).toContain('表决结果：通过');
    // The result turned into 不通过 by SQL, the ballots unchanged.
    const passed = stored[0]!;
    const undo = `UPDATE vote_item SET result = ${passed.result}, count = '${JSON.stringify(passed.count)}'::jsonb WHERE id = ${passed.id}`;
    await sql(`UPDATE vote_item SET result = 0, count = jsonb_set(count, '{passed}', 'false') WHERE id = ${passed.id}`);
    const v2 = await verify();
    expect(v2.broken).toEqual([{ id: null, seq: counted.seq, code: 'result', reason: `表决事项${passed.id}保存的统计结果与选票记录所载的统计不符：result, count.passed`, fields: ['result', 'count.passed'], subject: passed.id }]);
    expect(refusal(await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`))).toBe('保存的表决结果与选票记录所载的统计不符（续聘物业），不能生成结果公告：请先核验选票记录，查明被改动的数据');
    expect(refusal(await get(`/business/meeting/info/announcement?id=${meetingId}&kind=final`, { language: 'en' }))).toMatch(/^The stored results differ from the count the ballot record states \(续聘物业\)/);
    expect(refusal(await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`, { language: 'zh-tw' }))).toMatch(/^保存的表決結果與選票記錄所載的統計不符/);
    const g = await t.gql('query($id: Int!) { meetingInfoAnnouncement(id: $id, kind: "preliminary") { html } }', { id: meetingId }, admin);
    expect(g.body.errors?.[0]).toMatchObject({ extensions: { appCode: 1001 } });
    expect(refusal(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' }))).toContain('选票记录');
    await sql(undo);
    expect((await verify()).ok).toBe(true);

    // Only the count: one figure edited.
    const figure = await named(`UPDATE vote_item SET count = jsonb_set(count, '{agreeOwners}', '3') WHERE id = ${passed.id}`, undo);
    expect(figure).toEqual([expect.objectContaining({ code: 'result', fields: ['count.agreeOwners'], subject: passed.id })]);
    // Only the result.
    expect((await named(`UPDATE vote_item SET result = 2 WHERE id = ${stored[1]!.id}`, `UPDATE vote_item SET result = ${stored[1]!.result} WHERE id = ${stored[1]!.id}`))[0]).toMatchObject({ code: 'result', fields: ['result'], subject: stored[1]!.id });
    expect((await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`)).text).toContain('表决结果：通过');
  });

  it('a correction re-counts into a new statement naming it; the frozen head is the new count', async () => {
    ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' }));
    const correctionId = ok(await post('/business/meeting/correction/correct', { meetingId, houseId: houses[2], itemId: items[0], result: 1, reason: '纸质选票为不同意', evidence: [letters[1]] })).id;
    const last = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } });
    const v = await verify();
    expect(v).toMatchObject({ ok: true, frozenHead: last.hash, head: last.hash });
    const p = JSON.parse(last.payload);
    expect(p).toMatchObject({ kind: 'counted', correction: correctionId });
    // 续聘物业 now: 甲 agrees, 乙 and 丙 disagree → not passed, stated and stored alike.
    expect(p.items[0]).toMatchObject({ id: items[0], result: 0, verdict: 'failed' });
    expect((await t.app.db.voteItem.findUniqueOrThrow({ where: { id: items[0] } })).result).toBe(0);
    expect((await get(`/business/meeting/info/announcement?id=${meetingId}&kind=final`)).text).toContain('表决结果：不通过');
  });

  it('a published announcement is a record: republishing needs a reason and makes a version; the earlier ones stay listed; the chain states each', async () => {
    const versions = async (kind = 'preliminary') => ok(await get(`/business/meeting/info/announcementVersions?id=${meetingId}&kind=${kind}`));
    const notice = () => t.app.db.meetingNotice.findFirstOrThrow({ where: { meetingId, type: 8 } });
    const [v1] = await versions();
    const first = await notice();
    // Published once (the previous test): version 1, no reason, the content as published, stated by an announced event.
    expect(v1).toMatchObject({ kind: 'preliminary', version: 1, reason: null, digest: sha256(first.content!), content: first.content, noticeId: first.id });
    expect(v1.content).toContain('表决结果：通过');
    const stated = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId, seq: v1.seq } });
    expect(stated.kind).toBe('announced');
    expect(JSON.parse(stated.payload)).toMatchObject({ announcement: 'preliminary', version: 1, reason: null, digest: v1.digest, notice: first.id });

    // Again without a reason: refused, nothing written.
    const events = await t.app.db.ballotEvent.count({ where: { meetingId } });
    expect(refusal(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' }))).toBe('该结果公告已发布：重新发布须填写理由（新版本与理由一并保留，已发布的版本不变）');
    expect(refusal(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary', reason: '  ' }, { language: 'en' }))).toMatch(/^This announcement is already published: give a reason/);
    expect(await t.app.db.ballotEvent.count({ where: { meetingId } })).toBe(events);
    // With a reason (the correction of the previous test changed the result): version 2; version 1 kept as it was.
    ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary', reason: '更正后重新公示' }));
    const list = await versions();
    expect(list.map((v: any) => [v.version, v.reason])).toEqual([
      [1, null],
      [2, '更正后重新公示'],
    ]);
    expect(list[0]).toEqual(v1);
    expect(list[1].content).toContain('表决结果：不通过');
    const republished = await notice();
    expect(republished.content).toBe(list[1].content);
    expect(republished.publishTime).toEqual(first.publishTime);
    const last = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } });
    expect(last.seq).toBe(events + 1);
    expect(JSON.parse(last.payload)).toMatchObject({ kind: 'announced', announcement: 'preliminary', version: 2, reason: '更正后重新公示', digest: sha256(republished.content!) });
    // GraphQL lists the same versions.
    const g = await t.gql('query($id: Int!) { meetingInfoAnnouncementVersions(id: $id) { rowId kind version reason digest seq publishedAt } }', { id: meetingId }, admin);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.meetingInfoAnnouncementVersions.map((v: any) => [v.kind, v.version, v.reason, v.digest])).toEqual(list.map((v: any) => [v.kind, v.version, v.reason, v.digest]));
    expect((await verify()).ok).toBe(true);
  });

  it('no notice path changes a published announcement: save, update, unpublish, delete, restore — REST and GraphQL', async () => {
    const n = await t.app.db.meetingNotice.findFirstOrThrow({ where: { meetingId, type: 8 } });
    const events = await t.app.db.ballotEvent.count({ where: { meetingId } });
    const record = '已发布的结果公告是记录，不能修改、撤回或删除；如需更正，请通过“发布结果公告”发布新版本并填写理由';
    expect(refusal(await post('/business/meeting/notice/save', { meetingId, type: 8, title: '改过的公示', content: '<p>改</p>', isPublish: 1 }))).toBe(record);
    expect(refusal(await post('/business/meeting/notice/save', { meetingId, type: 8, isPublish: 0 }))).toBe(record);
    expect(refusal(await post('/business/meeting/notice/update', { id: n.id, content: '<p>改</p>' }))).toBe(record);
    expect(refusal(await post('/business/meeting/notice/update', { id: n.id, type: 3 }))).toBe(record);
    expect(refusal(await post('/business/meeting/notice/delete', { ids: [n.id] }))).toBe(record);
    expect(refusal(await post('/business/meeting/notice/delete', { ids: [n.id] }, { language: 'zh-tw' }))).toMatch(/^已發布的結果公告是記錄/);
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await t.gql(query, variables, admin);
      return JSON.stringify(res.body);
    };
    expect(await gql('mutation($input: MeetingNoticeSaveInput!) { r: meetingNoticeSave(input: $input) { __typename ... on AppError { message } } }', { input: { meetingId, type: 8, content: '<p>g</p>', isPublish: 1 } })).toContain(record);
    expect(await gql('mutation($input: MeetingNoticeUpdateInput!) { r: meetingNoticeUpdate(input: $input) { __typename ... on AppError { message } } }', { input: { id: n.id, content: '<p>g</p>' } })).toContain(record);
    expect(await gql('mutation($ids: [Int!]!) { r: meetingNoticeDelete(ids: $ids) { __typename ... on AppError { message } } }', { ids: [n.id] })).toContain(record);
    const after = await t.app.db.meetingNotice.findUniqueOrThrow({ where: { id: n.id } });
    expect(after).toEqual(n);
    expect(await t.app.db.ballotEvent.count({ where: { meetingId } })).toBe(events);
    // A published announcement's notice in the recycle bin (deleted before announcements were records) is not restored.
    const other = ok(await post('/business/meeting/info/add', { name: '回收会议', areaId, type: 2 })).id;
    const draft = ok(await post('/business/meeting/notice/add', { meetingId: other, type: 9, title: '草稿', content: '<p>草稿</p>', isPublish: 0 })).id;
    ok(await post('/business/meeting/notice/delete', { ids: [draft] }));
    const entry = await t.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'MeetingNotice' }, orderBy: { id: 'desc' } });
    await t.app.db.recycleData.update({ where: { id: entry.id }, data: { data: (entry.data as any[]).map((r) => ({ ...r, isPublish: 1 })) } });
    expect(refusal(await post('/recycle/data/restore', { ids: [entry.id] }))).toBe(record);
    expect(await t.app.db.meetingNotice.count({ where: { id: draft } })).toBe(0);
    // A draft of another stage's notice is not affected; nor is an unpublished type-9 draft.
    const own = ok(await post('/business/meeting/notice/add', { meetingId: other, type: 9, title: '草稿2', isPublish: 0 })).id;
    ok(await post('/business/meeting/notice/update', { id: own, content: '<p>改草稿</p>' }));
    ok(await post('/business/meeting/notice/delete', { ids: [own] }));
  });

  it('names an SQL change of a published version or of the published notice', async () => {
    const [v1, v2] = await t.app.db.announcementVersion.findMany({ where: { meetingId, kind: 'preliminary' }, orderBy: { version: 'asc' } });
    const content = (await t.app.db.meetingNotice.findFirstOrThrow({ where: { meetingId, type: 8 } })).content!;
    const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const edited = await named(`UPDATE announcement_version SET content = replace(content, '不通过', '通过') WHERE id = ${v2!.id}`, `UPDATE announcement_version SET content = ${quoted(v2!.content)} WHERE id = ${v2!.id}`);
    expect(edited).toEqual([{ id: null, seq: v2!.seq, code: 'announcement', reason: `结果公告版本${v2!.id}与选票记录所载的发布不符：content`, fields: ['content'], subject: v2!.id }]);
    const reason = await named(`UPDATE announcement_version SET reason = '别的理由' WHERE id = ${v2!.id}`, `UPDATE announcement_version SET reason = ${quoted(v2!.reason!)} WHERE id = ${v2!.id}`);
    expect(reason[0]).toMatchObject({ code: 'announcement', fields: ['reason'] });
    const notice = await named(`UPDATE meeting_notice SET content = replace(content, '不通过', '通过') WHERE "meetingId" = ${meetingId} AND type = 8`, `UPDATE meeting_notice SET content = ${quoted(content)} WHERE "meetingId" = ${meetingId} AND type = 8`);
    expect(notice[0]).toMatchObject({ code: 'notice', fields: ['content'] });
    const gone = await named(`DELETE FROM announcement_version WHERE id = ${v1!.id}`, `INSERT INTO announcement_version (id, "createTime", "meetingId", kind, version, reason, title, content, digest, "noticeId", seq, "userId") VALUES (${v1!.id}, '${v1!.createTime.toISOString()}', ${meetingId}, 'preliminary', 1, NULL, ${quoted(v1!.title)}, ${quoted(v1!.content)}, '${v1!.digest}', ${v1!.noticeId}, ${v1!.seq}, ${v1!.userId ?? 'NULL'})`);
    expect(gone).toEqual([expect.objectContaining({ code: 'announcementMissing', seq: v1!.seq })]);
    const forged = await named(`INSERT INTO announcement_version ("meetingId", kind, version, title, content, digest) VALUES (${meetingId}, 'preliminary', 0, 't', 'c', '${sha256('c')}')`, `DELETE FROM announcement_version WHERE "meetingId" = ${meetingId} AND version = 0`);
    expect(forged).toEqual([expect.objectContaining({ code: 'announcementNotInChain' })]);
  });

  it('publishing after 结项 moves no earlier date; every version keeps its own', async () => {
    ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'final' }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(9);
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(10);
    const before = await t.app.db.meetingNotice.findMany({ where: { meetingId }, orderBy: { type: 'asc' } });
    const versionsBefore = await t.app.db.announcementVersion.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'final', reason: '结项后补正公告格式' }));
    // Saving an already published stage notice again does not re-date it either.
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    const after = await t.app.db.meetingNotice.findMany({ where: { meetingId }, orderBy: { type: 'asc' } });
    expect(after.map((n) => [n.type, n.publishTime])).toEqual(before.map((n) => [n.type, n.publishTime]));
    const versions = await t.app.db.announcementVersion.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    expect(versions.slice(0, versionsBefore.length)).toEqual(versionsBefore);
    expect(versions.at(-1)).toMatchObject({ kind: 'final', version: 2, reason: '结项后补正公告格式' });
    expect(versions.at(-1)!.createTime.getTime()).toBeGreaterThan(versionsBefore.at(-1)!.createTime.getTime());
    expect((await verify()).ok).toBe(true);
  });

  it('an extension states the rules it leaves (an extended event); a lapse is counted, stated and announced as terminated', async () => {
    const rule = await t.app.db.assemblyRule.findFirstOrThrow({ where: { areaId } });
    ok(await post('/business/meeting/rule/update', { id: rule.id, extensionAllowed: 1, maxExtensionDays: 30 }));
    const id = ok(await post('/business/meeting/info/add', { name: '延长会议', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    const item = ok(await post('/business/meeting/vote/item/add', { meetingId: id, name: '增设车位', passRule: 'majority' })).id;
    await t.app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    ok(await post('/business/meeting/info/next', { id }));
    // Nobody voted by the deadline: extended.
    await t.app.db.meetingInfo.update({ where: { id }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    ok(await post('/business/meeting/info/extend', { id, voteEndTime: new Date(Date.now() + 2 * HOUR).toISOString() }));
    const extended = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId: id }, orderBy: { seq: 'desc' } });
    expect(extended.kind).toBe('extended');
    expect(JSON.parse(extended.payload).rules).toMatchObject({ extensions: 1, extensionAllowed: true, maxExtensionDays: 30 });
    expect((await verify(id)).ok).toBe(true);
    // The frozen extensions put back to 0 by SQL (the item would read 不通过 instead of 终止表决): named against the extension's statement.
    const broken = (await named(
      `UPDATE meeting_info SET "assemblyRules" = jsonb_set("assemblyRules", '{extensions}', '0') WHERE id = ${id}`,
      `UPDATE meeting_info SET "assemblyRules" = jsonb_set("assemblyRules", '{extensions}', '1') WHERE id = ${id}`,
      id,
    ))[0];
    expect(broken).toMatchObject({ code: 'rules', fields: ['extensions'], seq: extended.seq });
    // Still no quorum when counted: terminated, stated so, announced so.
    ok(await post('/business/meeting/vote/record/add', { meetingId: id, itemId: item, houseId: houses[3], result: 0 }));
    await t.app.db.meetingInfo.update({ where: { id }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    ok(await post('/business/meeting/info/next', { id }));
    ok(await post('/business/meeting/notice/save', { meetingId: id, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    ok(await post('/business/meeting/info/next', { id }));
    const counted = JSON.parse((await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId: id }, orderBy: { seq: 'desc' } })).payload);
    expect(counted.items).toEqual([expect.objectContaining({ id: item, result: 2, verdict: 'terminated', count: expect.objectContaining({ terminated: true, quorumMet: false }) })]);
    expect((await verify(id)).ok).toBe(true);
    expect((await get(`/business/meeting/info/announcement?id=${id}&kind=preliminary`)).text).toContain('表决结果：终止表决');
  });

  it('a meeting from before these statements (no opened or counted event) verifies and announces as before', async () => {
    // A chain as the product wrote it before: the ballots only, proxies unstated, no opening and no count.
    const old = ok(await post('/business/meeting/info/add', { name: '旧会议', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    const item = ok(await post('/business/meeting/vote/item/add', { meetingId: old, name: '旧事项', passRule: 'majority' })).id;
    await t.app.db.meetingInfo.update({ where: { id: old }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId: old, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    ok(await post('/business/meeting/info/next', { id: old }));
    ok(await post('/business/meeting/vote/record/batch', { meetingId: old, votes: [{ itemId: item, houseId: houses[0], result: 0, proxyName: '王代理', proxyIdCard: ID_CARD, proxyDocument: letters[0] }, { itemId: item, houseId: houses[2], result: 0 }] }));
    await t.app.db.meetingInfo.update({ where: { id: old }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    ok(await post('/business/meeting/info/next', { id: old }));
    ok(await post('/business/meeting/notice/save', { meetingId: old, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    ok(await post('/business/meeting/info/next', { id: old }));
    const events = await t.app.db.ballotEvent.findMany({ where: { meetingId: old }, orderBy: { seq: 'asc' } });
    const before = events
      .map((e) => JSON.parse(e.payload) as EventPayload)
      .filter((p) => p.kind === 'cast' || p.kind === 'replaced')
      .map((p) => {
        if (p.kind !== 'cast') return p;
        const { proxy: _proxy, ...record } = p.record;
        return { ...p, record };
      });
    const rebuilt = linkEvents(0, '0'.repeat(64), before);
    await t.app.db.ballotEvent.deleteMany({ where: { meetingId: old } });
    await t.app.db.ballotEvent.createMany({ data: rebuilt.map((e) => ({ meetingId: old, seq: e.seq, kind: e.kind, recordId: (JSON.parse(e.payload).record ?? {}).id ?? null, payload: e.payload, prevHash: e.prevHash, hash: e.hash })) });
    const vote = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: old } })).vote as any;
    await t.app.db.meetingInfo.update({ where: { id: old }, data: { vote: { ...vote, chain: { head: rebuilt.at(-1)!.hash, events: rebuilt.length, at: vote.chain.at } } } });
    const v = await verify(old);
    expect(v).toMatchObject({ ok: true, events: 2, records: 2, broken: [] });
    // Nothing is stated about its results: an SQL change of them is not the record's to name, and the announcement prints.
    const res = await get(`/business/meeting/info/announcement?id=${old}&kind=preliminary`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('旧事项');
    // Published through the notice entity (a hand-written 统计 notice): that is its first version, stated in the chain; then it is a record.
    ok(await post('/business/meeting/notice/save', { meetingId: old, type: 8, title: '手写公示', content: '<p>手写</p>', isPublish: 1 }));
    const [first] = ok(await get(`/business/meeting/info/announcementVersions?id=${old}`));
    expect(first).toMatchObject({ kind: 'preliminary', version: 1, reason: null, title: '手写公示', content: '<p>手写</p>', digest: sha256('<p>手写</p>') });
    expect(refusal(await post('/business/meeting/notice/save', { meetingId: old, type: 8, title: '手写公示', content: '<p>改</p>', isPublish: 1 }))).toContain('已发布的结果公告是记录');
    expect(await verify(old)).toMatchObject({ ok: true, events: 3 });
  });
});

describe('chain statements (pure)', () => {
  it('canonical payloads of the new kinds hash as any other', () => {
    const [e] = linkEvents(0, '0'.repeat(64), [{ kind: 'announced', at: 'x', announcement: 'final', version: 1, reason: null, title: 't', digest: 'd', notice: 1 }]);
    expect(e!.payload).toBe('{"announcement":"final","at":"x","digest":"d","kind":"announced","notice":1,"reason":null,"title":"t","version":1}');
  });
});
