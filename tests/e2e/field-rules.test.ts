/**
 * Declared field rules in the browser (issue "Trust no input"): the forms
 * judge the printed declarations with the server's own functions, inline and
 * before anything is sent, and what only the server can know (a house that
 * already exists) comes back inline on its field. Real Chromium, real server.
 *
 * - The house form: an empty form saves nothing and names the required
 *   fields; a short phone and an area of 0 get their rule's message when the
 *   field is left; a second 1栋1单元101 is refused naming the first; fixed, it
 *   saves.
 * - The meeting form: a voting window that closes before it opens is refused
 *   before submit (no request leaves the page).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { msg, shot, useE2E, gqlData as gqlDataOf } from './support.ts';

const e2e = useE2E();
let token = '';
let firstArea = 0;

const gqlData = (query: string, headers: Record<string, string> = {}) => gqlDataOf(e2e.app, token, query, headers);

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  firstArea = (await gqlData('{ areaInfoList(orderBy: "id", sort: asc) { rowId } }')).areaInfoList[0].rowId;
});

const main = (page: Page) => page.getByRole('main');
/** Requests the page sent for an operation (its name is in every body, persisted or not). */
function mutationsSent(page: Page, field: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && (r.postData() ?? '').includes(field)) sent.push(r);
  });
  return sent;
}

describe('e2e: field rules in the forms', () => {
  it('the house form shows the rules inline and saves nothing invalid', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/area/house`);
    await main(page).getByRole('cell', { name: '业主01', exact: true }).first().waitFor();
    await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(firstArea));
    const count = async () => (await gqlData('{ areaHousePage(first: 1) { totalCount } }', { selectAreaId: String(firstArea) })).areaHousePage.totalCount;
    const before = await count();
    const adds = mutationsSent(page, 'AreaHouseAddMutation');

    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '房屋信息' }) });
    // An empty form: every required field says so, nothing is sent.
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    for (const label of ['楼栋号', '房号', '专有面积']) await dialog.getByText(`${label}不能为空`, { exact: true }).waitFor();
    expect(adds).toHaveLength(0);
    // A rule's message as soon as the field is left.
    const phone = dialog.getByRole('textbox', { name: '手机号', exact: true });
    await phone.fill('1380');
    await phone.press('Tab');
    await dialog.getByText(msg('validation.format.phone', { field: '手机号' }), { exact: true }).waitFor();
    const area = dialog.getByRole('textbox', { name: '专有面积', exact: true });
    await area.fill('0');
    await area.press('Tab');
    await dialog.getByText(msg('validation.above', { field: '专有面积', min: '0' }), { exact: true }).waitFor();
    await shot(page, 'rules-house-inline');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    expect(adds).toHaveLength(0);

    // Well-formed, but the community has this house already (the seed's 1栋1单元101): the server's refusal shows on the house number.
    const existing = (await gqlData('{ areaHouseList(filter: { buildingNo: "1", unitNo: "1" }) { rowId houseNo } }', { selectAreaId: String(firstArea) })).areaHouseList.find((h: { houseNo: string }) => h.houseNo === '101');
    await dialog.getByRole('textbox', { name: '楼栋号', exact: true }).fill('1');
    await dialog.getByRole('textbox', { name: '单元号', exact: true }).fill('1');
    await dialog.getByRole('textbox', { name: '房号', exact: true }).fill('101');
    await phone.fill('13800138000');
    await area.fill('88.5');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await dialog.getByText(`房屋信息已存在：楼栋号、单元号、房号为“1 / 1 / 101”（ID ${existing.rowId}）`, { exact: true }).waitFor();
    expect(await count()).toBe(before);
    await shot(page, 'rules-house-duplicate');

    // Fixed: saved, and the dialog closes.
    await dialog.getByRole('textbox', { name: '房号', exact: true }).fill('1901');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(count, { timeout: 10000 }).toBe(before + 1);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('the meeting form refuses a voting window that closes before it opens, before submit', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/meeting/info`);
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).waitFor();
    const adds = mutationsSent(page, 'MeetingInfoAddMutation');
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '会议名称', exact: true }).fill('倒置的投票窗口');
    await dialog.getByLabel('投票开始时间', { exact: true }).fill('2027-05-10T10:00');
    await dialog.getByLabel('投票结束时间', { exact: true }).fill('2027-05-09T10:00');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await dialog.getByText('投票结束时间必须晚于投票开始时间', { exact: true }).waitFor();
    await shot(page, 'rules-meeting-window');
    expect(adds).toHaveLength(0);
    // Put right, it saves.
    await dialog.getByLabel('投票结束时间', { exact: true }).fill('2027-05-12T10:00');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toHaveLength(1);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
