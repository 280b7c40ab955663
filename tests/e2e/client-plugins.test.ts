/**
 * The front-end plugins screen in real Chromium against the real server:
 * the client's extension points are listed with their libraries and
 * versions; choosing "XLSX only" for the export formats is saved on the
 * server and the export dialog of a list then offers XLSX alone; back to
 * both, both buttons again.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const main = (page: Page) => page.getByRole('main');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

async function chooseFormats(page: Page, label: string) {
  await page.goto(`${e2e.url}/helper/plugins/vue`);
  const card = main(page).getByRole('region', { name: '导出格式' });
  await card.getByLabel('提供的格式').selectOption({ label });
  await card.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await page.getByText(msg('common.success')).first().waitFor();
}

async function exportButtons(page: Page): Promise<string[]> {
  await page.goto(`${e2e.url}/area/house`);
  await main(page).getByRole('button', { name: msg('table.export'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('table.export.title') });
  await dialog.waitFor();
  const names = [msg('table.export.csv'), msg('table.export.xlsx')];
  const shown: string[] = [];
  for (const name of names) if ((await dialog.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
  return shown;
}

it('lists the extension points, and a changed export setting takes effect in the export dialog', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/helper/plugins/vue`);
  await main(page).getByRole('heading', { level: 1, name: msg('clientPlugins.title') }).waitFor();
  // The placeholder is gone: four extension points, each with its library and version.
  expect(await main(page).getByText('该页面正在建设中').count()).toBe(0);
  for (const name of ['富文本编辑器', '图表', '导出格式', '文件上传']) await main(page).getByRole('region', { name }).waitFor();
  await main(page).getByRole('region', { name: '图表' }).getByText(`recharts ${pkg.dependencies.recharts}`).waitFor();
  await main(page).getByRole('region', { name: '富文本编辑器' }).getByText(`@tiptap/core ${pkg.dependencies['@tiptap/core']}`).waitFor();
  await shot(page, 'client-plugins');

  expect(await exportButtons(page)).toEqual([msg('table.export.csv'), msg('table.export.xlsx')]);
  await chooseFormats(page, '仅 XLSX');
  await expect.poll(async () => (await e2e.app.app.db.pluginClient.findUnique({ where: { keyName: 'export' } }))?.config).toEqual({ formats: 'xlsx' });
  expect(await exportButtons(page)).toEqual([msg('table.export.xlsx')]);
  await shot(page, 'client-plugins-export-xlsx-only');

  await chooseFormats(page, 'CSV 和 XLSX');
  expect(await exportButtons(page)).toEqual([msg('table.export.csv'), msg('table.export.xlsx')]);
  expect(e2e.pageErrors(page)).toEqual([]);
});
