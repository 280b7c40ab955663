/**
 * The home's start in real Chromium with the built client (docs/home-first-paint.md):
 * with a stored session the page's first script sends the session query and
 * the client uses that answer (one bootSessionQuery, no second one from the
 * client: the script's request is exactly the client's), and the layout's and
 * home's chunks are preloaded; without a session nothing is sent and the login
 * page loads no layout code. Also with a community selected and English
 * stored (the headers the script must reproduce).
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { homeHeading, useE2E } from './support.ts';

const e2e = useE2E();

/** Records the GraphQL operations the page sends (persisted id → operation name) and the JS it loads. */
function watch(page: Page) {
  const operations: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') operations.push(String((r.postDataJSON() as { operationName?: string }).operationName));
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  return { operations, scripts };
}

it('with a session, the session query leaves with the page once and the home shows its answer', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  const seen = watch(page);
  await page.goto(`${e2e.url}/`);
  await expect(homeHeading(page).textContent()).resolves.toBeTruthy();
  await page.getByTestId('home-summary').waitFor();
  expect(seen.operations.filter((o) => o === 'bootSessionQuery')).toHaveLength(1);
  expect(seen.operations[0]).toBe('bootSessionQuery');
  expect(await page.evaluate(() => '__sessionPrefetch' in window)).toBe(false);
  const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.some((p) => /\/MainLayout-[^/]+\.js$/.test(p))).toBe(true);
  expect(preloaded.some((p) => /\/HomePage-[^/]+\.js$/.test(p))).toBe(true);
  expect(e2e.pageErrors(page)).toEqual([]);
});

it('the prefetch reproduces the client headers: English and a selected community', async () => {
  const areaId = (await e2e.app.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/`);
  await homeHeading(page).waitFor();
  await page.evaluate((id) => {
    localStorage.setItem('locale', JSON.stringify('en'));
    localStorage.setItem('selectAreaId', JSON.stringify(id));
  }, areaId);
  const seen = watch(page);
  await page.reload();
  await homeHeading(page).waitFor();
  await expect.poll(() => homeHeading(page).textContent()).toMatch(/welcome/i);
  expect(seen.operations.filter((o) => o === 'bootSessionQuery')).toHaveLength(1);
});

it('without a session nothing is prefetched and the login page loads no layout code', async () => {
  const page = await e2e.newPage();
  const seen = watch(page);
  await page.goto(`${e2e.url}/`);
  await page.waitForURL(/\/login/);
  await page.getByRole('button').first().waitFor();
  expect(seen.operations).not.toContain('bootSessionQuery');
  expect(seen.scripts.some((s) => /\/(MainLayout|HomePage)-[^/]+\.js$/.test(s))).toBe(false);
});
