/**
 * Browser tests: the real server (embedded database, CAPTCHA_TEST_CODE=4242)
 * and one headless Chromium per test file, a fresh browser context (empty
 * localStorage) per page, and helpers for the login form and screenshots
 * (test-results/e2e/). The client must be built first (npm test does it; by
 * hand: npx tsx scripts/ensure-client.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CAPTCHA, startTestApp, type TestApp } from '../support/app.ts';
import zhCN from '../../client/src/i18n/messages/zh-cn.ts';
import enMessages from '../../client/src/i18n/messages/en.ts';
import { launchChromium, loggedInContextOptions } from './browser.ts';

export { CAPTCHA };
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = `${ROOT}test-results/e2e/`;

type Catalog = Record<string, string>;
const catalogs: Record<'zh-cn' | 'en', Catalog> = { 'zh-cn': zhCN, en: { ...zhCN, ...enMessages } };

/** A client message (client/src/i18n/messages), with simple `{name}` placeholders filled. */
export function msg(id: string, values: Record<string, string> = {}, locale: 'zh-cn' | 'en' = 'zh-cn'): string {
  const text = catalogs[locale][id];
  if (text == null) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}

export interface E2E {
  readonly app: TestApp;
  readonly url: string;
  readonly browser: Browser;
  /** A page in a fresh context (closed after the test). `loggedIn` puts a REST-obtained session into localStorage first. */
  newPage(opts?: BrowserContextOptions & { loggedIn?: boolean }): Promise<Page>;
  /** Uncaught errors of the page so far. */
  pageErrors(page: Page): string[];
}

/** The data of a GraphQL query sent straight to the server (set-up and checks beside the browser); throws on errors. */
export async function gqlData(app: TestApp, token: string, query: string, headers: Record<string, string> = {}): Promise<any> {
  const res = await app.gql(query, {}, token, headers);
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** Starts the server and the browser for the test file (beforeAll) and stops them after (afterAll). */
export function useE2E(env: Record<string, string> = {}): E2E {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const errors = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    if (!existsSync(`${ROOT}client/dist/index.html`)) throw new Error('client/dist is missing: run `npx tsx scripts/ensure-client.ts` (npm test does it)');
    mkdirSync(SHOTS, { recursive: true });
    [app, browser] = await Promise.all([startTestApp('embedded', env), launchChromium()]);
  });

  afterEach(async () => {
    const open = contexts;
    contexts = [];
    await Promise.all(open.map((c) => c.close().catch(() => {})));
  });

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await app?.close();
  });

  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('e2e environment not started');
    return v;
  };

  return {
    get app() {
      return need(app);
    },
    get url() {
      return need(app).url;
    },
    get browser() {
      return need(browser);
    },
    async newPage(opts = {}) {
      const { loggedIn, ...options } = opts;
      const contextOptions: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, acceptDownloads: true, ...options };
      const context = await need(browser).newContext(
        loggedIn ? loggedInContextOptions(need(app).url, await need(app).login(), contextOptions) : contextOptions,
      );
      contexts.push(context);
      context.setDefaultTimeout(15000);
      const page = await context.newPage();
      const list: string[] = [];
      errors.set(page, list);
      page.on('pageerror', (e) => list.push(e.message));
      const visited: string[] = [];
      urlHistory.set(page, visited);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      return page;
    },
    pageErrors(page) {
      return errors.get(page) ?? [];
    },
  };
}

const urlHistory = new WeakMap<Page, string[]>();

/** Paths the page has been at (loads and history changes), for failure messages. */
export const visitedPaths = (page: Page): string[] => urlHistory.get(page) ?? [];

/** Path part of the page's URL. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the page is at `path` (history navigation included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout: 15000 }).catch(() => {});
  expect(pathOf(page), `path; visited: ${visitedPaths(page).slice(-8).join(' → ')}`).toBe(path);
}

/** The home page's main heading ("欢迎回来，…"). */
export const homeHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Fills and submits the login form (username, password, captcha answer 4242). */
export async function fillLogin(page: Page, username = 'admin', password = '123456', verifyCode = CAPTCHA): Promise<void> {
  const form = page.locator('form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=verifyCode]').fill(verifyCode);
  await form.locator('button[type=submit]').click();
}

/** Logs in through the login form and waits for the home page. */
export async function login(page: Page, e2e: E2E, username = 'admin', password = '123456'): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto(`${e2e.url}/login`);
  // the captcha image is loaded (its id is needed by the login call)
  await page.getByTestId('captcha').locator('img').waitFor();
  await fillLogin(page, username, password);
  await expectPath(page, '/');
  await homeHeading(page).waitFor();
}

/** Saves a full-page screenshot as test-results/e2e/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' });
}

/** localStorage of the page as parsed values. */
export function readStorage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
}

/** Whether the page scrolls horizontally (content wider than the viewport). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Waits until the page transition (a short slide or fade of the route view) has finished, so boxes are measured where they rest. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}
