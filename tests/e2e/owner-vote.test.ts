/**
 * Owners vote from their phones, in real Chromium at phone size (issue 26):
 * staff issue the credentials from the meeting detail (the printable sheet), an owner opens the QR link, confirms
 * with the last four phone digits, votes on every item, changes one and sees
 * the receipt; the staff's meeting detail (live tab, desktop page) and the
 * home dashboard's meetings now voting follow each vote without a reload. The
 * owner downloads the meeting's document; staff read the credential list
 * (state per owner, filtered) and reissue from it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';
import { pdf, postMultipart } from '../support/files.ts';

const e2e = useE2E();
const stamp = Date.now() % 1_000_000;
const HOUR = 3600_000;

let token = '';
let areaId = 0;
let meetingId = 0;
let code = '';
const items: number[] = [];

async function call(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await e2e.app.req('POST', `/admin/${path}`, { token, body, headers: { selectAreaId: String(areaId) } });
  if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = (await call('area/info/add', { name: `手机小区${stamp}`, functions: ['meeting', 'vote'] })).id;
  for (const [owner, house, phone] of [
    ['甲业主', '101', '13900001234'],
    ['乙业主', '102', '13900005678'],
  ] as const) await call('area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo: house, ownerName: owner, phone, privateArea: '90' });
  const upload = await postMultipart(e2e.app, '/admin/base/comm/upload', { token, files: [{ name: '物业合同.pdf', data: pdf('contract'), type: 'application/pdf' }] });
  if (upload.body.code !== 1000) throw new Error(upload.text);
  meetingId = (await call('business/meeting/info/add', { areaId, name: `手机会议${stamp}`, type: 2, files: [upload.body.data], voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
  for (const name of ['续聘物业', '更换电梯']) items.push((await call('business/meeting/vote/item/add', { meetingId, name, description: `<p>${name}：全文说明</p>`, passRule: 'majority' })).id);
  await e2e.app.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  await call('business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 });
  await call('business/meeting/info/next', { id: meetingId });
});

const main = (page: Page) => page.getByRole('main');

describe('e2e: an owner votes from a phone', () => {
  it('opens the link, confirms, votes, changes one item, sees the receipt; the staff detail follows live', async () => {
    const staff = await e2e.newPage({ loggedIn: true });
    await staff.goto(`${e2e.url}/meeting/info/${meetingId}`);
    await main(staff).getByRole('tab', { name: msg('meeting.tab.live'), exact: true }).click();
    const participation = main(staff).getByTestId('participation');
    await participation.getByText('0 / 2', { exact: true }).first().waitFor();
    // Staff issue the credentials from the meeting's header: the printable sheet shows each code once.
    await main(staff).getByTestId('credentials-issue').click();
    await staff.getByRole('alertdialog').getByRole('button', { name: msg('common.ok'), exact: true }).click();
    const sheet = staff.frameLocator('[data-testid="credentials-sheet"]');
    const slip = sheet.locator('.slip').filter({ hasText: '甲业主' });
    code = (await slip.locator('.code').textContent())!.replace(/-/g, '');
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    expect(await sheet.locator('.slip svg').count()).toBe(2);
    await shot(staff, 'owner-vote-credential-sheet');
    await staff.getByRole('alertdialog').getByRole('button', { name: msg('common.cancel'), exact: true }).click();

    // The home dashboard's meetings now voting, open meanwhile: no ballot yet.
    const dash = await e2e.newPage({ loggedIn: true });
    await dash.goto(`${e2e.url}/`);
    const turnout = dash.getByTestId('home-voting-meeting').filter({ hasText: `手机会议${stamp}` }).getByTestId('home-voting-turnout');
    await turnout.filter({ hasText: /0\.0%.*0\.0%/ }).waitFor();

    const phone = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await phone.goto(`${e2e.url}/vote/#${code}`);
    await phone.getByRole('heading', { name: msg('ownerVote.title') }).waitFor();
    expect(await phone.getByTestId('owner-code').inputValue()).toBe(code);
    await phone.getByTestId('owner-check').fill('1234');
    await phone.getByRole('button', { name: msg('ownerVote.open'), exact: true }).click();
    await phone.getByRole('heading', { name: `手机会议${stamp}` }).waitFor();
    await phone.getByText('续聘物业：全文说明').waitFor();
    // The meeting's document downloads under the owner's session, with the server's name.
    const documents = phone.getByTestId('owner-documents');
    const [file] = await Promise.all([phone.waitForEvent('download'), documents.getByRole('button', { name: msg('ownerVote.download', { name: `手机会议${stamp} 1.pdf` }) }).click()]);
    expect(file.suggestedFilename()).toBe(`手机会议${stamp} 1.pdf`);
    expect((await file.failure()) ?? null).toBeNull();
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, 'owner-vote-phone-open');

    const itemBox = (name: string) => phone.getByTestId('owner-item').filter({ hasText: name });
    await itemBox('续聘物业').getByRole('radio', { name: msg('meeting.vote.agree'), exact: true }).click();
    await itemBox('更换电梯').getByRole('radio', { name: msg('meeting.vote.disagree'), exact: true }).click();
    await phone.getByTestId('owner-submit').click();
    const receipt = phone.getByTestId('owner-receipt');
    await receipt.waitFor();
    const first = (await receipt.textContent())!.match(/[0-9a-f]{16}/)![0];
    // The staff's page follows without a reload.
    await participation.getByText('1 / 2', { exact: true }).first().waitFor();
    // …and so does the dashboard (one of two owners, 90 of 180 m²).
    await turnout.filter({ hasText: /50\.0%.*50\.0%/ }).waitFor();

    // Changes one item: the latest vote counts, a new receipt.
    await itemBox('更换电梯').getByRole('radio', { name: msg('meeting.vote.agree'), exact: true }).click();
    await phone.getByTestId('owner-submit').click();
    await expect.poll(async () => (await receipt.textContent())!.match(/[0-9a-f]{16}/)![0]).not.toBe(first);
    await itemBox('更换电梯').getByTestId('owner-recorded').getByText(new RegExp(`${msg('meeting.vote.agree')}（${msg('ownerVote.channel.online')}`)).waitFor();
    await shot(phone, 'owner-vote-phone-receipt');
    const current = await e2e.app.app.db.voteRecord.findMany({ where: { meetingId, replacedAt: null }, orderBy: { itemId: 'asc' } });
    expect(current.map((r) => [r.itemId, r.result, r.channel])).toEqual([
      [items[0], 0, 'online'],
      [items[1], 0, 'online'],
    ]);
    await main(staff).getByRole('region', { name: '更换电梯' }).getByRole('row', { name: `${msg('meeting.vote.agree')} 1 90.00` }).waitFor();

    // The same phone later opens without the digits (bound device); the record is shown.
    const again = await phone.context().newPage();
    await again.goto(`${e2e.url}/vote/#${code}`);
    await again.getByTestId('owner-recorded').first().getByText(new RegExp(msg('ownerVote.channel.online'))).waitFor();
    expect(e2e.pageErrors(phone)).toEqual([]);

    // Staff: the credential list shows each owner's state, never a code; filtered by state.
    await main(staff).getByRole('tab', { name: msg('meeting.tab.credentials'), exact: true }).click();
    const list = main(staff).getByTestId('credential-list');
    const row = (name: string) => list.getByTestId('credential-row').filter({ hasText: name });
    await row('甲业主').getByText(msg('meeting.credentialList.state.bound'), { exact: true }).waitFor();
    await row('乙业主').getByText(msg('meeting.credentialList.state.issued'), { exact: true }).waitFor();
    expect(await list.textContent()).not.toContain(code.slice(0, 4) + '-');
    await list.getByTestId('credential-state').selectOption('bound');
    await expect.poll(() => list.getByTestId('credential-row').count()).toBe(1);
    await list.getByTestId('credential-state').selectOption('');
    await expect.poll(() => list.getByTestId('credential-row').count()).toBe(2);
    await shot(staff, 'owner-vote-credential-list');

    // Reissue 甲's credential from the list: the confirmation says the old code dies; the new code is shown once.
    await row('甲业主').locator('label').first().click();
    await list.getByTestId('credential-reissue-selected').click();
    const confirm = staff.getByRole('alertdialog');
    await confirm.getByText(msg('meeting.credentialList.oldDies')).waitFor();
    await confirm.getByRole('button', { name: msg('meeting.credentialList.reissue'), exact: true }).click();
    const fresh = staff.frameLocator('[data-testid="credentials-sheet"]').locator('.slip').filter({ hasText: '甲业主' });
    const next = (await fresh.locator('.code').textContent())!.replace(/-/g, '');
    expect(next).toMatch(/^[0-9A-Z]{16}$/);
    expect(next).not.toBe(code);
    await staff.getByRole('alertdialog').getByRole('button', { name: msg('common.cancel'), exact: true }).click();
    await row('甲业主').getByText(msg('meeting.credentialList.state.issued'), { exact: true }).waitFor();
    const credentials = await e2e.app.app.db.voteCredential.findMany({ where: { meetingId }, orderBy: { id: 'asc' } });
    expect(credentials.map((c) => c.status)).toEqual([1, 0, 0]);
    expect(e2e.pageErrors(staff)).toEqual([]);
  });
});
