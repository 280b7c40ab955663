/**
 * GraphiQL in real Chromium with every other host unreachable (as on a
 * machine without internet): the page renders, its editor workers start
 * (autocompletion), a query runs, and the browser reports no error and no
 * Content-Security-Policy violation. It opens with the example query
 * (server/graphql/graphiql.ts), which runs once the token the web client
 * keeps is put into the Authorization header, as the example says.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '../../server/graphql/graphiql.ts';
import { shot, useE2E } from './support.ts';

const e2e = useE2E();

describe('e2e: GraphiQL offline', () => {
  it('renders from this origin only and runs a query', async () => {
    const page = await e2e.newPage();
    const origin = new URL(e2e.url).origin;
    const foreign: string[] = [];
    const failed: string[] = [];
    const consoleErrors: string[] = [];
    // Offline: any request to another host fails.
    await page.route(
      (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
      (route) => {
        foreign.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto(`${e2e.url}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 30000 });
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{ progr');
    // The GraphQL worker answers with completions from the schema.
    await page.locator('.suggest-widget.visible').getByText('program').first().waitFor({ timeout: 15000 });
    await page.keyboard.press('Escape');
    await page.keyboard.type('am');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await page.locator('.graphiql-response').textContent()) ?? '', { timeout: 15000 }).toMatch(/"program":\s*"Node"/);
    await shot(page, 'graphiql-offline');
    expect(foreign).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('opens with the example query, which runs with the web client\'s token in the headers', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/graphql`);
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor({ timeout: 30000 });
    // Monaco shows blanks as no-break spaces.
    const shown = async () => ((await page.locator('.graphiql-query-editor .view-lines').textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(shown).toContain(EXAMPLE_QUERY.split('\n')[0]);
    // The editor shows the lines in view: the header on how to sign in (the query below it runs next).
    expect(await shown()).toContain('Authenticate first');
    // What the example's header comment says: the raw token from the web client's storage.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
    expect(token).toMatch(/\S{20,}/);
    const headers = page.locator('.graphiql-editor-tool .monaco-editor').locator('visible=true').first();
    await headers.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: token }));
    await editor.click();
    await page.keyboard.press('Control+Enter');
    const response = page.locator('.graphiql-response');
    await expect.poll(async () => (await response.textContent()) ?? '', { timeout: 15000 }).toContain('totalCount');
    const text = ((await response.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('meetingInfoPage');
    expect(text).not.toContain('errors');
    await shot(page, 'graphiql-example');
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
