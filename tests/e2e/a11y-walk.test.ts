/**
 * Every staff screen, checked for accessibility in real Chromium against a
 * fresh demo (SEED_DEMO=1: lists have rows, meetings are at every stage), as
 * the demo superuser, in the light and in the dark colour mode
 * (docs/screens.md "Accessibility"):
 *
 * - the screens are the ones the client routes: the server's menu tree for
 *   admin (permmenu) made into paths by the client's own `buildMenuTree`, and
 *   the fixed pages of `staticRoutes()` that take no parameter, so a new menu
 *   or page is walked without a change here; then the meeting detail of every
 *   demo meeting with each of its tabs, and every election's detail;
 * - on each: axe (WCAG 2.0/2.1 A and AA rules) finds no serious or critical
 *   violation, and every input, select and textarea is named by a label,
 *   aria-label or aria-labelledby;
 * - on each list screen with an add button: its add dialog passes axe and the
 *   label check; in the light mode also by keyboard: Tab goes round inside the
 *   dialog and Shift+Tab back over its start without leaving it, every stop
 *   shows a focus indicator, and Escape closes it with the focus back on the
 *   add button. The first row's delete confirmation and the first export
 *   dialog are checked the same way.
 *
 * All findings of a mode are collected, and the test fails once listing each
 * with its screen, rule and target (also written to
 * test-results/e2e/a11y-walk-<mode>.txt). One page is reused for the whole
 * walk (one login): a screen opens as the client's own links open it
 * (history + popstate), the mode is switched by the theme setting in
 * localStorage and one reload. axe-core is put into the page once per load
 * and AxeBuilder runs it in the page (legacy mode: no blank page per run).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { buildMenuTree, type MenuNode } from '../../client/src/router/menus.ts';
import { staticRoutes } from '../../client/src/router/routes.ts';
import type { MenuItem } from '../../client/src/relay/session.ts';
import { DEFAULT_COLOR } from '../../client/src/theme/colors.ts';
import { sessionStorageEntries } from './browser.ts';
import { msg, SHOTS, useE2E } from './support.ts';

const e2e = useE2E({ SEED_DEMO: '1' });
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const DIALOG = '[role=dialog][data-state=open], [role=alertdialog][data-state=open]';

interface Stop {
  /** what the report calls it */
  name: string;
  path: string;
}

let context: BrowserContext;
let page: Page;
let screens: Stop[] = [];
let meetings: Stop[] = [];
let elections: Stop[] = [];

/** The client's theme setting (theme/settings.ts) for a mode; no route transition: the walk looks at screens at rest. */
const themeSetting = (mode: Mode) => JSON.stringify({ color: DEFAULT_COLOR, dark: mode === 'dark', menuGroup: false, transition: 'none' });

/** The menu pages of the server's tree as the client shows them, with the trail of directories in their names. */
function menuPages(nodes: MenuNode[], trail: string[] = []): Stop[] {
  return nodes.flatMap((n) => {
    const names = [...trail, n.menu.name];
    // A page whose view is an outside address is that site in a frame, not a screen of ours.
    const own = n.menu.type === 1 && !/^https?:\/\//i.test(n.menu.viewPath ?? '') ? [{ name: names.join(' › '), path: n.path }] : [];
    return [...own, ...menuPages(n.children, names)];
  });
}

/**
 * Installed in every document of the walk: records each focus move with
 * whether it is inside the open dialog and whether it is visibly marked, so
 * a round of key presses is read back at once.
 */
function focusRecorder() {
  const w = window as unknown as { __focusLog: { inside: boolean; shown: boolean; what: string }[] };
  w.__focusLog = [];
  const marked = (e: Element) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
  };
  document.addEventListener(
    'focusin',
    (ev) => {
      const el = ev.target as HTMLElement;
      const open = [...document.querySelectorAll('[role=dialog][data-state=open], [role=alertdialog][data-state=open]')];
      const rect = el.getBoundingClientRect();
      // A checkbox or switch focuses its visually hidden input; its drawn control carries the indicator.
      const drawn = rect.width <= 1 || rect.height <= 1 ? (el.closest('label, [data-scope]')?.querySelector('[data-part=control]') ?? el) : el;
      const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? (el.textContent ?? '').trim().slice(0, 24);
      w.__focusLog.push({ inside: open.some((d) => d.contains(el)), shown: marked(drawn), what: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${name}"` });
    },
    true,
  );
}

beforeAll(async () => {
  const pair = await e2e.app.login();
  const res = await e2e.app.gql('{ permmenu { menus { rowId parentId name router viewPath type icon orderNum keepAlive isShow perms } } }', {}, pair.token);
  const pages = menuPages(buildMenuTree(res.body.data.permmenu.menus as MenuItem[]));
  // The fixed pages of the main layout that take no parameter (the personal centre, pages linked from lists…).
  for (const r of staticRoutes()) {
    if (r.layout === 'main' && r.processTab && !r.path.includes(':') && !pages.some((p) => p.path === r.path)) pages.push({ name: r.titleId ? msg(r.titleId) : r.path, path: r.path });
  }
  screens = pages;

  const db = e2e.app.app.db;
  meetings = (await db.meetingInfo.findMany({ orderBy: [{ status: 'desc' }, { id: 'asc' }], select: { id: true, name: true, status: true } })).map((m) => ({ name: `会议详情 ${m.name} (stage ${m.status})`, path: `/meeting/info/${m.id}` }));
  elections = (await db.electionInfo.findMany({ orderBy: { id: 'asc' }, select: { id: true, title: true } })).map((el) => ({ name: `选举详情 ${el.title}`, path: `/election/info/${el.id}` }));

  context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin: e2e.url, localStorage: [...sessionStorageEntries(pair), { name: 'theme', value: themeSetting('light') }] }] },
  });
  context.setDefaultTimeout(20000);
  // axe-core once per document (AxeBuilder is given no source to send again), and the focus recorder.
  await context.addInitScript({ content: axeCore.source });
  await context.addInitScript(focusRecorder);
  page = await context.newPage();
  await page.goto(`${e2e.url}/`);
  await page.getByRole('main').waitFor();
});

afterAll(async () => {
  await context?.close().catch(() => {});
});

/** No spinner, no busy region, no pending route under `scope` (a screen and its query have arrived). */
async function settled(scope = 'main'): Promise<void> {
  await page.locator(scope).first().waitFor();
  await page.waitForFunction(
    ({ scope, label }) => ![...document.querySelectorAll(scope)].some((el) => el.querySelector(`[aria-busy="true"], [aria-label="${label}"], .chakra-spinner, .chakra-skeleton`)),
    { scope, label: msg('app.loading') },
  );
}

/** Opens a path the way the client's own links do (history + popstate), and waits until the screen has loaded. */
async function open(path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled();
}

/** axe over the page (or the part `include` names): its serious and critical violations as report lines. */
async function axe(where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page, axeSource: '/* axe-core is in the page already */' }).withTags(TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Inputs, selects and textareas under `scope` (rendered, exposed) without a name from a label, aria-label or aria-labelledby. */
async function unlabelled(where: string, scope = 'body'): Promise<string[]> {
  const found = await page.evaluate((sel) => {
    const text = (el: Element | null) => (el?.textContent ?? '').trim();
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
        if (el.type === 'hidden' || el.closest('[aria-hidden="true"], [inert]') || el.getClientRects().length === 0) continue;
        const byIds = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => text(document.getElementById(id))).join('');
        const named = byIds || (el.getAttribute('aria-label') ?? '').trim() || [...(el.labels ?? [])].map(text).join('');
        if (!named) out.push(`${el.tagName.toLowerCase()}${el.name ? `[name=${el.name}]` : ''}${el.id ? `#${el.id}` : ''} type=${el.type}`);
      }
    }
    return out;
  }, scope);
  return found.map((f) => `${where}: unlabelled field ${f}`);
}

/** Presses `key` `times` times and answers where the focus went meanwhile (focusRecorder). */
async function focusMoves(key: string, times: number) {
  await page.evaluate(() => ((window as unknown as { __focusLog: unknown[] }).__focusLog.length = 0));
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __focusLog: { inside: boolean; shown: boolean; what: string }[] }).__focusLog);
}

/**
 * The dialog that `opener` opens (by keyboard: focus and Enter): axe and the
 * label check inside it; with `keyboard`, a full round of Tab and a few
 * Shift+Tab past its start keep the focus inside, every stop visibly marked,
 * and Escape closes it with the focus back on the opener.
 */
async function checkDialog(where: string, opener: Locator, keyboard: boolean): Promise<string[]> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator(DIALOG).last();
  await dialog.waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await settled(DIALOG);
  const problems = [...(await axe(where, DIALOG)), ...(await unlabelled(where, DIALOG))];
  if (keyboard) {
    const stops = await dialog.evaluate(
      (d) => [...d.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [contenteditable=true]')].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0).length,
    );
    // Forward past the end (the focus must wrap to the start), then backward past the start.
    const moves = [...(await focusMoves('Tab', stops + 2)), ...(await focusMoves('Shift+Tab', 3))];
    const left = moves.find((m) => !m.inside);
    if (left) problems.push(`${where}: the focus left the dialog (to ${left.what})`);
    for (const what of new Set(moves.filter((m) => m.inside && !m.shown).map((m) => m.what))) problems.push(`${where}: no visible focus on ${what}`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  if (keyboard && !(await opener.evaluate((el) => el === document.activeElement))) {
    const on = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
    problems.push(`${where}: the focus did not return to the opener after Escape (on ${on})`);
  }
  return problems;
}

/**
 * Runs one check of the walk; a check that cannot finish (a screen that
 * never loads, a dialog that does not open) is a finding too, and the walk
 * goes on with the next (an open dialog closed first).
 */
async function step(problems: string[], where: string, check: () => Promise<string[]>): Promise<void> {
  try {
    problems.push(...(await check()));
  } catch (err) {
    problems.push(`${where}: could not be checked: ${String((err as Error).message).split('\n')[0]}`);
    await page.keyboard.press('Escape').catch(() => {});
  }
}

/** The dialogs checked once per mode (one shared component each), not on every screen. */
interface Once {
  delete: boolean;
  export: boolean;
}

/** A screen: axe and the label check; on a list screen its add dialog, and the delete and export dialogs where not yet done. */
async function checkScreen(where: string, path: string, keyboard: boolean, once: Once): Promise<string[]> {
  await open(path);
  const main = page.getByRole('main');
  const problems = [...(await axe(where)), ...(await unlabelled(where))];
  const add = main.getByRole('button', { name: msg('table.add'), exact: true }).first();
  if (await add.isVisible()) problems.push(...(await checkDialog(`${where} › ${msg('table.add')}`, add, keyboard)));
  const remove = main.locator('tbody').getByRole('button', { name: msg('table.delete'), exact: true }).first();
  if (!once.delete && (await remove.isVisible())) {
    once.delete = true;
    problems.push(...(await checkDialog(`${where} › ${msg('table.delete')}`, remove, keyboard)));
  }
  const exporting = main.getByRole('button', { name: msg('table.export'), exact: true }).first();
  if (!once.export && (await exporting.isVisible())) {
    once.export = true;
    problems.push(...(await checkDialog(`${where} › ${msg('table.export')}`, exporting, keyboard)));
  }
  return problems;
}

/**
 * A meeting as it opens (its stage decides the stepper and the tab shown
 * first), and each of its tabs not yet walked in this mode (`walked`): every
 * tab the meetings have is checked on the first meeting that shows it (a
 * finished one has the results, one voting the ballots).
 */
async function checkMeeting(where: string, path: string, walked: Set<string>): Promise<string[]> {
  await open(path);
  const problems = [...(await axe(where)), ...(await unlabelled(where))];
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  for (const label of (await tabs.allTextContents()).map((t) => t.trim())) {
    if (walked.has(label)) continue;
    walked.add(label);
    const tab = tabs.filter({ hasText: label }).first();
    // The tab shown first was checked with the page.
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    await tab.click();
    await settled();
    problems.push(...(await axe(`${where} › ${label}`)), ...(await unlabelled(`${where} › ${label}`)));
  }
  return problems;
}

async function walk(mode: Mode): Promise<string[]> {
  await page.evaluate((v) => localStorage.setItem('theme', v), themeSetting(mode));
  await page.reload();
  await page.getByRole('main').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'the colour mode took effect').toBe(mode === 'dark');
  // The keyboard does not depend on the colours: walked once, in the light mode.
  const keyboard = mode === 'light';
  const problems: string[] = [];
  const once: Once = { delete: false, export: false };
  for (const s of screens) {
    const where = `[${mode}] ${s.name} (${s.path})`;
    await step(problems, where, () => checkScreen(where, s.path, keyboard, once));
  }
  const walked = new Set<string>();
  for (const m of meetings) {
    const where = `[${mode}] ${m.name}`;
    await step(problems, where, () => checkMeeting(where, m.path, walked));
  }
  for (const el of elections) {
    const where = `[${mode}] ${el.name}`;
    await step(problems, where, async () => {
      await open(el.path);
      return [...(await axe(where)), ...(await unlabelled(where))];
    });
  }
  if (!once.delete || !once.export) problems.push(`[${mode}] no list screen offered ${!once.delete ? 'a row delete' : 'an export'}: that dialog was not checked`);
  return problems;
}

describe('e2e: every staff screen is accessible', () => {
  it.each(MODES)(
    '%s mode: no serious or critical axe violation, every field labelled, dialogs keep and return the focus',
    async (mode) => {
      expect(screens.length).toBeGreaterThan(20);
      expect(meetings.length).toBeGreaterThan(2);
      expect(elections.length).toBeGreaterThan(0);
      const started = Date.now();
      const problems = await walk(mode);
      writeFileSync(`${SHOTS}a11y-walk-${mode}.txt`, problems.join('\n') + '\n');
      console.log(`a11y walk, ${mode}: ${screens.length} screens, ${meetings.length} meetings, ${elections.length} elections in ${Math.round((Date.now() - started) / 1000)} s`);
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
