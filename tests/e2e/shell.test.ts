/**
 * The client shell in real Chromium against the real server (embedded
 * database): redirect to /login, the login form with the test captcha, menus,
 * the navigation guard (SPEC §2), logout, language switch, dark mode and the
 * 375 px layout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, fillLogin, homeHeading, login, msg, overflowsHorizontally, pathOf, readStorage, shot, useE2E } from './support.ts';

const e2e = useE2E();
const POLL = { timeout: 10000 };

const sideMenu = (page: Page, locale: 'zh-cn' | 'en' = 'zh-cn') => page.getByRole('navigation', { name: msg('layout.menu', {}, locale) });
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="title"]');

/** Top-level visible menus of admin, in menu order, from the server. */
async function topMenus(): Promise<string[]> {
  const { token } = await e2e.app.login();
  const res = await e2e.app.gql('{ permmenu { menus { rowId parentId name type isShow orderNum } } }', {}, token);
  const menus = res.body.data.permmenu.menus as { rowId: number; parentId: number | null; name: string; type: number; isShow: boolean; orderNum: number }[];
  const ids = new Set(menus.map((m) => m.rowId));
  return menus
    .filter((m) => m.type !== 2 && m.isShow && (m.parentId == null || !ids.has(m.parentId)))
    .sort((a, b) => a.orderNum - b.orderNum || a.rowId - b.rowId)
    .map((m) => m.name);
}

describe('e2e: login and navigation', () => {
  it('redirects to /login without a session, from / and from any other path', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/`);
    await expectPath(page, '/login');
    await page.getByRole('form', { name: msg('login.heading') }).waitFor();

    for (const path of ['/sys/user', '/my/info', '/no/such/page']) {
      await page.goto(`${e2e.url}${path}`);
      await expectPath(page, '/login');
    }
    await page.getByTestId('captcha').locator('img').waitFor();
    await shot(page, 'login');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('validates the login form and rejects a wrong captcha answer', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/login`);
    await page.getByTestId('captcha').locator('img').waitFor();
    await page.locator('form button[type=submit]').click();
    for (const id of ['login.username.required', 'login.password.required', 'login.captcha.required']) {
      await page.getByText(msg(id), { exact: true }).waitFor();
    }

    const firstCaptcha = await page.getByTestId('captcha').locator('img').getAttribute('src');
    await fillLogin(page, 'admin', '123456', '0000');
    await toasts(page).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    // the code is cleared and a new image is fetched
    await expect(page.locator('input[name=verifyCode]').inputValue()).resolves.toBe('');
    await page.waitForFunction((src) => document.querySelector('[data-testid=captcha] img')?.getAttribute('src') !== src, firstCaptcha);

    // then the right answer logs in
    await fillLogin(page);
    await expectPath(page, '/');
    await homeHeading(page).waitFor();
  });

  it('logs in with the test captcha, stores the session and renders the menus', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);

    const stored = await readStorage(page);
    expect(JSON.parse(stored.token!)).toMatch(/^ey/);
    expect(JSON.parse(stored.refreshToken!)).toMatch(/^ey/);
    expect(Number(stored.token_deadtime)).toBeGreaterThan(Date.now());
    expect(JSON.parse(stored.userInfo!).username).toBe('admin');

    // the welcome names the user; the side menu has the server's top-level menus
    await expect.poll(() => homeHeading(page).textContent(), POLL).toBe(msg('home.welcome', { name: '管理员' }));
    const expected = await topMenus();
    expect(expected.length).toBeGreaterThan(3);
    const nav = sideMenu(page);
    const items = nav.locator(':scope > ul > li > button');
    await expect(items.allInnerTexts()).resolves.toEqual(expected);
    expect(expected).toContain('系统管理');

    // directories fold out; a page opens with its process tab and is highlighted
    const system = nav.getByRole('button', { name: '系统管理' });
    await expect(system.getAttribute('aria-expanded')).resolves.toBe('false');
    await system.click();
    await expect(system.getAttribute('aria-expanded')).resolves.toBe('true');
    await nav.getByRole('button', { name: '权限管理' }).click();
    await nav.getByRole('link', { name: '用户列表' }).click();
    await expectPath(page, '/sys/user');
    await expect(nav.getByRole('link', { name: '用户列表' }).getAttribute('aria-current')).resolves.toBe('page');
    const tab = page.getByRole('tablist').getByRole('tab', { name: '用户列表' });
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await shot(page, 'menus');

    // the home tab goes back
    await page.getByRole('tablist').getByRole('tab').first().click();
    await expectPath(page, '/');
    await homeHeading(page).waitFor();
    await shot(page, 'home');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('guard: public error pages without a token; /login → / and unknown → /404 with one; an expired token on /login is renewed', async () => {
    const page = await e2e.newPage();
    // without a token: the error pages are public
    for (const code of ['401', '403', '404', '500', '502']) {
      await page.goto(`${e2e.url}/${code}`);
      await expectPath(page, `/${code}`);
      await expect.poll(() => page.getByRole('alert').getByRole('heading', { level: 1 }).textContent(), POLL).toBe(msg(`error.${code}.title`));
    }

    await login(page, e2e);
    // logged in: /login goes to /, an unknown path to /404, menu and fixed routes open
    await page.goto(`${e2e.url}/login`);
    await expectPath(page, '/');
    await homeHeading(page).waitFor();
    await page.goto(`${e2e.url}/no/such/page`);
    await expectPath(page, '/404');
    await expect.poll(() => page.getByRole('alert').getByRole('heading', { level: 1 }).textContent(), POLL).toBe(msg('error.404.title'));
    await shot(page, 'guard-404');
    await page.getByRole('button', { name: msg('common.backHome') }).click();
    await expectPath(page, '/');
    for (const path of ['/sys/user', '/my/info', '/demo/test/route/7/seven']) {
      await page.goto(`${e2e.url}${path}`);
      await page.getByRole('main').waitFor();
      await page.getByRole('tablist').getByRole('tab', { selected: true }).waitFor();
      await page.waitForTimeout(200);
      expect(pathOf(page)).toBe(path);
    }
    await page.getByRole('main').getByText(msg('demoRoute.id', { id: '7' })).waitFor();

    // a token with less than 2 s left counts as expired: opening /login renews it with the
    // refresh token (the session boot), and the renewed session goes on to /
    const before = await readStorage(page);
    await page.evaluate(() => localStorage.setItem('token_deadtime', String(Date.now() + 1000)));
    await page.goto(`${e2e.url}/login`);
    await expectPath(page, '/');
    await homeHeading(page).waitFor();
    const after = await readStorage(page);
    expect(after.token).not.toBe(before.token);
    expect(Number(after.token_deadtime)).toBeGreaterThan(Date.now() + 60_000);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('logout from the user menu clears the session and guards the pages again', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: msg('layout.logout') }).click();
    await expectPath(page, '/login');
    const stored = await readStorage(page);
    expect(stored.token).toBeUndefined();
    expect(stored.refreshToken).toBeUndefined();
    expect(stored.userInfo).toBeUndefined();
    await page.goto(`${e2e.url}/sys/user`);
    await expectPath(page, '/login');
  });
});

describe('e2e: language and theme', () => {
  it('switches the language to English and back to Simplified Chinese', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/login`);
    await page.getByRole('heading', { name: msg('login.heading') }).waitFor();

    // on the login page
    await page.getByRole('button', { name: msg('layout.language') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: msg('login.heading', {}, 'en') }).waitFor();
    await page.getByText(msg('login.username', {}, 'en'), { exact: true }).waitFor();

    // the choice is kept through login and sent as the language header
    const languages: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) languages.push(r.headers()['language'] ?? '');
    });
    await page.getByTestId('captcha').locator('img').waitFor();
    await fillLogin(page);
    await expectPath(page, '/');
    await expect.poll(() => homeHeading(page).textContent(), POLL).toBe(msg('home.welcome', { name: '管理员' }, 'en'));
    await sideMenu(page, 'en').waitFor();
    // The home page has several h2 (dashboard cards, shortcuts): the shortcuts one is in English.
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(), POLL).toContain(msg('home.shortcuts', {}, 'en'));
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en']));
    await shot(page, 'lang-en');

    // kept after a reload
    await page.reload();
    await expect.poll(() => homeHeading(page).textContent(), POLL).toBe(msg('home.welcome', { name: '管理员' }, 'en'));
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"en"');

    // and back
    await page.getByRole('button', { name: msg('layout.language', {}, 'en') }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect.poll(() => homeHeading(page).textContent(), POLL).toBe(msg('home.welcome', { name: '管理员' }));
    await sideMenu(page).waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(), POLL).toContain(msg('home.shortcuts'));
    languages.length = 0;
    await page.reload();
    await homeHeading(page).waitFor();
    expect(new Set(languages)).toEqual(new Set(['zh-cn']));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('turns dark mode on (kept after reload) and off again', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    const look = () =>
      page.evaluate(() => {
        // the first opaque background behind the content
        let el: Element | null = document.querySelector('main');
        let rgba = [0, 0, 0, 0];
        while (el && rgba[3] === 0) {
          const m = getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
          rgba = [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, m[3] ?? (m.length >= 3 ? 1 : 0)];
          el = el.parentElement;
        }
        const [r, g, b] = rgba as [number, number, number];
        return { dark: document.documentElement.classList.contains('dark'), scheme: document.documentElement.style.colorScheme, luminance: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
      });
    const light = await look();
    expect(light.dark).toBe(false);
    expect(light.luminance).toBeGreaterThan(0.6);

    const openPanel = async () => {
      await page.getByRole('button', { name: msg('layout.theme') }).click();
      const dialog = page.getByRole('dialog', { name: msg('theme.title') });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openPanel();
    const toggle = dialog.getByRole('checkbox', { name: msg('theme.dark') });
    await expect(toggle.isChecked()).resolves.toBe(false);
    await dialog.getByText(msg('theme.dark'), { exact: true }).last().click();
    await expect.poll(async () => (await look()).dark).toBe(true);
    await expect(toggle.isChecked()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await look()).luminance).toBeLessThan(0.3);
    expect((await look()).scheme).toBe('dark');
    await shot(page, 'dark');

    await page.reload();
    await homeHeading(page).waitFor();
    expect((await look()).dark).toBe(true);

    dialog = await openPanel();
    await dialog.getByText(msg('theme.dark'), { exact: true }).last().click();
    await expect.poll(async () => (await look()).dark).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await look()).luminance).toBeGreaterThan(0.6);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme')))!).dark).toBe(false);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

describe('e2e: 375 px wide viewport', () => {
  it('login and the main layout fit a 375 px phone screen; the menu is a drawer', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.goto(`${e2e.url}/`);
    await expectPath(page, '/login');
    await page.getByTestId('captcha').locator('img').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await shot(page, 'mobile-login');

    await login(page, e2e);
    expect(await overflowsHorizontally(page)).toBe(false);
    // no side bar: the menu opens in a drawer from the header button
    await expect(page.locator('aside').count()).resolves.toBe(0);
    await expect(sideMenu(page).count()).resolves.toBe(0);
    const toggle = page.getByRole('button', { name: msg('layout.toggleMenu') });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await shot(page, 'mobile-home');
    await toggle.click();
    const drawer = page.getByRole('dialog');
    const nav = drawer.getByRole('navigation', { name: msg('layout.menu') });
    await nav.waitFor();
    const box = await drawer.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await shot(page, 'mobile-menu');

    await nav.getByRole('button', { name: '系统管理' }).click();
    await nav.getByRole('button', { name: '权限管理' }).click();
    await nav.getByRole('link', { name: '用户列表' }).click();
    await expectPath(page, '/sys/user');
    await drawer.waitFor({ state: 'hidden' });
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
