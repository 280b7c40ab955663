/**
 * The staff's credential list follows live (docs/owner-voting.md "The
 * staff's credential list"), in real Chromium: with the meeting detail's tab
 * 投票凭证 open, an owner binds a phone and votes on the owner page, another
 * owner's credential locks after wrong confirmations — and each row changes
 * state on the staff's screen without a reload (the page's own marker
 * survives), the filter kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const stamp = Date.now() % 1_000_000;
const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

let token = '';
let areaId = 0;
let meetingId = 0;
const codes = new Map<string, string>();

async function call(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await e2e.app.req('POST', `/admin/${path}`, { token, body, headers: { selectAreaId: String(areaId) } });
  if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = (await call('area/info/add', { name: `凭证实时小区${stamp}`, functions: ['meeting', 'vote'] })).id;
  for (const [owner, house, phone] of [
    ['丙业主', '201', '13900002468'],
    ['丁业主', '202', '13900001357'],
  ] as const) await call('area/house/add', { areaId, buildingNo: '2', unitNo: '1', houseNo: house, ownerName: owner, phone, privateArea: '80' });
  meetingId = (await call('business/meeting/info/add', { areaId, name: `凭证实时会议${stamp}`, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
  await call('business/meeting/vote/item/add', { meetingId, name: '续聘物业', description: '<p>续聘物业</p>', passRule: 'majority' });
  await e2e.app.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  await call('business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 });
  await call('business/meeting/info/next', { id: meetingId });
  const sheet: string = (await call('business/meeting/credential/issue', { meetingId })).sheet;
  for (const slip of sheet.split('class="slip"').slice(1)) codes.set(/业主：([^<]+)</.exec(slip)![1]!, slip.match(CODE)![0]!.replace(/-/g, ''));
});

const main = (page: Page) => page.getByRole('main');

describe('e2e: the credential list follows the owners live', () => {
  it('a bind, a vote and a lock change the rows on the staff’s open tab without a reload', async () => {
    const staff = await e2e.newPage({ loggedIn: true });
    await staff.goto(`${e2e.url}/meeting/info/${meetingId}`);
    await main(staff).getByRole('tab', { name: msg('meeting.tab.credentials'), exact: true }).click();
    const list = main(staff).getByTestId('credential-list');
    const row = (name: string) => list.getByTestId('credential-row').filter({ hasText: name });
    await row('丙业主').getByText(msg('meeting.credentialList.state.issued'), { exact: true }).waitFor();
    await row('丁业主').getByText(msg('meeting.credentialList.state.issued'), { exact: true }).waitFor();
    // A marker a reload would lose.
    await staff.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 42));
    const cells = async (name: string) => (await row(name).getByRole('cell').allTextContents()).map((c) => c.trim());
    // The columns: selection, owner, houses, state, reissued, bound at, last vote, action.
    const LAST_VOTE = 6;
    expect((await cells('丙业主'))[LAST_VOTE]).toBe('');

    // 丙 opens the link on a phone and confirms: bound.
    const phone = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await phone.goto(`${e2e.url}/vote/#${codes.get('丙业主')}`);
    await phone.getByTestId('owner-check').fill('2468');
    await phone.getByRole('button', { name: msg('ownerVote.open'), exact: true }).click();
    await phone.getByRole('heading', { name: `凭证实时会议${stamp}` }).waitFor();
    await row('丙业主').getByText(msg('meeting.credentialList.state.bound'), { exact: true }).waitFor();

    // 丙 votes: the last-vote time appears.
    await phone.getByTestId('owner-item').filter({ hasText: '续聘物业' }).getByRole('radio', { name: msg('meeting.vote.agree'), exact: true }).click();
    await phone.getByTestId('owner-submit').click();
    await phone.getByTestId('owner-receipt').waitFor();
    await expect.poll(async () => (await cells('丙业主'))[LAST_VOTE], { timeout: 10_000 }).toMatch(/\d{2}:\d{2}/);

    // Filtered to the issued credentials (丁 only), the list follows within the filter:
    // 丁's credential locks after five wrong confirmations (sent as a phone would) and leaves it.
    await list.getByTestId('credential-state').selectOption('issued');
    await expect.poll(() => list.getByTestId('credential-row').count()).toBe(1);
    await row('丁业主').waitFor();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${e2e.url}/vote/api/open`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: codes.get('丁业主'), check: '0000' }) });
      expect((await res.json()).code).toBe(1001);
    }
    await expect.poll(() => list.getByTestId('credential-row').count(), { timeout: 10_000 }).toBe(0);
    expect(await list.getByTestId('credential-state').inputValue()).toBe('issued');
    await list.getByTestId('credential-state').selectOption('');
    await row('丁业主').getByText(msg('meeting.credentialList.state.locked'), { exact: true }).waitFor();
    await row('丙业主').getByText(msg('meeting.credentialList.state.bound'), { exact: true }).waitFor();
    await shot(staff, 'credential-list-live');
    expect(await staff.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(42);
    expect(e2e.pageErrors(staff)).toEqual([]);
    expect(e2e.pageErrors(phone)).toEqual([]);
  });
});
