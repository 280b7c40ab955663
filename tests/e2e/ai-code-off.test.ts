/**
 * The AI coding helper where nothing is configured (the test runner: no
 * AI_* variables, no CODING_ROOT): the page says how to enable the AI draft,
 * still shows the generator form, and says generation is off here.
 */
import { expect, it } from 'vitest';
import { msg, shot, useE2E } from './support.ts';

const e2e = useE2E();

it('explains how to enable the AI helper and still offers the form', async () => {
  const page = await e2e.newPage({ loggedIn: true });
  await page.goto(`${e2e.url}/helper/ai-code`);
  const main = page.getByRole('main');
  await main.getByTestId('ai-off').getByText(msg('aiCode.aiOff')).waitFor();
  await main.getByTestId('generator-off').getByText(msg('aiCode.generatorOff')).waitFor();
  expect(await main.getByRole('button', { name: msg('aiCode.draft'), exact: true }).count()).toBe(0);
  // The form works without the AI: fields can be added and filled.
  await main.getByRole('button', { name: msg('aiCode.addField'), exact: true }).click();
  const rows = main.getByTestId('field-row');
  await expect.poll(() => rows.count()).toBe(2);
  await rows.nth(1).getByRole('textbox', { name: msg('aiCode.field.name'), exact: true }).fill('title');
  expect(await main.getByRole('button', { name: msg('aiCode.generate'), exact: true }).isDisabled()).toBe(true);
  await shot(page, 'ai-code-off');
  expect(e2e.pageErrors(page)).toEqual([]);
});
