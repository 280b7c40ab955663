/**
 * A fresh start (with the demo) read in English, in real Chromium: every
 * page of the sidebar shows no Chinese outside what people entered. Chinese
 * text on a page is allowed only where it is a value of a row's own data
 * (a name, a title, an address typed by a user or the demo), never a
 * translatable seeded value (a dictionary item, a menu, a department, a
 * template) and never the product's own words.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { models } from '../../server/crud/datamodel.ts';
import { translatableColumns } from '../../server/crud/translations.ts';
import { delegate } from '../../server/crud/tx.ts';
import { useE2E } from './support.ts';

const e2e = useE2E({ SEED_DEMO: '1' });
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
/** Users' data: every text value of a column that is not translated (what someone typed), longest first. */
let userValues: string[] = [];

beforeAll(async () => {
  const db = e2e.app.app.db;
  const values = new Set<string>();
  for (const [model, info] of models()) {
    const translated = new Set(translatableColumns(model));
    const columns = info.fields.filter((f) => f.kind === 'scalar' && (f.type === 'String' || f.type === 'Json') && !translated.has(f.name));
    if (!columns.length) continue;
    const rows: Record<string, unknown>[] = await delegate(db, model).findMany({ select: Object.fromEntries(columns.map((c) => [c.name, true])) });
    const collect = (v: unknown): void => {
      if (typeof v === 'string') {
        if (CJK.test(v)) values.add(v.trim());
      } else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    for (const row of rows) Object.values(row).forEach(collect);
  }
  userValues = [...values].filter(Boolean).sort((a, b) => b.length - a.length);
}, 120_000);

/** What is left of a line once the users' values are taken out (the HTML of rich text counted by its text). */
function withoutUserData(line: string): string {
  let rest = line;
  for (const v of userValues) {
    const text = v.replace(/<[^>]*>/g, '').trim();
    if (text && rest.includes(text)) rest = rest.split(text).join(' ');
    if (rest.includes(v)) rest = rest.split(v).join(' ');
  }
  return rest;
}

async function chineseOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((l) => l.trim())
    // An avatar shows the first character of a user's name: user data too.
    .filter((l) => CJK.test(l) && CJK.test(withoutUserData(l)) && !(l.length <= 2 && userValues.some((v) => v.startsWith(l))));
}

it('every sidebar page in English: no Chinese but the users’ own data', async () => {
  const db = e2e.app.app.db;
  const pages = (await db.baseSysMenu.findMany({ where: { type: 1, isShow: true }, select: { router: true }, orderBy: { id: 'asc' } }))
    .map((m) => m.router)
    .filter((r): r is string => !!r && r.startsWith('/') && !r.includes(':'));
  expect(pages.length).toBeGreaterThan(20);
  const page = await e2e.newPage({ loggedIn: true });
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  const found: string[] = [];
  for (const path of ['/', ...pages]) {
    await page.goto(`${e2e.url}${path}`);
    await page.getByRole('main').waitFor();
    // The page's data has arrived when no spinner or skeleton is left.
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForFunction(() => !document.querySelector('[data-loading], .chakra-spinner, .chakra-skeleton'), null, { timeout: 15000 }).catch(() => {});
    for (const line of await chineseOn(page)) found.push(`${path}: ${line.slice(0, 120)}`);
  }
  expect(found).toEqual([]);
  expect(e2e.pageErrors(page)).toEqual([]);
}, 600_000);
