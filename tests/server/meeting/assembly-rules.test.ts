/**
 * The assembly's own rules (issue "Votes that hold up", items 1–3;
 * docs/assembly-rules.md), on both databases:
 * - the rules per community (one row each, at most 90 days, the write in the
 *   request log) and the freeze when voting opens;
 * - extension allowed and refused at each side of its condition: before the
 *   deadline, rules forbidding it, the participating area at half, the
 *   participating owners at half, past the longest extension; the ballot box
 *   reopened and the extension in the stage log;
 * - an extended vote without quorum terminated (终止表决) at the count, and
 *   the same matter refused for a year, then allowed by an override naming
 *   two thirds of the committee;
 * - 从众 off and on over the same ballots (raw and adjusted figures);
 * - proxies: limits, forbidden, ID numbers, documents, the figures.
 *
 * "The deadline passes" is simulated by moving the meeting's deadline (and
 * the frozen original deadline with it) into the past in the database: the
 * tests never wait for the clock.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { countItem } from '../../../server/core/counting.ts';
import { DEFAULT_RULES, type FrozenRules } from '../../../server/core/assembly-rules.ts';
import { ruledCount } from '../../../server/modules/meeting/assembly.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ID_CARD = '11010519491231002X';
const ID_CARD_2 = '440524188001010014';

describeOnDatabases('assembly rules: extension, lapse, 从众, proxies', (kind) => {
  let t: TestApp;
  let admin: string;
  let document: string;

  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const get = (path: string) => t.req('GET', `/admin${path}`, { token: admin });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const refusal = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };

  /** A community with houses of the given owners' areas (one house per owner); answers its id and house ids. */
  async function community(name: string, areas: number[], rules?: Record<string, unknown>) {
    const areaId = ok(await post('/area/info/add', { name })).id as number;
    const houses: number[] = [];
    for (const [i, a] of areas.entries()) {
      houses.push(ok(await post('/area/house/add', { areaId, ownerName: `业主${i + 1}`, phone: `1390000${String(i).padStart(4, '0')}`, buildingNo: '1', unitNo: '1', houseNo: String(101 + i), privateArea: a })).id);
    }
    if (rules) ok(await post('/business/meeting/rule/add', { areaId, ...rules }));
    return { areaId, houses };
  }

  /** A meeting with items, moved into 投票 (stage 6) through the guard of stage 5. */
  async function openVoting(areaId: number, items: { name: string; passRule?: string }[], extra: Record<string, unknown> = {}) {
    const id = ok(await post('/business/meeting/info/add', { name: `会议${Math.random()}`, areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString(), ...extra })).id as number;
    const itemIds: number[] = [];
    for (const it of items) itemIds.push(ok(await post('/business/meeting/vote/item/add', { meetingId: id, name: it.name, passRule: it.passRule ?? 'majority' })).id);
    await t.app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    const moved = await post('/business/meeting/info/next', { id });
    return { id, itemIds, moved };
  }

  /** The deadline passes: the meeting's deadline (and the frozen original one) an hour ago. */
  async function passDeadline(id: number) {
    const m = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } });
    const end = new Date(Date.now() - HOUR);
    const rules = m.assemblyRules as any;
    await t.app.db.meetingInfo.update({
      where: { id },
      data: { voteEndTime: end, assemblyRules: rules && rules.extensions === 0 ? { ...rules, originalVoteEndTime: end.toISOString() } : rules },
    });
    return end;
  }

  async function vote(meetingId: number, votes: Record<string, unknown>[]) {
    return post('/business/meeting/vote/record/batch', { meetingId, votes });
  }

  /** The vote table's cells as text, row by row. */
  async function voteTable(meetingId: number): Promise<string[][]> {
    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }));
    const bytes = await (await fetch(t.url + doc.url)).arrayBuffer();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes);
    const out: string[][] = [];
    wb.worksheets[0]!.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (c) => cells.push(c.value === null || c.value === undefined ? '' : String(c.value)));
      out.push(cells);
    });
    return out;
  }

  async function toCounting(id: number) {
    ok(await post('/business/meeting/info/next', { id }));
    ok(await post('/business/meeting/notice/save', { meetingId: id, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    ok(await post('/business/meeting/info/next', { id }));
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '授权委托书.pdf', data: pdf('authorisation'), type: 'application/pdf' }] });
    expect(up.body.code, up.text).toBe(1000);
    document = up.body.data;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('keeps one rule row per community, at most 90 days, and logs each change', async () => {
    const { areaId } = await community('规则小区', [50]);
    // Defaults of a new row: the Civil Code's (no extension, no 从众, proxies allowed without limit).
    const id = ok(await post('/business/meeting/rule/add', { areaId })).id;
    const row = ok(await get(`/business/meeting/rule/info?id=${id}`));
    expect(row).toMatchObject({ areaId, extensionAllowed: 0, maxExtensionDays: 90, countNonVotersWithMajority: 0, proxiesAllowed: 1 });
    expect(refusal(await post('/business/meeting/rule/add', { areaId }))).toMatch(/已存在/);
    expect(refusal(await post('/business/meeting/rule/update', { id, maxExtensionDays: 91 }))).toMatch(/90/);
    expect(refusal(await post('/business/meeting/rule/update', { id, maxOwnersPerProxy: 0 }))).toMatch(/1/);
    ok(await post('/business/meeting/rule/update', { id, extensionAllowed: 1, maxExtensionDays: 60 }));
    // The request log keeps the change with its input.
    const logs = await t.app.db.baseSysLog.findMany({ where: { action: { contains: 'business/meeting/rule/update' } }, orderBy: { id: 'desc' }, take: 5 });
    expect(logs.some((l) => JSON.stringify(l.params).includes('"maxExtensionDays":60'))).toBe(true);
    // GraphQL: the same entity.
    const gql = await t.gql(`query($id: Int!) { assemblyRuleInfo(id: $id) { areaId extensionAllowed maxExtensionDays } }`, { id }, admin);
    expect(gql.body.data.assemblyRuleInfo).toMatchObject({ areaId, maxExtensionDays: 60 });
  });

  it('refuses an extension before the deadline, when the rules forbid it, and when the area or the owners reach half', async () => {
    // Owner 1 holds 400 of 500 m²; owners 2–6 hold 20 m² each.
    const A = await community('延期小区', [400, 20, 20, 20, 20, 20], { extensionAllowed: 1, maxExtensionDays: 30 });
    const { id, itemIds, moved } = await openVoting(A.areaId, [{ name: '更换物业公司' }]);
    ok(moved);
    ok(await vote(id, [{ itemId: itemIds[0], houseId: A.houses[1], result: 0 }]));
    const later = new Date(Date.now() + 2 * DAY).toISOString();
    // Before the deadline: only that part fails.
    let msg = refusal(await post('/business/meeting/info/extend', { id, voteEndTime: later }));
    expect(msg).toMatch(/尚未到达/);
    expect(msg).not.toMatch(/一半/);
    expect(ok(await get(`/business/meeting/info/extendCheck?id=${id}`))).toEqual([expect.stringMatching(/尚未到达/)]);

    // The rules forbid it (a community without rules counts by the defaults): refused after the deadline too.
    const B = await community('无规则小区', [100, 100]);
    const b = await openVoting(B.areaId, [{ name: '事项' }]);
    ok(b.moved);
    await passDeadline(b.id);
    msg = refusal(await post('/business/meeting/info/extend', { id: b.id, voteEndTime: later }));
    expect(msg).toMatch(/不允许延长/);

    // The area reaches half (owner 1 voted: 400 of 500 m², 1 of 6 owners): refused naming the area only.
    const onArea = await openVoting(A.areaId, [{ name: '事项甲' }]);
    ok(onArea.moved);
    ok(await vote(onArea.id, [{ itemId: onArea.itemIds[0], houseId: A.houses[0], result: 0 }]));
    await passDeadline(onArea.id);
    msg = refusal(await post('/business/meeting/info/extend', { id: onArea.id, voteEndTime: later }));
    expect(msg).toMatch(/专有面积已达到总面积的一半（80\.00%）/);
    expect(msg).not.toMatch(/业主已达到/);

    // The owners reach half exactly (3 of 6, 60 of 500 m²): refused naming the owners only ("under half" is strict).
    const onOwners = await openVoting(A.areaId, [{ name: '事项乙' }]);
    ok(onOwners.moved);
    ok(await vote(onOwners.id, [2, 3, 4].map((i) => ({ itemId: onOwners.itemIds[0], houseId: A.houses[i], result: 1 }))));
    await passDeadline(onOwners.id);
    msg = refusal(await post('/business/meeting/info/extend', { id: onOwners.id, voteEndTime: later }));
    expect(msg).toMatch(/参与表决的业主已达到总人数的一半（3\/6人）/);
    expect(msg).not.toMatch(/专有面积/);
    // English for an English reader.
    const en = await t.req('POST', '/admin/business/meeting/info/extend', { body: { id: onOwners.id, voteEndTime: later }, token: admin, headers: { language: 'en' } });
    expect(en.body.code).toBe(1001);
    expect(en.body.message).toMatch(/participating owners have reached half/);
  });

  it('extends up to the longest extension, reopens the ballot box, logs it; an extended vote without quorum is terminated and the matter barred for a year unless overridden', async () => {
    const A = await community('终止小区', [400, 20, 20, 20, 20, 20], { extensionAllowed: 1, maxExtensionDays: 30 });
    const { id, itemIds, moved } = await openVoting(A.areaId, [{ name: '  加装电梯 ' }]);
    ok(moved);
    const frozen = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } })).assemblyRules as any;
    expect(frozen).toMatchObject({ extensionAllowed: true, maxExtensionDays: 30, source: 'community', extensions: 0 });
    ok(await vote(id, [{ itemId: itemIds[0], houseId: A.houses[1], result: 0 }]));
    const original = await passDeadline(id);
    // The ballot box is closed by the deadline.
    expect(refusal(await vote(id, [{ itemId: itemIds[0], houseId: A.houses[2], result: 0 }]))).toMatch(/投票/);
    // Past the longest extension: refused, naming the latest allowed.
    const tooLate = new Date(original.getTime() + 30 * DAY + 60_000).toISOString();
    expect(refusal(await post('/business/meeting/info/extend', { id, voteEndTime: tooLate }))).toMatch(/不能晚于.*30天/);
    // A deadline not after now: refused.
    expect(refusal(await post('/business/meeting/info/extend', { id, voteEndTime: new Date(Date.now() - 60_000).toISOString() }))).toMatch(/须晚于/);
    // Not a date: refused, not a 500.
    expect((await post('/business/meeting/info/extend', { id, voteEndTime: 'soon' })).body.code).toBe(1001);
    // Exactly the longest extension: allowed (over GraphQL: meetingInfoExtend).
    const latest = new Date(original.getTime() + 30 * DAY);
    expect(ok(await get(`/business/meeting/info/extendCheck?id=${id}`))).toEqual([]);
    const g = await t.gql(`mutation($id: Int!, $end: DateTime!) { meetingInfoExtend(id: $id, voteEndTime: $end) { __typename ... on MutationMeetingInfoExtendSuccess { data } } }`, { id, end: latest.toISOString() }, admin);
    expect(g.body.errors, JSON.stringify(g.body)).toBeUndefined();
    expect(new Date(g.body.data.meetingInfoExtend.data).getTime()).toBe(latest.getTime());
    const m = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id } });
    expect(m.voteEndTime!.getTime()).toBe(latest.getTime());
    expect((m.assemblyRules as any).extensions).toBe(1);
    const log = await t.app.db.meetingStageLog.findFirstOrThrow({ where: { meetingId: id, kind: 1 } });
    expect(log).toMatchObject({ fromStage: 6, toStage: 6 });
    expect(log.note).toEqual({ from: original.toISOString(), to: latest.toISOString() });
    // The ballot box takes votes again.
    ok(await vote(id, [{ itemId: itemIds[0], houseId: A.houses[2], result: 0 }]));

    // The extended deadline passes without a quorum (2 of 6 owners): the count terminates the item.
    await passDeadline(id);
    await toCounting(id);
    const item = await t.app.db.voteItem.findUniqueOrThrow({ where: { id: itemIds[0] } });
    expect(item.result).toBe(2);
    expect(item.count).toMatchObject({ quorumMet: false, passed: false, terminated: true, votingOwners: 2 });
    expect((await voteTable(id)).find((r) => r[0] === '表决结果')!.at(-1)).toBe('终止表决');
    const ended = await t.app.db.meetingStageLog.findFirstOrThrow({ where: { meetingId: id, kind: 2 } });
    expect((ended.note as any).items).toEqual([itemIds[0]]);
    // GraphQL names the result.
    const gi = await t.gql(`query($id: Int!) { voteItemInfo(id: $id) { result resultEnum count { terminated quorumMet } } }`, { id: itemIds[0] }, admin);
    expect(gi.body.data?.voteItemInfo ?? gi.body).toMatchObject({ result: 2, count: { terminated: true, quorumMet: false } });

    // The same matter (same name, spacing and case aside) in the same community within a year: voting cannot open.
    const again = await openVoting(A.areaId, [{ name: '加装电梯' }]);
    expect(refusal(again.moved)).toMatch(/加装电梯.*终止表决.*一年内/);
    // Another community's matter of the same name is not barred.
    const C = await community('邻近小区', [100, 100, 100]);
    ok((await openVoting(C.areaId, [{ name: '加装电梯' }])).moved);

    // The override needs the committee: the elected candidates of the community's last counted election.
    expect(refusal(await post('/business/meeting/info/override', { id: again.id, memberIds: [1], reason: '业委会同意' }))).toMatch(/没有已计票的选举/);
    const electionMeeting = await t.app.db.meetingInfo.create({ data: { areaId: A.areaId, name: '换届选举', relationType: 2, status: 10 } });
    const members = [];
    for (const name of ['委员甲', '委员乙', '委员丙']) members.push((await t.app.db.electionCandidate.create({ data: { meetingId: electionMeeting.id, name, status: 1 } })).id);
    await t.app.db.meetingInfo.update({ where: { id: electionMeeting.id }, data: { election: { elected: members, ranking: [], emptySeats: 0, draws: [], seats: 3, countedAt: new Date().toISOString() } } });
    // One of three is not two thirds; a stranger is no member; a reason is needed.
    expect(refusal(await post('/business/meeting/info/override', { id: again.id, memberIds: [members[0]], reason: '业委会同意' }))).toMatch(/至少2名.*现为1名/);
    expect(refusal(await post('/business/meeting/info/override', { id: again.id, memberIds: [members[0], 999999], reason: '业委会同意' }))).toMatch(/不是本届业主委员会委员/);
    expect(refusal(await post('/business/meeting/info/override', { id: again.id, memberIds: members.slice(0, 2), reason: ' ' }))).toMatch(/理由/);
    // Still barred.
    expect(refusal(await post('/business/meeting/info/next', { id: again.id }))).toMatch(/一年内/);
    ok(await post('/business/meeting/info/override', { id: again.id, memberIds: members.slice(0, 2), reason: '业委会第3次会议决议' }));
    const override = await t.app.db.meetingStageLog.findFirstOrThrow({ where: { meetingId: again.id, kind: 3 } });
    expect(override.note).toMatchObject({ memberIds: members.slice(0, 2), members: [{ name: '委员甲' }, { name: '委员乙' }], committee: { size: 3 }, reason: '业委会第3次会议决议' });
    ok(await post('/business/meeting/info/next', { id: again.id }));
    expect((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: again.id } })).status).toBe(6);

    // A termination more than a year old bars nothing.
    const old = await openVoting(A.areaId, [{ name: '加装电梯' }]);
    expect(old.moved.body.code).toBe(1001);
    await t.app.db.meetingStageLog.updateMany({ where: { meetingId: id, kind: 2 }, data: { createTime: new Date(Date.now() - 366 * DAY) } });
    ok(await post('/business/meeting/info/next', { id: old.id }));
  });

  it('counts the same ballots with 从众 off and on: raw figures, adjusted figures, the rule cited', async () => {
    // Ten owners of 10 m² each; seven vote on a major matter: five agree, two disagree.
    const C = await community('从众小区', Array(10).fill(10));
    const ballots = (meetingId: number, itemId: number) => vote(meetingId, C.houses.slice(0, 7).map((houseId, i) => ({ itemId, houseId, result: i < 5 ? 0 : 1 })));
    const off = await openVoting(C.areaId, [{ name: '使用维修资金', passRule: 'threeQuarters' }]);
    ok(off.moved);
    // The rules change after the first meeting opened voting: it keeps counting with the rules it froze.
    ok(await post('/business/meeting/rule/add', { areaId: C.areaId, countNonVotersWithMajority: 1 }));
    const on = await openVoting(C.areaId, [{ name: '使用维修资金', passRule: 'threeQuarters' }]);
    ok(on.moved);
    ok(await ballots(off.id, off.itemIds[0]!));
    ok(await ballots(on.id, on.itemIds[0]!));
    for (const m of [off, on]) {
      await passDeadline(m.id);
      await toCounting(m.id);
    }
    const raw = { totalOwners: 10, totalArea: '100.00', votingOwners: 7, votingArea: '70.00', agreeOwners: 5, agreeArea: '50.00', disagreeOwners: 2, quorumMet: true };
    const countOff = (await t.app.db.voteItem.findUniqueOrThrow({ where: { id: off.itemIds[0] } })) as any;
    expect(countOff.count).toMatchObject({ ...raw, passed: false });
    expect(countOff.count.nonVoters).toBeUndefined();
    expect(countOff.result).toBe(0);
    const countOn = (await t.app.db.voteItem.findUniqueOrThrow({ where: { id: on.itemIds[0] } })) as any;
    // Raw figures unchanged (5/7 < 3/4), adjusted: the three non-voters with the agreeing majority (8/10 ≥ 3/4).
    expect(countOn.count).toMatchObject({ ...raw, passed: true });
    expect(countOn.count.nonVoters).toMatchObject({
      rule: 'countNonVotersWithMajority',
      applied: true,
      follows: 'agree',
      nonVotingOwners: 3,
      nonVotingArea: '30.00',
      rawPassed: false,
      adjusted: { votingOwners: 10, votingArea: '100.00', agreeOwners: 8, agreeArea: '80.00', disagreeOwners: 2, passed: true },
    });
    expect(countOn.result).toBe(1);
    // The vote table shows the raw verdict, the rule and the adjusted figures.
    const table = await voteTable(on.id);
    const cell = (label: string) => table.find((r) => r[0] === label)!.at(-1);
    expect(cell('同意人数')).toBe('5');
    expect(cell('按实际投票的结果')).toBe('不通过');
    expect(cell('议事规则：未表决业主计入多数票（从众）')).toBe('计入同意');
    expect(cell('计入未表决业主后同意人数')).toBe('8');
    expect(cell('表决结果')).toBe('通过');
    // The frozen rules of each meeting say why.
    expect(((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: off.id } })).assemblyRules as any).countNonVotersWithMajority).toBe(false);
    expect(((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: on.id } })).assemblyRules as any).countNonVotersWithMajority).toBe(true);
    // GraphQL shows both figures.
    const g = await t.gql(`query($id: Int!) { voteItemInfo(id: $id) { count { agreeOwners passed nonVoters } } }`, { id: on.itemIds[0] }, admin);
    expect(g.body.data.voteItemInfo.count).toMatchObject({ agreeOwners: 5, passed: true, nonVoters: { rule: 'countNonVotersWithMajority', applied: true, rawPassed: false, follows: 'agree', adjusted: { agreeOwners: 8, votingOwners: 10, passed: true } } });
  });

  it('proxies: marked and counted, limited per proxy, refused when the rules forbid them or the proxy is incomplete', async () => {
    const P = await community('代理小区', [10, 20, 30, 40], { proxiesAllowed: 1, maxOwnersPerProxy: 2 });
    const { id, itemIds, moved } = await openVoting(P.areaId, [{ name: '事项一' }, { name: '事项二' }]);
    ok(moved);
    const proxy = { proxyName: '王代理', proxyIdCard: ID_CARD.toLowerCase(), proxyDocument: document };
    // The proxy carries owners 1 and 2 on both items: two owners, allowed.
    ok(await vote(id, [0, 1].flatMap((h) => itemIds.map((itemId) => ({ itemId, houseId: P.houses[h], result: 0, ...proxy })))));
    const rows = await t.app.db.voteRecord.findMany({ where: { meetingId: id } });
    expect(rows.every((r) => r.proxyName === '王代理' && r.proxyIdCard === ID_CARD && r.proxyDocument === document)).toBe(true);
    // A third owner for the same proxy (by ID number, whatever the case): refused, and nothing of the batch written.
    const before = await t.app.db.voteRecord.count({ where: { meetingId: id } });
    expect(refusal(await vote(id, [{ itemId: itemIds[0], houseId: P.houses[3], result: 1 }, { itemId: itemIds[0], houseId: P.houses[2], result: 0, ...proxy, proxyName: '王代理' }]))).toMatch(/王代理.*3人.*2人/);
    expect(await t.app.db.voteRecord.count({ where: { meetingId: id } })).toBe(before);
    // Another proxy may carry owner 3.
    ok(await vote(id, [{ itemId: itemIds[0], houseId: P.houses[2], result: 1, proxyName: '李代理', proxyIdCard: ID_CARD_2, proxyDocument: document }]));
    // Incomplete or invalid proxies: refused naming the ballot.
    expect(refusal(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[2], result: 0, proxyName: '李代理', proxyIdCard: ID_CARD_2 }]))).toMatch(/授权委托书/);
    expect(refusal(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[3], result: 0 }, { itemId: itemIds[1], houseId: P.houses[2], result: 0, proxyName: '李代理', proxyIdCard: '110105194912310021', proxyDocument: document }]))).toMatch(/^第2张选票：.*身份证/);
    expect(refusal(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[2], result: 0, proxyName: '李代理', proxyIdCard: ID_CARD_2, proxyDocument: 'https://example.com/letter.pdf' }]))).toMatch(/本系统上传/);
    // A proxy carries owners for the meeting: owner 2 still votes through 王 on item 1, so 王 cannot take owner 3 on item 2.
    ok(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[1], result: 1 }]));
    expect(refusal(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[2], result: 0, ...proxy }]))).toMatch(/3人/);
    // Owner 2 voting in person on every item replaces the proxy's ballots and no longer counts against the proxy.
    ok(await vote(id, [{ itemId: itemIds[0], houseId: P.houses[1], result: 1 }]));
    ok(await vote(id, [{ itemId: itemIds[1], houseId: P.houses[2], result: 0, ...proxy }]));

    // One ballot entered alone (vote/record/add) takes the same proxy fields and limits as a batch row.
    const single = ok(await post('/business/meeting/vote/record/add', { meetingId: id, itemId: itemIds[0], houseId: P.houses[3], result: 0, proxyName: '李代理', proxyIdCard: ID_CARD_2, proxyDocument: document }));
    expect(await t.app.db.voteRecord.findUniqueOrThrow({ where: { id: single.id } })).toMatchObject({ proxyName: '李代理', proxyIdCard: ID_CARD_2, proxyDocument: document });
    expect(refusal(await post('/business/meeting/vote/record/add', { meetingId: id, itemId: itemIds[0], houseId: P.houses[3], result: 0, proxyName: '李代理', proxyIdCard: ID_CARD_2 }))).toMatch(/授权委托书/);

    // The figures: item 1 — owners 1 (王), 3 and 4 (李) by proxy; item 2 — owners 1 and 3 (王).
    await passDeadline(id);
    await toCounting(id);
    const [one, two] = await Promise.all(itemIds.map((i) => t.app.db.voteItem.findUniqueOrThrow({ where: { id: i } })));
    expect(one!.count).toMatchObject({ proxyOwners: 3, proxyArea: '80.00' });
    expect(two!.count).toMatchObject({ proxyOwners: 2, proxyArea: '40.00' });
    // The vote table marks the proxies' ballots and counts them.
    const table = await voteTable(id);
    const owner1 = table.find((r) => r[4] === '业主1')!;
    expect(owner1.slice(6)).toEqual(['同意（代理：王代理）', '同意（代理：王代理）']);
    expect(table.find((r) => r[4] === '业主2')!.slice(6)).toEqual(['不同意', '不同意']);
    expect(table.find((r) => r[4] === '业主3')!.slice(6)).toEqual(['不同意（代理：李代理）', '同意（代理：王代理）']);
    const proxyRow = table.find((r) => r[0] === '其中委托代理投票人数')!;
    expect(proxyRow.slice(-2)).toEqual(['3', '2']);
    expect(table.find((r) => r[4] === '业主4')![6]).toBe('同意（代理：李代理）');
    // The vote record list shows who cast a ballot by proxy.
    const page = ok(await post('/business/meeting/vote/record/page', { meetingId: id, houseId: P.houses[2], size: 50 }));
    expect(page.list.some((r: any) => r.proxyName === '李代理')).toBe(true);

    // Rules forbidding proxies: refused.
    const Q = await community('禁代理小区', [10, 20], { proxiesAllowed: 0 });
    const q = await openVoting(Q.areaId, [{ name: '事项' }]);
    ok(q.moved);
    expect(refusal(await vote(q.id, [{ itemId: q.itemIds[0], houseId: Q.houses[0], result: 0, ...proxy }]))).toMatch(/不允许委托代理投票/);
  });
});

it('从众 over the same ballots as a pure count: off leaves the raw verdict, on adds the adjusted figures', () => {
  const houses = Array.from({ length: 10 }, (_, i) => ({ houseId: i + 1, ownerName: `o${i}`, phone: null, privateArea: '10' }));
  const ballots = houses.slice(0, 7).map((h, i) => ({ houseId: h.houseId, result: (i < 5 ? 0 : 1) as 0 | 1, at: 0 }));
  const raw = countItem(houses, ballots, 'threeQuarters');
  const rules = (on: boolean): FrozenRules => ({ ...DEFAULT_RULES, countNonVotersWithMajority: on, source: 'default', ruleId: null, frozenAt: '', originalVoteEndTime: null, extensions: 0 });
  const off = ruledCount(houses, ballots, 'threeQuarters', raw, rules(false), new Set());
  const on = ruledCount(houses, ballots, 'threeQuarters', raw, rules(true), new Set());
  expect(off).toMatchObject({ agreeOwners: 5, votingOwners: 7, passed: false });
  expect(off.nonVoters).toBeUndefined();
  expect(on).toMatchObject({ agreeOwners: 5, votingOwners: 7, passed: true });
  expect(on.nonVoters!.adjusted).toMatchObject({ agreeOwners: 8, agreeArea: '80.00', votingOwners: 10, passed: true });
  // Without a quorum by real votes the rule does not apply (non-voters cannot make a quorum).
  const few = ballots.slice(0, 6);
  const noQuorum = ruledCount(houses, few, 'threeQuarters', countItem(houses, few, 'threeQuarters'), rules(true), new Set());
  expect(noQuorum.nonVoters).toMatchObject({ applied: false, reason: 'noQuorum', adjusted: null });
  expect(noQuorum.passed).toBe(false);
  // No choice with more than half of the voters: nothing to follow.
  const split = houses.slice(0, 8).map((h, i) => ({ houseId: h.houseId, result: (i % 2) as 0 | 1, at: 0 }));
  const noMajority = ruledCount(houses, split, 'majority', countItem(houses, split, 'majority'), rules(true), new Set());
  expect(noMajority.nonVoters).toMatchObject({ applied: false, reason: 'noMajority' });
  expect(noMajority.passed).toBe(false);
});
