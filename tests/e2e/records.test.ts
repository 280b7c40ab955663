/**
 * The records screens on the entity kit in real Chromium against the real
 * server: every new route opens with the server's data; houses are created,
 * edited and deleted; export with chosen columns; switching the community
 * reloads a list from page 1; English labels on a records screen (menu,
 * tab, buttons, and the column labels of the declaration); in English at
 * 1440 px with menu groups, every group is reachable and the row actions
 * are not cut.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AreaHouse } from '../../client/src/meta/entities.json';
import { expectPath, msg, shot, transitionsDone, useE2E, gqlData as gqlDataOf } from './support.ts';
import { ownUploadPath } from '../support/files.ts';

const e2e = useE2E();
const POLL = { timeout: 10000 };
const stamp = Date.now() % 1_000_000;

let token = '';
let firstArea = 0;
let secondArea = 0;
let appUserId = 0;

async function add(prefix: string, body: Record<string, unknown>, areaId?: number): Promise<number> {
  const res = await e2e.app.req('POST', `/admin/${prefix}/add`, { token, body, headers: areaId ? { selectAreaId: String(areaId) } : {} });
  if (res.body.code !== 1000) throw new Error(`${prefix}/add: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

const gqlData = (query: string, headers: Record<string, string> = {}) => gqlDataOf(e2e.app, token, query, headers);

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  firstArea = (await gqlData('{ areaInfoList(orderBy: "id", sort: asc) { rowId } }')).areaInfoList[0].rowId;
  secondArea = await add('area/info', { name: `幸福里${stamp}`, functions: ['notice'] });
  for (const n of [1, 2]) await add('area/house', { areaId: secondArea, buildingNo: '9', unitNo: '1', houseNo: `90${n}`, ownerName: `新区业主${n}`, privateArea: '88.5' }, secondArea);
  await add('info/banner', { title: `轮播${stamp}`, image: ownUploadPath(1), status: 1, sort: 1 });
  await add('info/notice', { title: `通知${stamp}`, content: '停水通知', status: 1, source: 0 }, firstArea);
  await add('info/template', { name: `模板${stamp}`, label: 'vote', status: 1, type: 0, stage: 0, fields: [{ name: '金额', alias: 'amount' }] });
  await add('demo/goods', { title: `商品${stamp}`, price: '12.50', type: 1, status: 1, stock: 3 });
  // A user the users list shows (the super user never is listed, like the legacy user page).
  const user = await e2e.app.req('POST', '/admin/base/sys/user/add', { token, body: { username: `e2e_user${stamp}`, name: '列表用户', password: 'secret123', status: 1 } });
  if (user.body.code !== 1000) throw new Error(`user add: ${JSON.stringify(user.body)}`);
  appUserId = await add('user/info', { nickName: `居民${stamp}`, phone: '13900000009', status: 1, loginType: 0, gender: 1 });
  await add('user/address', { userId: appUserId, contact: `联系人${stamp}`, phone: '13900000009', address: '科技园路 88 号' });
});

const main = (page: Page) => page.getByRole('main');
const cell = (page: Page, text: string) => main(page).getByRole('cell', { name: text, exact: true }).first();

describe('e2e: records screens', () => {
  it('every new route opens with the data of the server', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    const routes: [string, string][] = [
      ['/area/info', '阳光花园小区'],
      ['/area/house', '业主01'],
      ['/resident/info?keyWord=业主01', '业主01'],
      ['/user/list', `居民${stamp}`],
      [`/user/address?userId=${appUserId}`, `联系人${stamp}`],
      ['/info/banner', `轮播${stamp}`],
      ['/info/notice', `通知${stamp}`],
      ['/info/template', `模板${stamp}`],
      ['/demo/crud', `商品${stamp}`],
    ];
    for (const [path, text] of routes) {
      await page.goto(`${e2e.url}${path}`);
      await cell(page, text).waitFor();
    }
    // dictionaries: the types beside the items of the chosen type
    await page.goto(`${e2e.url}/dict/list`);
    const types = main(page).getByRole('list', { name: '字典类型' });
    await types.getByRole('button', { name: '居民角色 residentRole', exact: true }).click();
    await cell(page, '业委会委员').waitFor();
    expect(new URL(page.url()).searchParams.get('typeId')).toMatch(/^\d+$/);
    await shot(page, 'records-dict');
    // the demo home counts the goods
    await page.goto(`${e2e.url}/demo/home`);
    await main(page).getByRole('heading', { name: msg('demoHome.title') }).waitFor();
    await main(page).getByText(`商品${stamp}`).first().waitFor();
    // the app users link to their addresses (a real link)
    await page.goto(`${e2e.url}/user/list`);
    const link = main(page).getByRole('link', { name: msg('appUser.addresses') }).first();
    expect(await link.getAttribute('href')).toMatch(/^\/user\/address\?userId=\d+$/);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('creates, edits and deletes a house; exports chosen columns', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/area/house`);
    await cell(page, '业主01').waitFor();
    // new houses go to the selected community
    await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(firstArea));
    const owner = `端到端${stamp}`;
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '房屋信息' }) });
    await dialog.getByRole('textbox', { name: '楼栋号', exact: true }).fill('7');
    await dialog.getByRole('textbox', { name: '房号', exact: true }).fill('701');
    await dialog.getByRole('textbox', { name: '业主姓名', exact: true }).fill(owner);
    await dialog.getByRole('textbox', { name: '专有面积', exact: true }).fill('99.5');
    await shot(page, 'records-house-add');
    await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const houses = async () => (await gqlData(`{ areaHouseList(filter: { buildingNo: "7" }) { rowId ownerName houseNo areaId } }`, { selectAreaId: String(firstArea) })).areaHouseList;
    await expect.poll(async () => (await houses()).find((h: { ownerName: string }) => h.ownerName === owner)?.houseNo, POLL).toBe('701');
    expect((await houses())[0].areaId).toBe(firstArea);

    // edit: sort by owner so the new row is on the first page
    await page.goto(`${e2e.url}/area/house?buildingNo=7`);
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: owner, exact: true }) });
    await row.getByRole('button', { name: msg('table.edit'), exact: true }).click();
    const edit = page.getByRole('dialog', { name: msg('form.editTitle', { entity: '房屋信息' }) });
    await edit.getByRole('textbox', { name: '手机号', exact: true }).fill('13911112222');
    await edit.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: '13911112222', exact: true }).waitFor();

    // export the filtered rows with chosen columns
    await main(page).getByRole('button', { name: msg('table.export'), exact: true }).click();
    const exp = page.getByRole('dialog', { name: msg('table.export.title') });
    const all = exp.getByRole('checkbox', { name: msg('table.export.all'), exact: true });
    await all.check();
    await all.uncheck();
    await exp.getByRole('checkbox', { name: '业主姓名', exact: true }).check();
    await exp.getByRole('checkbox', { name: '手机号', exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), exp.getByRole('button', { name: msg('table.export.csv'), exact: true }).click()]);
    const text = (await readFile((await download.path())!)).toString('utf8').slice(1);
    // the server writes the file: one line per record, the last one ended too
    expect(text).toBe(`业主姓名,手机号\n${owner},13911112222\n`);

    // delete after the confirmation
    await row.getByRole('button', { name: msg('table.delete'), exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: msg('table.delete'), exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await houses()).some((h: { ownerName: string }) => h.ownerName === owner), POLL).toBe(false);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('switching the community reloads the list from page 1', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/area/house`);
    const selector = page.getByRole('banner').getByRole('combobox', { name: msg('area.label') });
    await selector.selectOption(String(firstArea));
    await page.goto(`${e2e.url}/area/house?page=2&size=10`);
    await cell(page, '业主11').waitFor();
    await selector.selectOption(String(secondArea));
    await cell(page, '新区业主1').waitFor();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?size=10');
    await expect.poll(() => page.getByTestId('table-total').textContent(), POLL).toBe(msg('table.total', { total: '2' }));
    await shot(page, 'records-area-switch');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('shows English labels on a records screen; at 1440 px with menu groups every group is reachable and row actions are whole', async () => {
    const page = await e2e.newPage({ loggedIn: true, viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => {
      localStorage.setItem('locale', JSON.stringify('en'));
      localStorage.setItem('theme', JSON.stringify({ menuGroup: true }));
    });
    await page.goto(`${e2e.url}/area/house`);
    await cell(page, '业主01').waitFor();
    const en = (id: string, values: Record<string, string> = {}) => msg(id, values, 'en');
    // the menu and the process tab in English, the table's buttons and pager too
    await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: 'Houses' }).waitFor();
    await expect(page.getByRole('tablist').getByRole('tab', { selected: true }).textContent()).resolves.toBe('Houses');
    for (const name of [en('table.add'), en('table.export'), en('table.search')]) await main(page).getByRole('button', { name, exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('table-total').textContent(), POLL).toMatch(/in total$/);
    // column labels: the declaration's English label where the server gives one, else its zh-cn label
    const labels = (AreaHouse as { labels?: { en?: Record<string, string> } }).labels?.en ?? {};
    for (const name of ['ownerName', 'houseNo']) {
      const label = labels[name] ?? AreaHouse.fields.find((f) => f.name === name)!.label;
      await expect(main(page).getByRole('columnheader', { name: label, exact: true }).getByRole('button').getAttribute('title')).resolves.toBe(en('table.sortBy', { column: label }));
    }
    await main(page).getByRole('columnheader', { name: labels.areaName ?? 'Community', exact: true }).waitFor();
    await shot(page, 'records-en');

    // menu groups: the seventh group (System) is visible, clear of the community selector, and opens
    const groups = page.getByRole('navigation', { name: en('layout.menuGroups') });
    const system = groups.getByRole('button', { name: 'System' });
    const box = (await system.boundingBox())!;
    const selector = (await page.getByRole('banner').getByRole('combobox', { name: en('area.label') }).boundingBox())!;
    const overlaps = box.x < selector.x + selector.width && selector.x < box.x + box.width && box.y < selector.y + selector.height && selector.y < box.y + box.height;
    expect(overlaps).toBe(false);
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    await system.click();
    await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('button', { name: 'Access control' }).click();
    await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: 'System users' }).click();
    await expectPath(page, '/sys/user');
    // the row actions are whole: the delete button's text is not clipped
    const del = page.getByTestId('table-SysUser').locator('tbody tr').first().getByRole('button', { name: en('table.delete'), exact: true });
    await del.waitFor();
    await transitionsDone(page);
    expect(await del.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
    const delBox = (await del.boundingBox())!;
    const tableBox = (await main(page).getByTestId('table-SysUser').boundingBox())!;
    expect(delBox.x + delBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
    await shot(page, 'records-en-groups-users');
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
