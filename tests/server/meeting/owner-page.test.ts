/**
 * What the owner's ballot page shows (docs/owner-voting.md "What owners
 * read", "States of the page"): every text staff wrote passes the ballot
 * allow list on save and again on output (rows stored before the gate or
 * written by SQL come out clean), the page's own Content-Security-Policy,
 * and the state the page renders from. Both databases, real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { sanitizeRichText } from '../../../server/kernel/rich-text.ts';
import { HOSTILE_CONSTRUCTS, HOSTILE_TEXT, survivors } from '../../support/hostile-html.ts';
import { ballotFixture, ownerRequest } from '../../support/owner-ballot.ts';
import { pdf, postMultipart } from '../../support/files.ts';

const OWN_IMAGE = '/upload/app/base/20261124/AbCdEfGhIjKlMnOp1234.png';

describe('the ballot allow list (kernel/rich-text.ts, profile ballot)', () => {
  for (const c of HOSTILE_CONSTRUCTS) {
    it(`removes ${c.name}`, () => {
      const out = sanitizeRichText(`<p>前</p>${c.html}<p>后</p>`, 'ballot');
      expect(survivors(out), out).toEqual([]);
      expect(out).toContain('<p>前</p>');
      expect(out).toContain('<p>后</p>');
    });
  }

  it('keeps what item texts need: headings under the page’s own, lists, tables, emphasis, our own images, links that open apart and name their host', () => {
    const out = sanitizeRichText(
      `<h1>一</h1><h2>二</h2><ul><li>项</li></ul><ol start="2"><li>项</li></ol><table><thead><tr><th>甲</th></tr></thead><tbody><tr><td colspan="2">乙</td></tr></tbody></table><p><strong>粗</strong><em>斜</em><u>下</u></p><img src="${OWN_IMAGE}" alt="图"><a href="https://example.org/a?b=1" target="_self" rel="opener" data-host="trusted.example">规则</a><a href="mailto:yz@example.org">信</a>`,
      'ballot',
    );
    expect(out).toContain('<h3>一</h3><h4>二</h4>');
    expect(out).toContain('<ul><li>项</li></ul><ol start="2"><li>项</li></ol>');
    expect(out).toContain('<td colspan="2">乙</td>');
    expect(out).toContain('<strong>粗</strong><em>斜</em><u>下</u>');
    expect(out).toContain(`<img src="${OWN_IMAGE}" alt="图" />`);
    // The host is the link's own, never one written into the text.
    expect(out).toContain('<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer" data-host="example.org">规则</a>');
    expect(out).toContain('<a href="mailto:yz@example.org" target="_blank" rel="noopener noreferrer">信</a>');
    expect(out).not.toContain('trusted.example');
  });

  it('drops sizes and positions a phone could not hold, keeps colour and alignment', () => {
    const out = sanitizeRichText('<p style="width:2000px;position:fixed;top:0;color:red;text-align:center;margin-left:900px">x</p><img src="' + OWN_IMAGE + '" width="2000">', 'ballot');
    expect(out).toContain('<p style="color:red;text-align:center">x</p>');
    // An image's width attribute stays; the page holds every image to its width.
    expect(out).toContain('width="2000"');
  });

  it('keeps an image of our uploads as its path on this origin (whatever host the address named); refuses our private area and lookalike paths', () => {
    // The upload route answers absolute addresses: the image stays, loaded from this origin only.
    for (const src of [OWN_IMAGE, `http://127.0.0.1:8080${OWN_IMAGE}`, `https://evil.example${OWN_IMAGE}`, `//evil.example${OWN_IMAGE}`, ` ${OWN_IMAGE}?v=1`]) {
      expect(sanitizeRichText(`<img src="${src}" alt="图">`, 'ballot'), src).toBe(`<img src="${OWN_IMAGE}" alt="图" />`);
    }
    for (const src of ['/upload/space/20261124/AbCdEfGhIjKlMnOp1234.png', '/upload/app/base/../x.png', '/upload/app/base/20261124/AbCdEfGhIjKlMnOp1234.svg', 'javascript:alert(1)', `data:image/png;base64,${'A'.repeat(20)}`, 'https://evil.example/track.png']) {
      expect(sanitizeRichText(`<img src="${src}">`, 'ballot'), src).toBe('');
    }
  });
});

describeOnDatabases('the owner’s ballot page: what owners read', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  /** Every string of a value, with where it sits. */
  function strings(value: unknown, at = '$', out: { at: string; text: string }[] = []) {
    if (typeof value === 'string') out.push({ at, text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}[${i}]`, out));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${at}.${k}`, out);
    return out;
  }

  it('stores item and meeting texts through the ballot allow list, and serves even rows written by SQL clean', async () => {
    const b = await ballotFixture(t, admin, { meeting: { description: HOSTILE_TEXT }, items: [{ name: '续聘物业', description: HOSTILE_TEXT }] });
    // On save (the meeting's and the item's add).
    const stored = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: b.meetingId } });
    expect(survivors(stored.description!)).toEqual([]);
    expect(stored.description).toContain('<p>事项全文</p>');
    const item = await t.app.db.voteItem.findUniqueOrThrow({ where: { id: b.items[0]! } });
    expect(survivors(item.description!)).toEqual([]);
    expect(item.description).toContain('data-host="example.org"');

    // Behind the product: SQL writes the hostile text into every text the owner reads.
    await t.app.db.$executeRawUnsafe(`UPDATE vote_item SET description = $1 WHERE "meetingId" = $2`, HOSTILE_TEXT, b.meetingId);
    await t.app.db.$executeRawUnsafe(`UPDATE meeting_info SET description = $1 WHERE id = $2`, HOSTILE_TEXT, b.meetingId);
    await t.app.db.$executeRawUnsafe(`UPDATE meeting_notice SET content = $1 WHERE "meetingId" = $2`, HOSTILE_TEXT, b.meetingId);
    const { token, state } = await b.open('甲');
    const again = (await ownerRequest(t, 'state', {}, token)).body.data;
    for (const answer of [state, again]) {
      expect(answer.items[0].description).toContain('<p>事项全文</p>');
      expect(answer.meeting.description).toContain('<table>');
      for (const s of strings(answer)) expect(survivors(s.text), `${s.at}: ${s.text}`).toEqual([]);
    }
  });

  it('serves the page under its own policy: no form, frame, base, plugin or framing; scripts from this origin only', async () => {
    for (const path of ['/vote/', '/vote', '/vote/?lang=en']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of ["script-src 'self'", "form-action 'none'", "frame-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "img-src 'self'"]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The back-office keeps its own (menus may open pages in frames).
    const admin = await fetch(`${t.url}/login`);
    expect(admin.headers.get('content-security-policy')).toContain('frame-src *');
    // A path that only starts like it is not the owner's page.
    expect((await fetch(`${t.url}/voters`)).headers.get('content-security-policy')).toContain('frame-src *');
  });

  const ok = (res: { body: any; text: string }) => {
    expect(res.body?.code, res.text).toBe(1000);
    return res.body.data;
  };
  const admin$ = (path: string, body: unknown) => t.req('POST', `/admin/${path}`, { body, token: admin });
  const cast = (token: string, itemId: number, headers: Record<string, string> = {}) => ownerRequest(t, 'cast', { votes: [{ itemId, result: 0 }] }, token, headers);
  /** The deadline passed an hour ago (and, before any extension, the deadline voting opened with). */
  async function passDeadline(meetingId: number) {
    const m = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
    const end = new Date(Date.now() - 3600_000);
    const rules = m.assemblyRules as any;
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: end, assemblyRules: rules && rules.extensions === 0 ? { ...rules, originalVoteEndTime: end.toISOString() } : rules } });
  }
  /** Out of 投票 into 统计: the box closed, the notice of 公示公告4 published, counted. */
  async function toCounting(meetingId: number, notice: Record<string, unknown> = {}) {
    ok(await admin$('business/meeting/info/next', { id: meetingId }));
    ok(await admin$('business/meeting/notice/save', { meetingId, type: 7, title: '投票结束公告', content: '<p>投票已结束</p>', isPublish: 1, ...notice }));
    ok(await admin$('business/meeting/info/next', { id: meetingId }));
  }

  it('before the box opens: the phase says so, the items can be read, and casting is refused with the opening time, not as ended', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const b = await ballotFixture(t, admin, { voteStartTime: start, voteEndTime: new Date(start.getTime() + 86_400_000) });
    const { token, state } = await b.open('乙');
    expect(state.phase).toBe('notOpen');
    expect(state.meeting.open).toBe(false);
    expect(state.meeting.voteStartTime).toBe(start.toISOString());
    expect(state.items[0].description).toBe('<p>续聘物业的全文</p>');
    // Refused, naming when it opens: in the owner's language and time zone (the page sends its browser's).
    const zh = await cast(token, b.items[0]!, { 'time-zone': 'Asia/Shanghai' });
    expect(zh.body.code).toBe(1001);
    expect(zh.body.message).toBe(`投票尚未开始，将于 ${new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(start)} 开始`);
    const en = await cast(token, b.items[0]!, { language: 'en', 'time-zone': 'America/New_York' });
    expect(en.body.message).toBe(`Voting has not opened yet; it opens on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(start)}`);
    const tw = await cast(token, b.items[0]!, { language: 'zh-TW', 'time-zone': 'Not/AZone' });
    expect(tw.body.message).toMatch(/^投票尚未開始，將於 .+ 開始$/);
    for (const m of [zh.body.message, en.body.message, tw.body.message]) expect(m).not.toMatch(/结束|結束|ended/);
    expect(await t.app.db.voteRecord.count({ where: { meetingId: b.meetingId } })).toBe(0);
  });

  it('open, then closed (refused as ended); extended (the new deadline, casting again); terminated', async () => {
    const b = await ballotFixture(t, admin, { rules: { extensionAllowed: 1, maxExtensionDays: 30 } });
    const { token, state } = await b.open('甲');
    expect(state.phase).toBe('open');
    expect(state.meeting).toMatchObject({ open: true, extensions: 0, originalVoteEndTime: null });
    ok(await cast(token, b.items[0]!));
    await passDeadline(b.meetingId);
    const closed = ok(await ownerRequest(t, 'state', {}, token));
    expect(closed.phase).toBe('closed');
    expect(closed.ballots).toHaveLength(1);
    expect((await cast(token, b.items[0]!)).body.message).toBe('投票已结束，不能再投票或改票');
    // One of three owners voted: under half, so the frozen rules let staff extend the vote.
    const original = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: b.meetingId } })).voteEndTime!;
    const newEnd = new Date(Date.now() + 86_400_000);
    ok(await admin$('business/meeting/info/extend', { id: b.meetingId, voteEndTime: newEnd.toISOString() }));
    const extended = ok(await ownerRequest(t, 'state', {}, token));
    expect(extended.phase).toBe('extended');
    expect(extended.meeting).toMatchObject({ open: true, extensions: 1, voteEndTime: newEnd.toISOString(), originalVoteEndTime: original.toISOString() });
    // The box takes votes again (甲 changes the vote); still one owner of three.
    ok(await cast(token, b.items[0]!));
    // The extended deadline passes without a quorum: counted, the item is terminated.
    await passDeadline(b.meetingId);
    await toCounting(b.meetingId);
    const ended = ok(await ownerRequest(t, 'state', {}, token));
    expect(ended.phase).toBe('terminated');
    expect(ended.items.map((i: any) => i.result)).toEqual([2]);
    expect((await cast(token, b.items[0]!)).body.message).toBe('投票已结束，不能再投票或改票');
  });

  it('announced: a link to the published announcement, the results, the published notices with their attachments downloadable — and nothing unpublished', async () => {
    const b = await ballotFixture(t, admin, { items: [{ name: '续聘物业', description: '<p>全文</p>' }] });
    const { token } = await b.open('丙');
    ok(await cast(token, b.items[0]!));
    const upload = async (name: string) => {
      const res = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name, data: pdf(name), type: 'application/pdf' }] });
      expect(res.body.code, res.text).toBe(1000);
      return res.body.data;
    };
    const published = await upload('公告附件.pdf');
    const draft = await upload('草稿附件.pdf');
    // Everyone votes; the box closes with the notice of 公示公告4 and its attachment; an unpublished notice holds another.
    ok(await admin$('business/meeting/vote/record/batch', { meetingId: b.meetingId, votes: b.houses.map((houseId) => ({ itemId: b.items[0], houseId, result: 0 })) }));
    await toCounting(b.meetingId, { files: [published] });
    ok(await admin$('business/meeting/notice/save', { meetingId: b.meetingId, type: 9, title: '未发布的公告', content: '<p>草稿</p>', files: [draft], isPublish: 0 }));
    const counted = ok(await ownerRequest(t, 'state', {}, token));
    expect(counted.phase).toBe('closed');
    // Before the announcement, no result is shown.
    expect(counted.items[0].result).toBeNull();
    const noticeId = ok(await admin$('business/meeting/info/publishAnnouncement', { id: b.meetingId, kind: 'preliminary' })).id;
    const state = ok(await ownerRequest(t, 'state', {}, token));
    expect(state.phase).toBe('announced');
    expect(state.announcement).toMatchObject({ noticeId, final: false });
    expect(state.announcement.title).toContain('表决结果初步统计公示');
    expect(state.items[0].result).toBe(1);
    expect(state.notices.map((n: any) => n.type)).toEqual([5, 7, 8]);
    expect(state.notices.find((n: any) => n.id === noticeId).content).toContain('<table>');
    const attachment = state.notices.find((n: any) => n.type === 7).files;
    expect(attachment).toEqual([{ id: expect.stringMatching(/\.pdf$/), name: '投票结束公告 1.pdf', ext: 'pdf' }]);
    expect(JSON.stringify(state)).not.toContain('/upload/');
    expect(JSON.stringify(state)).not.toContain('未发布的公告');
    // The published notice's attachment downloads through the owner's file route, as a download.
    const file = await fetch(`${t.url}/vote/api/file`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ id: attachment[0].id }) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf('公告附件.pdf'))).toBe(true);
    // The unpublished notice's attachment is no document of the page.
    const draftId = String(typeof draft === 'string' ? draft : draft.url).split('/').pop();
    const refused = await ownerRequest(t, 'file', { id: draftId }, token);
    expect(refused.body).toEqual({ code: 1001, message: '本次会议没有这个文件' });
  });
});
