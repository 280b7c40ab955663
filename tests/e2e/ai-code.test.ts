/**
 * The AI coding helper in real Chromium against the real server (in
 * development, writing into a temporary copy of the project's files the
 * generator touches): a description in words is drafted by a small
 * OpenAI-compatible server on loopback, the draft fills the form's fields
 * table, the person edits a label and removes a field, and generating
 * writes the entity; the page lists the files written and the next steps.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fakeAi, LIBRARY_DRAFT } from '../support/fake-ai.ts';
import { msg, ROOT, shot, useE2E } from './support.ts';

let ai: Awaited<ReturnType<typeof fakeAi>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cga-e2e-coding-'));
const env: Record<string, string> = { NODE_ENV: 'development', CODING_ROOT: dir, AI_API_KEY: 'sk-e2e', AI_MODEL: 'e2e-model' };

// Registered before useE2E's own beforeAll, so the server starts with the endpoint's address.
beforeAll(async () => {
  ai = await fakeAi(() => ({ content: JSON.stringify(LIBRARY_DRAFT) }));
  env.AI_BASE_URL = ai.url;
  // The endpoint is on loopback: allowed by configuration, as an administrator would.
  env.OUTBOUND_ALLOW_HOSTS = ai.host;
  // What createCode reads and writes: the schema and migrations, the screen registry (the labels go into the new declaration).
  fs.cpSync(path.join(ROOT, 'prisma'), path.join(dir, 'prisma'), { recursive: true });
  for (const f of ['client/src/router/screens.ts']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
  }
});
const e2e = useE2E(env);
afterAll(async () => {
  await ai?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');

it('drafts an entity from words, edits the draft and generates it', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/helper/ai-code`);
  const description = main(page).getByRole('textbox', { name: msg('aiCode.describe'), exact: true });
  await description.fill('图书馆的图书：书名、ISBN、页数、价格、简介、是否借出、出版时间、标签');
  await main(page).getByText(msg('aiCode.model', { model: 'e2e-model' })).waitFor();
  await main(page).getByRole('button', { name: msg('aiCode.draft'), exact: true }).click();

  const rows = main(page).getByTestId('field-row');
  await expect.poll(() => rows.count(), { timeout: 15000 }).toBe(LIBRARY_DRAFT.fields.length);
  expect(await main(page).getByRole('textbox', { name: msg('aiCode.module'), exact: true }).inputValue()).toBe('library');
  expect(await rows.first().getByRole('textbox', { name: msg('aiCode.field.name'), exact: true }).inputValue()).toBe('title');
  expect(await rows.nth(2).getByRole('combobox', { name: msg('aiCode.field.type'), exact: true }).inputValue()).toBe('int');
  expect(ai.requests.at(-1)!.body.messages.at(-1).content).toContain('图书馆的图书');

  // The person edits the draft: a better label, and the tags field removed.
  await rows.first().getByRole('textbox', { name: msg('aiCode.field.label'), exact: true }).fill('图书名称');
  await rows.last().getByRole('button', { name: msg('aiCode.field.remove'), exact: true }).click();
  await expect.poll(() => rows.count()).toBe(LIBRARY_DRAFT.fields.length - 1);
  await shot(page, 'ai-code-draft');

  await main(page).getByRole('button', { name: msg('aiCode.generate'), exact: true }).click();
  const result = main(page).getByTestId('coding-result');
  await result.getByText(msg('aiCode.done', { prefix: 'library/book' })).waitFor({ timeout: 60000 });
  await result.getByText('server/modules/library/book.ts', { exact: true }).waitFor();
  await result.getByText('client/src/features/library/book/BookScreen.tsx', { exact: true }).waitFor();
  await result.getByText(msg('aiCode.restart', { prefix: 'library/book' })).waitFor();
  await shot(page, 'ai-code-generated');

  const schema = fs.readFileSync(path.join(dir, 'prisma/schema.prisma'), 'utf8');
  expect(schema).toMatch(/\/\/\/ 图书名称\n\s+title\s+String @db\.VarChar\(100\)/);
  expect(schema).not.toMatch(/^\s+tags\s/m);
  expect(fs.existsSync(path.join(dir, 'server/modules/library/book.ts'))).toBe(true);

  // Generating the same entity again is refused with the server's translated message.
  await main(page).getByRole('button', { name: msg('aiCode.generate'), exact: true }).click();
  await main(page).getByRole('alert').filter({ hasText: '已存在' }).waitFor();
  expect(e2e.pageErrors(page)).toEqual([]);
});
