/**
 * The home page of a fresh demo (SEED_DEMO=1) in real Chromium: every card
 * shows data and opens its list filtered to what it counts — the advice
 * waiting (待处理), the advice being handled (处理中, beside it), the repairs
 * pending, and each total (ballots cast open the meetings now voting); the
 * list shows the filter from the URL and as many rows as the card said. The
 * 30-day trend chart is drawn. A community added on its screen is in the
 * top selector at once, without a reload.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AreaInfo } from '../../client/src/meta/entities.json';
import { expectPath, msg, pathOf, shot, useE2E } from './support.ts';

const e2e = useE2E({ SEED_DEMO: '1' });
const POLL = { timeout: 15000 };
const main = (page: Page) => page.getByRole('main');
let areaId = 0;

beforeAll(async () => {
  areaId = (await e2e.app.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
});

/** The number a list's pager shows ("共 N 条"). */
async function listTotal(page: Page): Promise<number> {
  const text = await main(page).getByTestId('table-total').first().textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** The number in an element's text. */
const numberIn = async (page: Page, testId: string) => Number((await page.getByTestId(testId).first().textContent())?.match(/\d+/)?.[0]);

async function home(page: Page): Promise<void> {
  await page.goto(`${e2e.url}/`);
  await page.getByTestId('home-summary').waitFor();
}

it('the to-do cards open the advice waiting, the advice being handled and the repairs pending', async () => {
  const db = e2e.app.app.db;
  const pending = await db.adviceInfo.count({ where: { areaId, status: 0 } });
  const processing = await db.adviceInfo.count({ where: { areaId, status: 1 } });
  const repairs = await db.repairInfo.count({ where: { areaId, status: 0 } });
  expect(pending * processing * repairs).toBeGreaterThan(0);

  const page = await e2e.newPage({ loggedIn: true });
  await home(page);
  const advice = page.getByTestId('home-todo-advice');
  await expect.poll(() => advice.getByTestId('todo-count').textContent(), POLL).toBe(String(pending));
  await expect.poll(async () => Number((await advice.getByTestId('todo-beside').textContent())?.match(/\d+/)?.[0]), POLL).toBe(processing);
  await page.getByTestId('home-trend').waitFor();
  await shot(page, 'home-demo');

  // 去处理 → the advice waiting.
  await advice.getByRole('link', { name: msg('home.todo.open') }).click();
  await expectPath(page, '/advice/info');
  expect(new URL(page.url()).searchParams.get('status')).toBe('0');
  await expect.poll(() => listTotal(page), POLL).toBe(pending);
  const statuses = await main(page).locator('tbody tr').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const row of statuses) expect(row).toContain('待处理');

  // 处理中 N → the advice being handled.
  await home(page);
  await page.getByTestId('home-todo-advice').getByTestId('todo-beside').click();
  await expectPath(page, '/advice/info');
  expect(new URL(page.url()).searchParams.get('status')).toBe('1');
  await expect.poll(() => listTotal(page), POLL).toBe(processing);
  for (const row of await main(page).locator('tbody tr').allTextContents()) expect(row).toContain('处理中');

  // The repairs pending.
  await home(page);
  await page.getByTestId('home-todo-repair').getByRole('link', { name: msg('home.todo.open') }).click();
  await expectPath(page, '/repair/info');
  expect(new URL(page.url()).searchParams.get('status')).toBe('0');
  await expect.poll(() => listTotal(page), POLL).toBe(repairs);
  expect(e2e.pageErrors(page)).toEqual([]);
});

it('every total opens its list; ballots cast open the meetings now voting', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  const cards: [string, string, string | null][] = [
    ['notices', '/info/notice', null],
    ['meetings', '/meeting/info', null],
    ['votes', '/meeting/info', '6'],
    ['repairs', '/repair/info', null],
    ['users', '/user/list', null],
    ['advice', '/advice/info', null],
  ];
  for (const [key, path, status] of cards) {
    await home(page);
    const total = await numberIn(page, `home-total-${key}`);
    expect(total, key).toBeGreaterThan(0);
    await page.getByTestId(`home-card-${key}`).click();
    await expectPath(page, path);
    expect(new URL(page.url()).searchParams.get('status'), key).toBe(status);
    if (key === 'votes') {
      // The meeting now voting, whose ballots are still coming in.
      await expect.poll(() => listTotal(page), POLL).toBe(1);
      await main(page).locator('tbody tr').first().getByText('投票', { exact: true }).waitFor();
    } else {
      await expect.poll(() => listTotal(page), POLL).toBe(total);
    }
  }
  expect(pathOf(page)).toBe('/advice/info');
  expect(e2e.pageErrors(page)).toEqual([]);
});

it('a community added on its screen is in the top selector at once', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/area/info`);
  const selector = page.getByRole('banner').getByRole('combobox', { name: msg('area.label') });
  await selector.locator('option', { hasText: '阳光花园小区' }).waitFor({ state: 'attached' });
  const name = `翠湖苑${Date.now() % 100000}`;
  await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: AreaInfo.label }) });
  await dialog.getByRole('textbox', { name: AreaInfo.fields.find((f) => f.name === 'name')!.label, exact: true }).fill(name);
  await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  // No reload: the selector lists it.
  await selector.locator('option', { hasText: name }).waitFor({ state: 'attached', timeout: POLL.timeout });
  expect(e2e.pageErrors(page)).toEqual([]);
});
