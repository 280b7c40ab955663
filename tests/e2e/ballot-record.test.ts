/**
 * Votes that hold up, in real Chromium (issue 24): a counted meeting's
 * "Announcements & objections" tab verifies the ballot record, previews and
 * publishes the preliminary announcement, records an owner's inquiry, shows
 * that owner's ballots with their digests, corrects a ballot with a reason
 * and an uploaded evidence file (the server re-counts), answers the
 * inquiry, publishes the final announcement listing the correction, and the
 * final announcement page is printed to PDF by Chromium; then the versions
 * are listed (time, who, reason), the preliminary announcement is published
 * again with a required reason (a new version, checked in the database), and
 * the earlier version's text is shown as it was published.
 * The meeting is prepared over REST up to 统计 (the UI of the earlier stages
 * is tests/e2e/meetings.test.ts's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, SHOTS, useE2E } from './support.ts';
import { png } from '../support/files.ts';
import { pdfText } from '../support/pdf-text.ts';

const e2e = useE2E();
const stamp = Date.now() % 1_000_000;
const MEETING = `链会议${stamp}`;
const HOUR = 3600_000;

let token = '';
let areaId = 0;
let meetingId = 0;
const houses: number[] = [];
let itemId = 0;

async function call(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await e2e.app.req('POST', `/admin/${path}`, { token, body, headers: { selectAreaId: String(areaId) } });
  if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = (await call('area/info/add', { name: `链小区${stamp}`, functions: ['meeting', 'vote'] })).id;
  // 甲 100 m², 乙 80 m², 丙 60 m²: 240 m².
  for (const [owner, house, area] of [
    ['甲业主', '101', '100'],
    ['乙业主', '102', '80'],
    ['丙业主', '103', '60'],
  ] as const) houses.push((await call('area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo: house, ownerName: owner, phone: `1390000${house}0`, privateArea: area })).id);
  meetingId = (await call('business/meeting/info/add', { areaId, name: MEETING, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
  itemId = (await call('business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id;
  await e2e.app.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  await call('business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 });
  await call('business/meeting/info/next', { id: meetingId });
  // All three vote; 甲 and 乙 agree, 丙 disagrees.
  await call('business/meeting/vote/record/batch', { meetingId, votes: houses.map((houseId, i) => ({ itemId, houseId, result: i < 2 ? 0 : 1 })) });
  await call('business/meeting/info/next', { id: meetingId });
  await call('business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 });
  expect(await call('business/meeting/info/next', { id: meetingId })).toBe(8);
});

const main = (page: Page) => page.getByRole('main');

describe('e2e: ballot record, announcements and the objection period', () => {
  it('preliminary announcement → inquiry with a correction → final announcement → printed to PDF', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/meeting/info/${meetingId}`);
    await main(page).getByRole('tab', { name: msg('meeting.tab.record'), exact: true }).click();
    const panel = main(page).getByTestId('ballot-record');

    // The ballot record holds: voting opened, three ballots, the count.
    await panel.getByRole('button', { name: msg('meeting.verify.run'), exact: true }).click();
    await panel.getByText(msg('meeting.verify.ok', { records: '3', events: '5' })).waitFor();

    // The preliminary announcement: preview (the server's document in a sandboxed frame), then publish.
    await panel.getByRole('button', { name: msg('meeting.announcement.preliminary'), exact: true }).click();
    const preview = page.frameLocator('[data-testid="announcement-preview"]');
    await preview.getByText(`${MEETING} 表决结果初步统计公示`).waitFor();
    await expect.poll(() => preview.locator('body').textContent()).toContain('占参与表决人数66.67%，占参与表决面积75.00%');
    await panel.getByRole('button', { name: msg('meeting.announcement.publish'), exact: true }).click();
    await page.getByText(msg('meeting.announcement.published')).first().waitFor();
    await shot(page, 'ballot-record-preliminary');

    // 丙 says they agreed: an inquiry, their ballots with digests.
    await panel.getByRole('combobox', { name: msg('meeting.inquiry.house') }).selectOption({ label: '1-1-103 丙业主' });
    await panel.getByRole('textbox', { name: msg('meeting.inquiry.question') }).fill('我投的是同意');
    await panel.getByRole('button', { name: msg('meeting.inquiry.record'), exact: true }).click();
    const trail = panel.getByTestId('ballot-trail');
    await trail.getByRole('cell', { name: '续聘物业' }).waitFor();
    // 丙's ballot is the chain's fourth event (after the opening).
    await expect.poll(() => trail.textContent()).toMatch(/#4 cast [0-9a-f]{16}…/);

    // The correction: item, result, reason, evidence uploaded; the server re-counts.
    await trail.getByRole('combobox', { name: msg('meeting.inquiry.item') }).selectOption({ label: '续聘物业' });
    await trail.getByRole('combobox', { name: msg('meeting.inquiry.result') }).selectOption({ label: msg('meeting.vote.agree') });
    await trail.getByRole('textbox', { name: msg('meeting.correction.reason') }).fill('纸质选票为同意，录入有误');
    await trail.locator('input[type=file]').setInputFiles({ name: 'ballot-103.png', mimeType: 'image/png', buffer: png(40, 56, [200, 200, 200]) });
    await trail.getByRole('img', { name: msg('upload.preview', { label: msg('meeting.correction.evidence'), n: '1' }) }).waitFor();
    await trail.getByRole('button', { name: msg('meeting.correction.submit'), exact: true }).click();
    await page.getByText(msg('meeting.correction.done')).first().waitFor();
    await expect.poll(async () => (await e2e.app.app.db.voteItem.findUniqueOrThrow({ where: { id: itemId } })).count).toMatchObject({ agreeOwners: 3, agreeArea: '240.00' });

    // The inquiry is answered.
    await panel.getByRole('textbox', { name: msg('meeting.inquiry.answer') }).fill('已核对纸质选票并更正');
    await panel.getByRole('button', { name: msg('meeting.inquiry.reply'), exact: true }).click();
    await panel.getByText(`${msg('meeting.inquiry.answer')}：已核对纸质选票并更正`).waitFor();

    // The record still holds, three events longer: the preliminary announcement's publication, the correction, its re-count (the frozen head).
    await panel.getByRole('button', { name: msg('meeting.verify.run'), exact: true }).click();
    await panel.getByText(msg('meeting.verify.ok', { records: '4', events: '8' })).waitFor();
    const head = (await e2e.app.app.db.ballotEvent.findFirstOrThrow({ where: { meetingId }, orderBy: { seq: 'desc' } })).hash;

    // The final announcement lists the correction; published.
    await panel.getByRole('button', { name: msg('meeting.announcement.final'), exact: true }).click();
    await preview.getByText(`${MEETING} 表决结果公告`).waitFor();
    await expect.poll(() => preview.locator('body').textContent()).toContain('纸质选票为同意，录入有误');
    await panel.getByRole('button', { name: msg('meeting.announcement.publish'), exact: true }).click();
    await expect.poll(async () => (await e2e.app.app.db.meetingNotice.findFirst({ where: { meetingId, type: 9 } }))?.isPublish).toBe(1);
    await shot(page, 'ballot-record-final');

    // The final announcement as the server serves it, printed by Chromium.
    const printer = await e2e.newPage({ extraHTTPHeaders: { authorization: token } });
    const res = await printer.goto(`${e2e.url}/admin/business/meeting/info/announcement?id=${meetingId}&kind=final`);
    expect(res?.status()).toBe(200);
    await printer.emulateMedia({ media: 'print' });
    const text = (await printer.locator('body').textContent()) ?? '';
    for (const figure of ['本小区业主总人数3人', '专有部分总面积240.00平方米', '240.00平方米', '占参与表决人数100.00%，占参与表决面积100.00%', head, '计票人', '监票人']) expect(text).toContain(figure);
    const pdf = await printer.pdf({ format: 'A4', printBackground: true, path: `${SHOTS}ballot-record-final.pdf` });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF's own text (lines joined; Chromium's CMaps name some CJK glyphs by their Kangxi radical forms, folded by NFKC) has the figures and the head.
    const printed = pdfText(pdf).normalize('NFKC').replace(/\n/g, '');
    for (const figure of ['表决结果公告', '本小区业主总人数3人', '专有部分总面积240.00平方米', '占参与表决人数100.00%，占参与表决面积100.00%', '纸质选票为同意，录入有误', head, '计票人', '监票人', '业主委员会（盖章）']) expect(printed).toContain(figure.normalize('NFKC'));

    // The versions: each announcement published once so far, by the administrator, a first publication.
    const versions = main(page).getByTestId('announcement-versions');
    const table = versions.getByRole('table', { name: msg('meeting.announcement.versions') });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    for (const kind of ['preliminary', 'final']) {
      const row = rows.filter({ has: page.getByRole('cell', { name: msg(`meeting.announcement.${kind}`), exact: true }) });
      await expect.poll(() => row.textContent()).toContain(msg('meeting.announcement.firstPublication'));
      expect(await row.textContent()).toContain('超级管理员');
      expect(await row.textContent()).toContain(msg('meeting.announcement.versionNo', { version: '1' }));
    }

    // Republishing the preliminary announcement (its figures changed with the correction) needs a reason.
    await panel.getByRole('button', { name: msg('meeting.announcement.preliminary'), exact: true }).click();
    await expect.poll(() => preview.locator('body').textContent()).toContain('占参与表决人数100.00%');
    const republish = panel.getByRole('button', { name: msg('meeting.announcement.republish'), exact: true });
    const reason = panel.getByRole('textbox', { name: msg('meeting.announcement.reason'), exact: true });
    expect(await reason.getAttribute('required')).not.toBeNull();
    expect(await republish.isDisabled()).toBe(true);
    await reason.fill('   ');
    expect(await republish.isDisabled()).toBe(true);
    await reason.fill('询异更正后重新统计');
    await republish.click();
    await page.getByText(msg('meeting.announcement.republished')).first().waitFor();
    const stored = await e2e.app.app.db.announcementVersion.findMany({ where: { meetingId, kind: 'preliminary' }, orderBy: { version: 'asc' } });
    expect(stored.map((v) => [v.version, v.reason])).toEqual([
      [1, null],
      [2, '询异更正后重新统计'],
    ]);
    expect(stored[0]!.content).toContain('66.67%');
    expect(stored[1]!.content).toContain('100.00%');
    // Listed with its time, who and reason; the reason field is empty again.
    await expect.poll(() => rows.count()).toBe(3);
    const second = rows.filter({ hasText: '询异更正后重新统计' });
    expect(await second.textContent()).toContain(msg('meeting.announcement.versionNo', { version: '2' }));
    expect(await second.textContent()).toContain('超级管理员');
    expect(await second.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await reason.inputValue()).toBe('');
    await shot(page, 'ballot-record-versions');

    // The earlier text, as it was published: version 1 still says 66.67%.
    const kindName = msg('meeting.announcement.preliminary');
    await versions.getByRole('button', { name: msg('meeting.announcement.view', { kind: kindName, version: '1' }), exact: true }).click();
    const earlier = page.frameLocator('[data-testid="announcement-version-text"]');
    await expect.poll(() => earlier.locator('body').textContent()).toContain('占参与表决人数66.67%');
    expect(await page.getByTitle(msg('meeting.announcement.versionText', { kind: kindName, version: '1' })).count()).toBe(1);
    await versions.getByRole('button', { name: msg('meeting.announcement.view', { kind: kindName, version: '2' }), exact: true }).click();
    await expect.poll(() => earlier.locator('body').textContent()).toContain('占参与表决人数100.00%');
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
