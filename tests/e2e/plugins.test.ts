/**
 * The plugin screen in real Chromium against the real server: a package is
 * installed through the dialog; installing another version of it warns
 * (type 2) and continuing replaces it; its configuration is edited in the
 * form generated from its JSON Schema (a bad URL is refused on the spot);
 * it is enabled, its readme read as text, then disabled after a confirmation;
 * a permission button is added for the plugin entity.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';
import { manifest, notifySchema, pluginZip } from '../support/plugins.ts';

// The webhook address the form saves is on loopback: allowed by configuration, as an administrator would.
const e2e = useE2E({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1:9' });
const main = (page: Page) => page.getByRole('main');
const dir = mkdtempSync(join(tmpdir(), 'cga-e2e-plugins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function packageFile(version: string): string {
  const path = join(dir, `sms-${version}.zip`);
  const readme = '# 短信网关\n\n<script>alert(1)</script> 配置 Webhook 地址。\n';
  writeFileSync(path, pluginZip(manifest({ name: '短信网关', keyName: 'sms-gateway', hook: 'notify', version, config: notifySchema }), {}, readme));
  return path;
}

async function install(page: Page, file: string) {
  await main(page).getByRole('button', { name: msg('plugin.install'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('plugin.install.title') });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: msg('plugin.install.submit'), exact: true }).click();
  return dialog;
}

it('installs a plugin, continues past the version warning, edits its configuration, enables and disables it', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/helper/plugins/serve`);
  await main(page).getByRole('button', { name: msg('plugin.install'), exact: true }).waitFor();

  const first = await install(page, packageFile('1.0.0'));
  await first.waitFor({ state: 'hidden' });
  const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: '短信网关', exact: true }) });
  await row.getByRole('cell', { name: '1.0.0', exact: true }).waitFor();

  // Another version: the server warns, continuing resends with force.
  const second = await install(page, packageFile('2.0.0'));
  const warning = page.getByRole('alertdialog', { name: msg('plugin.install.warning') });
  await warning.getByText('已安装 1.0.0 版本').waitFor();
  await shot(page, 'plugins-warning');
  await warning.getByRole('button', { name: msg('plugin.install.continue'), exact: true }).click();
  await second.waitFor({ state: 'hidden' });
  await row.getByRole('cell', { name: '2.0.0', exact: true }).waitFor();
  expect(await e2e.app.app.db.pluginInfo.count({ where: { keyName: 'sms-gateway' } })).toBe(1);

  // The configuration form comes from the schema: a URL field (checked), a masked secret, a number.
  await row.getByRole('button', { name: msg('plugin.config'), exact: true }).click();
  const form = page.getByRole('dialog', { name: msg('plugin.config.title', { name: '短信网关' }) });
  const url = form.getByLabel('Webhook URL');
  await url.fill('ftp://example');
  await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await form.getByRole('alert').filter({ hasText: msg('plugin.config.uri') }).waitFor();
  await url.fill('http://127.0.0.1:9/hook');
  await expect.poll(() => form.getByRole('alert').count()).toBe(0);
  expect(await form.getByLabel('Signing secret').getAttribute('type')).toBe('password');
  await form.getByLabel('Signing secret').fill('s3cret');
  await form.getByLabel('Retries').fill('2');
  await shot(page, 'plugins-config');
  await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await e2e.app.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 'sms-gateway' } })).config).toEqual({ url: 'http://127.0.0.1:9/hook', secret: 's3cret', retries: 2 });

  // The readme is text: the script tag shows as text and runs nowhere.
  await row.getByRole('button', { name: msg('plugin.readme'), exact: true }).click();
  const readme = page.getByRole('dialog', { name: msg('plugin.readme.title', { name: '短信网关' }) });
  await readme.getByTestId('plugin-readme').getByText('<script>alert(1)</script>', { exact: false }).waitFor();
  await readme.getByRole('button', { name: msg('common.close') }).first().click();
  await readme.waitFor({ state: 'hidden' });

  // Enable, then disable after a confirmation.
  await row.getByRole('switch').click();
  const enable = page.getByRole('alertdialog');
  await enable.getByText(msg('plugin.enable.confirm', { name: '短信网关' })).waitFor();
  await enable.getByRole('button', { name: msg('plugin.enable'), exact: true }).click();
  await row.getByText(msg('plugin.enabled'), { exact: true }).waitFor();
  await row.getByRole('switch').click();
  const disable = page.getByRole('alertdialog');
  await disable.getByText(msg('plugin.disable.confirm', { name: '短信网关' })).waitFor();
  await disable.getByRole('button', { name: msg('plugin.disable'), exact: true }).click();
  await row.getByText(msg('plugin.disabled'), { exact: true }).waitFor();
  expect((await e2e.app.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 'sms-gateway' } })).status).toBe(0);

  // Permission add: entity, name and at least one permission, in that order.
  // (The success toasts sit over the toolbar until they go, and a loaded machine can keep them paused: they are
  // closed with their close buttons, as a user would.)
  await page.mouse.move(600, 780);
  await expect
    .poll(
      async () => {
        const close = page.locator('[data-scope="toast"][data-part="close-trigger"]');
        if ((await close.count()) > 0) await close.first().click({ timeout: 1000 }).catch(() => {});
        return page.locator('[data-scope="toast"][data-part="root"]').count();
      },
      { timeout: 20000 },
    )
    .toBe(0);
  await main(page).getByRole('button', { name: msg('plugin.perm.add'), exact: true }).click();
  const perm = page.getByRole('dialog', { name: msg('plugin.perm.add') });
  const save = () => perm.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await save();
  await perm.getByRole('alert').filter({ hasText: msg('plugin.perm.entity') }).waitFor();
  await perm.getByRole('combobox', { name: msg('plugin.perm.entityLabel') }).selectOption('plugin/info');
  await save();
  await perm.getByRole('alert').filter({ hasText: msg('plugin.perm.name') }).waitFor();
  await perm.getByRole('textbox', { name: msg('plugin.perm.nameLabel') }).fill('查看插件');
  await save();
  await perm.getByRole('alert').filter({ hasText: msg('plugin.perm.perms') }).waitFor();
  await perm.getByRole('checkbox', { name: 'page (plugin:info:page)' }).check();
  await save();
  await perm.waitFor({ state: 'hidden' });
  const button = await e2e.app.app.db.baseSysMenu.findFirstOrThrow({ where: { name: '查看插件' } });
  expect(button).toMatchObject({ type: 2, perms: 'plugin:info:page' });
  expect(e2e.pageErrors(page)).toEqual([]);
});
