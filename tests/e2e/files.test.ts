/**
 * Uploads in real Chromium against the real server: an avatar chosen from a
 * file in the personal center shows in the header; in the file space, two
 * documents uploaded into a new category, a new version of one, the preview
 * of an image and of a PDF, and the download of the older version.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, login, msg, shot, useE2E } from './support.ts';
import { pdf, png } from '../support/files.ts';

const e2e = useE2E();
const POLL = { timeout: 15000 };
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).first();

async function serverGql(query: string, variables: Record<string, unknown> = {}) {
  const { token } = await e2e.app.login();
  const res = await e2e.app.gql(query, variables, token, { selectAreaId: String((await e2e.app.app.db.areaInfo.findFirstOrThrow()).id) });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

describe('e2e: uploads', () => {
  it('an avatar chosen from a file in the personal center shows in the header', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    await page.goto(`${e2e.url}/my/info`);
    await expectPath(page, '/my/info');
    const avatar = page.getByRole('group', { name: msg('my.headImg') });
    await avatar.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(48, 48, [20, 120, 220]) });
    const preview = avatar.getByRole('img', { name: msg('upload.preview', { label: msg('my.headImg'), n: '1' }) });
    await preview.waitFor();
    const url = await preview.getAttribute('src');
    // Absolute, on the address the browser used (as the source system answers; docs/legacy-client.md).
    expect(url).toMatch(new RegExp(`^${e2e.url}/upload/app/base/\\d{8}/[0-9a-f]{32}\\.png$`));
    await expect.poll(() => avatar.getByText(msg('upload.avatarNote'), { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: msg('common.save') }).click();
    await toast(page, msg('my.saved')).waitFor();
    // The header's avatar is the uploaded image, loaded.
    const header = page.locator('header img').first();
    await expect.poll(() => header.getAttribute('src'), POLL).toBe(url);
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(48);
    expect((await serverGql('{ person { headImg } }')).person.headImg).toBe(url);
    await shot(page, 'files-avatar');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('the file space: two documents into a category, a new version, previews of an image and a PDF, the older version downloaded', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    await page.goto(`${e2e.url}/space/list`);
    await expectPath(page, '/space/list');
    // A category.
    await page.getByRole('button', { name: msg('space.type.add') }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: '类别名称' }).fill('会议纪要');
    await form.getByRole('button', { name: msg('common.save') }).click();
    await form.waitFor({ state: 'detached' });
    const tree = page.getByRole('tree', { name: '文件空间分类' });
    await tree.getByRole('button', { name: '会议纪要', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('classifyId'), POLL).toMatch(/^\d+$/);

    // Two documents, each with its progress bar until done.
    await page.getByRole('button', { name: msg('space.upload') }).click();
    const dialog = page.getByRole('dialog', { name: msg('space.upload.title', { category: '会议纪要' }) });
    await dialog.locator('input[type=file]').setInputFiles([
      { name: '纪要.pdf', mimeType: 'application/pdf', buffer: pdf('Minutes v1') },
      { name: '现场.png', mimeType: 'image/png', buffer: png(64, 40, [30, 160, 60]) },
    ]);
    await expect.poll(() => dialog.getByTestId('upload-item').count(), POLL).toBe(2);
    await shot(page, 'files-space-uploaded');
    await dialog.getByRole('button', { name: msg('space.upload.done') }).click();
    const grid = page.getByRole('table', { name: '文件空间信息' });
    const row = (name: string) => grid.locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
    await row('纪要.pdf').waitFor();
    await row('现场.png').waitFor();

    // Preview of the image.
    await row('现场.png').getByRole('button', { name: msg('space.preview') }).click();
    const imageDialog = page.getByRole('dialog', { name: msg('space.preview.title', { name: '现场.png' }) });
    const img = imageDialog.getByRole('img', { name: '现场.png' });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), POLL).toBe(64);
    await shot(page, 'files-space-preview-image');
    await imageDialog.getByRole('button', { name: msg('common.close') }).click();

    // Preview of the PDF: the browser loads it in a frame, as a PDF.
    const pdfResponse = page.waitForResponse((r) => /\/upload\/space\/.*\.pdf/.test(r.url()));
    await row('纪要.pdf').getByRole('button', { name: msg('space.preview') }).click();
    const res = await pdfResponse;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toMatch(/^inline/);
    const frame = page.getByRole('dialog', { name: msg('space.preview.title', { name: '纪要.pdf' }) }).locator('iframe');
    await frame.waitFor();
    await page.waitForTimeout(1000);
    await shot(page, 'files-space-preview-pdf');
    await page.keyboard.press('Escape');

    // A new version of the PDF.
    await row('纪要.pdf').getByRole('button', { name: msg('space.versions') }).click();
    const versions = page.getByRole('dialog', { name: msg('space.versions.title', { name: '纪要.pdf' }) });
    await expect.poll(() => versions.getByTestId('version-row').count(), POLL).toBe(1);
    await versions.locator('input[type=file]').setInputFiles({ name: '纪要.pdf', mimeType: 'application/pdf', buffer: pdf('Minutes v2') });
    await expect.poll(() => versions.getByTestId('version-row').count(), POLL).toBe(2);
    await expect.poll(() => versions.getByTestId('version-row').first().textContent(), POLL).toContain('v2');
    await shot(page, 'files-space-versions');

    // The older version downloads with its own bytes.
    const download = page.waitForEvent('download');
    await versions.getByRole('link', { name: msg('space.versions.download', { version: '1' }) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('纪要.pdf');
    expect((await readFile((await file.path())!)).equals(pdf('Minutes v1'))).toBe(true);

    // The server agrees: one document at version 2 with its history, one image, both in the category.
    const docs = (await serverGql('{ spaceInfoList { rowId name version classifyId type } }')).spaceInfoList;
    expect(docs.map((d: any) => [d.name, d.version, d.type]).sort()).toEqual([['现场.png', 1, 'image'], ['纪要.pdf', 2, 'pdf']]);
    expect(new Set(docs.map((d: any) => d.classifyId)).size).toBe(1);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
