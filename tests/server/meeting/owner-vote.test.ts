/**
 * Owners vote from their phones (docs/owner-voting.md): voting credentials
 * (issue, reissue, shown once, stored as digests), the owner's confirmation
 * (last four phone digits or the last six of a resident record's ID number,
 * bound to one device, locked after five misses),
 * online ballots counted with paper ones under the one "latest ballot
 * counts" rule, nothing of another owner reachable, and the ballot record
 * verifying after mixed channels. Both databases, real HTTP.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { verifyVoteTable } from '../../../server/modules/meeting/verify-table.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

describeOnDatabases('owners voting from their phones', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let items: number[];
  /** Each owner's code, by owner name. */
  const codes = new Map<string, string>();
  /** Device keys the page kept, by owner name. */
  const devices = new Map<string, string>();

  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  /** A request of the owner's page: JSON POST, the session token (if any) as a bearer token. */
  async function owner(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${t.url}/vote/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  }
  const refused = async (p: Promise<{ body: any; text: string }>) => {
    const res = await p;
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = ok(await post('/area/info/add', { name: '手机投票小区' })).id;
    // 甲 holds two houses (one owner, one credential); 乙 and 丙 one each; 丁 has no phone.
    const spec = [
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50 },
      { ownerName: '乙', phone: '13800002222', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800003333', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 70 },
      { ownerName: '丁', buildingNo: '2', unitNo: '1', houseNo: '102', privateArea: 60 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    meetingId = ok(await post('/business/meeting/info/add', { name: '手机投票大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    items = [];
    for (const name of ['续聘物业', '更换电梯']) items.push(ok(await post('/business/meeting/vote/item/add', { meetingId, name, description: `<p>${name}的全文</p>`, passRule: 'majority' })).id);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('issues one credential per owner once voting is open: shown once in the printable sheet, stored as a digest, reissued on demand', async () => {
    expect(await refused(post('/business/meeting/credential/issue', { meetingId }))).toBe('会议不在投票阶段，不能发放投票凭证');
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);

    const issued = ok(await post('/business/meeting/credential/issue', { meetingId }));
    expect(issued).toMatchObject({ issued: 4, skipped: 0 });
    const sheet: string = issued.sheet;
    expect(sheet).toContain('@page{size:A4');
    expect(sheet).toContain('<svg');
    // One slip per owner, a page per building: 甲's slip names both houses.
    for (const slip of sheet.split('class="slip"').slice(1)) {
      const name = /业主：([^<]+)</.exec(slip)![1]!;
      codes.set(name, slip.match(CODE)![0]!);
    }
    expect([...codes.keys()].sort()).toEqual(['丁', '丙', '乙', '甲']);
    expect(sheet).toMatch(/1-1-101，1-1-102/);
    // Stored as digests only: no column of any credential holds a code; the list shows none.
    const rows = await t.app.db.voteCredential.findMany({ where: { meetingId } });
    expect(rows).toHaveLength(4);
    const stored = JSON.stringify(rows);
    for (const code of codes.values()) {
      expect(stored).not.toContain(code.replace(/-/g, ''));
      expect(stored).not.toContain(code);
    }
    const page = ok(await post('/business/meeting/credential/page', { meetingId, size: 20 }));
    expect(page.list).toHaveLength(4);
    expect(JSON.stringify(page)).not.toMatch(/codeHash|deviceHash/);
    for (const code of codes.values()) expect(JSON.stringify(page)).not.toContain(code);
    // Nor does the request log.
    const logs = JSON.stringify(await t.app.db.baseSysLog.findMany({ orderBy: { id: 'desc' }, take: 20 }));
    for (const code of codes.values()) expect(logs).not.toContain(code);
    // Issuing again gives nobody a second one.
    expect(ok(await post('/business/meeting/credential/issue', { meetingId }))).toMatchObject({ issued: 0, skipped: 4 });
  });

  it('confirms with the phone’s last four digits, binds the device, locks after five misses; a reissue kills the old code', async () => {
    const code = codes.get('乙')!;
    expect(await refused(owner('open', { code: 'AAAA-BBBB-CCCC-DDDD' }))).toBe('凭证码不正确');
    expect(await refused(owner('open', { code, check: '0000' }))).toBe('手机号后四位（或身份证号后六位）不正确，还可尝试4次');
    // The code as typed: lower case, without dashes.
    const first = await owner('open', { code: code.toLowerCase().replace(/-/g, ''), check: '2222' });
    expect(first.body.code, first.text).toBe(1000);
    expect(first.body.data.device).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    devices.set('乙', first.body.data.device);
    expect(first.body.data.state.owner).toMatchObject({ name: '乙', houses: [{ label: '1-2-201' }] });
    expect(first.body.data.state.items.map((i: any) => i.description)).toEqual(['<p>续聘物业的全文</p>', '<p>更换电梯的全文</p>']);
    // One-time: the code alone opens nothing on another device; the bound device opens without the check.
    expect(await refused(owner('open', { code, check: '2222' }))).toContain('另一台设备');
    const again = await owner('open', { code, device: first.body.data.device });
    expect(again.body.code, again.text).toBe(1000);
    expect(again.body.data.device).toBeUndefined();

    const 丙 = codes.get('丙')!;
    for (let i = 4; i >= 1; i--) expect(await refused(owner('open', { code: 丙, check: '9999' }))).toBe(`手机号后四位（或身份证号后六位）不正确，还可尝试${i}次`);
    expect(await refused(owner('open', { code: 丙, check: '9999' }))).toContain('凭证已锁定');
    expect(await refused(owner('open', { code: 丙, check: '3333' }))).toContain('凭证已锁定');
    // Reissued: the old code is dead, the new one works.
    const slip = ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[3] }));
    const fresh = (slip.sheet as string).match(CODE)![0]!;
    expect(fresh).not.toBe(丙);
    expect(await refused(owner('open', { code: 丙, check: '3333' }))).toContain('凭证已作废');
    codes.set('丙', fresh);
    devices.set('丙', ok(await owner('open', { code: fresh, check: '3333' })).device);
    // An owner without a phone is told to vote on paper.
    expect(await refused(owner('open', { code: codes.get('丁')!, check: '0000' }))).toContain('未登记手机号');
    // …unless a resident record of theirs holds an ID number: its last six characters confirm instead.
    // A namesake living elsewhere in the community does not lend their number.
    ok(await post('/resident/info/add', { areaId, name: '丁', phone: '13900004444', idCard: '440308199001010017', houseIds: [houses[2]], roles: [1] }));
    ok(await post('/resident/info/add', { areaId, name: '丁', phone: '13900004444', idCard: '11010519491231002X', houseIds: [houses[4]], roles: [1] }));
    expect(await refused(owner('open', { code: codes.get('丁')!, check: '010017' }))).toBe('手机号后四位（或身份证号后六位）不正确，还可尝试4次');
    devices.set('丁', ok(await owner('open', { code: codes.get('丁')!, check: '31002x' })).device);
    // A session token is needed; a staff token is not one, nor a forged one.
    expect((await owner('state', {}, admin)).status).toBe(401);
    expect((await owner('state', {}, 'x.y.z')).status).toBe(401);
    // Only JSON posts: a form post (what another site could send) is refused.
    const form = await fetch(`${t.url}/vote/api/open`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `code=${code}` });
    expect(form.status).toBe(405);
  });

  async function session(name: string, check: string): Promise<{ token: string; device: string }> {
    const res = await owner('open', { code: codes.get(name)!, check });
    if (res.body.code === 1000) return { token: res.body.data.token, device: res.body.data.device };
    throw new Error(res.text);
  }

  it('counts an online vote like a paper ballot: changed votes, paper after online and the reverse count once; the chain verifies', async () => {
    // 甲 (two houses, one owner) votes online on both items, then changes one.
    const 甲 = await session('甲', '1111');
    const cast = await owner('cast', { votes: [{ itemId: items[0], result: 0 }, { itemId: items[1], result: 1 }] }, 甲.token);
    expect(cast.body.code, cast.text).toBe(1000);
    expect(cast.body.data.receipt).toMatch(/^[0-9a-f]{16}$/);
    const changed = ok(await owner('cast', { votes: [{ itemId: items[1], result: 0 }] }, 甲.token));
    expect(changed.state.ballots.map((b: any) => [b.itemId, b.result, b.channel])).toEqual([
      [items[0], 0, 'online'],
      [items[1], 0, 'online'],
    ]);
    const records = await t.app.db.voteRecord.findMany({ where: { meetingId, replacedAt: null } });
    expect(records.map((r) => [r.itemId, r.houseId, r.result, r.channel, r.operatorId])).toEqual([
      [items[0], houses[0], 0, 'online', null],
      [items[1], houses[0], 0, 'online', null],
    ]);
    // A paper ballot of 甲 afterwards (entered for the other house) replaces the online vote: latest counts.
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId: items[0], houseId: houses[1], result: 1 }));
    // 乙 on paper first, then online: the online vote replaces it.
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId: items[0], houseId: houses[2], result: 2 }));
    const 乙 = ok(await owner('open', { code: codes.get('乙')!, device: devices.get('乙') }));
    ok(await owner('cast', { votes: [{ itemId: items[0], result: 0 }] }, 乙.token));
    const current = async () => t.app.db.voteRecord.findMany({ where: { meetingId, replacedAt: null }, orderBy: [{ itemId: 'asc' }, { id: 'asc' }], select: { itemId: true, ownerKey: true, result: true, channel: true } });
    const 丙 = ok(await owner('open', { code: codes.get('丙')!, device: devices.get('丙') }));
    ok(await owner('cast', { votes: [{ itemId: items[0], result: 0 }] }, 丙.token));
    ok(await post('/business/meeting/vote/record/add', { meetingId, itemId: items[0], houseId: houses[3], result: 1 }));
    ok(await owner('cast', { votes: [{ itemId: items[0], result: 2 }] }, 丙.token));
    const now = await current();
    // One current ballot per owner and item.
    const keys = now.map((r) => `${r.itemId}:${r.ownerKey}`);
    expect(new Set(keys).size).toBe(keys.length);
    const 甲Item0 = now.find((r) => r.itemId === items[0] && r.ownerKey!.includes('甲'))!;
    expect(甲Item0).toMatchObject({ result: 1, channel: null });
    expect(now.find((r) => r.itemId === items[0] && r.ownerKey!.includes('丙'))).toMatchObject({ result: 2, channel: 'online' });
    expect(now.find((r) => r.itemId === items[0] && r.ownerKey!.includes('乙'))).toMatchObject({ result: 0, channel: 'online' });
    // The live count reads the same: item 1 has 甲 (paper, disagree), 乙 (online after paper, agree), 丙 (online after paper, abstain).
    const g = await t.gql(`query($id: Int!) { voteItemInfo(id: $id) { liveCount { votingOwners agreeOwners disagreeOwners abstainOwners } } }`, { id: items[0] }, admin);
    expect(g.body.data.voteItemInfo.liveCount).toEqual({ votingOwners: 3, agreeOwners: 1, disagreeOwners: 1, abstainOwners: 1 });
    // The ballot record states both channels and verifies.
    const v = ok(await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${meetingId}`, { token: admin }));
    expect(v).toMatchObject({ ok: true, broken: [] });
    const online = await t.app.db.ballotEvent.findMany({ where: { meetingId, kind: 'cast' } });
    expect(online.filter((e) => JSON.parse(e.payload).record.channel === 'online')).toHaveLength(6);
    // A channel changed behind the product is named.
    const row = await t.app.db.voteRecord.findFirstOrThrow({ where: { meetingId, channel: 'online' } });
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET channel = NULL WHERE id = ${row.id}`);
    const broken = ok(await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${meetingId}`, { token: admin }));
    expect(broken.broken).toEqual([expect.objectContaining({ id: row.id, code: 'changed', fields: ['channel'] })]);
    await t.app.db.$executeRawUnsafe(`UPDATE vote_record SET channel = 'online' WHERE id = ${row.id}`);
    // The vote table marks the online ballots, and its offline check still reads them as choices.
    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }));
    const bytes = Buffer.from(await (await fetch(t.url + doc.url)).arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value ?? ''))));
    expect(cells).toContain('同意（在线）');
    expect(cells).toContain('弃权（在线）');
    const offline = await verifyVoteTable(bytes);
    expect(offline.problems).toEqual([]);
    expect(offline.ok).toBe(true);
  });

  it('reaches nothing of another owner or meeting; refuses votes once the box is closed, and still shows the record', async () => {
    const 丙 = ok(await owner('open', { code: codes.get('丙')!, device: devices.get('丙') }));
    const state = ok(await owner('state', {}, 丙.token));
    // Only 丙's own ballots and houses; a houseId in the body is ignored (the credential decides).
    expect(state.owner.houses.map((h: any) => h.label)).toEqual(['2-1-101']);
    expect(new Set(state.ballots.map((b: any) => b.itemId))).toEqual(new Set([items[0]]));
    ok(await owner('cast', { votes: [{ itemId: items[1], result: 1, houseId: houses[0] }] }, 丙.token));
    const 甲Item1 = await t.app.db.voteRecord.findFirstOrThrow({ where: { meetingId, itemId: items[1], replacedAt: null, houseId: { in: [houses[0]!, houses[1]!] } } });
    expect(甲Item1.result).toBe(0);
    // An item of another meeting is refused.
    const other = ok(await post('/business/meeting/info/add', { name: '别的会议', areaId, type: 2 })).id;
    const foreign = ok(await post('/business/meeting/vote/item/add', { meetingId: other, name: '别的事项' })).id;
    expect(await refused(owner('cast', { votes: [{ itemId: foreign, result: 0 }] }, 丙.token))).toBeTruthy();
    // A reissue ends the old session at once.
    const before = ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[3] }));
    expect((await owner('state', {}, 丙.token)).status).toBe(401);
    codes.set('丙', (before.sheet as string).match(CODE)![0]!);
    const fresh = await session('丙', '3333');
    // The box closes: no more votes, the record stays visible.
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(await refused(owner('cast', { votes: [{ itemId: items[0], result: 0 }] }, fresh.token))).toBe('投票已结束，不能再投票或改票');
    const closed = ok(await owner('state', {}, fresh.token));
    expect(closed.meeting.open).toBe(false);
    expect(closed.ballots.every((b: any) => /^[0-9a-f]{64}$/.test(b.hash))).toBe(true);
    // In English too.
    expect((await owner('cast', { votes: [{ itemId: items[0], result: 0 }] }, fresh.token, { language: 'en' })).body.message).toBe('Voting has ended: votes can no longer be cast or changed');
  });
});
