/**
 * Data in the reader's language, in real Chromium: in English the sidebar
 * (every seeded directory and page), a dictionary's items and the role
 * form's permission tree show no Chinese; switching to Simplified Chinese
 * reloads them in Chinese.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const CJK = /[\u3400-\u9fff]/;
const main = (page: Page) => page.getByRole('main');
const en = (id: string, values: Record<string, string> = {}) => msg(id, values, 'en');

it('shows the seeded menus, dictionaries and the permission tree in English, and in Chinese after switching', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('switched')) localStorage.setItem('locale', JSON.stringify('en'));
  });
  await page.goto(`${e2e.url}/dict/list`);
  const nav = page.getByRole('navigation', { name: en('layout.menu') });
  await nav.getByText('Dictionaries', { exact: true }).waitFor();
  // Open every directory of the sidebar: no menu name is Chinese.
  for (const name of ['Home', 'Community', "Owners' assembly", 'Affairs', 'Publishing', 'App users', 'Access control', 'Plugins', 'Demo']) {
    const dir = nav.getByText(name, { exact: true }).first();
    if (await dir.count()) await dir.click();
  }
  await nav.getByText('Front-end plugins', { exact: true }).waitFor();
  const names = await nav.allInnerTexts();
  expect(names.join('\n').split('\n').filter((line) => CJK.test(line))).toEqual([]);

  // A dictionary: its type and its items in English.
  await main(page).getByRole('button', { name: 'Resident role residentRole' }).click();
  for (const item of ['Owner', 'Tenant', 'Family member']) await main(page).getByRole('cell', { name: item, exact: true }).waitFor();
  await shot(page, 'translations-dict-en');

  // The role form's permission tree.
  await page.goto(`${e2e.url}/sys/role`);
  await main(page).getByRole('button', { name: en('table.add'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('System', { exact: true }).first().waitFor();
  const tree = await dialog.innerText();
  expect(tree.split('\n').filter((line) => CJK.test(line))).toEqual([]);
  await shot(page, 'translations-role-tree-en');
  await dialog.getByRole('button', { name: en('common.cancel') }).click();

  // Back to Simplified Chinese: the page reloads and asks again.
  await page.evaluate(() => sessionStorage.setItem('switched', '1'));
  await page.getByRole('button', { name: en('layout.language') }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await page.getByRole('navigation', { name: msg('layout.menu') }).getByText('角色列表', { exact: true }).waitFor();
  expect(e2e.pageErrors(page)).toEqual([]);
});
