/**
 * The records operations in real Chromium against the real server: house
 * import (the template downloads; a file with one bad row shows the row and
 * its reason and imports nothing; the fixed file imports every row and the
 * list reloads), export through the server with chosen columns (XLSX read
 * back), delete a house and restore it from the recycle bin (same id on the
 * server), and the menu tools (export the chosen menus as JSON, import a
 * changed copy after its preview, create a page from an entity).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const POLL = { timeout: 10000 };
const stamp = Date.now() % 1_000_000;
const BUILDING = `E${stamp}`;

let token = '';
let firstArea = 0;
let dir = '';

async function gqlData(query: string, headers: Record<string, string> = {}) {
  const res = await e2e.app.gql(query, {}, token, headers);
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

const housesOf = async (buildingNo: string): Promise<{ rowId: number; houseNo: string; ownerName: string | null; privateArea: number | string }[]> =>
  (await gqlData(`{ areaHouseList(filter: { buildingNo: "${buildingNo}" }, orderBy: "houseNo", sort: asc) { rowId houseNo ownerName privateArea } }`, { selectAreaId: String(firstArea) })).areaHouseList;

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  firstArea = (await gqlData('{ areaInfoList(orderBy: "id", sort: asc) { rowId } }')).areaInfoList[0].rowId;
  dir = await mkdtemp(join(tmpdir(), 'records-ops-'));
});

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).first();

async function openHouses(page: Page): Promise<void> {
  await page.goto(`${e2e.url}/area/house`);
  await main(page).getByRole('cell', { name: '业主01', exact: true }).first().waitFor();
  await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(firstArea));
}

describe('e2e: records operations', () => {
  it('imports houses: a bad row is shown and nothing is imported; the fixed file imports and the list reloads', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openHouses(page);
    await main(page).getByRole('button', { name: msg('house.import'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('house.import.title') });
    await dialog.waitFor();

    // the template, in the interface language
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: msg('house.import.template.csv') }).click()]);
    expect(template.suggestedFilename()).toMatch(/\.csv$/);
    const header = (await readFile((await template.path())!)).toString('utf8').replace(/^\ufeff/, '').split(/\r?\n/)[0]!;
    expect(header).toContain('楼栋号');
    expect(header).toContain('专有面积');

    // row 3 has an exclusive area that is not a positive number
    const head = '楼栋号,单元号,房号,业主姓名,手机号,专有面积';
    const bad = join(dir, 'houses-bad.csv');
    await writeFile(bad, `\ufeff${head}\n${BUILDING},1,101,导入甲,13800000001,88.5\n${BUILDING},1,102,导入乙,13800000002,-3\n${BUILDING},1,103,导入丙,,120\n`);
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByTestId('picked-file').filter({ hasText: 'houses-bad.csv' }).waitFor();
    await dialog.getByRole('button', { name: msg('house.import.submit'), exact: true }).click();
    const errors = dialog.getByRole('table', { name: msg('house.import.errors') });
    await errors.waitFor();
    await dialog.getByText('共1行数据有误，未导入任何数据').waitFor();
    const rows = errors.locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    expect(await rows.first().locator('td').first().textContent()).toBe('3');
    expect(await rows.first().locator('td').nth(1).textContent()).toContain('专有面积必须大于0');
    await shot(page, 'records-ops-import-errors');
    expect(await housesOf(BUILDING)).toEqual([]);

    // fixed: check only first, then import
    const good = join(dir, 'houses-good.csv');
    await writeFile(good, `\ufeff${head}\n${BUILDING},1,101,导入甲,13800000001,88.5\n${BUILDING},1,102,导入乙,13800000002,93\n${BUILDING},1,103,导入丙,,120\n`);
    await dialog.locator('input[type=file]').setInputFiles(good);
    await expect.poll(() => errors.count(), POLL).toBe(0);
    await dialog.getByRole('button', { name: msg('house.import.check'), exact: true }).click();
    await dialog.getByRole('status').filter({ hasText: msg('house.import.valid', { count: '3' }) }).waitFor();
    expect(await housesOf(BUILDING)).toEqual([]);
    await dialog.getByRole('button', { name: msg('house.import.submit'), exact: true }).click();
    await toast(page, msg('house.import.done', { count: '3' })).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const imported = await housesOf(BUILDING);
    expect(imported.map((h) => [h.houseNo, h.ownerName, Number(h.privateArea)])).toEqual([
      ['101', '导入甲', 88.5],
      ['102', '导入乙', 93],
      ['103', '导入丙', 120],
    ]);
    // the list reloaded: filter by the building and see the rows
    await page.goto(`${e2e.url}/area/house?buildingNo=${BUILDING}`);
    await main(page).getByRole('cell', { name: '导入乙', exact: true }).waitFor();
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('exports the filtered houses with the chosen columns as XLSX written by the server', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openHouses(page);
    await page.goto(`${e2e.url}/area/house?buildingNo=${BUILDING}&order=houseNo&sort=desc`);
    await main(page).getByRole('cell', { name: '导入甲', exact: true }).waitFor();
    await main(page).getByRole('button', { name: msg('table.export'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('table.export.title') });
    const all = dialog.getByRole('checkbox', { name: msg('table.export.all'), exact: true });
    await all.check();
    await all.uncheck();
    for (const name of ['房号', '业主姓名', '专有面积']) await dialog.getByRole('checkbox', { name, exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: msg('table.export.xlsx'), exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^房屋信息-\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    const bytes = await readFile((await download.path())!);
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    // the list's order (house no. descending), the chosen columns in the dialog's order, areas as numbers
    expect(values).toEqual([
      ['房号', '业主姓名', '专有面积'],
      ['103', '导入丙', 120],
      ['102', '导入乙', 93],
      ['101', '导入甲', 88.5],
    ]);
    await toast(page, msg('table.export.done', { count: '3' })).waitFor();
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('deletes a house and restores it from the recycle bin', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openHouses(page);
    const [house] = (await housesOf(BUILDING)).filter((h) => h.houseNo === '102');
    await page.goto(`${e2e.url}/area/house?buildingNo=${BUILDING}`);
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: '导入乙', exact: true }) });
    await row.getByRole('button', { name: msg('table.delete'), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: msg('table.delete'), exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await housesOf(BUILDING)).map((h) => h.houseNo), POLL).toEqual(['101', '103']);

    // the recycle bin: keyword on the url
    await page.goto(`${e2e.url}/recycle/data`);
    await main(page).getByRole('table').waitFor();
    await main(page).getByRole('searchbox', { name: msg('table.keyword') }).fill('AreaHouseDelete');
    await main(page).getByRole('button', { name: msg('table.search'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyWord'), POLL).toBe('AreaHouseDelete');
    const entry = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: 'graphql:AreaHouseDelete', exact: true }) }).first();
    await entry.waitFor();
    // the deleted data, read-only, with the entity's labels
    await entry.getByRole('button', { name: msg('recycle.view'), exact: true }).click();
    const view = page.getByRole('dialog', { name: msg('recycle.view.title', { entity: '房屋信息' }) });
    await view.waitFor();
    const fields = view.getByRole('table', { name: msg('recycle.view.row', { n: '1' }) });
    await fields.locator('tr', { has: page.getByRole('cell', { name: '业主姓名', exact: true }) }).getByRole('cell', { name: '导入乙', exact: true }).waitFor();
    expect(await view.getByRole('textbox').count()).toBe(0);
    await shot(page, 'records-ops-recycle-view');
    await view.getByRole('button', { name: msg('common.close'), exact: true }).first().click();
    await view.waitFor({ state: 'hidden' });

    // restore the chosen entry after the confirmation
    await entry.getByRole('checkbox').check();
    await main(page).getByRole('button', { name: msg('recycle.restoreSelected'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: msg('recycle.restore.title') });
    await confirm.getByText(msg('recycle.restore.confirm', { count: '1' })).waitFor();
    await confirm.getByRole('button', { name: msg('recycle.restore'), exact: true }).click();
    await toast(page, msg('recycle.restored', { count: '1' })).waitFor();
    await expect.poll(async () => (await housesOf(BUILDING)).map((h) => [h.houseNo, h.rowId]), POLL).toEqual([
      ['101', expect.any(Number)],
      ['102', house!.rowId],
      ['103', expect.any(Number)],
    ]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('menus: export the chosen menus as JSON, import a changed copy after its preview, create a page from an entity', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/sys/menu`);
    const table = main(page).getByTestId('table-SysMenu');
    const exportButton = main(page).getByRole('button', { name: msg('menu.export'), exact: true });
    await table.getByRole('cell', { name: '系统管理' }).first().waitFor();
    // nothing chosen: no export
    await exportButton.click();
    await toast(page, msg('menu.export.choose')).waitFor();
    const first = table.locator('tbody tr').first();
    const name = (await first.locator('td').nth(1).textContent())!.trim();
    await first.getByRole('checkbox').check();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^menus-\d{14}\.json$/);
    const tree = JSON.parse(await readFile((await download.path())!, 'utf8')) as { name: string; router: string | null; childMenus: unknown[] }[];
    expect(tree).toHaveLength(1);
    expect(tree[0]!.name).toBe(name);

    // import the same file: everything exists, nothing to import
    await main(page).getByRole('button', { name: msg('menu.import'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('menu.import.title') });
    await dialog.locator('input[type=file]').setInputFiles((await download.path())!);
    const preview = dialog.getByTestId('menu-import-preview');
    await preview.getByText(msg('menu.import.nothing')).waitFor();
    expect(await dialog.getByRole('button', { name: msg('menu.import.confirm'), exact: true }).isDisabled()).toBe(true);

    // a changed copy: a new top directory with a new page
    const copy = join(dir, 'menus.json');
    const dirName = `导入目录${stamp}`;
    await writeFile(copy, JSON.stringify([{ name: dirName, type: 0, router: null, viewPath: null, perms: null, icon: 'icon-menu', orderNum: 99, keepAlive: true, isShow: true, childMenus: [{ name: `导入页面${stamp}`, type: 1, router: `/e2e/page${stamp}`, viewPath: null, perms: null, icon: 'icon-menu', orderNum: 0, keepAlive: true, isShow: true, childMenus: [] }] }]));
    await dialog.locator('input[type=file]').setInputFiles(copy);
    const creates = preview.getByRole('table', { name: msg('menu.import.create') });
    await creates.getByRole('cell', { name: `${dirName} / 导入页面${stamp}`, exact: true }).waitFor();
    await preview.getByText(msg('menu.import.summary', { create: '2', exists: '0', errors: '0' })).waitFor();
    await shot(page, 'records-ops-menu-import');
    await dialog.getByRole('button', { name: msg('menu.import.confirm'), exact: true }).click();
    await toast(page, msg('menu.import.done', { created: '2', existing: '0' })).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const menus = async () => (await gqlData('{ sysMenuList { rowId name router parentId type perms } }')).sysMenuList as { rowId: number; name: string; router: string | null; parentId: number | null; type: number; perms: string | null }[];
    const made = (await menus()).find((m) => m.router === `/e2e/page${stamp}`)!;
    expect(made.name).toBe(`导入页面${stamp}`);
    expect((await menus()).find((m) => m.rowId === made.parentId)!.name).toBe(dirName);
    await table.getByRole('cell', { name: dirName }).waitFor();

    // a page imported into the chosen directory (not at the top level)
    const sub = join(dir, 'sub.json');
    await writeFile(sub, JSON.stringify([{ name: `子页面${stamp}`, type: 1, router: `/e2e/sub${stamp}`, childMenus: [] }]));
    await main(page).getByRole('button', { name: msg('menu.import'), exact: true }).click();
    const into = page.getByRole('dialog', { name: msg('menu.import.title') });
    await into.getByRole('tree', { name: msg('menu.import.parent') }).getByRole('button', { name: dirName, exact: true }).click();
    await into.locator('input[type=file]').setInputFiles(sub);
    await into.getByTestId('menu-import-preview').getByText(msg('menu.import.summary', { create: '1', exists: '0', errors: '0' })).waitFor();
    await into.getByRole('button', { name: msg('menu.import.confirm'), exact: true }).click();
    await toast(page, msg('menu.import.done', { created: '1', existing: '0' })).waitFor();
    await into.waitFor({ state: 'hidden' });
    const subPage = (await menus()).find((m) => m.router === `/e2e/sub${stamp}`)!;
    expect(subPage.parentId).toBe(made.parentId);

    // create a page from the demo goods entity, without its delete button
    await main(page).getByRole('button', { name: msg('menu.create'), exact: true }).click();
    const create = page.getByRole('dialog', { name: msg('menu.create.title') });
    await create.getByRole('combobox', { name: msg('menu.create.entity') }).selectOption('demo/goods');
    await create.getByRole('textbox', { name: '菜单地址' }).fill(`/e2e/goods${stamp}`);
    const actions = create.getByRole('group', { name: msg('menu.create.actions') });
    await actions.getByRole('checkbox', { name: 'demo:goods:delete', exact: true }).uncheck();
    await create.getByRole('button', { name: msg('menu.create.submit'), exact: true }).click();
    await create.waitFor({ state: 'hidden' });
    const page2 = (await menus()).find((m) => m.router === `/e2e/goods${stamp}`)!;
    expect(page2.type).toBe(1);
    const buttons = (await menus()).filter((m) => m.parentId === page2.rowId).map((m) => m.perms);
    expect(buttons).toContain('demo:goods:add');
    expect(buttons).not.toContain('demo:goods:delete');
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
