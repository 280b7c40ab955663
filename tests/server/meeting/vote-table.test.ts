/**
 * The vote table of an owners' meeting (issue "Owners' meetings", deliver 3):
 * generated over REST and GraphQL for a small meeting, read back with
 * exceljs (rows, columns, each participant's choice, the tally once counted,
 * equal to the frozen count of counting.ts), its URL before and after, the
 * file private to the meeting's community (signed URL), a foreign
 * community's meeting refused, a user without the permission refused (403),
 * and bad input answered with a translated 1001.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';

const HOUR = 3600_000;

interface Sheet {
  rows: (string | number | null)[][];
}

async function readXlsx(bytes: ArrayBuffer): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  const ws = wb.worksheets[0]!;
  const rows: (string | number | null)[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: (string | number | null)[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const v = row.getCell(c).value;
      cells.push(v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'string' ? v : String(v));
    }
    rows[n - 1] = cells;
  });
  return { rows: Array.from(rows, (r) => r ?? []) };
}

describeOnDatabases('meeting vote table', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let otherArea: number;
  let houses: { id: number; ownerName: string; houseNo: string }[];
  let meetingId: number;
  let items: { majority: number; major: number };

  const post = (path: string, body: unknown, token = admin, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token, headers });
  const get = (path: string, token = admin, headers: Record<string, string> = {}) => t.req('GET', `/admin${path}`, { token, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const refusal = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };
  const download = async (url: string) => {
    const res = await fetch(t.url + url);
    expect(res.status, url).toBe(200);
    return { res, bytes: await res.arrayBuffer() };
  };

  async function openVoting(area: number, name: string) {
    const id = ok(await post('/business/meeting/info/add', { name, areaId: area, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    await t.app.db.meetingInfo.update({ where: { id }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId: id, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // A community of four houses and three owners: 甲 holds two houses (areas add up), 乙 and 丙 one each. 300.00 m² in all.
    areaId = ok(await post('/area/info/add', { name: '表决表小区' })).id;
    const spec = [
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50.5 },
      { ownerName: '乙', phone: '13800000002', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800000003', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 69.5 },
    ];
    houses = [];
    for (const h of spec) houses.push({ id: ok(await post('/area/house/add', { areaId, ...h })).id, ownerName: h.ownerName, houseNo: h.houseNo });
    otherArea = ok(await post('/area/info/add', { name: '外小区' })).id;
    ok(await post('/area/house/add', { areaId: otherArea, ownerName: '外人', buildingNo: '1', houseNo: '1', privateArea: 90 }));

    meetingId = await openVoting(areaId, '2026年第一次业主大会');
    items = {
      majority: ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id,
      major: ok(await post('/business/meeting/vote/item/add', { meetingId, name: '使用维修资金', passRule: 'threeQuarters' })).id,
    };
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('is refused before voting opens, and answers "none yet" until generated', async () => {
    expect(refusal(await post('/business/meeting/template/genVoteTable', { meetingId }))).toBe('投票开始后才能生成表决表（参与表决的业主在投票开始时确定）');
    expect(ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`))).toEqual({ url: null, fileName: null, generatedAt: null, message: '尚未生成表决表' });
    const en = await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`, admin, { language: 'en' });
    expect(ok(en).message).toBe('No vote table has been generated yet');
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    expect(ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`)).url).toBeNull();
  });

  it('during voting: one row per participant, one column per item, each owner’s current choice, no tally yet', async () => {
    const vote = async (houseId: number, itemId: number, result: number) => ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId, result }));
    // 甲 disagrees through 101, then agrees through 102: the later vote replaces the earlier one for both houses.
    await vote(houses[0]!.id, items.majority, 1);
    await vote(houses[1]!.id, items.majority, 0);
    await vote(houses[2]!.id, items.majority, 0);
    await vote(houses[0]!.id, items.major, 0);

    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }));
    expect(doc).toMatchObject({ fileName: '2026年第一次业主大会-表决表.xlsx', message: null, generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(doc.url).toMatch(/^\/upload\/space\/\d{8}\/[0-9a-f]{32}\.xlsx\?/);
    const { res, bytes } = await download(doc.url);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const { rows } = await readXlsx(bytes);

    expect(rows[0]![0]).toBe('2026年第一次业主大会 表决表');
    expect(rows[1]![0]).toContain('表决表小区');
    expect(rows[1]![0]).toContain('投票');
    expect(rows[2]![0]).toBe('参与表决：4户房屋，3位业主（同一业主多套房屋只计一人，面积合计），总专有面积300.00㎡');
    expect(rows[3]).toEqual(['序号', '楼栋', '单元', '房号', '业主', '专有面积（㎡）', '续聘物业（过半数）', '使用维修资金（四分之三以上）']);
    expect(rows.slice(4, 8)).toEqual([
      [1, '1', '1', '101', '甲', 100, '同意', '同意'],
      [2, '1', '1', '102', '甲', 50.5, '同意', '同意'],
      [3, '1', '2', '201', '乙', 80, '同意', '未投票'],
      [4, '2', '1', '101', '丙', 69.5, '未投票', '未投票'],
    ]);
    // No tally before counting: a note says so; then only the ballot record's head and the signature lines follow.
    expect(rows[9]![0]).toBe('尚未统计：会议进入“统计”阶段后生成的表决表附各事项的统计结果');
    const head = (await t.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } })).hash;
    // Six events: voting opened (the frozen electorate, rules and items), then the five ballot events.
    expect(rows[11]![0]).toBe(`选票记录链头（SHA-256）：${head}（共6条记录事件）`);
    expect(rows[13]![0]).toMatch(/^计票人：_+ +监票人：_+ +业主委员会（盖章）：_+$/);
    expect(rows.length).toBe(14);

    // Remembered on the meeting; the check answers a freshly signed URL to the same file.
    const stored = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
    expect(stored.voteTableUrl).toBe(doc.url.split('?')[0]);
    const check = ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`));
    expect(check).toMatchObject({ fileName: doc.fileName, generatedAt: doc.generatedAt, message: null });
    expect(check.url.split('?')[0]).toBe(stored.voteTableUrl);
    expect(Buffer.from((await download(check.url)).bytes).equals(Buffer.from(bytes))).toBe(true);
    // The stored URL alone, or a tampered signature, serves nothing: the table is private.
    expect((await fetch(t.url + stored.voteTableUrl)).status).toBe(403);
    expect((await fetch(t.url + check.url.replace(/s=[^&]+/, 's=AAAA'))).status).toBe(403);
  });

  it('once counted: the tally of every item by owners and by area, equal to the frozen count', async () => {
    const vote = async (houseId: number, itemId: number, result: number) => ok(await post('/business/meeting/vote/record/add', { meetingId, itemId, houseId, result }));
    await vote(houses[3]!.id, items.majority, 1);
    await vote(houses[3]!.id, items.major, 2);
    // The window ends; the meeting is counted.
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(7);
    ok(await post('/business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(8);

    const before = ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`)).url.split('?')[0];
    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }));
    expect(doc.url.split('?')[0]).not.toBe(before);
    const { rows } = await readXlsx((await download(doc.url)).bytes);
    expect(rows.slice(4, 8).map((r) => r.slice(6))).toEqual([
      ['同意', '同意'],
      ['同意', '同意'],
      ['同意', '未投票'],
      ['不同意', '弃权'],
    ]);
    expect(rows[9]![0]).toBe('统计结果（民法典第二百七十八条）');
    const tally = Object.fromEntries(rows.slice(10, 26).map((r) => [r[0], r.slice(6)]));
    // Nine events: the opening, seven ballot events, the count.
    expect(rows[27]![0]).toMatch(/^选票记录链头（SHA-256）：[0-9a-f]{64}（共9条记录事件）$/);
    expect(rows[29]![0]).toContain('监票人');
    // 续聘物业: all three owners vote (300.00 m²), 甲 and 乙 agree (230.50 m², 2 of 3) → passed.
    // 使用维修资金: 甲 agrees, 丙 abstains: quorum (2 of 3 owners, 220.00 of 300.00 m²), but 1 of 2 owners is under three quarters → not passed.
    expect(tally).toEqual({
      业主总人数: [3, 3],
      '总专有面积（㎡）': [300, 300],
      参与表决人数: [3, 2],
      '参与表决面积（㎡）': [300, 220],
      同意人数: [2, 1],
      '同意面积（㎡）': [230.5, 150.5],
      不同意人数: [1, 0],
      '不同意面积（㎡）': [69.5, 0],
      弃权人数: [0, 1],
      '弃权面积（㎡）': [0, 69.5],
      // The shares the announcements print, two decimals rounded half up.
      参与表决人数占全体业主: ['100.00%', '66.67%'],
      参与表决面积占总面积: ['100.00%', '73.33%'],
      同意人数占参与表决人数: ['66.67%', '50.00%'],
      同意面积占参与表决面积: ['76.83%', '68.41%'],
      参与表决达到双三分之二: ['是', '是'],
      表决结果: ['通过', '不通过'],
    });
    // The same figures as the frozen count (counting.ts), not a second computation.
    const frozen = await t.app.db.voteItem.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    expect(frozen.map((i) => [(i.count as any).agreeArea, (i.count as any).votingOwners, i.result])).toEqual([
      ['230.50', 3, 1],
      ['150.50', 2, 0],
    ]);
  });

  it('over GraphQL, in the caller’s language', async () => {
    const gen = await t.gql(
      'mutation($m: Int!) { r: meetingTemplateGenVoteTable(meetingId: $m) { __typename ... on MutationMeetingTemplateGenVoteTableSuccess { data { url fileName generatedAt message } } ... on AppError { message } } }',
      { m: meetingId },
      admin,
      { language: 'en' },
    );
    expect(gen.body.errors).toBeUndefined();
    expect(gen.body.data.r).toMatchObject({ __typename: 'MutationMeetingTemplateGenVoteTableSuccess', data: { fileName: '2026年第一次业主大会 - vote table.xlsx', message: null } });
    const { rows } = await readXlsx((await download(gen.body.data.r.data.url)).bytes);
    expect(rows[3]).toEqual(['No.', 'Building', 'Unit', 'House', 'Owner', 'Exclusive area (m²)', '续聘物业 (more than half)', '使用维修资金 (three quarters or more)']);
    expect(rows[4]!.slice(6)).toEqual(['Agree', 'Agree']);
    expect(rows.find((r) => r[0] === 'Result')!.slice(6)).toEqual(['Passed', 'Not passed']);

    const check = await t.gql('query($m: Int!) { meetingTemplateCheckVoteTableDocUrl(meetingId: $m) { url generatedAt message } }', { m: meetingId }, admin);
    expect(check.body.data.meetingTemplateCheckVoteTableDocUrl.url.split('?')[0]).toBe(gen.body.data.r.data.url.split('?')[0]);
  });

  it('refuses a meeting of a community the caller does not hold, and callers without the permission', async () => {
    const foreign = await openVoting(otherArea, '外小区会议');
    ok(await post('/business/meeting/vote/item/add', { meetingId: foreign, name: '事项', passRule: 'majority' }));
    expect(ok(await post('/business/meeting/info/next', { id: foreign }))).toBe(6);

    // Staff of the first community with every meeting permission.
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'business:meeting:' } }, select: { id: true, perms: true } });
    expect(menus.some((m) => m.perms === 'business:meeting:template:genVoteTable')).toBe(true);
    const role = ok(await post('/base/sys/role/add', { name: '会议管理员', label: 'meeting_staff', menuIdList: menus.map((m) => m.id) })).id;
    ok(await post('/base/sys/user/add', { username: 'meeting_staff', password: 'staff123', name: '会议', roleIdList: [role], areaIds: [areaId] }));
    const staff = (await t.login('meeting_staff', 'staff123')).token;
    expect(ok(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`, staff)).url).toMatch(/^\/upload\/space\//);
    expect(ok(await post('/business/meeting/template/genVoteTable', { meetingId }, staff)).url).toMatch(/^\/upload\/space\//);
    expect(refusal(await post('/business/meeting/template/genVoteTable', { meetingId: foreign }, staff))).toBe('数据不存在');
    expect(refusal(await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${foreign}`, staff))).toBe('数据不存在');
    expect(refusal(await post('/business/meeting/template/genVoteTable', { meetingId: foreign }, staff, { selectAreaId: String(otherArea) }))).toBe('无权访问该小区');
    expect((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: foreign } })).voteTableUrl).toBeNull();

    // A user of the community without the permission.
    ok(await post('/base/sys/user/add', { username: 'no_perm', password: 'staff123', name: '无权', areaIds: [areaId] }));
    const none = (await t.login('no_perm', 'staff123')).token;
    const gen = await post('/business/meeting/template/genVoteTable', { meetingId }, none);
    expect(gen.status).toBe(403);
    expect(gen.body.code).toBe(1001);
    expect((await get(`/business/meeting/template/checkVoteTableDocUrl?meetingId=${meetingId}`, none)).status).toBe(403);
    const gql = await t.gql('mutation($m: Int!) { meetingTemplateGenVoteTable(meetingId: $m) { __typename } }', { m: meetingId }, none);
    expect(gql.body.errors?.[0]?.message).toBe('登录失效或无权限访问~');
  });

  it('answers bad input with a translated 1001, never a 500', async () => {
    for (const body of [{}, { meetingId: 'abc' }, { meetingId: -1 }, { meetingId: 2 ** 40 }, { meetingId: 99999999 }, { meetingId: null }]) {
      const res = await post('/business/meeting/template/genVoteTable', body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, `${JSON.stringify(body)} ${res.text}`).toBe(1001);
      expect(res.body.message).not.toMatch(/[a-z]{12}/);
    }
    for (const q of ['', '?meetingId=', '?meetingId=x', '?meetingId=1.5', '?meetingId=99999999']) {
      const res = await get(`/business/meeting/template/checkVoteTableDocUrl${q}`);
      expect(res.status, q).toBeLessThan(500);
      expect(res.body.code, `${q} ${res.text}`).toBe(1001);
    }
  });
});
