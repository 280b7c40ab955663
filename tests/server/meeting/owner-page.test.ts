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

  it('refuses images of our private area and lookalike paths', () => {
    for (const src of ['/upload/space/20261124/AbCdEfGhIjKlMnOp1234.png', '/upload/app/base/../x.png', 'https://evil.example/upload/app/base/20261124/AbCdEfGhIjKlMnOp1234.png', '//evil.example' + OWN_IMAGE]) {
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
});
