/**
 * The staff's credential list and reissue, and the meeting's documents on the
 * owner's page (docs/owner-voting.md): one row per owner with the credential's
 * state and never its code or digest, filters by building and state, scoped
 * to the meeting's community; a reissue unlocks a locked credential and is
 * logged; an owner downloads only their own meeting's files, under their
 * session. Both databases, real HTTP.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

describeOnDatabases('the credential list, reissue from it, and the owner page documents', (kind) => {
  let t: TestApp;
  let admin: string;
  let houses: number[];
  let meetingId: number;
  let otherMeetingId: number;
  let items: number[];
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const ownFile = pdf('the meeting documents');
  let otherFileUrl: string;

  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const get = (path: string, token = admin) => t.req('GET', `/admin${path}`, { token });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  async function owner(path: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/vote/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return res;
  }
  const ownerJson = async (path: string, body: unknown, token?: string) => {
    const res = await owner(path, body, token);
    return { status: res.status, body: await res.json() };
  };
  const upload = async (data: Buffer, name: string) => {
    const res = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name, data, type: 'application/pdf' }] });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data as string;
  };
  const list = async (query: string, token = admin) => ok(await get(`/business/meeting/credential/owners?meetingId=${meetingId}${query}`, token));
  const rowOf = (l: any, name: string) => l.rows.find((r: any) => r.ownerName === name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const areaId = ok(await post('/area/info/add', { name: '凭证列表小区' })).id;
    // 甲 holds two houses in building 1; 乙 one in building 1; 丙 and 丁 in building 2.
    const spec = [
      { ownerName: '甲', phone: '13900001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13900001111', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50 },
      { ownerName: '乙', phone: '13900002222', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13900003333', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 70 },
      { ownerName: '丁', phone: '13900004444', buildingNo: '2', unitNo: '1', houseNo: '102', privateArea: 60 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    const files = [await upload(ownFile, '会议材料.pdf')];
    meetingId = ok(await post('/business/meeting/info/add', { name: '凭证大会', areaId, type: 2, files, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    otherFileUrl = await upload(pdf('another meeting'), '别的会议.pdf');
    otherMeetingId = ok(await post('/business/meeting/info/add', { name: '别的大会', areaId, type: 2, files: [otherFileUrl] })).id;
    items = [];
    for (const name of ['续聘物业', '更换电梯']) items.push(ok(await post('/business/meeting/vote/item/add', { meetingId, name, passRule: 'majority' })).id);
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('lists every owner of the electorate with the state of their credential, never its code or digest; filters by building and state', async () => {
    const before = await list('');
    expect(before.total).toBe(4);
    expect(before.rows.map((r: any) => r.state)).toEqual(['none', 'none', 'none', 'none']);
    expect(before.buildings).toEqual(['1', '2']);
    expect(rowOf(before, '甲')).toMatchObject({ houseId: houses[0], houses: ['1-1-101', '1-1-102'], reissued: 0, issuedAt: null });

    const sheet: string = ok(await post('/business/meeting/credential/issue', { meetingId })).sheet;
    for (const slip of sheet.split('class="slip"').slice(1)) codes.set(/业主：([^<]+)</.exec(slip)![1]!, slip.match(CODE)![0]!);
    // 乙's code is reissued once; 甲 confirms on a phone and votes online; 丙 is locked by five wrong digits.
    codes.set('乙', (ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[2] })).sheet as string).match(CODE)![0]!);
    const opened = await ownerJson('open', { code: codes.get('甲'), check: '1111' });
    expect(opened.body.code).toBe(1000);
    tokens.set('甲', opened.body.data.token);
    expect((await ownerJson('cast', { votes: [{ itemId: items[0], result: 0 }] }, tokens.get('甲'))).body.code).toBe(1000);
    for (let i = 0; i < 5; i++) expect((await ownerJson('open', { code: codes.get('丙'), check: '0000' })).body.code).toBe(1001);

    const after = await list('');
    expect(rowOf(after, '甲')).toMatchObject({ state: 'bound', failedAttempts: 0, reissued: 0 });
    expect(rowOf(after, '甲').boundAt).toBeTruthy();
    expect(rowOf(after, '甲').lastVoteAt).toBeTruthy();
    expect(rowOf(after, '乙')).toMatchObject({ state: 'issued', reissued: 1, boundAt: null, lastVoteAt: null });
    expect(rowOf(after, '丙')).toMatchObject({ state: 'locked', failedAttempts: 5 });
    expect(rowOf(after, '丁')).toMatchObject({ state: 'issued', reissued: 0 });
    expect(rowOf(after, '丁').issuedAt).toBeTruthy();
    expect(after.counts).toEqual([
      { state: 'none', count: 0 },
      { state: 'issued', count: 2 },
      { state: 'bound', count: 1 },
      { state: 'locked', count: 1 },
    ]);
    // Neither a code nor a digest, in any form.
    const text = JSON.stringify(after);
    expect(text).not.toMatch(/codeHash|deviceHash/);
    for (const code of codes.values()) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace(/-/g, ''));
    }
    for (const c of await t.app.db.voteCredential.findMany({ where: { meetingId } })) {
      expect(text).not.toContain(c.codeHash);
      if (c.deviceHash) expect(text).not.toContain(c.deviceHash);
    }

    // Filters: building, state, both; paging.
    expect((await list('&building=2')).rows.map((r: any) => r.ownerName)).toEqual(['丙', '丁']);
    expect((await list('&state=locked')).rows.map((r: any) => r.ownerName)).toEqual(['丙']);
    expect((await list('&building=1&state=issued')).rows.map((r: any) => r.ownerName)).toEqual(['乙']);
    const paged = await list('&size=3&page=2');
    expect(paged).toMatchObject({ total: 4 });
    expect(paged.rows).toHaveLength(1);
    // Bad input: a translated 1001.
    expect((await get(`/business/meeting/credential/owners?meetingId=${meetingId}&state=lost`)).body).toMatchObject({ code: 1001, message: '凭证状态只能是：none, issued, bound, locked' });
    expect((await get(`/business/meeting/credential/owners?meetingId=${meetingId}&size=501`)).body).toMatchObject({ code: 1001, message: '页码须为正整数，每页最多 500 条' });

    // GraphQL: the same answer.
    const g = await t.gql('query($id: Int!) { voteCredentialOwners(meetingId: $id, state: "locked") { total rows { ownerName houses state failedAttempts reissued } } }', { id: meetingId }, admin);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.voteCredentialOwners).toEqual({ total: 1, rows: [{ ownerName: '丙', houses: ['2-1-101'], state: 'locked', failedAttempts: 5, reissued: 0 }] });
  });

  it('a reissue unlocks a locked credential, is logged without the code, and the new code opens', async () => {
    const old = codes.get('丙')!;
    const fresh = (ok(await post('/business/meeting/credential/reissue', { meetingId, houseId: houses[3] })).sheet as string).match(CODE)![0]!;
    expect(fresh).not.toBe(old);
    expect(rowOf(await list(''), '丙')).toMatchObject({ state: 'issued', failedAttempts: 0, reissued: 1 });
    expect((await ownerJson('open', { code: old, check: '3333' })).body.code).toBe(1001);
    const opened = await ownerJson('open', { code: fresh, check: '3333' });
    expect(opened.body.code).toBe(1000);
    expect(rowOf(await list(''), '丙')).toMatchObject({ state: 'bound' });
    // A selection: one sheet, one credential per owner however many of their houses are named.
    const many = ok(await post('/business/meeting/credential/reissue', { meetingId, houseIds: [houses[2], houses[4], houses[4]] }));
    expect(many.issued).toBe(2);
    const slips = (many.sheet as string).match(CODE)!;
    expect(slips).toHaveLength(2);
    const after = await list('');
    expect(rowOf(after, '乙')).toMatchObject({ state: 'issued', reissued: 2 });
    expect(rowOf(after, '丁')).toMatchObject({ state: 'issued', reissued: 1 });
    expect((await ownerJson('open', { code: codes.get('丁'), check: '4444' })).body.code).toBe(1001);
    expect((await post('/business/meeting/credential/reissue', { meetingId, houseIds: [] })).body.code).toBe(1001);
    const logs = await t.app.db.baseSysLog.findMany({ where: { action: { contains: 'business/meeting/credential/reissue' } }, orderBy: { id: 'desc' } });
    expect(logs.length).toBeGreaterThanOrEqual(2);
    const logText = JSON.stringify(logs);
    for (const code of [old, fresh, ...slips]) {
      expect(logText).not.toContain(code);
      expect(logText).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('stays in its community: staff of another community get nothing', async () => {
    const other = ok(await post('/area/info/add', { name: '别的小区' })).id;
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'business:meeting:' } }, select: { id: true, perms: true } });
    expect(menus.map((m) => m.perms)).toContain('business:meeting:credential:page');
    const role = ok(await post('/base/sys/role/add', { name: '别处凭证', label: 'other_credential', menuIdList: menus.map((m) => m.id) })).id;
    ok(await post('/base/sys/user/add', { username: 'cred_other', password: 'staff123', name: '别处', roleIdList: [role], areaIds: [other] }));
    const staff = (await t.login('cred_other', 'staff123')).token;
    expect((await get(`/business/meeting/credential/owners?meetingId=${meetingId}`, staff)).body).toMatchObject({ code: 1001, message: '数据不存在' });
    const g = await t.gql('query($id: Int!) { voteCredentialOwners(meetingId: $id) { total rows { ownerName } } }', { id: meetingId }, staff);
    expect(g.body.data?.voteCredentialOwners ?? null).toBeNull();
    expect(JSON.stringify(g.body)).not.toContain('甲');
    expect((await t.req('POST', '/admin/business/meeting/credential/reissue', { body: { meetingId, houseId: houses[4] }, token: staff })).body).toMatchObject({ code: 1001, message: '数据不存在' });
    // Without the permission: refused before anything is read.
    const bare = ok(await post('/base/sys/role/add', { name: '无凭证', label: 'no_credential', menuIdList: [] })).id;
    ok(await post('/base/sys/user/add', { username: 'cred_none', password: 'staff123', name: '无权', roleIdList: [bare] }));
    const none = (await t.login('cred_none', 'staff123')).token;
    const refused = (await get(`/business/meeting/credential/owners?meetingId=${meetingId}`, none)).body;
    expect(refused.code).not.toBe(1000);
    expect(JSON.stringify(refused)).not.toContain('甲');
  });

  it("downloads the meeting's own documents under the owner's session only", async () => {
    const token = tokens.get('甲')!;
    const state = (await ownerJson('state', {}, token)).body.data;
    expect(state.meeting.files).toHaveLength(1);
    const [doc] = state.meeting.files;
    expect(doc).toMatchObject({ ext: 'pdf', name: '凭证大会 1.pdf' });
    // Names only: no file URL reaches the page.
    expect(JSON.stringify(state)).not.toContain('/upload/');

    const res = await owner('file', { id: doc.id }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('凭证大会 1.pdf'));
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(ownFile)).toBe(true);

    // Another meeting's file, by its stored name: refused, translated.
    const otherId = otherFileUrl.slice(otherFileUrl.lastIndexOf('/') + 1);
    const other = await owner('file', { id: otherId }, token);
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ code: 1001, message: '本次会议没有这个文件' });
    const english = await fetch(`${t.url}/vote/api/file`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en' }, body: JSON.stringify({ id: otherId }) });
    expect((await english.json()).message).toBe('This meeting has no such file');
    expect((await (await owner('file', { id: '../../etc/passwd' }, token)).json()).code).toBe(1001);
    // No session, a staff token, a GET: refused.
    const anonymous = await owner('file', { id: doc.id });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe(1001);
    expect((await owner('file', { id: doc.id }, admin.replace(/^Bearer /, ''))).status).toBe(401);
    expect((await fetch(`${t.url}/vote/api/file`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(405);
    // The other meeting exists and names its file: the refusal is the owner's scope, not a missing file.
    expect((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: otherMeetingId } })).files).toEqual([otherFileUrl]);
  });
});
