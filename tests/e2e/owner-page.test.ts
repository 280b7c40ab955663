/**
 * The owner's ballot page in every state, in real Chromium at phone size
 * (360×740; docs/owner-voting.md "States of the page", "What owners read"):
 *
 * - an item text carrying every hostile construct (tests/support/hostile-
 *   html.ts): the page stays on the product's origin (a meta refresh would
 *   fire at once: the page is watched for three seconds), none of the
 *   constructs is in the DOM, no script of theirs ran; links show their host
 *   and open apart, our own image shows, a wide table scrolls in its box;
 * - the confirmation and the vote by keyboard alone (Enter submits, radios
 *   by their labels, visible focus), at 200 % text size nothing wider than
 *   the phone;
 * - not yet open (says when, no choice offered), open, closed, extended (the
 *   new deadline), terminated, announced (a link to the announcement, its
 *   notice's attachment downloaded): each with no serious or critical axe
 *   violation, the tab naming community and meeting, nothing wider than the
 *   screen; English labels without full-width punctuation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { msg, shot, useE2E } from './support.ts';
import { png, pdf, postMultipart } from '../support/files.ts';
import { HOSTILE_CONSTRUCTS, HOSTILE_TEXT } from '../support/hostile-html.ts';
import { ballotFixture, type BallotFixture } from '../support/owner-ballot.ts';

const e2e = useE2E();
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DAY = 86_400_000;

let admin = '';
let image = '';
let attachment: unknown;

async function call(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await e2e.app.req('POST', `/admin/${path}`, { token: admin, body });
  if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
async function upload(name: string, data: Buffer, type: string): Promise<any> {
  const res = await postMultipart(e2e.app, '/admin/base/comm/upload', { token: admin, files: [{ name, data, type }] });
  if (res.body.code !== 1000) throw new Error(res.text);
  return res.body.data;
}
const urlOf = (data: any): string => (typeof data === 'string' ? data : data.url);

/** The deadline passed an hour ago (and, before any extension, the deadline voting opened with). */
async function passDeadline(meetingId: number) {
  const m = await e2e.app.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
  const end = new Date(Date.now() - 3600_000);
  const rules = m.assemblyRules as any;
  await e2e.app.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: end, assemblyRules: rules && rules.extensions === 0 ? { ...rules, originalVoteEndTime: end.toISOString() } : rules } });
}
/** Out of 投票 into 统计, the notice of 公示公告4 published (with what it carries). */
async function toCounting(meetingId: number, notice: Record<string, unknown> = {}) {
  await call('business/meeting/info/next', { id: meetingId });
  await call('business/meeting/notice/save', { meetingId, type: 7, title: '投票结束公告', content: '<p>投票已结束，请查阅附件</p>', isPublish: 1, ...notice });
  await call('business/meeting/info/next', { id: meetingId });
}

beforeAll(async () => {
  admin = (await e2e.app.login()).token;
  image = urlOf(await upload('平面图.png', png(40, 20), 'image/png'));
  attachment = await upload('计票明细.pdf', pdf('tally'), 'application/pdf');
});

/** Opens the owner's page on a new phone (code from the link, the digits typed and sent with Enter). */
async function openOnPhone(b: BallotFixture, owner = '甲', digits = '1111'): Promise<Page> {
  const phone = await e2e.newPage(PHONE);
  await phone.goto(`${e2e.url}/vote/#${b.codes.get(owner)!.replace(/-/g, '')}`);
  await phone.getByRole('heading', { name: msg('ownerVote.title') }).waitFor();
  await phone.getByTestId('owner-check').fill(digits);
  await phone.getByTestId('owner-check').press('Enter');
  await phone.locator('main[data-phase]').waitFor();
  return phone;
}

/** What every state must be: no serious or critical axe violation, the tab naming community and meeting, nothing wider than the screen (also at 200 % text). */
async function checkState(page: Page, b: BallotFixture, phase: string, name: string) {
  await page.locator(`main[data-phase="${phase}"]`).waitFor();
  const meeting = await e2e.app.app.db.meetingInfo.findUniqueOrThrow({ where: { id: b.meetingId } });
  const area = await e2e.app.app.db.areaInfo.findUniqueOrThrow({ where: { id: meeting.areaId } });
  const title = await page.title();
  expect(title).toContain(meeting.name);
  expect(title).toContain(area.name);
  expect(title).not.toContain(msg('app.title'));
  const results = await new AxeBuilder({ page }).analyze();
  const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), phase).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // 200 % text size: still nothing wider than the phone.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${phase} at 200 %`).toBe(true);
  await shot(page, `owner-page-${name}-200`);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await shot(page, `owner-page-${name}`);
}

describe('e2e: the owner’s ballot page in every state', () => {
  it('an item text staff wrote with hostile markup subverts nothing; the ballot works by keyboard alone', async () => {
    // A table of amounts (figures do not wrap): wider than any phone.
    const wide = `<table><thead><tr>${Array.from({ length: 8 }, (_, i) => `<th>${i + 1}栋</th>`).join('')}</tr></thead><tbody><tr>${Array.from({ length: 8 }, (_, i) => `<td>${(123456.78 * (i + 1)).toFixed(2)}</td>`).join('')}</tr></tbody></table>`;
    const b = await ballotFixture(e2e.app, admin, {
      meeting: { description: `<p>会议说明</p>${HOSTILE_TEXT}` },
      items: [
        { name: '续聘物业', description: `${HOSTILE_TEXT}<p><img src="${image}" alt="平面图"></p>${wide}` },
        { name: '更换电梯', description: '<p>更换电梯的全文</p>' },
      ],
    });
    // Stored before the gate (or written behind the product): served through the allow list all the same.
    await e2e.app.app.db.voteItem.update({ where: { id: b.items[1]! }, data: { description: `<p>更换电梯的全文</p>${HOSTILE_TEXT}` } });
    const phone = await openOnPhone(b);
    const origin = new URL(e2e.url).origin;
    // A meta refresh would have fired by now; a form or a frame would be in the DOM.
    await phone.waitForTimeout(3000);
    expect(new URL(phone.url()).origin).toBe(origin);
    expect(new URL(phone.url()).pathname).toBe('/vote/');
    const texts = phone.locator('[data-ballot-text]');
    expect(await texts.count()).toBeGreaterThanOrEqual(4);
    for (const c of HOSTILE_CONSTRUCTS) {
      expect(await phone.locator(`[data-ballot-text] :is(${c.selector})`).count(), c.name).toBe(0);
      if (c.anywhere) expect(await phone.locator(c.selector).count(), `${c.name} anywhere`).toBe(0);
    }
    expect(await phone.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile)).toBeUndefined();
    // What stays: links that open apart and show where they lead, our own image, the table in its own scrolling box.
    const link = phone.locator('[data-testid="owner-item-text"] a[href="https://example.org/rules"]').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toContain('example.org');
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    const img = phone.locator('[data-testid="owner-item-text"] img[alt="平面图"]');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 15000 }).toBe(40);
    const table = phone.locator('[data-testid="owner-item-text"] table').filter({ hasText: '8栋' });
    const box = await table.evaluate((t) => ({ client: t.clientWidth, scroll: t.scrollWidth, right: t.getBoundingClientRect().right, tab: t.tabIndex }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.tab).toBe(0);
    await checkState(phone, b, 'open', 'open');

    // Keyboard alone: Tab to the first item's choices, Space picks, an arrow moves the choice; on to the next item; Enter submits.
    const focusedLabel = () => phone.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('label')?.textContent ?? null);
    let steps = 0;
    while ((await phone.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)) !== 'radio' && steps++ < 80) await phone.keyboard.press('Tab');
    expect(await focusedLabel()).toBe(msg('meeting.vote.agree'));
    await phone.keyboard.press('Space');
    await phone.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe(msg('meeting.vote.disagree'));
    // The focus is visible: the choice's box is outlined.
    expect(await phone.evaluate(() => getComputedStyle((document.activeElement as HTMLElement).closest('label')!).outlineStyle)).toBe('solid');
    steps = 0;
    while ((await phone.evaluate(() => (document.activeElement as HTMLInputElement).name)) !== `item-${b.items[1]}` && steps++ < 80) await phone.keyboard.press('Tab');
    await phone.keyboard.press('Space');
    await phone.keyboard.press('Enter');
    await phone.getByTestId('owner-receipt').waitFor();
    const current = await e2e.app.app.db.voteRecord.findMany({ where: { meetingId: b.meetingId, replacedAt: null }, orderBy: { itemId: 'asc' } });
    expect(current.map((r) => [r.itemId, r.result, r.channel])).toEqual([
      [b.items[0], 1, 'online'],
      [b.items[1], 0, 'online'],
    ]);
    expect(e2e.pageErrors(phone)).toEqual([]);
    // The other owners vote on paper.
    await call('business/meeting/vote/record/batch', { meetingId: b.meetingId, votes: b.houses.slice(1).flatMap((houseId) => b.items.map((itemId) => ({ itemId, houseId, result: 0 }))) });

    // Closed: the recorded ballots, no choice offered.
    await passDeadline(b.meetingId);
    await phone.reload();
    await checkState(phone, b, 'closed', 'closed');
    expect(await phone.getByRole('radio').count()).toBe(0);
    await phone.getByTestId('owner-phase').getByText(msg('ownerVote.closedNote')).waitFor();

    // Announced: the box closes with a notice carrying an attachment, the count, the result published.
    await toCounting(b.meetingId, { files: [attachment] });
    const noticeId = (await call('business/meeting/info/publishAnnouncement', { id: b.meetingId, kind: 'preliminary' })).id;
    await phone.reload();
    await checkState(phone, b, 'announced', 'announced');
    const link2 = phone.getByTestId('owner-announcement');
    await link2.focus();
    await phone.keyboard.press('Enter');
    expect(await phone.evaluate(() => document.activeElement?.id)).toBe(`notice-${noticeId}`);
    expect(await phone.getByTestId('owner-result').count()).toBe(2);
    const files = phone.getByTestId('owner-notice').filter({ hasText: '投票结束公告' }).getByTestId('owner-notice-files');
    const [file] = await Promise.all([phone.waitForEvent('download'), files.getByRole('button', { name: msg('ownerVote.download', { name: '投票结束公告 1.pdf' }) }).click()]);
    expect(file.suggestedFilename()).toBe('投票结束公告 1.pdf');
    expect((await file.failure()) ?? null).toBeNull();
    // In English: labels in English punctuation.
    await phone.getByRole('combobox', { name: msg('ownerVote.language') }).selectOption('en');
    await phone.getByTestId('owner-phase').getByText(msg('ownerVote.phase.announced', {}, 'en')).waitFor();
    for (const text of await phone.locator('[data-testid="owner-recorded"], [data-testid="owner-phase"], [data-testid="owner-result"]').allTextContents()) {
      expect(text, text).not.toMatch(/[：，；（）。]/);
    }
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    await checkState(phone, b, 'announced', 'announced-en');
    expect(e2e.pageErrors(phone)).toEqual([]);
  });

  it('before voting opens the page says when it opens and offers no choice; the server refuses a ballot with that time', async () => {
    const start = new Date(Date.now() + 2 * DAY);
    const b = await ballotFixture(e2e.app, admin, { voteStartTime: start, voteEndTime: new Date(start.getTime() + DAY) });
    const phone = await openOnPhone(b, '乙', '2222');
    await checkState(phone, b, 'notOpen', 'not-open');
    // In the owner's locale and time zone (the browser's), as the page formats it.
    const when = await phone.evaluate((iso) => new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), start.toISOString());
    await phone.getByTestId('owner-phase').getByText(new RegExp(when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).waitFor();
    expect(await phone.getByRole('radio').count()).toBe(0);
    expect(await phone.getByTestId('owner-submit').count()).toBe(0);
    await phone.getByTestId('owner-item').getByText('续聘物业的全文').waitFor();
    // The API refuses a ballot sent anyway, saying when voting opens (not that it ended).
    const refusal = await phone.evaluate(async (itemId) => {
      const open = await fetch('/vote/api/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: location.hash.slice(1), device: Object.values(JSON.parse(localStorage.getItem('ownerVote.devices') ?? '{}'))[0] }) }).then((r) => r.json());
      const res = await fetch('/vote/api/cast', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${open.data.token}`, 'time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone }, body: JSON.stringify({ votes: [{ itemId, result: 0 }] }) });
      return (await res.json()).message as string;
    }, b.items[0]!);
    expect(refusal).toMatch(/^投票尚未开始，将于 .+ 开始$/);
    expect(e2e.pageErrors(phone)).toEqual([]);
  });

  it('an extended vote shows its new deadline and takes votes; terminated once counted without a quorum', async () => {
    const b = await ballotFixture(e2e.app, admin, { rules: { extensionAllowed: 1, maxExtensionDays: 30 } });
    // One owner of three votes on paper: under half when the deadline passes, so the vote may be extended.
    await call('business/meeting/vote/record/add', { meetingId: b.meetingId, itemId: b.items[0], houseId: b.houses[1], result: 0 });
    await passDeadline(b.meetingId);
    const newEnd = new Date(Date.now() + 5 * DAY);
    await call('business/meeting/info/extend', { id: b.meetingId, voteEndTime: newEnd.toISOString() });
    const phone = await openOnPhone(b, '丙', '3333');
    await checkState(phone, b, 'extended', 'extended');
    const end = await phone.evaluate((iso) => new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), newEnd.toISOString());
    expect(await phone.getByTestId('owner-phase').textContent()).toContain(end);
    expect(await phone.getByRole('radio').count()).toBe(3);
    // The extended deadline passes still without a quorum: terminated.
    await passDeadline(b.meetingId);
    await toCounting(b.meetingId);
    await phone.reload();
    await checkState(phone, b, 'terminated', 'terminated');
    await phone.getByTestId('owner-phase').getByText(msg('ownerVote.phase.terminated')).waitFor();
    await phone.getByTestId('owner-result').getByText(new RegExp(msg('meeting.result.terminated'))).waitFor();
    expect(e2e.pageErrors(phone)).toEqual([]);
  });
});
