/**
 * The task screen in real Chromium against the real server: the seeded
 * system tasks are listed; a task is created with its cron checked and
 * described as it is typed (with the next five runs); it is run once, and
 * its log drawer shows the run; stopping asks first.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const POLL = { timeout: 15000 };
const main = (page: Page) => page.getByRole('main');

it('creates a task, runs it once and reads its log', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/task/list`);
  await main(page).getByRole('cell', { name: '请求日志清理', exact: true }).first().waitFor();

  const name = `端到端任务${Date.now() % 1_000_000}`;
  await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '任务信息' }) });
  await dialog.getByRole('textbox', { name: '名称', exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: '执行的服务', exact: true }).selectOption('notice.publish');
  await dialog.getByText('开启定时发布时间已到').waitFor();
  // The cron is checked as it is typed, then described with its next five runs.
  const cron = dialog.getByRole('textbox', { name: 'cron', exact: true });
  await cron.fill('61 * * * * *');
  await dialog.getByRole('alert').filter({ hasText: msg('task.cron.invalid') }).waitFor();
  await cron.fill('0 30 3 * * *');
  await expect.poll(() => dialog.getByTestId('task-cron-description').textContent(), POLL).toContain('03:30');
  const runs = dialog.getByTestId('task-next-runs').locator('li');
  await expect.poll(() => runs.count(), POLL).toBe(5);
  expect(await runs.first().textContent()).toMatch(/^\d{4}-\d\d-\d\d 03:30:00$/);
  await shot(page, 'tasks-add');
  await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
  await row.waitFor();
  // Run once, after the confirmation; the log drawer shows the run when it ends.
  await row.getByRole('button', { name: msg('task.once'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(msg('task.once.confirm', { name })).waitFor();
  await confirm.getByRole('button', { name: msg('task.once'), exact: true }).click();
  await page.getByText(msg('task.once.started')).waitFor();
  await row.getByRole('button', { name: msg('task.log'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: msg('task.log.title', { name }) });
  const log = drawer.getByRole('table', { name: msg('task.log') });
  await log.getByText(msg('task.log.ok'), { exact: true }).waitFor({ timeout: 15000 });
  // The run's result is a message, shown in the reader's language (the notice publication task).
  await log.getByText('发布公告 0 条').waitFor();
  await log.getByText(msg('task.log.manual')).waitFor();
  await shot(page, 'tasks-log');
  await drawer.getByRole('button', { name: msg('common.close') }).click();
  await drawer.waitFor({ state: 'hidden' });

  // Stopping asks first; the switch then shows the task stopped.
  await row.getByRole('switch').click();
  const stop = page.getByRole('alertdialog');
  await stop.getByText(msg('task.stop.confirm', { name })).waitFor();
  await stop.getByRole('button', { name: msg('task.stop'), exact: true }).click();
  await row.getByText('停止', { exact: true }).waitFor();
  const task = await e2e.app.app.db.taskInfo.findFirstOrThrow({ where: { name } });
  expect(task).toMatchObject({ status: 0, nextRunTime: null, service: 'notice.publish', cron: '0 30 3 * * *' });
  expect(e2e.pageErrors(page)).toEqual([]);
});
