/**
 * Votes that hold up (issue 24, items 4–6): the ballot record (a hash chain
 * of every ballot event) verifies a clean meeting and names a vote record
 * changed, deleted or inserted with SQL behind the product, and an altered
 * event; the head is frozen with the count; the preliminary and final
 * announcements carry the frozen count's figures and the head; during the
 * objection period an inquiry is recorded, the owner's ballots are looked up
 * with their digests, and a recorded correction re-counts, extends the
 * chain and is listed in the final announcement.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyVoteTable } from '../../../server/modules/meeting/verify-table.ts';
import { ownUploadPath } from '../../support/files.ts';

const HOUR = 3600_000;

describeOnDatabases('ballot record, announcements and the objection period', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let items: { majority: number; major: number };

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
  const verify = async () => ok(await get(`/business/meeting/info/verifyBallots?id=${meetingId}`));
  const vote = async (houseId: number, itemId: number, result: number) => ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId, result })).id as number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = ok(await post('/area/info/add', { name: '链小区' })).id;
    // Three owners: 甲 holds two houses (150.50 m²), 乙 80.00, 丙 69.50: 300.00 m² in all.
    const spec = [
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50.5 },
      { ownerName: '乙', phone: '13800000002', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800000003', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 69.5 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    meetingId = ok(await post('/business/meeting/info/add', { name: '链会议', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    items = {
      majority: ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id,
      major: ok(await post('/business/meeting/vote/item/add', { meetingId, name: '使用维修资金', passRule: 'threeQuarters' })).id,
    };
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('a notice filled before voting opens states the current electorate, provisionally', async () => {
    const template = ok(await post('/info/template/add', { name: '{{meeting.name}}公告', label: 'pre', type: 0, stage: 5, content: '<p>参会房屋{{meeting.participants}}套、业主{{meeting.owners}}人、专有面积{{meeting.totalArea}}平方米</p>' })).id;
    const filled = ok(await post('/business/meeting/notice/fill', { meetingId, templateId: template }));
    // Counted as the count counts them: 4 houses, 3 owners (甲 once), 300.00 m²; said to be provisional.
    expect(filled.content).toBe('<p>参会房屋4套、业主3人、专有面积300.00平方米</p><p>（暂定数：参会房屋、业主人数和专有面积以投票开始时的房屋为准）</p>');
    const en = ok(await post('/business/meeting/notice/fill', { meetingId, templateId: template }, { language: 'en' }));
    expect(en.content).toContain('Provisional');
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    // Once voting opened the figures are the frozen ones, without the note.
    expect(ok(await post('/business/meeting/notice/fill', { meetingId, templateId: template })).content).toBe('<p>参会房屋4套、业主3人、专有面积300.00平方米</p>');
  });

  it('states every ballot event and verifies a clean meeting', async () => {
    // Voting opened: the first event states the frozen electorate, rules and items.
    const opened = await verify();
    expect(opened).toMatchObject({ ok: true, records: 0, events: 1, frozenHead: null, broken: [] });
    expect(opened.head).toMatch(/^[0-9a-f]{64}$/);
    // 甲 disagrees through 101, then agrees through 102 (the first is replaced); 乙 agrees; a batch of paper ballots for 丙 and 乙.
    await vote(houses[0]!, items.majority, 1);
    await vote(houses[1]!, items.majority, 0);
    await vote(houses[2]!, items.majority, 0);
    ok(
      await post('/business/meeting/vote/record/batch', {
        meetingId,
        votes: [
          { itemId: items.majority, houseId: houses[3]!, result: 1, images: [ownUploadPath(4, 'jpg'), { url: ownUploadPath(5, 'jpg'), note: '背面', at: 2 }] },
          { itemId: items.major, houseId: houses[3]!, result: 2 },
          { itemId: items.major, houseId: houses[0]!, result: 0 },
          { itemId: items.major, houseId: houses[2]!, result: 1 },
          { itemId: items.major, houseId: houses[2]!, result: 0 },
        ],
      }),
    );
    const v = await verify();
    // 8 records: 8 casts and 1 replacement (甲's first vote, stated before the cast that replaces it; 乙's first major vote was replaced within its batch), after the opening.
    expect(v).toMatchObject({ ok: true, records: 8, events: 10, broken: [] });
    expect(v.head).toMatch(/^[0-9a-f]{64}$/);
    const events = await t.app.db.ballotEvent.findMany({ where: { meetingId }, orderBy: { seq: 'asc' } });
    expect(events.map((e) => e.kind)).toEqual(['opened', 'cast', 'replaced', 'cast', 'cast', 'cast', 'cast', 'cast', 'cast', 'cast']);
    expect(events.at(-1)!.hash).toBe(v.head);
    // No phone number is written into the record: the owner is a digest.
    expect(events.some((e) => e.payload.includes('13800000001'))).toBe(false);
  });

  it('names a vote record changed, deleted or inserted with SQL behind the product, and an altered event', async () => {
    const row = (await t.app.db.voteRecord.findFirst({ where: { meetingId, houseId: houses[2]!, itemId: items.majority } }))!;
    // Changed: 乙's vote turned into a disagree.
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET result = 1 WHERE id = ${row.id}`);
    let v = await verify();
    expect(v.ok).toBe(false);
    expect(v.broken).toEqual([{ id: row.id, seq: null, code: 'changed', reason: `投票记录${row.id}与选票记录不符：result`, fields: ['result'], subject: null }]);
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET result = 0 WHERE id = ${row.id}`);
    expect((await verify()).ok).toBe(true);

    // A replaced vote brought back into the count.
    const replaced = (await t.app.db.voteRecord.findFirst({ where: { meetingId, replacedAt: { not: null } }, orderBy: { id: 'asc' } }))!;
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET "replacedAt" = NULL WHERE id = ${replaced.id}`);
    expect((await verify()).broken).toEqual([expect.objectContaining({ id: replaced.id, code: 'changed', fields: ['replaced'] })]);
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET "replacedAt" = now() WHERE id = ${replaced.id}`);

    // Deleted.
    await t.app.db.$executeRawUnsafe(`DELETE FROM vote_record WHERE id = ${row.id}`);
    v = await verify();
    expect(v.broken).toEqual([{ id: row.id, seq: null, code: 'missing', reason: `投票记录${row.id}已不在数据库中（被删除）`, fields: null, subject: null }]);
    await t.app.db.voteRecord.create({ data: { id: row.id, meetingId, itemId: row.itemId, houseId: row.houseId, ownerKey: row.ownerKey, buildingNo: row.buildingNo, unitNo: row.unitNo, result: row.result, operatorId: row.operatorId, createTime: row.createTime } });
    expect((await verify()).ok).toBe(true);

    // Inserted: a ballot nobody cast.
    await t.app.db.$executeRawUnsafe(`INSERT INTO vote_record ("meetingId", "itemId", "houseId", "ownerKey", result) VALUES (${meetingId}, ${items.major}, ${houses[3]!}, 'x', 0)`);
    const inserted = (await t.app.db.voteRecord.findFirst({ where: { meetingId }, orderBy: { id: 'desc' } }))!;
    v = await verify();
    expect(v.broken).toEqual([expect.objectContaining({ id: inserted.id, code: 'notInChain' })]);
    // In English too.
    const en = ok(await get(`/business/meeting/info/verifyBallots?id=${meetingId}`, { language: 'en' }));
    expect(en.broken[0].reason).toBe(`Vote record ${inserted.id} is not in the ballot record (not written by the product)`);
    await t.app.db.$executeRawUnsafe(`DELETE FROM vote_record WHERE id = ${inserted.id}`);

    // An event altered to match an altered row: its hash no longer matches, and the next event no longer follows it.
    const event = (await t.app.db.ballotEvent.findFirst({ where: { meetingId, recordId: row.id, kind: 'cast' } }))!;
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET result = 1 WHERE id = ${row.id}`);
    await t.app.db.ballotEvent.update({ where: { id: event.id }, data: { payload: event.payload.replace('"result":0', '"result":1') } });
    v = await verify();
    expect(v.broken.map((b: any) => [b.seq, b.code])).toEqual([[event.seq, 'hash']]);
    await t.app.db.ballotEvent.update({ where: { id: event.id }, data: { payload: event.payload } });
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET result = 0 WHERE id = ${row.id}`);
    expect((await verify()).ok).toBe(true);

    // Over GraphQL, the same typed answer.
    const g = await t.gql('query($id: Int!) { meetingInfoVerifyBallots(id: $id) { ok records events head broken { recordId code } } }', { id: meetingId }, admin);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.meetingInfoVerifyBallots).toMatchObject({ ok: true, records: 8, events: 10, broken: [] });
  });

  it('freezes the head with the count; the preliminary announcement carries the frozen figures and the head', async () => {
    expect(refusal(await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`))).toBe('会议进入“统计”阶段后才能生成结果公告');
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(7);
    ok(await post('/business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(8);
    const v = await verify();
    expect(v).toMatchObject({ ok: true, frozenHead: v.head });
    const meeting = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
    // The count is stated in the chain (a `counted` event), and the frozen head is that event's.
    expect((meeting.vote as any).chain).toMatchObject({ head: v.head, events: 11 });
    const counted = await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } });
    expect(counted).toMatchObject({ kind: 'counted', seq: 11, hash: v.head });

    expect(refusal(await get(`/business/meeting/info/announcement?id=${meetingId}&kind=other`))).toContain('格式不正确');
    const res = await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.text;
    expect(html).toContain('@page{size:A4');
    expect(html).toContain('链会议 表决结果初步统计公示');
    expect(html).toContain('链小区业主委员会');
    // The frozen count: 续聘物业 — 3 owners voted (300.00 m²), 甲 and 乙 agree (230.50 m², 2 of 3); 使用维修资金 — 3 voted, 甲 and 乙 agree (230.50 of 300.00 m²), 2 of 3 owners is under three quarters.
    const frozen = await t.app.db.voteItem.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    for (const i of frozen) {
      const c = i.count as any;
      expect(html).toContain(`${c.agreeOwners}人`);
      expect(html).toContain(`${c.agreeArea}平方米`);
      expect(html).toContain(`${c.votingArea}平方米`);
    }
    expect(frozen.map((i) => [(i.count as any).agreeArea, (i.count as any).agreeOwners, (i.count as any).votingOwners, i.result])).toEqual([
      ['230.50', 2, 3, 1],
      ['230.50', 2, 3, 0],
    ]);
    expect(html).toContain('本小区业主总人数3人');
    expect(html).toContain('专有部分总面积300.00平方米');
    // Shares to two decimals: 2 of 3 voting owners = 66.67%, 230.50 of 300.00 m² = 76.83%.
    expect(html).toContain('占参与表决人数66.67%，占参与表决面积76.83%');
    expect(html).toContain('占全体业主人数100.00%，占总面积100.00%');
    expect(html).toContain('第二百七十八条');
    expect(html).toContain(v.head);
    for (const s of ['计票人', '监票人', '业主委员会（盖章）']) expect(html).toContain(s);

    const en = await get(`/business/meeting/info/announcement?id=${meetingId}&kind=preliminary`, { language: 'en' });
    expect(en.text).toContain('preliminary result announcement');
    expect(en.text).toContain('66.67% of voting owners, 76.83% of the voting area');
    expect(en.text).toContain('<html lang="en">');
    // GraphQL answers the same document.
    const g = await t.gql('query($id: Int!) { meetingInfoAnnouncement(id: $id, kind: "preliminary") { title totalOwners totalArea chainHead html } }', { id: meetingId }, admin);
    expect(g.body.data.meetingInfoAnnouncement).toMatchObject({ title: '链会议 表决结果初步统计公示', totalOwners: 3, totalArea: '300.00', chainHead: v.head });
  });

  it('the objection period: an inquiry, the owner’s ballots with digests, a recorded correction that re-counts and is announced', async () => {
    // Not before the preliminary announcement is published.
    expect(refusal(await post('/business/meeting/inquiry/add', { meetingId, houseId: houses[1]!, question: '我的票记对了吗？' }))).toContain('询异期未开始或已结束');
    expect(refusal(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'final' }))).toBe('请先发布初步统计结果公示');
    const noticeId = ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' })).id;
    const notice = await t.app.db.meetingNotice.findUniqueOrThrow({ where: { id: noticeId } });
    expect(notice).toMatchObject({ type: 8, isPublish: 1, title: '链会议 表决结果初步统计公示' });
    expect(notice.content).toContain('230.50');

    // 甲 says they disagreed with the maintenance fund use, on paper, but the record says agree.
    const inquiryId = ok(await post('/business/meeting/inquiry/add', { meetingId, houseId: houses[1]!, question: '我对使用维修资金投的是不同意' })).id;
    expect(refusal(await post('/business/meeting/inquiry/add', { meetingId, houseId: 999999, question: '?' }))).toBeTruthy();
    const trail = ok(await get(`/business/meeting/correction/ballots?meetingId=${meetingId}&houseId=${houses[1]!}`));
    // 甲's three records (through both houses), each with its events' digests.
    expect(trail.records.map((r: any) => [r.itemId, r.result, r.current])).toEqual([
      [items.majority, 1, false],
      [items.majority, 0, true],
      [items.major, 0, true],
    ]);
    expect(trail.records[0].events.map((e: any) => e.kind)).toEqual(['cast', 'replaced']);
    expect(trail.records[2].events[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(trail.head).toBe((await verify()).head);

    // A correction needs a reason and evidence.
    const correct = (body: Record<string, unknown>) => post('/business/meeting/correction/correct', { meetingId, houseId: houses[1]!, itemId: items.major, result: 1, reason: '纸质选票为不同意', evidence: [ownUploadPath(6, 'jpg')], inquiryId, ...body });
    expect(refusal(await correct({ evidence: [] }))).toBe('请上传更正的证据文件');
    expect(refusal(await correct({ reason: ' ' }))).toContain('不能为空');
    expect(refusal(await correct({ result: 0 }))).toBe('更正后的结果与当前记录相同');
    const before = await verify();
    const correctionId = ok(await correct({})).id;
    ok(await post('/business/meeting/inquiry/update', { id: inquiryId, answer: '经核对纸质选票，已更正' }));
    expect(await t.app.db.ballotInquiry.findUniqueOrThrow({ where: { id: inquiryId } })).toMatchObject({ status: 1 });

    // Re-counted: 使用维修资金 now has 乙 alone agreeing (80.00 m²).
    const major = await t.app.db.voteItem.findUniqueOrThrow({ where: { id: items.major } });
    expect(major.count).toMatchObject({ agreeOwners: 1, agreeArea: '80.00', disagreeOwners: 1, disagreeArea: '150.50' });
    // The chain grew by the correction; the frozen head is the new one; everything verifies.
    const after = await verify();
    // The chain grew by the correction and the re-count it caused (which names it); the frozen head is the re-count's.
    expect(after).toMatchObject({ ok: true, events: before.events + 2, frozenHead: after.head });
    expect(after.head).not.toBe(before.head);
    const [corrected, recount] = await t.app.db.ballotEvent.findMany({ where: { meetingId }, orderBy: { seq: 'desc' }, take: 2 }).then((r) => r.reverse());
    expect(corrected!.kind).toBe('corrected');
    expect(JSON.parse(corrected!.payload).correction).toMatchObject({ id: correctionId, reason: '纸质选票为不同意' });
    expect(recount!.kind).toBe('counted');
    expect(JSON.parse(recount!.payload)).toMatchObject({ correction: correctionId, items: expect.arrayContaining([expect.objectContaining({ id: items.major, count: expect.objectContaining({ agreeOwners: 1 }) })]) });

    // The final announcement: the re-counted figures, the correction, the new head.
    const html = (await get(`/business/meeting/info/announcement?id=${meetingId}&kind=final`)).text;
    expect(html).toContain('链会议 表决结果公告');
    expect(html).toContain('80.00平方米');
    expect(html).toContain('1-1-102，使用维修资金');
    expect(html).toContain('纸质选票为不同意');
    expect(html).toContain('同意 → 不同意');
    expect(html).toContain(after.head);
    ok(await post('/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'final' }));
    // The objection period is over.
    expect(refusal(await correct({ result: 2 }))).toContain('询异期未开始或已结束');
  });

  it('stays in its community: staff of another community reach none of it', async () => {
    const other = ok(await post('/area/info/add', { name: '别的小区' })).id;
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'business:meeting:' } }, select: { id: true, perms: true } });
    expect(menus.map((m) => m.perms)).toEqual(expect.arrayContaining(['business:meeting:info:verifyBallots', 'business:meeting:info:announcement', 'business:meeting:inquiry:page', 'business:meeting:correction:correct']));
    const role = ok(await post('/base/sys/role/add', { name: '别的小区管理员', label: 'other_meeting', menuIdList: menus.map((m) => m.id) })).id;
    ok(await post('/base/sys/user/add', { username: 'staff_other', password: 'staff123', name: '别处', roleIdList: [role], areaIds: [other] }));
    const staff = (await t.login('staff_other', 'staff123')).token;
    const as = (method: string, path: string, body?: unknown) => t.req(method, `/admin${path}`, { body, token: staff });
    const notFound = async (res: Promise<{ body: any; text: string }>) => expect((await res).body, 'refused').toMatchObject({ code: 1001, message: '数据不存在' });
    await notFound(as('GET', `/business/meeting/info/verifyBallots?id=${meetingId}`));
    await notFound(as('GET', `/business/meeting/info/announcement?id=${meetingId}&kind=final`));
    await notFound(as('POST', '/business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'final' }));
    await notFound(as('GET', `/business/meeting/correction/ballots?meetingId=${meetingId}&houseId=${houses[0]!}`));
    await notFound(as('POST', '/business/meeting/correction/correct', { meetingId, houseId: houses[0]!, itemId: items.major, result: 2, reason: 'x', evidence: [ownUploadPath(7, 'jpg')] }));
    // Lists show nothing of it; a row by id is not found.
    expect(ok(await as('POST', '/business/meeting/inquiry/page', { meetingId })).list).toEqual([]);
    expect(ok(await as('POST', '/business/meeting/correction/page', { meetingId })).list).toEqual([]);
    const inquiry = (await t.app.db.ballotInquiry.findFirstOrThrow({ where: { meetingId } })).id;
    expect((await as('GET', `/business/meeting/inquiry/info?id=${inquiry}`)).body.data ?? null).toBeNull();
    const g = await t.gql('{ ballotCorrectionList(filter: {}) { rowId } ballotInquiryList(filter: {}) { rowId } }', {}, staff);
    expect(g.body.data).toEqual({ ballotCorrectionList: [], ballotInquiryList: [] });
    // The admin sees them.
    expect(ok(await post('/business/meeting/correction/page', { meetingId })).list.length).toBe(1);
  });

  it('the exported vote table verifies offline; an edited choice or event is rejected', async () => {
    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }));
    const bytes = Buffer.from(await (await fetch(t.url + doc.url)).arrayBuffer());
    const { head, events } = await verify();
    const clean = await verifyVoteTable(bytes);
    expect(clean).toEqual({ ok: true, meetingId, head, events, ballots: 6, language: 'zh-cn', problems: [], notes: [] });

    const dir = await mkdtemp(join(tmpdir(), 'verify-ballots-'));
    const run = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-ballots.ts', file], { encoding: 'utf8' });
    await writeFile(join(dir, 'clean.xlsx'), bytes);
    const cli = run(join(dir, 'clean.xlsx'));
    expect(cli.status, cli.stdout + cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`head ${head}`);

    // 乙's agree on 续聘物业 (row 7, column 7) shown as a disagree.
    const edit = async (change: (wb: ExcelJS.Workbook) => void) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      change(wb);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const edited = await edit((wb) => {
      expect(wb.worksheets[0]!.getCell(7, 7).value).toBe('同意');
      wb.worksheets[0]!.getCell(7, 7).value = '不同意';
    });
    const bad = await verifyVoteTable(edited);
    expect(bad.ok).toBe(false);
    expect(bad.problems).toEqual([expect.stringMatching(/^表决表!G7 \(R7C7\): shows "不同意", the ballot record says "同意"/)]);
    await writeFile(join(dir, 'edited.xlsx'), edited);
    const cliBad = run(join(dir, 'edited.xlsx'));
    expect(cliBad.status).toBe(1);
    expect(cliBad.stdout).toContain('FAILED: 1 problem(s)');

    // The chain's event for that ballot rewritten to match: the hashes no longer hold.
    const both = await edit((wb) => {
      wb.worksheets[0]!.getCell(7, 7).value = '不同意';
      const chain = wb.worksheets[1]!;
      chain.eachRow((row) => {
        const payload = String(row.getCell(5).value ?? '');
        if (payload.includes('"kind":"cast"') && payload.includes(`"house":${houses[2]!}`) && payload.includes(`"item":${items.majority}`)) row.getCell(5).value = payload.replace('"result":0', '"result":1');
      });
    });
    const broken = await verifyVoteTable(both);
    expect(broken.ok).toBe(false);
    expect(broken.problems.some((p) => /chain event \d+: hash/.test(p))).toBe(true);
    await rm(dir, { recursive: true, force: true });
  });
});
