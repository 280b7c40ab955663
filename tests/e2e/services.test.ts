/**
 * Resident services in real Chromium against the real server: a complaint is
 * replied to and marked handled in one page while a second page sees its
 * status, the menu badge and the home to-do count change live (todoCounts
 * over graphql-ws); a notice is written with a cover image and rich content,
 * then published; banners are reordered by drag and with the buttons, and
 * their order is saved.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { png } from '../support/files.ts';
import { msg, shot, useE2E } from './support.ts';
import { ownUploadPath } from '../support/files.ts';

const e2e = useE2E();
const POLL = { timeout: 15000 };
const main = (page: Page) => page.getByRole('main');
let token: string;
let areaId: number;

const post = async (path: string, body: unknown) => {
  const res = await e2e.app.req('POST', `/admin${path}`, { body, token });
  expect(res.body.code, res.text).toBe(1000);
  return res.body.data;
};

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = (await e2e.app.app.db.areaInfo.findFirstOrThrow()).id;
});

/** The number a to-do badge or card shows (0 when it shows none). */
async function shown(page: Page, testId: string, inner?: string): Promise<number> {
  const box = page.getByTestId(testId);
  if ((await box.count()) === 0) return 0;
  const el = inner ? box.getByTestId(inner) : box;
  if ((await el.count()) === 0) return 0;
  return Number(await el.first().textContent());
}

it('replying to a complaint and handling it changes its status, the menu badge and the home count live in a second page', async () => {
  const title = `楼道灯不亮${Date.now() % 1_000_000}`;
  const resident = await post('/user/info/add', { nickName: `住户${Date.now() % 10000}`, phone: `137${String(Date.now()).slice(-8)}`, areaIds: [areaId] });
  const advice = await post('/business/advice/info/add', { areaId, userId: resident.id, type: 1, objectType: 1, title, content: '三单元二楼的灯坏了一周' });
  // What waits for staff (待处理) is counted apart from what is being handled (处理中).
  const todo = await e2e.app.app.db.adviceInfo.count({ where: { status: 0 } });
  const processing = await e2e.app.app.db.adviceInfo.count({ where: { status: 1 } });

  // The watcher: the advice list and the menu badge, live.
  const watcher = await e2e.newPage({ loggedIn: true });
  await watcher.goto(`${e2e.url}/advice/info`);
  const watchedRow = main(watcher).locator('tbody tr', { has: watcher.getByRole('button', { name: title, exact: true }) });
  await watchedRow.getByText('待处理', { exact: true }).waitFor();
  await expect.poll(() => shown(watcher, 'todo-badge-adviceTodo'), POLL).toBe(todo);

  // The worker opens the complaint, replies with a photo, then marks it handled.
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/advice/info`);
  await main(page).getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.getByText('三单元二楼的灯坏了一周').waitFor();
  await drawer.getByText(msg('advice.thread.empty')).waitFor();
  // Marking it handled needs a reply first.
  expect(await drawer.getByRole('button', { name: msg('advice.handle'), exact: true }).isDisabled()).toBe(true);
  await drawer.getByRole('textbox', { name: msg('advice.reply.label') }).fill('已安排电工明天上午更换');
  await drawer.getByRole('group', { name: msg('advice.reply.images') }).locator('input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: png(32, 32, [200, 180, 40]) });
  await drawer.getByRole('img', { name: msg('upload.preview', { label: msg('advice.reply.images'), n: '1' }) }).waitFor();
  await drawer.getByRole('button', { name: msg('advice.reply.send'), exact: true }).click();
  await page.getByText(msg('advice.reply.sent')).waitFor();
  const thread = drawer.getByTestId('advice-thread');
  await thread.getByText('已安排电工明天上午更换').waitFor();
  await thread.getByRole('img').first().waitFor();
  await drawer.getByText('处理中', { exact: true }).waitFor();
  // The watcher's list follows: in progress, no longer waiting.
  await watchedRow.getByText('处理中', { exact: true }).waitFor();
  await expect.poll(() => shown(watcher, 'todo-badge-adviceTodo'), POLL).toBe(todo - 1);
  await shot(page, 'services-advice-reply');

  await drawer.getByRole('button', { name: msg('advice.handle'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(msg('advice.handle.confirm', { title })).waitFor();
  await confirm.getByRole('button', { name: msg('advice.handle'), exact: true }).click();
  await page.getByText(msg('advice.handle.done')).waitFor();
  await drawer.getByText('已处理', { exact: true }).waitFor();
  await watchedRow.getByText('已处理', { exact: true }).waitFor();
  expect(await shown(watcher, 'todo-badge-adviceTodo')).toBe(todo - 1);
  expect(await e2e.app.app.db.adviceInfo.findUniqueOrThrow({ where: { id: advice.id } })).toMatchObject({ status: 2, latestReply: '已安排电工明天上午更换' });

  // The watcher goes home: the to-do card shows what waits, what is being handled beside it; a resident's message reopens the complaint and the card follows, live.
  const beside = async () => Number((await watcher.getByTestId('home-todo-advice').getByTestId('todo-beside').textContent())?.match(/\d+/)?.[0]);
  await watcher.goto(`${e2e.url}/`);
  await expect.poll(() => shown(watcher, 'home-todo-advice', 'todo-count'), POLL).toBe(todo - 1);
  await expect.poll(beside, POLL).toBe(processing);
  await watcher.getByTestId('home-summary').waitFor();
  await drawer.getByRole('button', { name: msg('advice.reopen'), exact: true }).click();
  await drawer.getByText(msg('advice.message.hintReopen')).waitFor();
  await drawer.getByRole('textbox', { name: msg('advice.message.label') }).fill('灯还是不亮');
  await drawer.getByRole('button', { name: msg('advice.message.send'), exact: true }).click();
  await drawer.getByText('处理中', { exact: true }).waitFor();
  await expect.poll(beside, POLL).toBe(processing + 1);
  expect(await shown(watcher, 'home-todo-advice', 'todo-count')).toBe(todo - 1);
  await shot(watcher, 'services-home');
  expect(e2e.pageErrors(page)).toEqual([]);
  expect(e2e.pageErrors(watcher)).toEqual([]);
});

it('creates a notice with a cover image and rich content, then publishes it', async () => {
  const title = `停水通知${Date.now() % 1_000_000}`;
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/info/notice`);
  await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '通知公告' }) });
  await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: '小区ID', exact: true }).selectOption({ label: '阳光花园小区' });
  await dialog.getByRole('group', { name: '封面' }).locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(64, 40, [30, 140, 220]) });
  await dialog.getByRole('img', { name: msg('upload.preview', { label: '封面', n: '1' }) }).waitFor();
  const editor = dialog.getByRole('textbox', { name: '内容', exact: true });
  await editor.click();
  await page.keyboard.type('明天 8:00 至 12:00 停水，');
  await dialog.getByRole('button', { name: msg('richText.bold') }).click();
  await page.keyboard.type('请提前储水');
  await shot(page, 'services-notice-form');
  await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: title, exact: true }) });
  await row.waitFor();
  expect(await row.getByRole('switch').isChecked()).toBe(false);
  const saved = await e2e.app.app.db.infoNotice.findFirstOrThrow({ where: { title } });
  expect(saved.status).toBe(0);
  expect(saved.cover).toMatch(new RegExp(`^${e2e.url}/upload/app/base/\\d{8}/[0-9a-f]{32}\\.png$`));
  expect(saved.content).toContain('<strong>请提前储水</strong>');
  await row.getByRole('img', { name: title }).waitFor();

  await row.getByRole('button', { name: msg('notice.publishNamed', { title }) }).click();
  await page.getByText(msg('notice.published', { title })).waitFor();
  await expect.poll(() => row.getByRole('switch').isChecked(), POLL).toBe(true);
  expect((await e2e.app.app.db.infoNotice.findUniqueOrThrow({ where: { id: saved.id } })).status).toBe(1);
  // The cover is served.
  const res = await page.request.get(saved.cover!);
  expect(res.status()).toBe(200);
  expect(e2e.pageErrors(page)).toEqual([]);
});

it('reorders banners by drag and with the buttons, and saves their order', async () => {
  const tag = Date.now() % 1_000_000;
  const names = ['甲', '乙', '丙'].map((n) => `轮播${n}${tag}`);
  for (const [i, n] of names.entries()) await post('/info/banner/add', { title: n, image: ownUploadPath(100 + i), sort: 9000 + i * 10, status: 1, areaId });
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/info/banner`);
  await main(page).getByText(names[0]!, { exact: true }).waitFor();
  await main(page).getByRole('button', { name: msg('banner.order'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg('banner.order.title') });
  const list = dialog.getByTestId('banner-order');
  await list.waitFor();
  const order = async () => (await list.locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-banner')))).filter((t): t is string => !!t && t.endsWith(String(tag)));
  expect(await order()).toEqual(names);
  // 丙 up twice with the buttons: 丙 甲 乙
  await dialog.getByRole('button', { name: msg('banner.order.up', { title: names[2]! }) }).click();
  await dialog.getByRole('button', { name: msg('banner.order.up', { title: names[2]! }) }).click();
  expect(await order()).toEqual([names[2], names[0], names[1]]);
  // 乙 dragged onto 甲's place: 丙 乙 甲
  await list.locator(`li[data-banner="${names[1]}"]`).dragTo(list.locator(`li[data-banner="${names[0]}"]`));
  await expect.poll(order, POLL).toEqual([names[2], names[1], names[0]]);
  await shot(page, 'services-banner-order');
  await dialog.getByRole('button', { name: msg('banner.order.save'), exact: true }).click();
  await page.getByText(msg('banner.order.saved')).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const stored = await e2e.app.app.db.infoBanner.findMany({ where: { title: { in: names } }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  expect(stored.map((b) => b.title)).toEqual([names[2], names[1], names[0]]);
  // The list (ordered by sort) shows the new order.
  const cells = main(page).getByRole('cell').filter({ hasText: String(tag) });
  await expect.poll(async () => (await cells.allTextContents()).filter((t) => names.includes(t)), POLL).toEqual([names[2], names[1], names[0]]);
  expect(e2e.pageErrors(page)).toEqual([]);
});
